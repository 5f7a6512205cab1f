import { expect, type Locator, type Page } from '@playwright/test';
import {
  analysisResultSchema,
  formatPercent,
  maximumToDateFromYear,
  ratingLabels,
  returnPeriodText,
  savedAnalysisSchema,
  type AnalysisResult,
} from '@hazardscope/contracts';
import { loginDialog, mailedVerificationCode, sessionApiKey } from './account-steps.ts';
import { openResultTab } from './analysis-steps.ts';

/** Fills the built-in test provider's card form in the Purchase Summary and submits it. */
export async function payWith(dialog: Locator, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('Name on card').fill('Ada Lovelace');
  await dialog.getByRole('button', { name: 'Submit Purchase' }).click();
}

/** Opens the Purchase Summary from the result dialog, its card form ready. */
export async function openPurchase(page: Page, results: Locator): Promise<Locator> {
  await results.getByRole('button', { name: 'Purchase Report' }).click();
  const purchase = page.getByRole('dialog', { name: 'Purchase Summary' });
  await expect(purchase.getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
  return purchase;
}

/** Pays in the open Purchase Summary with the test card and closes the thanks: real results. */
export async function payWithTestCard(page: Page, results: Locator, purchase: Locator) {
  await payWith(purchase, '4242 4242 4242 4242');
  const thanks = page.getByRole('dialog', { name: 'Thank you for your purchase' });
  await thanks.getByRole('button', { name: 'Close' }).click({ timeout: 30_000 });
  await expect(results.getByText(/sample results are for illustration only/)).toBeHidden();
}

/** Buys the analysis of the result dialog with the test card (the logged-in account pays). */
export async function buyWithTestCard(page: Page, results: Locator) {
  await payWithTestCard(page, results, await openPurchase(page, results));
}

/** The saved analysis as its owner reads it through the API the app uses. */
export async function readAnalysis(page: Page, analysisId: string) {
  const apiKey = await sessionApiKey(page.context());
  const reply = await page.request.get(`/api/analysis/${analysisId}`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  expect(reply.ok()).toBe(true);
  const body: unknown = await reply.json();
  return {
    saved: savedAnalysisSchema.parse(body),
    analysis: analysisResultSchema.parse(body),
  };
}

/** The id of the saved analysis the page's address names. */
export function analysisIdInAddress(page: Page): string {
  return /analysisId=([\w-]+)/.exec(page.url())?.[1] ?? '';
}

/** Fills the Register form of the login dialog and verifies the address with the mailed code. */
export async function registerInLoginDialog(page: Page, email: string, password: string) {
  const dialog = loginDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Register', exact: true }).last().click();
  const code = await mailedVerificationCode(page.request, email);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

/**
 * The result dialog shows the real results of `analysis` as a reader sees them: no sample notice,
 * the analysis's own ratings and Value At Risk, the Breakdown tab's flood-defence message, the
 * Vulnerability tab's chart without the sample notice, and the report and CSV buttons enabled.
 */
export async function expectRealResults(
  page: Page,
  results: Locator,
  projectName: string,
  analysis: AnalysisResult,
) {
  const samplesOnly = results.getByText('The results shown are samples only');
  await expect(results.getByText(/sample results are for illustration only/)).toBeHidden();
  await expect(results.getByText('SAMPLE ONLY')).toHaveCount(0);

  const { summary, properties } = analysis;
  const startYear = analysis.inputs.scenario.startYear;
  await openResultTab(page, projectName, 'Ratings');
  for (const rating of [summary.currentRating, summary.futureRating]) {
    await expect(results.getByLabel(`Rating ${rating}`).first()).toBeVisible();
    await expect(
      results.getByText(`${ratingLabels[rating]} risk`, { exact: true }).first(),
    ).toBeVisible();
  }
  // The screens' first year: where the maximum-to-date series starts.
  const firstYear = maximumToDateFromYear;
  const currentRisk = properties.totalRisk[firstYear - startYear] ?? 0;
  await expect(
    results.getByText(
      `Value At Risk ${formatPercent(currentRisk)} of replacement cost in ${firstYear}`,
    ),
  ).toBeVisible();
  const peakRisk = properties.totalRisk[summary.peakRiskYear - startYear] ?? 0;
  await expect(
    results.getByText(`Peak Value At Risk ${formatPercent(peakRisk)} in ${summary.peakRiskYear}`),
  ).toBeVisible();

  await openResultTab(page, projectName, 'Breakdown');
  const floodDefenceYears = analysis.metadata.flood_riverine?.flood_defence_return_period;
  expect(floodDefenceYears, 'the site is chosen for its riverine flood defence').toBeDefined();
  // The standard in whole years (FLOPROS's national mean for France is 123.2 years).
  await expect(
    results.getByText(
      `Riverine flood results assume a flood protection standard of ${returnPeriodText(floodDefenceYears ?? 0)}:`,
    ),
  ).toBeVisible();
  await expect(samplesOnly).toBeHidden();

  await openResultTab(page, projectName, 'Vulnerability');
  await expect(
    results.getByRole('img', { name: `Value At Risk by element in ${firstYear}` }),
  ).toBeVisible();
  await expect(samplesOnly).toBeHidden();

  await expect(results.getByRole('button', { name: 'Download PDF Report' })).toBeEnabled();
  await expect(results.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
}
