import { expect, test } from '@playwright/test';
import { expectNoHorizontalScrolling } from './layout-checks.ts';
import { saveScreenshot } from './screenshot.ts';

const staticPages = [
  { path: '/info/data_sources', heading: 'Data sources', screenshot: 'data-sources' },
  { path: '/info/disclaimer_caveats', heading: 'Disclaimer and caveats', screenshot: 'disclaimer' },
  { path: '/info/methods', heading: 'Scientific Methods - Outline', screenshot: 'methods' },
  { path: '/info/privacy_policy', heading: 'Privacy policy', screenshot: 'privacy' },
  { path: '/info/terms_and_conditions', heading: 'Terms and conditions', screenshot: 'terms' },
  { path: '/pricing', heading: 'Pricing', screenshot: 'pricing' },
];

test.describe('static pages', () => {
  for (const page of staticPages) {
    test(`${page.path} shows its content without horizontal scrolling`, async ({
      page: browser,
    }, testInfo) => {
      await browser.goto(page.path);
      await expect(browser.getByRole('heading', { level: 1 })).toContainText(page.heading, {
        ignoreCase: true,
      });
      await expectNoHorizontalScrolling(browser);
      await saveScreenshot(browser, testInfo, page.screenshot);
    });
  }

  test("the pricing page shows the commercial price 'USD $1035'", async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByText('USD $1035').first()).toBeVisible();
  });

  test('the menu leads to the legal pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(/\/info\/terms_and_conditions$/);
    await expect(page.getByText('14 days').first()).toBeVisible();
  });
});
