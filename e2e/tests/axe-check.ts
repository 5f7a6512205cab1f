import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on every page and the main modals: no serious or critical violation of WCAG 2.1 A/AA.
 * Minor and moderate findings are printed, not failed, so the list stays visible.
 */
export async function expectNoSeriousViolations(page: Page, where: string, within?: string) {
  // One axe.run in the page (axe's 'legacy mode') instead of axe.runPartial there and axe.finishRun
  // in a new blank page opened for each reading: the same rules on the same elements (the app has
  // no frames, which is all the partial runs add), and about 1 s less per reading. Both modes
  // report the same violation on an unnamed button added to the page.
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode();
  // A dialog is read on its own: the page under it has its own test, and reading the whole page
  // again for each of its tabs took most of this file's time.
  const results = await (within === undefined ? builder : builder.include(within)).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const described = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(described, `axe on ${where}`).toEqual([]);
}
