import { expect, test as setup } from '@playwright/test';
import { allowListedApiKey } from './allow-listed-account.ts';

// Registering the allow-listed account here, once, keeps two parallel tests from both registering
// it and each reading the other's verification code.
setup('register and verify the allow-listed account', async ({ request }) => {
  expect(await allowListedApiKey(request)).toBeTruthy();
});
