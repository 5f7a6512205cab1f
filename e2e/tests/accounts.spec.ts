import { expect, test } from '@playwright/test';
import {
  sessionApiKey,
  expectMenuShown,
  freshAddress,
  latestMail,
  mailedVerificationCode,
  loginDialog,
  openMenu,
  register,
  viewportOnly,
} from './account-steps.ts';
import { expectNoHorizontalScrolling } from './layout-checks.ts';
import { saveScreenshot } from './screenshot.ts';

test.describe('accounts', () => {
  test('register, verify, stay logged in, edit profile, log out, reset the password and log in again', async ({
    page,
  }, testInfo) => {
    const email = freshAddress(testInfo.project.name);
    const firstPassword = 'first-password-1';
    const newPassword = 'second-password-2';
    await page.goto('/');

    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoHorizontalScrolling(page);
    await saveScreenshot(page, testInfo, 'account-login', viewportOnly);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByLabel('Confirm password')).toBeVisible();
    await saveScreenshot(page, testInfo, 'account-register', viewportOnly);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await register(page, email, firstPassword);
    await expect(
      dialog.getByText('We have e-mailed you a 6-digit verification code.'),
    ).toBeVisible();
    await expectNoHorizontalScrolling(page);
    await saveScreenshot(page, testInfo, 'account-verify', viewportOnly);
    const code = await mailedVerificationCode(page.request, email);
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Login' })).toBeHidden();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeHidden();
    await openMenu(page);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My Analyses' })).toBeHidden();
    await expectMenuShown(page);
    await saveScreenshot(page, testInfo, 'account-menu', viewportOnly);

    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(profile.getByLabel('Email')).toHaveValue(email);
    await profile.getByLabel('Send me occasional updates and news').check();
    await profile.getByLabel('Reset Password').check();
    await expect(profile.getByLabel('Confirm password')).toBeVisible();
    await expectNoHorizontalScrolling(page);
    await saveScreenshot(page, testInfo, 'account-profile', viewportOnly);
    await profile.getByLabel('Reset Password').uncheck();
    await profile.getByRole('button', { name: 'Update' }).click();
    await expect(profile.getByText('Details updated successfully')).toBeVisible();
    await profile.getByRole('button', { name: 'OK' }).click();
    await expect(profile.getByLabel('Send me occasional updates and news')).toBeChecked();
    await page.keyboard.press('Escape');

    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    await page.getByRole('button', { name: 'Login' }).click();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText('we have sent it a link to reset the password')).toBeVisible();
    await saveScreenshot(page, testInfo, 'account-forgot', viewportOnly);
    const resetMail = await latestMail(page.request, email, 'Reset your');
    const token = /pwResetToken=([^\s&]+)/.exec(resetMail.text)?.[1] ?? '';
    expect(token).not.toBe('');

    await page.goto(`/?pwResetToken=${token}`);
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(reset).toBeVisible();
    await expect(page).not.toHaveURL(/pwResetToken/);
    await reset.getByLabel('New password').fill(newPassword);
    await reset.getByLabel('Confirm password').fill(newPassword);
    await expectNoHorizontalScrolling(page);
    await saveScreenshot(page, testInfo, 'account-password-reset', viewportOnly);
    await reset.getByRole('button', { name: 'Submit' }).click();
    await expect(
      reset.getByText(
        'Your password has been changed and you are now logged in here. You have been logged out on your other devices.',
      ),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'account-password-reset-done', viewportOnly);
    await reset.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeHidden();

    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).click();
    await dialog.getByLabel('Email').fill(email.toUpperCase());
    await dialog.getByLabel(/^Password/).fill(firstPassword);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Incorrect username or password.');
    await dialog.getByLabel(/^Password/).fill(newPassword);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await openMenu(page);
    await expect(page.getByText(email)).toBeVisible();
  });

  test('shows every validation message for its bad input', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = loginDialog(page);
    const submit = dialog.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();

    const email = dialog.getByLabel('Email');
    await email.fill('not-an-address');
    await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
    await email.fill('');
    await expect(dialog.getByText('Email is required.')).toBeVisible();
    const password = dialog.getByLabel(/^Password/);
    await password.fill('x');
    await password.fill('');
    await expect(dialog.getByText('Password is required.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByLabel(/^Password/).fill('short');
    await expect(dialog.getByText('Password must be at least 8 characters.')).toBeVisible();
    await dialog.getByLabel(/^Password/).fill('long-enough-1');
    await dialog.getByLabel('Confirm password').fill('long-enough-2');
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await dialog.getByLabel('Confirm password').fill('');
    await expect(dialog.getByText('Please confirm your password.')).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Register', exact: true }).last(),
    ).toBeDisabled();
    await saveScreenshot(page, testInfo, 'account-register-invalid', viewportOnly);

    // Register an address so the verify step opens, then try letters in the code.
    const address = freshAddress(`${testInfo.project.name}-validation`);
    await page.keyboard.press('Escape');
    await register(page, address, 'long-enough-1');
    const code = dialog.getByLabel('Verification code');
    await code.pressSequentially('12ab3');
    await expect(code).toHaveValue('123');
    await expect(dialog.getByText('The verification code is 6 digits.')).toBeVisible();
    await code.fill('000000');
    // The Verify button moves up when the field's message goes: a click aimed before that lands
    // where the button was (a CI run lost it so, when the message still lingered 700 ms).
    await expect(dialog.getByText('The verification code is 6 digits.')).toBeHidden();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The verification code is wrong');
    await page.keyboard.press('Escape');

    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Feedback' });
    await feedback.getByLabel('Subject').fill('x'.repeat(81));
    await expect(feedback.getByText('Subject must be 80 characters or fewer.')).toBeVisible();
    await feedback.getByLabel('Subject').fill('');
    await expect(feedback.getByText('Subject is required.')).toBeVisible();
    await feedback.getByLabel('Comment').fill('x');
    await feedback.getByLabel('Comment').fill('');
    await expect(feedback.getByText('Comment is required.')).toBeVisible();
    await expect(feedback.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  test('the login dialog works from the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).focus();
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('nobody@example.org');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type('wrong-password');
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('Incorrect username or password.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('sends general feedback from the menu; Close replaces Cancel', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Feedback' });
    await feedback.getByLabel('Email').fill(`reader-${testInfo.project.name}@example.org`);
    await feedback.getByLabel('Subject').fill('The globe is lovely');
    await feedback.getByLabel('Comment').fill('It flies to the address smoothly.');
    await expectNoHorizontalScrolling(page);
    await saveScreenshot(page, testInfo, 'account-feedback', viewportOnly);
    await feedback.getByRole('button', { name: 'Send' }).click();
    await expect(
      feedback.getByText("Thank you for your feedback, we'll contact you shortly."),
    ).toBeVisible();
    await expect(feedback.getByRole('button', { name: 'Cancel' })).toBeHidden();
    await feedback.getByRole('button', { name: 'Close' }).click();
    await expect(feedback).toBeHidden();
    const mail = await latestMail(page.request, 'support@hazardscope.local', 'The globe is lovely');
    expect(mail.text).toContain('General Feedback');
  });

  test("shows 'Email verified successfully.' for verifyEmail=true", async ({ page }, testInfo) => {
    await page.goto('/?verifyEmail=true');
    const notice = page.getByRole('dialog', { name: 'Email Verification' });
    await expect(notice.getByText('Email verified successfully.')).toBeVisible();
    await expectNoHorizontalScrolling(page);
    await saveScreenshot(page, testInfo, 'account-email-verified', viewportOnly);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
    await expect(page).not.toHaveURL(/verifyEmail/);
  });

  test('lists saved analyses in My Analyses, copies a share link, stops sharing and deletes one', async ({
    page,
    context,
    playwright,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = freshAddress(`${testInfo.project.name}-analyses`);
    await page.goto('/');
    await register(page, email, 'long-enough-1');
    const code = await mailedVerificationCode(page.request, email);
    const dialog = loginDialog(page);
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();

    // Two saved analyses made through the API calls the app itself uses (the UI save journey is
    // save-and-share.spec.ts): a run, then a save of that run under a title.
    const apiKey = await sessionApiKey(context);
    expect(apiKey).toBeDefined();
    // The login is an HttpOnly cookie: no page script can read the key.
    expect(await page.evaluate(() => document.cookie)).not.toContain(apiKey ?? '');
    for (const address of ['1 Harbour Street, Sydney', '9 Queen Street, Brisbane']) {
      const run = await page.request.post('/api/risk', {
        headers: { authorization: `Bearer ${apiKey}` },
        data: {
          archetype: { acronym: 'SH' },
          asset: { latitude: -33.86, longitude: 151.2, address },
        },
      });
      expect(run.ok()).toBe(true);
      const { _id: runId } = ((await run.json()) as { response: { _id: string } }).response;
      const reply = await page.request.post('/api/analysis', {
        headers: { authorization: `Bearer ${apiKey}` },
        data: { runId, title: address },
      });
      expect(reply.ok()).toBe(true);
    }

    await page.reload();
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'My Analyses' }).click();
    const analyses = page.getByRole('dialog', { name: 'My Analyses' });
    await expect(analyses.getByRole('button', { name: '1 Harbour Street, Sydney' })).toBeVisible();
    await expectNoHorizontalScrolling(page);
    await saveScreenshot(page, testInfo, 'account-my-analyses', viewportOnly);

    await analyses.getByRole('button', { name: 'Copy link' }).first().click();
    await expect(analyses.getByText('Link Copied to Clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/\?analysisId=[\w-]+$/);
    await expect(analyses.getByText('Link Copied to Clipboard.')).toBeHidden({ timeout: 3000 });

    // Its owner stops sharing it: the link no longer opens it for anyone else (a visitor without
    // the owner's cookie), and the list says so; copying the link shares it again.
    const sharedId = copied.split('analysisId=')[1] ?? '';
    const visitor = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    expect((await visitor.get(`/api/share_analysis/${sharedId}`)).status()).toBe(200);
    await analyses.getByRole('button', { name: 'Stop sharing' }).first().click();
    await expect(analyses.getByText(/^Not shared: its link no longer opens it/)).toBeVisible();
    expect((await visitor.get(`/api/share_analysis/${sharedId}`)).status()).toBe(410);
    await expectNoHorizontalScrolling(page);
    await saveScreenshot(page, testInfo, 'account-my-analyses-sharing-stopped', viewportOnly);
    await analyses.getByRole('button', { name: 'Copy link' }).first().click();
    await expect(analyses.getByText(/^Not shared:/)).toBeHidden();
    expect((await visitor.get(`/api/share_analysis/${sharedId}`)).status()).toBe(200);
    await visitor.dispose();
    await expect(analyses.getByText('Link Copied to Clipboard.')).toBeHidden({ timeout: 3000 });

    // Choosing an analysis closes the list, puts its id in the address and opens its results.
    await analyses.getByRole('button', { name: '9 Queen Street, Brisbane' }).click();
    await expect(analyses).toBeHidden();
    await expect(page).toHaveURL(/\?analysisId=[\w-]+$/);
    const results = page.getByRole('dialog', { name: 'Analysis Result' });
    await expect(results.getByRole('textbox', { name: 'Title' })).toHaveValue(
      '9 Queen Street, Brisbane',
    );
    await results.getByRole('button', { name: 'Close results' }).click();
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'My Analyses' }).click();

    // Each delete asks first, naming the analysis.
    const confirmDelete = page.getByRole('dialog', { name: 'Delete analysis' });
    await analyses.getByRole('button', { name: 'Delete' }).first().click();
    await expect(confirmDelete).toContainText('Delete “');
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(analyses.getByRole('button', { name: 'Delete' })).toHaveCount(1);
    await analyses.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(analyses.getByText('No analyses saved yet')).toBeVisible();
    await page.keyboard.press('Escape');

    await openMenu(page);
    await expect(page.getByRole('menuitem', { name: 'My Analyses' })).toBeHidden();
  });
});
