import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { portfolioSampleUrl } from '@hazardscope/contracts';
import { freshAddress, registerAndVerify } from './account-steps.ts';
import { openResultTab } from './analysis-steps.ts';
import { expectNoSeriousViolations } from './axe-check.ts';
import { payWith } from './purchase-steps.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * On the desktop project, also a screenshot at 768 px (a tablet), the viewport put back after.
 */
async function saveTabletScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name !== 'desktop') return;
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForTimeout(1000);
  await saveScreenshot(page, testInfo, `${name}-768`);
  if (viewport) await page.setViewportSize(viewport);
}

/** The map draws in software here: WebGL on SwiftShader needs a few seconds before a screenshot. */
const mapSettleMs = 5000;

/** Waits until every chart of the page has drawn (an svg or a canvas in each `data-chart` box). */
async function expectChartsDrawn(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('[data-chart]')
        .evaluateAll(
          (charts) =>
            charts.length > 0 && charts.every((chart) => chart.querySelector('svg, canvas')),
        ),
    )
    .toBe(true);
}

/**
 * A newcomer's portfolio: register and verify from the Portfolio page, download the sample file the
 * page links, upload it, read the column mapping and the rejected rows (and download them), pay the
 * quote with the test card, watch the progress bar, and get the dashboard with its CSV and PDF.
 * axe reads the upload page and the dashboard; screenshots of both are kept.
 */
test('a newcomer uploads the sample portfolio, pays with the test card and gets the dashboard', async ({
  page,
}, testInfo) => {
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(page.getByText(/Up to 100,000 assets \(rows\) per portfolio/)).toBeVisible();
  const email = freshAddress(`portfolio-${testInfo.project.name}`);
  await registerAndVerify(page, email, 'a long enough password');

  // The sample file, from the page's link.
  const sampleDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download the sample file/ }).click();
  const samplePath = await (await sampleDownload).path();
  expect(fs.readFileSync(samplePath, 'utf8').split('\n')[0]).toMatch(/latitude/i);

  await page.getByLabel('Title').fill('Sample book');
  await page.getByTestId('portfolio-file-input').setInputFiles({
    name: 'portfolio-sample.csv',
    mimeType: 'text/csv',
    buffer: fs.readFileSync(samplePath),
  });
  await expectNoSeriousViolations(page, 'the Portfolio upload form');
  await saveScreenshot(page, testInfo, 'portfolio-upload');
  await saveTabletScreenshot(page, testInfo, 'portfolio-upload');
  await page.getByRole('button', { name: 'Upload and check' }).click();

  // Checked and quoted: the mapping, the rejected rows with their reasons, the price.
  await expect(page).toHaveURL(/\/portfolio\?id=[\w-]+/);
  await expect(page.getByRole('table', { name: 'Column mapping' })).toBeVisible();
  const rejected = page.getByRole('list', { name: 'Rejected rows' });
  await expect(rejected.getByText(/^Line \d+(, [\w ]+)?: .+\.$/).first()).toBeVisible();
  const rejectedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the rejected rows (CSV)' }).click();
  expect((await rejectedDownload).suggestedFilename()).toBe('Sample book - rejected rows.csv');
  await expectNoSeriousViolations(page, 'the portfolio quote');
  await saveScreenshot(page, testInfo, 'portfolio-quote');

  await page.getByRole('button', { name: 'Pay and run' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay for the portfolio' });
  await expect(payment.getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
  await payWith(payment, '4242 4242 4242 4242');
  await expect(payment).toBeHidden({ timeout: 30_000 });

  // The progress bar, then the dashboard; a reload keeps the portfolio (its id is in the address).
  const dashboardHeading = page.getByRole('heading', { name: 'Map of the assets' });
  await expect(
    page
      .getByText(/^(\d[\d,]* of [\d,]+ assets analysed|Waiting for a worker…)$/)
      .or(dashboardHeading),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'portfolio-progress');
  await page.reload();
  await expect(dashboardHeading).toBeVisible({ timeout: 240_000 });
  await expect(
    page.getByRole('table', { name: 'Assets with the highest Value At Risk' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Breakdown by asset type' })).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* assets$/)).toBeVisible({ timeout: 60_000 });
  await expectChartsDrawn(page);
  await page.waitForTimeout(mapSettleMs);
  await expectNoSeriousViolations(page, 'the portfolio dashboard');
  await saveScreenshot(page, testInfo, 'portfolio-dashboard');
  await saveTabletScreenshot(page, testInfo, 'portfolio-dashboard');

  // An asset opens from the table in the result dialog of a single analysis: real results (the
  // portfolio is paid for), the range of its scenario included.
  await page
    .getByRole('table', { name: 'Assets with the highest Value At Risk' })
    .getByRole('button')
    .first()
    .click();
  const assetDialog = page.getByRole('dialog', { name: 'Analysis Result' });
  await expect(assetDialog).toBeVisible({ timeout: 60_000 });
  await expect(assetDialog.getByText('Sample results only')).toHaveCount(0);
  await openResultTab(page, testInfo.project.name, 'Value At Risk (VAR)');
  await expect(
    assetDialog.getByText(/The shaded bands of the total and of the combined failure probability/),
  ).toBeVisible({ timeout: 60_000 });
  await saveScreenshot(page, testInfo, 'portfolio-asset', { fullPage: false });
  await page.getByRole('button', { name: 'Close results' }).click();
  await expect(assetDialog).toBeHidden();

  for (const [button, fileName] of [
    ['Export CSV', 'Sample book.csv'],
    ['Download PDF report', 'Sample book.pdf'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    expect(fs.statSync(await file.path()).size).toBeGreaterThan(1000);
  }
});

test('the Portfolio page asks a visitor to log in and states the limits', async ({ page }) => {
  await page.goto('/portfolio');
  await expect(page.getByRole('button', { name: 'Log in or register' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Download the sample file/ })).toHaveAttribute(
    'href',
    portfolioSampleUrl,
  );
  await expectNoSeriousViolations(page, 'the Portfolio page for a visitor');
});
