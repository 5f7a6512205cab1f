import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshAddress, logInAsNewAccount, viewportOnly } from './account-steps.ts';
import { openResultTab, runSimpleHouseAt, runSimpleHouseInSydney } from './analysis-steps.ts';
import { expectNoHorizontalScrolling } from './layout-checks.ts';
import { buyWithTestCard } from './purchase-steps.ts';
import { saveScreenshot } from './screenshot.ts';

/** Fills one option: its year, CAPEX, and optionally the floor height or one element's material. */
async function fillOption(
  page: Page,
  option: Locator,
  settings: { year: number; capex: string; floorHeight?: string; leaveOut?: string },
) {
  const year = option.locator('input[aria-label^="Adaptation Year of"]');
  await year.click();
  await page.getByRole('option', { name: String(settings.year), exact: true }).click();
  await expect(year).toHaveValue(String(settings.year));
  await option.locator('input[aria-label^="CAPEX of"]').fill(settings.capex);
  if (settings.floorHeight !== undefined) {
    await option.getByRole('button', { name: 'Design Specifications' }).click();
    await option
      .getByLabel('Floor height above ground (m)', { exact: true })
      .fill(settings.floorHeight);
  }
  if (settings.leaveOut !== undefined) {
    await option.getByRole('button', { name: 'Element Specifications' }).click();
    const material = option.locator(`input[aria-label="Material of ${settings.leaveOut}"]`);
    await material.click();
    await material.fill('Not Included');
    await page.getByRole('option', { name: 'Not Included', exact: true }).click();
    await expect(material).toHaveValue('Not Included');
  }
}

/** The NPV table's rows as text: 'Series · NPV · saved · payback'. */
async function netPresentValueRows(editor: Locator): Promise<string[]> {
  const table = editor.getByRole('table', { name: 'Net present value by pathway' });
  return (await table.locator('tbody tr').allInnerTexts()).map((row) =>
    row.replace(/\s+/g, ' ').trim(),
  );
}

test('a purchaser builds two pathways of two options, runs them, reads the NPV, saves and finds them after a reload', async ({
  page,
}, testInfo) => {
  // Register, run, buy, four option runs, save, reload: a few minutes on a busy two-core machine.
  test.setTimeout(480_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const project = testInfo.project.name;
  await logInAsNewAccount(page, freshAddress(`${project}-adapt`), 'long-enough-3');
  const results = await runSimpleHouseInSydney(page);
  // Before a purchase there is no Adaptations tab.
  if (project === 'desktop') {
    await expect(results.getByRole('tab', { name: 'Adaptations' })).toHaveCount(0);
  }
  await buyWithTestCard(page, results);

  await openResultTab(page, project, 'Adaptations');
  const editor = results.getByTestId('adaptation-editor');
  await expect(editor.getByRole('heading', { name: 'Asset Adaptation:' })).toBeVisible({
    timeout: 20_000,
  });
  // The baseline is priced at once with the defaults: 1,000,000, 5 %, 30 years.
  await expect(editor.getByLabel('Asset Replacement Cost ($)')).toHaveValue('1000000');
  await expect(editor.getByLabel('Discount Rate')).toHaveValue('0.05');
  await expect(editor.getByLabel('NPV Term')).toHaveValue('30');
  await expect(editor.getByRole('table', { name: 'Net present value by pathway' })).toBeVisible({
    timeout: 30_000,
  });
  // CAPEX takes digits only.
  const firstOption = editor.getByTestId('pathway-1-option-1');
  const firstCapex = firstOption.locator('input[aria-label^="CAPEX of"]');
  await firstCapex.fill('');
  await firstCapex.pressSequentially('1a2.');
  await expect(firstCapex).toHaveValue('12');

  // Pathway 1: raise the floor to 1.5 m in 2030 for $20,000, leave the roof covering out in 2050.
  await fillOption(page, firstOption, { year: 2030, capex: '20000', floorHeight: '1.5' });
  await editor.getByRole('button', { name: 'Add Option to Adaptation Pathway 1' }).click();
  await fillOption(page, editor.getByTestId('pathway-1-option-2'), {
    year: 2050,
    capex: '5000',
    leaveOut: 'Roof covering',
  });
  // Pathway 2: raise the floor to 1 m in 2035 for $8,000, then to 2 m in 2060 for $15,000.
  await editor.getByRole('button', { name: 'Add Pathway' }).click();
  await fillOption(page, editor.getByTestId('pathway-2-option-1'), {
    year: 2035,
    capex: '8000',
    floorHeight: '1',
  });
  await editor.getByRole('button', { name: 'Add Option to Adaptation Pathway 2' }).click();
  await fillOption(page, editor.getByTestId('pathway-2-option-2'), {
    year: 2060,
    capex: '15000',
    floorHeight: '2',
  });
  await saveScreenshot(page, testInfo, 'adaptation-editor', viewportOnly);
  if (project === 'phone') await expectNoHorizontalScrolling(page);

  await editor.getByRole('button', { name: 'Update Adaptation Analysis' }).click();
  const table = editor.getByRole('table', { name: 'Net present value by pathway' });
  await expect(table.getByRole('row', { name: /^Pathway - 2/ })).toBeVisible({ timeout: 120_000 });
  const rows = await netPresentValueRows(editor);
  expect(rows).toHaveLength(3);
  for (const row of rows) expect(row).toMatch(/^(Baseline|Pathway - [12]) USD \$[\d,]+/);
  await expect(editor.getByTestId('adaptation-verdict')).toContainText(
    /(Pathway - [12] costs least|No pathway costs less than doing nothing)/,
  );
  if (project === 'phone') {
    await expectNoHorizontalScrolling(page);
    // Nothing in the editor is wider than the phone (the dialog's own scroll area would hide it).
    expect(await editor.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await editor.getByTestId('adaptation-npv-chart').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'adaptation-charts', viewportOnly);
  await editor.getByTestId('adaptation-verdict').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'adaptation-verdict', viewportOnly);

  await editor.getByRole('button', { name: 'Save current adaptation' }).click();
  await expect(editor.getByTestId('adaptation-saved')).toHaveText('Saved 4 adaptation options.', {
    timeout: 60_000,
  });
  await expect(editor.getByRole('button', { name: 'Save current adaptation' })).toHaveCount(0);

  // A reload reopens the analysis (its id is in the URL); its Adaptations tab restores both
  // pathways, already priced. A whole page load on a busy two-core machine: up to a minute.
  await expect(page).toHaveURL(/analysisId=[\w-]+/);
  await page.reload();
  const reopened = page.getByRole('dialog', { name: 'Analysis Result' });
  await expect(reopened.getByRole('textbox', { name: 'Title' })).toBeVisible({ timeout: 60_000 });
  await openResultTab(page, project, 'Adaptations');
  const restored = reopened.getByTestId('adaptation-editor');
  await expect(restored.getByTestId('adaptation-pathway-2')).toBeVisible({ timeout: 20_000 });
  await expect(
    restored.getByRole('table', { name: 'Net present value by pathway' }).getByRole('row', {
      name: /^Pathway - 2/,
    }),
  ).toBeVisible({ timeout: 30_000 });
  expect(await netPresentValueRows(restored)).toEqual(rows);
  await restored.getByRole('button', { name: 'Adaptation Pathway 2', exact: true }).click();
  const restoredOption = restored.getByTestId('pathway-2-option-2');
  await restoredOption.getByRole('button', { name: 'Adaptation Option 2', exact: true }).click();
  await expect(restoredOption.locator('input[aria-label^="CAPEX of"]')).toHaveValue('15000');
  await expect(restoredOption.locator('input[aria-label^="Adaptation Year of"]')).toHaveValue(
    '2060',
  );
  expect(pageErrors).toEqual([]);
});

test('the Failure tab says which failure probability is Not Calculated, and why, instead of drawing a zero', async ({
  page,
}, testInfo) => {
  // Register, run, buy and price the baseline: a few minutes on a busy two-core machine.
  test.setTimeout(300_000);
  const project = testInfo.project.name;
  await logInAsNewAccount(page, freshAddress(`${project}-failure-nc`), 'long-enough-3');
  // London: shrinkable (medium-fine) soil, so soil movement is damage only.
  const results = await runSimpleHouseAt(page, 51.5074, -0.1278, 'London, United Kingdom');
  await buyWithTestCard(page, results);
  await openResultTab(page, project, 'Adaptations');
  const editor = results.getByTestId('adaptation-editor');
  await expect(editor.getByRole('table', { name: 'Net present value by pathway' })).toBeVisible({
    timeout: 60_000,
  });
  await editor.getByRole('tab', { name: 'Failure', exact: true }).click();
  const notes = editor.getByTestId('adaptation-failure-not-calculated');
  await expect(notes).toContainText('Not Calculated');
  await expect(notes).toContainText('Soil Movement failure probability');
  await expect(notes).toContainText('Reason: No published rate');
  await notes.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'adaptation-failure-not-calculated', viewportOnly);
  if (project === 'phone') await expectNoHorizontalScrolling(page);
});
