import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  exportOnlyAddress,
  freshAddress,
  logInAsNewAccount,
  viewportOnly,
} from './account-steps.ts';
import { runSimpleHouseInSydney } from './analysis-steps.ts';
import { payWith } from './purchase-steps.ts';
import { saveScreenshot } from './screenshot.ts';

test('a purchaser downloads the PDF report and the CSV export of the analysis', async ({
  page,
}, testInfo) => {
  // The first report starts the server's report worker and draws ~30 pages on a busy machine.
  test.setTimeout(480_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInAsNewAccount(page, freshAddress(`${testInfo.project.name}-report`), 'long-enough-4');

  const results = await runSimpleHouseInSydney(page);
  // Before the purchase both downloads are closed.
  await expect(results.getByRole('button', { name: 'Download PDF Report' })).toBeDisabled();
  await expect(results.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await results.getByRole('button', { name: 'Purchase Report' }).click();
  const purchase = page.getByRole('dialog', { name: 'Purchase Summary' });
  await expect(purchase.getByText('USD $1035')).toBeVisible({ timeout: 20_000 });
  await payWith(purchase, '4242 4242 4242 4242');
  const thanks = page.getByRole('dialog', { name: 'Thank you for your purchase' });
  await expect(thanks).toBeVisible({ timeout: 20_000 });
  await thanks.getByRole('button', { name: 'Close' }).click();

  await results.getByRole('button', { name: 'Download PDF Report' }).click();
  const processing = page.getByRole('dialog', { name: 'Preparing report...' });
  await expect(processing).toBeVisible();
  await expect(processing.getByRole('progressbar', { name: 'Report progress' })).toHaveAttribute(
    'aria-valuemax',
    '100',
  );
  await saveScreenshot(page, testInfo, 'report-preparing', viewportOnly);
  const complete = page.getByRole('dialog', { name: 'Report Generation Complete!' });
  await expect(complete).toBeVisible({ timeout: 300_000 });
  await saveScreenshot(page, testInfo, 'report-complete', viewportOnly);
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    complete.getByRole('link', { name: 'Download report' }).click(),
  ]);
  // The address plus .pdf.
  expect(pdfDownload.suggestedFilename()).toBe('Sydney, Australia.pdf');
  const pdf = await readFile((await pdfDownload.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(100_000);
  await expect(complete).toBeHidden();

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    results.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe('Sydney, Australia.csv');
  const csv = (await readFile((await csvDownload.path())!)).toString('utf8');
  const [header, firstRow] = csv.split('\n');
  // The UTF-8 byte order mark first, for spreadsheets.
  expect(header).toMatch(
    /^\uFEFFid,name,address,archetype,scenario,replacementCost \(USD\),measure,hazard,note,1990,/,
  );
  expect(firstRow).toContain('"Sydney, Australia",SH,');
  // Neither button turned into 'Error: contact …'.
  await expect(results.getByText(/^Error: contact/)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a reader allow-listed for export alone exports the saved analysis as CSV, and gets no PDF', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logInAsNewAccount(page, exportOnlyAddress, 'long-enough-5');

  const results = await runSimpleHouseInSydney(page);
  // The export comes from the saved analysis: closed until it is saved.
  await expect(results.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await results.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save Analysis' });
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveDialog).toBeHidden();

  // The export right opens the CSV alone; the PDF and the real results stay with the purchase.
  await expect(results.getByRole('button', { name: 'Download PDF Report' })).toBeDisabled();
  await expect(results.getByRole('button', { name: 'Purchase Report' })).toBeEnabled();
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    results.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe('Sydney, Australia.csv');
  const csv = (await readFile((await csvDownload.path())!)).toString('utf8');
  expect(csv.split('\n')[0]).toMatch(
    /^\uFEFFid,name,address,archetype,scenario,replacementCost \(USD\),/,
  );
  await expect(results.getByText(/^Error: contact/)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
