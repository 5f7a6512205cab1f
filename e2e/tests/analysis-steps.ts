import { expect, type Page } from '@playwright/test';

/** Runs a Simple House in Sydney from the search form and opens its results. */
export async function runSimpleHouseInSydney(page: Page) {
  return runSimpleHouseAt(page, -33.8688, 151.2093, 'Sydney, Australia');
}

/** Runs a Simple House at a place from the search form and opens its results. */
export async function runSimpleHouseAt(
  page: Page,
  latitude: number,
  longitude: number,
  address: string,
) {
  await page.goto(
    `/?latitude=${latitude}&longitude=${longitude}&address=${encodeURIComponent(address)}&archetypeService=Building&archetype=SH`,
  );
  await page.getByRole('button', { name: 'GO', exact: true }).click();
  await page.getByRole('checkbox').check({ timeout: 60_000 });
  await page.getByRole('button', { name: 'View results' }).click();
  const results = page.getByRole('dialog', { name: 'Analysis Result' });
  await expect(results).toBeVisible();
  return results;
}

/** Opens a result tab: a tab on a wide screen, the 'Result tab' dropdown on a phone. */
export async function openResultTab(page: Page, projectName: string, name: string) {
  if (projectName === 'phone') {
    await page.locator('input[aria-label="Result tab"]').click();
    await page.getByRole('option', { name, exact: true }).click();
  } else {
    await page.getByRole('tab', { name, exact: true }).click();
  }
}
