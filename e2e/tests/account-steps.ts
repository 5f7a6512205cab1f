import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** One mail of the development outbox (`GET /dev/outbox?format=json`, NODE_ENV=test). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The latest mail to `to` whose subject contains `subjectPart`, waiting for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subjectPart: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const reply = await request.get('/dev/outbox?format=json');
      const messages = (await reply.json()) as OutboxMessage[];
      found = messages.find(
        (message) => message.to === to && message.subject.includes(subjectPart),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}

/** The 6-digit code of the latest verification mail to `to`. */
export async function mailedVerificationCode(request: APIRequestContext, to: string) {
  const mail = await latestMail(request, to, 'verification code');
  return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
}

/** Modals sit in the viewport; a full-page shot of a phone would shrink them out of sight. */
export const viewportOnly = { fullPage: false };

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Please Log in or Register' });
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
}

/** Waits for the menu's fade-in to end, so a screenshot shows it opaque. */
export async function expectMenuShown(page: Page) {
  await expect
    .poll(() => page.getByRole('menu').evaluate((menu) => Number(getComputedStyle(menu).opacity)))
    .toBe(1);
}

/** A fresh address per run and per viewport, so both projects can register on one server. */
/** The address playwright.config.ts puts on the server's EXPORT_ALLOWLIST (CSV export, no purchase). */
export const exportOnlyAddress = 'export-only@hazardscope.test';

export function freshAddress(projectName: string): string {
  return `e2e-${projectName}-${Date.now()}@example.org`;
}

export async function register(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'Register' }).first().click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Register', exact: true }).last().click();
}

/** Registers through the Login dialog, reads the mailed code from the outbox and verifies it. */
export async function registerAndVerify(page: Page, email: string, password: string) {
  await register(page, email, password);
  const code = await mailedVerificationCode(page.request, email);
  const dialog = loginDialog(page);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
}

/** The web login's cookie: HttpOnly, so the tests (not page scripts) can read the key from it. */
const sessionCookieName = 'hazardscope_session';

/** The key of the browser's login, for calls the tests make through the API. */
export async function sessionApiKey(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === sessionCookieName)?.value;
}

/**
 * Registers and verifies an account through the API (the calls the Login dialog makes) and returns
 * its logged-in key. For tests about what a logged-in reader does next: accounts.spec.ts and the
 * journeys named after registering go through the dialog itself.
 */
export async function registerVerifiedApiKey(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const registered = await request.put('/api/account', {
    data: { username, password, newsLetterValue: 0 },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = await mailedVerificationCode(request, username);
  const verified = await request.post('/api/account/authentication_code', {
    data: { username, authenticationKey: code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { apiKey: string }).apiKey;
}

/** Puts a logged-in key in the browser's session cookie, as a login through the dialog would. */
export async function logInWithApiKey(page: Page, apiKey: string): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  await page.context().addCookies([
    {
      name: sessionCookieName,
      value: apiKey,
      domain: new URL(baseURL ?? 'http://127.0.0.1').hostname,
      path: '/api',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/** A new verified account, logged in in the page's browser context (before the page loads the app). */
export async function logInAsNewAccount(page: Page, username: string, password: string) {
  await logInWithApiKey(page, await registerVerifiedApiKey(page.request, username, password));
}
