import { expect, test } from '@playwright/test';
import { loginDialog, viewportOnly } from './account-steps.ts';
import { logInAsAllowListed } from './allow-listed-account.ts';
import {
  openResultTab,
  runAnalysisAndViewResults,
  runSimpleHouseInSydney,
} from './analysis-steps.ts';
import { expectNoHorizontalScrolling } from './layout-checks.ts';
import { saveScreenshot } from './screenshot.ts';

test.describe('modal addresses', () => {
  test('/about opens About over the main screen; closing returns to /', async ({
    page,
  }, testInfo) => {
    await page.goto('/about');
    const about = page.getByRole('dialog', { name: /^About / });
    await expect(about).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Page not found.')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'about-modal', viewportOnly);
    await about.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('climate change');
  });

  test('/my-analyses and /edit-profile ask a visitor to log in first', async ({ page }) => {
    for (const [path, notice] of [
      ['/my-analyses', 'Log in to see My Analyses'],
      ['/edit-profile', 'Log in to edit your profile'],
    ] as const) {
      await page.goto(path);
      // The login dialog loads on demand: allow for a busy machine.
      await expect(loginDialog(page)).toContainText(notice, { timeout: 45_000 });
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('/save-result explains how to save a result', async ({ page }) => {
    await page.goto('/save-result');
    const dialog = page.getByRole('dialog', { name: 'Save a result' });
    await expect(dialog).toContainText('press Save in the result dialog', { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Start an analysis' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('an unknown asset type in the link is named in a warning and GO waits', async ({ page }) => {
  await page.goto(
    '/?latitude=-33.8688&longitude=151.2093&address=Sydney&archetypeService=Building&archetype=XYZ',
  );
  // The warning shows once the list of asset types has loaded.
  await expect(page.getByRole('alert').filter({ hasText: "'XYZ'" })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByRole('button', { name: 'GO', exact: true })).toBeDisabled();
});

test('the address instruction is shown whole: as the placeholder where it fits, else under the label', async ({
  page,
}) => {
  const instruction = 'Enter an address and select from dropdown';
  for (const widthPx of [320, 375, 768, 1280]) {
    await page.setViewportSize({ width: widthPx, height: 800 });
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Address' });
    await expect(input).toBeVisible({ timeout: 15_000 });
    // The placeholder's width in the input's own font, against the room inside its padding.
    const { textPx, roomPx, placeholderShown } = await input.evaluate(
      (element: HTMLInputElement) => {
        const style = getComputedStyle(element, '::placeholder');
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const box = getComputedStyle(element);
        return {
          textPx: context.measureText(element.placeholder).width,
          roomPx: element.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight),
          placeholderShown: style.color !== 'rgba(0, 0, 0, 0)',
        };
      },
    );
    const underLabel = page.getByText(instruction, { exact: true });
    if (placeholderShown) {
      expect(textPx, `placeholder at ${widthPx} px`).toBeLessThanOrEqual(roomPx);
      await expect(underLabel).toBeHidden();
    } else {
      await expect(underLabel).toBeVisible();
      const overflowsPx = await underLabel.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      );
      expect(overflowsPx, `line under the label at ${widthPx} px`).toBeLessThanOrEqual(0);
    }
  }
});

test("every chart of the result dialog has a 'Show data' table by year", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const results = await runSimpleHouseInSydney(page);
  const toggles = results.getByRole('button', { name: 'Show data' });
  // Ratings: three pies.
  await expect(toggles).toHaveCount(3, { timeout: 30_000 });
  await toggles.first().click();
  await expect(results.getByRole('table').first()).toContainText('Extreme Heat');
  if (testInfo.project.name === 'phone') {
    await page.locator('input[aria-label="Result tab"]').click();
    await page.getByRole('option', { name: 'Value At Risk (VAR)' }).click();
  } else {
    await results.getByRole('tab', { name: 'Value At Risk (VAR)' }).click();
  }
  await expect(toggles).toHaveCount(2, { timeout: 30_000 });
  await toggles.first().click();
  const table = results.getByRole('table').first();
  for (const year of ['2030', '2050', '2100']) {
    await expect(table.getByRole('rowheader', { name: year, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('columnheader', { name: 'Total', exact: true })).toBeAttached();
  // The wide table scrolls inside its region; it does not widen the dialog's content.
  const region = results.getByRole('region', { name: /^Data: Value At Risk/ });
  const regionBox = await region.boundingBox();
  const dialogBox = await results.boundingBox();
  expect(regionBox!.x + regionBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
  await expectNoHorizontalScrolling(page);
  await saveScreenshot(page, testInfo, 'chart-data-table', viewportOnly);
});

test('offline, the map at the site shows what the analysis reads there, with its distances', async ({
  page,
}, testInfo) => {
  // Central Paris: on the Seine, inside the urban area, far from the coast.
  await page.goto('/?latitude=48.8566&longitude=2.3522&address=Paris%2C%20France');
  const legend = page.getByTestId('surroundings-legend');
  await expect(legend).toBeVisible({ timeout: 45_000 });
  await expect(legend).toContainText('Land (30″ coastline)');
  await expect(legend).toContainText('River: 0.');
  await expect(legend).toContainText('permanent major river');
  await expect(legend).toContainText('Inside an urban area');
  // Let the fly-to settle before the picture.
  await page.waitForTimeout(4_000);
  await saveScreenshot(page, testInfo, 'map-surroundings-paris');
});

test('a street address finds its town offline and says a street needs an online geocoder', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const input = page.getByRole('textbox', { name: 'Address' });
  await input.fill('10 Downing Street, London');
  await expect(page.getByRole('option', { name: /^London, .*United Kingdom$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Street addresses need an online geocoder/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'street-address-notice', { fullPage: false });
  await input.fill('Melbourne VIC');
  await expect(page.getByRole('option', { name: 'Melbourne, Victoria, Australia' })).toBeVisible({
    timeout: 30_000,
  });
});

test('on a phone, what is scrolled into view in the result dialog stays clear of its action footer', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the actions stay in a footer under 800 px only');
  test.setTimeout(180_000);
  // Real results in Paris, on the Seine: the Breakdown tab states the river's flood defence.
  await logInAsAllowListed(page, request);
  await page.goto(
    '/?latitude=48.8566&longitude=2.3522&address=Paris&archetypeService=Building&archetype=SH',
  );
  const results = await runAnalysisAndViewResults(page);
  await openResultTab(page, testInfo.project.name, 'Breakdown');
  const message = results.getByText(/^Riverine flood results assume/);
  // The protection standard in whole years (FLOPROS's national mean for France is 123.2 years).
  await expect(message).toContainText(/a flood protection standard of 1 in [\d,]+ years:/);
  await expect(message).not.toContainText(/\d\.\d/);
  const footerTop = async () => (await results.getByTestId('result-footer').boundingBox())!.y;
  // Scrolled into view from below (as by a link or find in page): its last line above the footer.
  await message.scrollIntoViewIfNeeded();
  const messageBox = (await message.boundingBox())!;
  expect(messageBox.y + messageBox.height).toBeLessThanOrEqual(await footerTop());
  await saveScreenshot(page, testInfo, 'breakdown-flood-defence', viewportOnly);
  await expectNoHorizontalScrolling(page);
});
