import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { logInAsAllowListed } from './allow-listed-account.ts';
import { runAnalysisAndViewResults } from './analysis-steps.ts';
import { viewportOnly } from './account-steps.ts';
import { expectNoHorizontalScrolling } from './layout-checks.ts';
import { saveScreenshot } from './screenshot.ts';

// A house in Brisbane by the river: flood, wind and heat all reach it.
const site = { latitude: -27.4698, longitude: 153.0251, address: 'Brisbane' };

/** Opens a result tab: a tab on a wide screen, the 'Result tab' dropdown on a phone. */
async function openTab(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name === 'phone') {
    await page.locator('input[aria-label="Result tab"]').click();
    await page.getByRole('option', { name, exact: true }).click();
  } else {
    await page.getByRole('tab', { name, exact: true }).click();
  }
}

/** The Breakdown table's text: each hazard's VAR and failure probability in the snapshot years. */
async function breakdownFigures(page: Page, testInfo: TestInfo): Promise<string> {
  await openTab(page, testInfo, 'Breakdown');
  const rows = page.getByRole('dialog', { name: 'Analysis Result' }).locator('[data-hazard]');
  await expect(rows.first()).toBeVisible();
  return (await rows.allInnerTexts()).join('\n');
}

async function chooseMaterial(page: Page, element: string, material: string) {
  const select = page.locator(`input[aria-label="Material of ${element}"]`);
  await select.click();
  await select.fill(material);
  await page.getByRole('option', { name: material, exact: true }).click();
  await expect(select).toHaveValue(material);
}

test('an allow-listed user customises the asset and re-runs it twice, then meets the limit', async ({
  page,
  request,
}, testInfo) => {
  await logInAsAllowListed(page, request);
  await page.goto(
    `/?latitude=${site.latitude}&longitude=${site.longitude}&address=${site.address}&archetypeService=Building&archetype=SH`,
  );
  const dialog = await runAnalysisAndViewResults(page);
  const originalFigures = await breakdownFigures(page, testInfo);
  const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Our house before changes');

  await openTab(page, testInfo, 'Settings');
  const panel = dialog.getByRole('form', { name: 'Asset customisation' });
  const floorHeight = panel.getByLabel('Floor height above ground (m)', { exact: true });
  const update = panel.getByRole('button', { name: 'Update Analysis' });
  const status = panel.getByTestId('revision-status');
  await expect(floorHeight).toHaveValue('0.3');
  await expect(status).toContainText('TWO revisions');
  await expect(update).toBeDisabled();
  await saveScreenshot(page, testInfo, 'settings-tab', viewportOnly);

  // A value out of range is refused with the server's message, before anything is sent.
  await floorHeight.fill('45');
  await expect(panel.getByText('Maximum allowed value is 30.')).toBeVisible();
  await expect(update).toBeDisabled();

  // Revision 1: the floor raised to 1.5 m and a tiled roof instead of steel sheeting.
  await floorHeight.fill('1.5');
  await chooseMaterial(page, 'Roof covering', 'Terracotta roof tiles');
  await panel.getByTestId('element-Roof covering').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'settings-tab-elements', viewportOnly);
  if (testInfo.project.name === 'phone') await expectNoHorizontalScrolling(page);
  await update.click();

  const switcher = dialog.locator('input[aria-label="Switch analysis"]');
  await expect(switcher).toHaveValue(/^Revision 1 · Simple House/, { timeout: 30_000 });
  // The panel now shows the revision's own values, and one revision is left.
  await expect(status).toContainText('ONE revision');
  await expect(floorHeight).toHaveValue('1.5');
  await expect(panel.locator('input[aria-label="Material of Roof covering"]')).toHaveValue(
    'Terracotta roof tiles',
  );
  const revisedFigures = await breakdownFigures(page, testInfo);
  expect(revisedFigures).not.toBe(originalFigures);
  // The revision has a title of its own; the original keeps the one typed for it.
  await expect(title).toHaveValue(site.address);

  // Revision 2: the windows left out.
  await openTab(page, testInfo, 'Settings');
  await chooseMaterial(page, 'Windows', 'Not Included');
  await update.click();
  await expect(switcher).toHaveValue(/^Revision 2 · Simple House/, { timeout: 30_000 });

  // A third re-run is refused: the purchase's two revisions are used.
  await expect(status).toHaveText('Maximum number of analysis revisions reached.');
  await expect(update).toBeDisabled();
  await expect(floorHeight).toBeDisabled();
  await expect(panel.getByTestId('submit-hint')).toHaveText(
    'Maximum number of analysis revisions reached.',
  );
  await saveScreenshot(page, testInfo, 'settings-tab-limit-buttons', viewportOnly);
  await status.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'settings-tab-limit', viewportOnly);

  // The switcher lists the original and both revisions.
  await switcher.click();
  await expect(page.getByRole('option', { name: /^Revision 1 · / })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Revision 2 · / })).toBeVisible();
  await expect(
    page.getByRole('option', { name: `Simple House · ${site.address}`, exact: true }),
  ).toBeVisible();
  await page.getByRole('option', { name: `Simple House · ${site.address}`, exact: true }).click();
  // Revision 2 is not saved: switching away asks first.
  await page.getByRole('button', { name: /^Discard current analysis and switch to/ }).click();
  await expect(title).toHaveValue('Our house before changes');
});
