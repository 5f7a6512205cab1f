import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot as a kept artifact: e2e/artifacts/screenshots/{project}-{name}.png. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = path.resolve(
    import.meta.dirname,
    '../artifacts/screenshots',
    `${testInfo.project.name}-${name}.png`,
  );
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
