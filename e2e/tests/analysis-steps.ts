import { expect, type Page } from '@playwright/test';

/** Runs a Simple House in Sydney from the search form and opens its results. */
export async function runSimpleHouseInSydney(page: Page) {
  await page.goto(
    '/?latitude=-33.8688&longitude=151.2093&address=Sydney%2C%20Australia&archetypeService=Building&archetype=SH',
  );
  await page.getByRole('button', { name: 'GO', exact: true }).click();
  await page.getByRole('checkbox').check({ timeout: 60_000 });
  await page.getByRole('button', { name: 'View results' }).click();
  const results = page.getByRole('dialog', { name: 'Analysis Result' });
  await expect(results).toBeVisible();
  return results;
}
