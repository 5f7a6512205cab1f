import { expect, test, type Page } from '@playwright/test';
import { freshAddress, loginDialog, openMenu, logInAsNewAccount } from './account-steps.ts';
import { openResultTab, runSimpleHouseInSydney } from './analysis-steps.ts';
import { openPurchase, payWithTestCard } from './purchase-steps.ts';
import { expectNoSeriousViolations } from './axe-check.ts';

/**
 * Waits until the result dialog's open tab has drawn what it loads lazily, so that axe reads the
 * tab as a reader sees it: no loader left in the dialog (a chart's code, the archetype, the scenario
 * range, the street view), and every chart drawn (an svg or a canvas inside each `data-chart` box).
 */
async function expectTabDrawn(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Analysis Result' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect
    .poll(() =>
      dialog
        .locator('[data-chart]')
        .evaluateAll((charts) => charts.every((chart) => chart.querySelector('svg, canvas'))),
    )
    .toBe(true);
}

/** The result dialog, for axe: Mantine gives its modal content the dialog role. */
const resultDialog = '[role="dialog"]';

const pages = [
  '/',
  '/info/data_sources',
  '/info/disclaimer_caveats',
  '/info/methods',
  '/info/privacy_policy',
  '/info/terms_and_conditions',
  '/pricing',
  '/no/such/page',
];

test.describe('accessibility (axe-core)', () => {
  // axe reads every element's computed style: a minute or more on a shared, busy machine.
  test.describe.configure({ timeout: 240_000 });
  for (const path of pages) {
    test(`page ${path}`, async ({ page }, testInfo) => {
      // At 375 px the home page (its menu and form change with the width); the text pages lay out
      // the same at both widths and are read at 1280 px.
      test.skip(testInfo.project.name === 'phone' && path !== '/', 'a text page, read at 1280 px');
      await page.goto(path);
      // Each page, the 404 included, has one level-1 heading; the info pages load on demand.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousViolations(page, path);
    });
  }

  test("a warning's colours: the unknown asset type of an address", async ({ page }) => {
    await page.goto('/?archetypeService=Building&archetype=NOPE');
    await expect(page.getByRole('alert').filter({ hasText: 'Unknown asset type' })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSeriousViolations(page, "the unknown asset type's warning");
  });

  test('login, register and feedback dialogs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = loginDialog(page);
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await expectNoSeriousViolations(page, 'the login dialog');
    await dialog.getByRole('button', { name: 'Register' }).first().click();
    await expect(dialog.getByLabel('Confirm password')).toBeVisible();
    await expectNoSeriousViolations(page, 'the register dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    const feedback = page.getByRole('dialog').filter({ hasText: 'Subject' });
    await expect(feedback.getByLabel('Comment')).toBeVisible();
    await expectNoSeriousViolations(page, 'the feedback dialog');
  });

  test('every tab of the result dialog with a sample result, and My Analyses', async ({
    page,
  }, testInfo) => {
    test.setTimeout(600_000);
    await logInAsNewAccount(page, freshAddress(`${testInfo.project.name}-axe`), 'long-enough-2');
    const results = await runSimpleHouseInSydney(page);
    await expect(results.getByText('Current rating')).toBeVisible();
    const tabNames =
      testInfo.project.name === 'phone'
        ? undefined
        : await results.getByRole('tab').allInnerTexts();
    if (tabNames === undefined) {
      // Under 800 px the tabs are a dropdown.
      const select = page.locator('input[aria-label="Result tab"]');
      await select.click();
      // The dropdown's own options: the search form under the dialog has a native select too.
      const options = await page.locator('[role="listbox"]').getByRole('option').allInnerTexts();
      await page.keyboard.press('Escape');
      for (const name of options) {
        await select.click();
        await page.getByRole('option', { name, exact: true }).click();
        await expectTabDrawn(page);
        await expectNoSeriousViolations(page, `the result dialog's ${name}`, resultDialog);
      }
    } else {
      for (const name of tabNames) {
        await results.getByRole('tab', { name, exact: true }).click();
        await expectTabDrawn(page);
        await expectNoSeriousViolations(page, `the result dialog's ${name} tab`, resultDialog);
      }
    }

    await results.getByRole('button', { name: 'Save', exact: true }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save Analysis' });
    await expect(saveDialog.getByLabel('Title')).toBeVisible();
    await expectNoSeriousViolations(page, 'the save dialog');
    await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saveDialog).toBeHidden();
    await results.getByRole('button', { name: 'Close results' }).click();

    await openMenu(page);
    await page.getByRole('menuitem', { name: 'My Analyses' }).click();
    const analyses = page.getByRole('dialog', { name: 'My Analyses' });
    await expect(analyses.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectNoSeriousViolations(page, 'My Analyses');
  });

  test('the purchase dialog, and the Adaptations tab of the analysis once bought', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    await logInAsNewAccount(page, freshAddress(`${project}-axe-buy`), 'long-enough-4');
    const results = await runSimpleHouseInSydney(page);
    const purchase = await openPurchase(page, results);
    // Read on its own: Mantine names the dialog by its title's id.
    const purchaseTitleId = await purchase.getAttribute('aria-labelledby');
    expect(purchaseTitleId).toBeTruthy();
    await expectNoSeriousViolations(
      page,
      'the purchase dialog',
      `[role="dialog"][aria-labelledby="${purchaseTitleId}"]`,
    );
    await payWithTestCard(page, results, purchase);
    await openResultTab(page, project, 'Adaptations');
    await expect(
      results.getByTestId('adaptation-editor').getByRole('heading', { name: 'Asset Adaptation:' }),
    ).toBeVisible({ timeout: 20_000 });
    await expectTabDrawn(page);
    await expectNoSeriousViolations(page, "the result dialog's Adaptations tab", resultDialog);
  });
});
