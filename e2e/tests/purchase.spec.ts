import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { formatReportElevation } from '@hazardscope/contracts';
import {
  freshAddress,
  mailedVerificationCode,
  loginDialog,
  registerAndVerify,
  viewportOnly,
} from './account-steps.ts';
import { openResultTab, runSimpleHouseAt, runSimpleHouseInSydney } from './analysis-steps.ts';
import { expectNoHorizontalScrolling } from './layout-checks.ts';
import {
  analysisIdInAddress,
  expectRealResults,
  payWith,
  readAnalysis,
  registerInLoginDialog,
} from './purchase-steps.ts';
import { saveScreenshot } from './screenshot.ts';

/** The answers to `POST /api/payment/intent` a page gets from now on: status and error code. */
function intentRepliesOf(tab: Page): { status: number; error: unknown }[] {
  const replies: { status: number; error: unknown }[] = [];
  tab.on('response', (response) => {
    if (!response.url().endsWith('/api/payment/intent')) return;
    void response
      .json()
      .then((body: { error?: unknown }) =>
        replies.push({ status: response.status(), error: body.error }),
      );
  });
  return replies;
}

/**
 * Paris, on the Seine: the analysis computes riverine flooding behind a flood defence, so the
 * purchased Breakdown tab has its flood-defence message to show.
 */
const paris = { latitude: 48.8566, longitude: 2.3522, address: 'Paris, France' };

test('register, verify, run, buy with the test card: a decline charges nothing, then real results', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(400_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const email = freshAddress(`${testInfo.project.name}-buy`);
  const password = 'long-enough-3';
  await page.goto('/');
  await registerAndVerify(page, email, password);

  const results = await runSimpleHouseAt(page, paris.latitude, paris.longitude, paris.address);
  await expect(results.getByText(/sample results are for illustration only/)).toBeVisible();
  const intentReply = page.waitForResponse(
    (response) => response.url().endsWith('/api/payment/intent') && response.ok(),
  );
  await results.getByRole('button', { name: 'Purchase Report' }).click();

  const purchase = page.getByRole('dialog', { name: 'Purchase Summary' });
  await expect(purchase.getByText('USD $1035')).toBeVisible({ timeout: 20_000 });
  await expect(purchase.getByRole('button', { name: 'Confirm Payment Details' })).toBeDisabled();
  await expect(purchase.getByRole('table', { name: 'Element Specifications' })).toBeVisible();
  // Saved on the way: the purchase belongs to a saved analysis.
  await expect(page).toHaveURL(/analysisId=[\w-]+/);
  const analysisId = analysisIdInAddress(page);

  // The design values the analysis used, written as the PDF report writes them.
  const { analysis: beforePurchase } = await readAnalysis(page, analysisId);
  const design = purchase.getByRole('table', { name: 'Design Specifications' });
  const designRow = (label: string) => design.getByRole('row').filter({ hasText: label });
  await expect(designRow('Wildfire protection').getByRole('cell')).toHaveText([
    'Wildfire protection',
    'None',
  ]);
  await expect(designRow('Foundation design').getByRole('cell')).toHaveText([
    'Foundation design',
    'Normal',
  ]);
  const siteElevation = beforePurchase.site?.elevationMetres ?? Number.NaN;
  await expect(designRow('Ground elevation (m)').getByRole('cell')).toHaveText([
    'Ground elevation (m)',
    `${formatReportElevation(siteElevation)} (from the elevation data)`,
  ]);
  await design.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'purchase-summary', viewportOnly);

  const { orderId } = (await (await intentReply).json()) as { orderId: string };
  const paymentReturnUrl = `/?analysisId=${analysisId}&paymentId=${orderId}`;
  // The payment returns, other tabs and other browsers of this test exercise the server and the
  // app's state, which do not change with the width: they run on the desktop only. At 375 px the
  // test checks what is laid out anew: the purchase dialog, the decline, the thanks and the
  // purchased results with their tab dropdown.
  const acrossTabs = testInfo.project.name === 'desktop';
  if (acrossTabs) {
    // Back from the provider before the order is paid (another tab): the payment is still being
    // processed, which is said plainly over the analysis, not reported as an error.
    const pendingTab = await page.context().newPage();
    await pendingTab.goto(paymentReturnUrl);
    const pendingResults = pendingTab.getByRole('dialog', { name: 'Analysis Result' });
    await expect(pendingResults.getByText('Your payment is still being processed')).toBeVisible({
      timeout: 30_000,
    });
    await expect(pendingTab.getByText(/Error retrieving analysis|Errors are reported/)).toHaveCount(
      0,
    );
    await expect(pendingTab).not.toHaveURL(/paymentId=/);
    await saveScreenshot(pendingTab, testInfo, 'payment-return-processing', viewportOnly);
    await pendingTab.close();
  }

  // The buyer, logged out elsewhere, closes the login prompt of the payment return: the analysis
  // shows, saying that logging in completes the purchase (checked once it is paid, below).
  let awayElsewhere: { away: BrowserContext; awayPage: Page; awayResults: Locator } | undefined;
  if (acrossTabs) {
    const away = await browser.newContext();
    const awayPage = await away.newPage();
    await awayPage.goto(paymentReturnUrl);
    await expect(loginDialog(awayPage)).toBeVisible({ timeout: 30_000 });
    await awayPage.keyboard.press('Escape');
    const awayResults = awayPage.getByRole('dialog', { name: 'Analysis Result' });
    await expect(awayResults.getByText('Your purchase is not complete yet')).toBeVisible({
      timeout: 30_000,
    });
    await expect(awayPage.getByText(/Error retrieving analysis|Errors are reported/)).toHaveCount(
      0,
    );
    awayElsewhere = { away, awayPage, awayResults };
  }

  await payWith(purchase, '4000 0000 0000 0002');
  await expect(purchase.getByText('Payment error: Your card was declined.')).toBeVisible();
  await purchase.getByText('Payment error: Your card was declined.').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'purchase-declined', viewportOnly);
  const afterDecline = await readAnalysis(page, analysisId);
  expect(afterDecline.saved.payment).toBeUndefined();
  expect(afterDecline.saved.realResults).toBe(false);
  let staleElsewhere: { staleTab: Page; staleResults: Locator } | undefined;
  if (acrossTabs) {
    // Back from the provider after the decline: the payment area's 'Payment error: …' over the
    // analysis, not the error modal.
    const declinedTab = await page.context().newPage();
    await declinedTab.goto(paymentReturnUrl);
    await expect(
      declinedTab
        .getByRole('dialog', { name: 'Analysis Result' })
        .getByText('Payment error: Your card was declined.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(declinedTab.getByText(/Errors are reported/)).toHaveCount(0);
    await declinedTab.close();

    // Another tab of the buyer's shows the analysis unpurchased while it is bought here.
    const staleTab = await page.context().newPage();
    await staleTab.goto(`/?analysisId=${analysisId}`);
    const staleResults = staleTab.getByRole('dialog', { name: 'Analysis Result' });
    await expect(staleResults.getByText(/sample results are for illustration only/)).toBeVisible({
      timeout: 30_000,
    });
    staleElsewhere = { staleTab, staleResults };
  }

  await payWith(purchase, '4242 4242 4242 4242');
  const thanks = page.getByRole('dialog', { name: 'Thank you for your purchase' });
  await expect(thanks).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(/: Purchase Complete$/);
  await saveScreenshot(page, testInfo, 'purchase-thanks', viewportOnly);
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(purchase).toBeHidden();

  // Real results now, as the reader sees them, and as the server holds them.
  await expect(results.getByRole('button', { name: 'Purchase Report' })).toBeDisabled();
  const afterPurchase = await readAnalysis(page, analysisId);
  expect(afterPurchase.saved.payment?.date).toBeTruthy();
  expect(afterPurchase.saved.realResults).toBe(true);
  await expectRealResults(page, results, testInfo.project.name, afterPurchase.analysis);
  await saveScreenshot(page, testInfo, 'purchase-real-vulnerability', viewportOnly);
  await openResultTab(page, testInfo.project.name, 'Breakdown');
  await results.getByText(/Riverine flood results assume/).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'purchase-real-breakdown', viewportOnly);
  await expectNoHorizontalScrolling(page);
  if (testInfo.project.name === 'desktop') {
    await page.setViewportSize({ width: 768, height: 900 });
    await saveScreenshot(page, testInfo, 'purchase-real-results-768', viewportOnly);
  }

  if (staleElsewhere && awayElsewhere) {
    const { staleTab, staleResults } = staleElsewhere;
    const { away, awayPage, awayResults } = awayElsewhere;
    // Purchase Report in the other tab, bought meanwhile: the server answers the one purchase call
    // ALREADY_PURCHASED, and the tab goes straight to the purchased analysis and its thanks.
    const staleIntentReplies = intentRepliesOf(staleTab);
    await staleResults.getByRole('button', { name: 'Purchase Report' }).click();
    await expect(staleTab.getByRole('dialog', { name: 'Thank you for your purchase' })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await expect(staleResults.getByText(/sample results are for illustration only/)).toBeHidden();
    await expect(staleTab.getByRole('dialog', { name: 'Purchase Summary' })).toHaveCount(0);
    await expect
      .poll(() => staleIntentReplies)
      .toEqual([{ status: 409, error: 'ALREADY_PURCHASED' }]);
    await staleTab.close();

    // Paid meanwhile: logging in from the dialog (Purchase Report asks for it) completes the
    // purchase there and then, instead of starting another.
    const awayIntentReplies = intentRepliesOf(awayPage);
    await awayResults.getByRole('button', { name: 'Purchase Report' }).click();
    await awayPage
      .getByRole('dialog', { name: 'Purchase Report' })
      .getByRole('button', { name: 'Login' })
      .click();
    await loginDialog(awayPage).getByLabel('Email').fill(email);
    await loginDialog(awayPage)
      .getByLabel(/^Password/)
      .fill(password);
    await loginDialog(awayPage).getByRole('button', { name: 'Log in' }).click();
    await expect(awayPage.getByRole('dialog', { name: 'Thank you for your purchase' })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await expect(awayPage.getByRole('dialog', { name: 'Purchase Summary' })).toHaveCount(0);
    await expect(awayResults.getByText(/sample results are for illustration only/)).toBeHidden();
    await expect(awayPage.getByText('Payment form loading failed.')).toHaveCount(0);
    // The purchase dialog may have asked before the payment return finished: once, never again.
    expect(awayIntentReplies.length).toBeLessThanOrEqual(1);
    for (const reply of awayIntentReplies) {
      expect(reply).toEqual({ status: 409, error: 'ALREADY_PURCHASED' });
    }
    await away.close();

    // The payment-return URL (a purchase finished in another tab or after a provider's redirect)
    // opens the analysis in the purchase-complete state; finalising a paid order charges nothing.
    await page.goto(paymentReturnUrl);
    await expect(page.getByRole('dialog', { name: 'Thank you for your purchase' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveTitle(/: Purchase Complete$/);
    await expect(page).not.toHaveURL(/paymentId=/);
    expect((await readAnalysis(page, analysisId)).saved.realResults).toBe(true);

    // Returning logged out, the buyer is asked to log in; the purchase completes after it.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${paymentReturnUrl}&PayerID=PAYER-1`);
    const login = loginDialog(visitorPage);
    await expect(login.getByText(/log in with the account you paid with/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(visitorPage.getByText(/Error retrieving analysis/)).toHaveCount(0);
    await saveScreenshot(visitorPage, testInfo, 'payment-return-login', viewportOnly);
    await login.getByLabel('Email').fill(email);
    await login.getByLabel(/^Password/).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(
      visitorPage.getByRole('dialog', { name: 'Thank you for your purchase' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(visitorPage).not.toHaveURL(/paymentId=|PayerID=/);
    await visitor.close();

    // A payment id without its analysis cannot be finalised: said plainly, and taken out of the URL.
    await page.goto(`/?paymentId=${orderId}`);
    const incomplete = page.getByRole('dialog', { name: 'This payment link is incomplete' });
    await expect(incomplete).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(/paymentId=/);
    await saveScreenshot(page, testInfo, 'payment-return-incomplete-link', viewportOnly);
    await incomplete.getByRole('button', { name: 'Close' }).click();
    await expect(incomplete).toBeHidden();
  }
  expect(pageErrors).toEqual([]);
});

test('a visitor who clicks Purchase Report is asked to log in or register, and the purchase continues after registering', async ({
  page,
}, testInfo) => {
  const results = await runSimpleHouseInSydney(page);
  const purchaseReport = results.getByRole('button', { name: 'Purchase Report' });
  const prompt = page.getByRole('dialog', { name: 'Purchase Report' });
  await purchaseReport.click();
  await expect(prompt.getByText('Please login or create an account to continue')).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Register' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'purchase-login-prompt', viewportOnly);

  // Login opens the login dialog; leaving it ends the purchase journey.
  await prompt.getByRole('button', { name: 'Login' }).click();
  await expect(loginDialog(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();
  await expect(prompt).toBeHidden();
  await expect(results).toBeVisible();

  // Register creates the account; the Purchase Summary follows at once.
  await purchaseReport.click();
  await prompt.getByRole('button', { name: 'Register' }).click();
  await registerInLoginDialog(
    page,
    freshAddress(`${testInfo.project.name}-buy-register`),
    'long-enough-4',
  );
  const purchase = page.getByRole('dialog', { name: 'Purchase Summary' });
  await expect(purchase.getByText('USD $1035')).toBeVisible({ timeout: 20_000 });
  await expect(purchase.getByRole('table', { name: 'Design Specifications' })).toBeVisible();
});

test('an account made without a password (by saving) sets one before the purchase', async ({
  page,
}, testInfo) => {
  const email = freshAddress(`${testInfo.project.name}-buy-no-password`);
  const results = await runSimpleHouseInSydney(page);
  await results.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save Analysis' });
  await save.getByLabel('Email').fill(email);
  await save.getByRole('button', { name: 'Next' }).click();
  const code = await mailedVerificationCode(page.request, email);
  await save.getByLabel('Verification code').fill(code);
  await save.getByRole('button', { name: 'Verify' }).click();
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(save).toBeHidden();

  await results.getByRole('button', { name: 'Purchase Report' }).click();
  const setPassword = page.getByRole('dialog', { name: 'Set Password' });
  await expect(setPassword.getByText(`Choose a password for ${email}.`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Purchase Summary' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'purchase-set-password', viewportOnly);
  await setPassword.getByLabel(/^New password/).fill('long-enough-5');
  await setPassword.getByLabel('Confirm password').fill('long-enough-5');
  await setPassword.getByRole('button', { name: 'Submit' }).click();
  await expect(
    setPassword.getByText('Your password has been updated and you are now logged in.'),
  ).toBeVisible();
  await setPassword.getByRole('button', { name: 'OK' }).click();

  const purchase = page.getByRole('dialog', { name: 'Purchase Summary' });
  await expect(purchase.getByText('USD $1035')).toBeVisible({ timeout: 20_000 });
});
