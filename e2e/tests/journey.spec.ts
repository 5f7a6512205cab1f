import { expect, test, type Page } from '@playwright/test';
import { runAnalysisAndViewResults } from './analysis-steps.ts';
import { saveScreenshot } from './screenshot.ts';

/** Chooses Building → Simple House in the two dropdowns. */
async function chooseSimpleHouse(page: Page) {
  await page.getByPlaceholder('Choose the kind of asset').click();
  await page.getByRole('option', { name: 'Building' }).click();
  await page.getByPlaceholder('Choose the specific kind').click();
  await page.getByRole('option', { name: 'Simple House', exact: true }).click();
}

/** GO, the processing modal, the terms, then the result dialog. */
async function runAndOpenResults(page: Page) {
  await expect(page.getByRole('button', { name: 'GO', exact: true })).toBeEnabled();
  await runAnalysisAndViewResults(page);
  await expect(page).toHaveTitle('Analysis Result');
}

/** Opens a result tab: a tab at desktop widths, the dropdown at 799 px or less. */
async function openTab(page: Page, name: string, isPhone: boolean) {
  if (isPhone) {
    await page.locator('input[aria-label="Result tab"]').click();
    await page.getByRole('option', { name }).click();
  } else {
    await page.getByRole('tab', { name }).click();
  }
}

/** Every chart on screen is an SVG with real drawn data, not an empty canvas. */
async function expectChartsWithData(page: Page) {
  const charts = page.locator('[data-chart] svg');
  await expect(charts.first()).toBeVisible();
  const pathCounts = await charts.evaluateAll((svgs) =>
    svgs.map((svg) => svg.querySelectorAll('path').length),
  );
  expect(pathCounts.length).toBeGreaterThan(0);
  for (const count of pathCounts) expect(count).toBeGreaterThan(5);
}

test.describe('the analysis journey', () => {
  test('by address: search, run, and every result tab', async ({ page }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Address' }).fill('Sydney');
    await page
      .getByRole('option', { name: /^Sydney/ })
      .first()
      .click();
    await expect(page).toHaveURL(/latitude=-33\.8/, { timeout: 5_000 });
    await chooseSimpleHouse(page);
    await saveScreenshot(page, testInfo, 'journey-form');
    await runAndOpenResults(page);

    await expect(page.getByText('Sample results only', { exact: true })).toBeVisible();
    await expect(page.getByText('Current rating')).toBeVisible();
    await expectChartsWithData(page);
    await saveScreenshot(page, testInfo, 'journey-ratings', { fullPage: false });

    // Opening a tab records its page view (first-party analytics): the virtual path alone, to
    // our own server, without the session cookie.
    const valueAtRiskPageView = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/api/page-view' &&
        request.postData()?.includes('/analysis-result/var-tab') === true,
    );
    for (const tab of ['Value At Risk (VAR)', 'Breakdown', 'Vulnerability']) {
      await openTab(page, tab, isPhone);
      await expectChartsWithData(page);
    }
    const pageView = await valueAtRiskPageView;
    expect(pageView.method()).toBe('POST');
    expect(pageView.postDataJSON()).toEqual({ path: '/analysis-result/var-tab' });
    expect(await pageView.headerValue('cookie')).toBeNull();
    await saveScreenshot(page, testInfo, 'journey-vulnerability', { fullPage: false });
    await openTab(page, 'Breakdown', isPhone);
    await expect(page.getByText('The results shown are samples only.')).toBeVisible();

    await openTab(page, 'Detail', isPhone);
    // The site facts' row; the design table below repeats the dataset as a row of its own.
    await expect(page.getByRole('rowheader', { name: 'Elevation dataset' })).toBeVisible();
    await expect(page.getByText('ETOPO5 5′ (embedded)').first()).toBeVisible();
    await openTab(page, 'Settings', isPhone);
    await expect(page.getByText('Customisation is part of the commercial report')).toBeVisible();

    await openTab(page, 'View a Sample Report', isPhone);
    const embedded = page.getByLabel('Sample report (PDF)');
    await expect(embedded).toHaveAttribute('data', '/api/reports/sample');
    const sampleReport = await page.request.get('/api/reports/sample');
    expect(sampleReport.headers()['content-type']).toBe('application/pdf');
    expect((await sampleReport.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/reports/sample',
    );
    await saveScreenshot(page, testInfo, 'journey-sample-report', { fullPage: false });

    await page.getByRole('button', { name: 'Close results' }).click();
    await expect(page.getByRole('dialog', { name: 'Analysis Result' })).toBeHidden();
    await expect(page).toHaveTitle('Hazardscope');
    // Closing keeps the location and the asset, so GO runs the same analysis again at once.
    await expect(page.getByPlaceholder('Choose the specific kind')).toHaveValue('Simple House');
  });

  test('by globe click in map mode', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'select from map' }).click();
    await expect(page.getByText('Zoom and click a location')).toBeVisible();
    const globe = page.getByRole('region', { name: 'Globe: the chosen location' });
    // The globe's chunk (~0.7 MB gzipped) loads lazily: in a loaded full run it once took over 15 s.
    await expect(globe.locator('canvas')).toBeVisible({ timeout: 60_000 });
    // WebGL runs on SwiftShader here: give the globe time to draw before clicking.
    await page.waitForTimeout(4_000);
    await globe.scrollIntoViewIfNeeded();
    const box = await globe.boundingBox();
    if (!box) throw new Error('the globe has no size');
    // The initial view centres on Australia: the middle of the globe is land.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByTestId('picked-location')).toBeVisible({ timeout: 10_000 });
    await chooseSimpleHouse(page);
    await saveScreenshot(page, testInfo, 'journey-map-mode');
    await runAndOpenResults(page);
    await expectChartsWithData(page);
  });

  test('keeps the form in the URL across a reload', async ({ page }) => {
    await page.goto(
      '/?latitude=-37.8136&longitude=144.9631&address=Melbourne&archetypeService=Building&archetype=SH',
    );
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('Melbourne');
    await expect(page.getByPlaceholder('Choose the specific kind')).toHaveValue('Simple House');
    await expect(page.getByRole('button', { name: 'GO', exact: true })).toBeEnabled();
  });

  test('Back and Forward restore the form as it was at each step', async ({ page }) => {
    await page.goto('/?latitude=-37.8136&longitude=144.9631&address=Melbourne');
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('Melbourne');
    await chooseSimpleHouse(page);
    // An edit reaches the history once the form has been still for a second.
    await expect(page).toHaveURL(/archetype=SH/, { timeout: 5_000 });
    const category = page.getByRole('combobox', { name: 'Asset category' });
    const kind = page.getByRole('combobox', { name: 'Asset type' });
    await expect(category).toHaveValue('Building');
    await expect(kind).toHaveValue('Simple House');

    // The category and the type reach the history together or one by one, as the debounce falls;
    // Back goes at least to before the type.
    for (let step = 0; step < 3 && /archetype=SH/.test(page.url()); step += 1) await page.goBack();
    await expect(page).not.toHaveURL(/archetype=SH/);
    await expect(kind).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('Melbourne');

    for (let step = 0; step < 3 && !/archetype=SH/.test(page.url()); step += 1)
      await page.goForward();
    await expect(page).toHaveURL(/archetype=SH/);
    await expect(category).toHaveValue('Building');
    await expect(kind).toHaveValue('Simple House');
  });
});
