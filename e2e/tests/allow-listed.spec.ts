import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  analysisResultSchema,
  formatPercent,
  hazardKeys,
  hazardLabels,
} from '@hazardscope/contracts';
import { logInAsAllowListed } from './allow-listed-account.ts';
import { runAnalysisAndViewResults } from './analysis-steps.ts';
import { saveScreenshot } from './screenshot.ts';

const site = { latitude: -33.8688, longitude: 151.2093 };
const repositoryRoot = path.resolve(import.meta.dirname, '../..');

test('an allow-listed user sees real results that match the command line', async ({
  page,
  request,
}, testInfo) => {
  await logInAsAllowListed(page, request);
  await page.goto(
    `/?latitude=${site.latitude}&longitude=${site.longitude}&address=Sydney&archetypeService=Building&archetype=SH`,
  );
  const dialog = await runAnalysisAndViewResults(page);
  await expect(dialog.getByText('Sample results only')).toBeHidden();
  await expect(dialog.getByText('SAMPLE ONLY').first()).toBeHidden();

  // The same site and asset through the command line, as JSON.
  const cli = analysisResultSchema.parse(
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/analyse.ts',
          `--lat=${site.latitude}`,
          `--lon=${site.longitude}`,
          '--archetype=SH',
          '--address=Sydney',
          '--json',
        ],
        { cwd: repositoryRoot, encoding: 'utf8' },
      ),
    ),
  );

  if (testInfo.project.name === 'phone') {
    await page.locator('input[aria-label="Result tab"]').click();
    // Real results are what the report shows: no sample report to view.
    await expect(page.getByRole('option', { name: 'View a Sample Report' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Breakdown' }).click();
  } else {
    await expect(page.getByRole('tab', { name: 'View a Sample Report' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Breakdown' }).click();
  }
  const year2050 = 2050 - cli.inputs.scenario.startYear;
  for (const [hazardIndex, hazard] of hazardKeys.entries()) {
    if (cli.metadata[hazard]?.no_calc_reason) continue;
    const expected = formatPercent(cli.properties.riskHazards[year2050]?.[hazardIndex] ?? 0);
    const row = dialog.locator(`[data-hazard="${hazard}"]`);
    await expect(row).toContainText(hazardLabels[hazard]);
    await expect(row).toContainText(expected);
  }
  await saveScreenshot(page, testInfo, 'allow-listed-breakdown', { fullPage: false });
});
