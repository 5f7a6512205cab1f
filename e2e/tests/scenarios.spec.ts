import { expect, test } from '@playwright/test';
import { logInAsAllowListed } from './allow-listed-account.ts';
import { openResultTab, runAnalysisAndViewResults, runSimpleHouseAt } from './analysis-steps.ts';
import { viewportOnly } from './account-steps.ts';
import { expectNoHorizontalScrolling } from './layout-checks.ts';
import { saveScreenshot } from './screenshot.ts';

// Phoenix: a heat-exposed site, where the emissions scenario matters most.
const site = { latitude: 33.4484, longitude: -112.074, address: 'Phoenix' };

test('an analysis shows the range of its scenario before and after it is saved, and the scenario comparison; a re-run changes the scenario', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await logInAsAllowListed(page, request);
  const dialog = await runSimpleHouseAt(page, site.latitude, site.longitude, site.address);
  // The band is there before the analysis is saved (the run's own range).
  await openResultTab(page, testInfo.project.name, 'Value At Risk (VAR)');
  await expect(
    dialog.getByText(/The shaded bands of the total and of the combined failure probability span/),
  ).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Phoenix house');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save Analysis' });
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Saved' })).toBeDisabled({ timeout: 20_000 });

  await openResultTab(page, testInfo.project.name, 'Value At Risk (VAR)');
  await expect(dialog.getByText('Emissions scenario:')).toContainText('RCP 8.5 (≈ SSP5-8.5)');
  await expect(
    dialog.getByText(/The shaded bands of the total and of the combined failure probability span/),
  ).toBeVisible({ timeout: 60_000 });
  const comparison = dialog.getByRole('img', {
    name: /Total Value At Risk by emissions scenario/,
  });
  await expect(comparison).toBeVisible();
  await saveScreenshot(page, testInfo, 'scenario-range', viewportOnly);
  await comparison.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'scenario-comparison', viewportOnly);
  if (testInfo.project.name === 'phone') await expectNoHorizontalScrolling(page);

  await openResultTab(page, testInfo.project.name, 'Settings');
  const panel = dialog.getByRole('form', { name: 'Asset customisation' });
  const scenario = panel.getByLabel('Emissions scenario');
  await expect(scenario).toHaveValue('ssp585');
  await scenario.selectOption('ssp126');
  await saveScreenshot(page, testInfo, 'scenario-selector', viewportOnly);
  await panel.getByRole('button', { name: 'Update Analysis' }).click();
  const switcher = dialog.locator('input[aria-label="Switch analysis"]');
  await expect(switcher).toHaveValue(/^Revision 1 · Simple House/, { timeout: 60_000 });
  await openResultTab(page, testInfo.project.name, 'Value At Risk (VAR)');
  await expect(dialog.getByText('Emissions scenario:')).toContainText('SSP1-2.6 (low emissions)');
});

test('the scenario chosen on the search form is the one the analysis runs on, and stays in the link', async ({
  page,
}, testInfo) => {
  await page.goto(
    `/?latitude=${site.latitude}&longitude=${site.longitude}&address=${site.address}&archetypeService=Building&archetype=SH`,
  );
  const scenario = page.getByLabel('Emissions scenario');
  await expect(scenario).toHaveValue('ssp585');
  await scenario.selectOption('ssp245');
  await expect(page).toHaveURL(/climateScenario=ssp245/);
  await page.reload();
  await expect(page.getByLabel('Emissions scenario')).toHaveValue('ssp245');
  const dialog = await runAnalysisAndViewResults(page);
  await openResultTab(page, testInfo.project.name, 'Value At Risk (VAR)');
  await expect(dialog.getByText('Emissions scenario:')).toContainText(
    'SSP2-4.5 (intermediate emissions)',
  );
});
