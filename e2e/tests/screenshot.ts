import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a screenshot as a kept artifact: e2e/artifacts/screenshots/{project}-{name}.png. Full page by
 * default; `{ fullPage: false }` keeps the viewport, where a modal dialog sits.
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  const file = path.resolve(
    import.meta.dirname,
    '../artifacts/screenshots',
    `${testInfo.project.name}-${name}.png`,
  );
  // From the top: a page scrolled down would draw its sticky top bar across the middle of a
  // full-page shot.
  if (options.fullPage ?? true) await page.evaluate(() => window.scrollTo(0, 0));
  // A dialog is fixed to the viewport: a full-page shot would cut it off.
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
