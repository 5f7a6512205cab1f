import type { Locator } from '@playwright/test';

/** Fills the built-in test provider's card form in the Purchase Summary and submits it. */
export async function payWith(dialog: Locator, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('Name on card').fill('Ada Lovelace');
  await dialog.getByRole('button', { name: 'Submit Purchase' }).click();
}
