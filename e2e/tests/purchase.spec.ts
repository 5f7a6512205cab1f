import { expect, test, type Page } from '@playwright/test';
import { freshAddress, registerAndVerify, sessionApiKey, viewportOnly } from './account-steps.ts';
import { runSimpleHouseInSydney } from './analysis-steps.ts';
import { expectNoHorizontalScrolling } from './layout-checks.ts';
import { payWith } from './purchase-steps.ts';
import { saveScreenshot } from './screenshot.ts';

/** The saved analysis as its owner reads it through the API the app uses. */
async function readAnalysis(page: Page, analysisId: string) {
  const apiKey = await sessionApiKey(page.context());
  const reply = await page.request.get(`/api/analysis/${analysisId}`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as { payment?: { date: string }; realResults: boolean };
}

test('register, verify, run, buy with the test card: a decline charges nothing, then real results', async ({
  page,
}, testInfo) => {
  test.setTimeout(400_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/');
  await registerAndVerify(page, freshAddress(`${testInfo.project.name}-buy`), 'long-enough-3');

  const results = await runSimpleHouseInSydney(page);
  await expect(results.getByText(/sample results are for illustration only/)).toBeVisible();
  const intentReply = page.waitForResponse(
    (response) => response.url().endsWith('/api/payment/intent') && response.ok(),
  );
  await results.getByRole('button', { name: 'Purchase Report' }).click();

  const purchase = page.getByRole('dialog', { name: 'Purchase Summary' });
  await expect(purchase.getByText('USD $1035')).toBeVisible({ timeout: 20_000 });
  await expect(purchase.getByRole('button', { name: 'Confirm Payment Details' })).toBeDisabled();
  await expect(purchase.getByRole('table', { name: 'Element Specifications' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'purchase-summary', viewportOnly);
  // Saved on the way: the purchase belongs to a saved analysis.
  await expect(page).toHaveURL(/analysisId=[\w-]+/);
  const analysisId = /analysisId=([\w-]+)/.exec(page.url())?.[1] ?? '';

  await payWith(purchase, '4000 0000 0000 0002');
  await expect(purchase.getByText('Payment error: Your card was declined.')).toBeVisible();
  await purchase.getByText('Payment error: Your card was declined.').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'purchase-declined', viewportOnly);
  const afterDecline = await readAnalysis(page, analysisId);
  expect(afterDecline.payment).toBeUndefined();
  expect(afterDecline.realResults).toBe(false);

  await payWith(purchase, '4242 4242 4242 4242');
  const thanks = page.getByRole('dialog', { name: 'Thank you for your purchase' });
  await expect(thanks).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(/: Purchase Complete$/);
  await saveScreenshot(page, testInfo, 'purchase-thanks', viewportOnly);
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(purchase).toBeHidden();

  // Real results now: no sample notice, the Breakdown and Vulnerability of the real profile.
  await expect(results.getByText(/sample results are for illustration only/)).toBeHidden();
  await expect(results.getByText('SAMPLE ONLY')).toHaveCount(0);
  await expect(results.getByRole('button', { name: 'Purchase Report' })).toBeDisabled();
  const afterPurchase = await readAnalysis(page, analysisId);
  expect(afterPurchase.payment?.date).toBeTruthy();
  expect(afterPurchase.realResults).toBe(true);
  await saveScreenshot(page, testInfo, 'purchase-real-results', viewportOnly);
  await expectNoHorizontalScrolling(page);
  if (testInfo.project.name === 'desktop') {
    await page.setViewportSize({ width: 768, height: 900 });
    await saveScreenshot(page, testInfo, 'purchase-real-results-768', viewportOnly);
  }

  // The payment-return URL (a purchase finished in another tab or after a provider's redirect)
  // opens the analysis in the purchase-complete state; finalising a paid order charges nothing.
  const { orderId } = (await (await intentReply).json()) as { orderId: string };
  await page.goto(`/?analysisId=${analysisId}&paymentId=${orderId}`);
  await expect(page.getByRole('dialog', { name: 'Thank you for your purchase' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveTitle(/: Purchase Complete$/);
  await expect(page).not.toHaveURL(/paymentId=/);
  expect((await readAnalysis(page, analysisId)).realResults).toBe(true);
  expect(pageErrors).toEqual([]);
});
