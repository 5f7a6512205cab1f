import { expect, test } from '@playwright/test';
import { expectNoHorizontalScrolling } from './layout-checks.ts';
import { saveScreenshot } from './screenshot.ts';

test.describe('app shell', () => {
  test('shows the welcome text, the four steps and the footer on /', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('climate change');
    for (const step of [1, 2, 3, 4]) {
      await expect(page.getByText(`Step ${step}:`)).toBeVisible();
    }
    await expect(page).toHaveTitle('Hazardscope');
    const footerHeading =
      testInfo.project.name === 'phone'
        ? 'Our Technology Is Trusted By'
        : 'Powered by Climate Risk Engines, technology used by';
    await expect(page.getByText(footerHeading)).toBeVisible();
    await saveScreenshot(page, testInfo, 'home');
  });

  test('opens the menu with its legal links and closes it on an outside click', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const item of [
      'Feedback',
      'Terms and Conditions',
      'Privacy Policy',
      'Disclaimer and Caveats',
    ]) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    if (testInfo.project.name === 'phone') {
      // Under 480 px Contact, and under 400 px Pricing, move into the menu.
      await expect(page.getByRole('menuitem', { name: 'Contact' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Pricing' })).toBeVisible();
    } else {
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByText('Contact'),
      ).toBeVisible();
    }
    await saveScreenshot(page, testInfo, 'menu-open');
    await page.mouse.click(5, 400);
    await expect(page.getByRole('menuitem', { name: 'Feedback' })).toBeHidden();
  });

  test("answers an unknown path 404, with the logo and 'Page not found.'", async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/no/such/page');
    // Status 404 as well as the words: a link checker or a monitor sees the page as missing.
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found.')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Hazardscope')).toBeVisible();
    await saveScreenshot(page, testInfo, 'not-found');
  });

  test('the footer carousel plays itself on screen, waits off screen, pauses under the pointer, and stays still for a reader who asks for reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const track = page.locator('footer .mantine-Carousel-container');
    // The track's horizontal offset (px), rounded: a settling slide creeps by fractions of a pixel.
    const offset = () =>
      track.evaluate((element) =>
        Math.round(new DOMMatrixReadOnly(getComputedStyle(element).transform).m41),
      );
    // Below the fold it waits: it is not even set up (its placeholder holds its place).
    const footer = page.locator('footer');
    await expect(footer).toBeAttached();
    await expect(footer).not.toBeInViewport();
    await page.waitForTimeout(2_500);
    await expect(track).toHaveCount(0);

    // On screen it is set up and plays.
    await footer.scrollIntoViewIfNeeded();
    await expect(track).toBeInViewport();
    const start = await offset();
    await expect.poll(offset, { timeout: 5_000 }).not.toBe(start);

    // A new slide comes every second: under the pointer the current one settles and stays.
    await page.getByLabel('Organisations that use our technology').hover();
    await page.waitForTimeout(1_000);
    const paused = await offset();
    await page.waitForTimeout(2_500);
    expect(await offset()).toBe(paused);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await footer.scrollIntoViewIfNeeded();
    await expect(track).toBeVisible();
    const still = await offset();
    await page.waitForTimeout(2_500);
    expect(await offset()).toBe(still);
  });

  test("serves React's production build, whatever NODE_ENV the server runs under", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the bundle is the same at every width');
    // This server runs with NODE_ENV=test; `npm start` still builds the web app for production.
    const scripts: Promise<{ url: string; source: string }>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('.js')) scripts.push(response.text().then((source) => ({ url, source })));
    });
    // The first screen is prerendered HTML: wait for the scripts of the running app as well.
    await page.goto('/', { waitUntil: 'networkidle' });
    const sources = await Promise.all(scripts);
    expect(sources.length).toBeGreaterThan(0);
    // React 19's development builds name their component stack frames 'react-stack-top-frame';
    // its production builds do not carry the string.
    const development = sources.filter(({ source }) => source.includes('react-stack-top-frame'));
    expect(development.map(({ url }) => url)).toEqual([]);
  });

  test("reports an error the page did not catch to the server's log, without personal data", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the same handlers at every width');
    await page.goto('/info/methods?pwResetToken=secret-token');
    // The app (and its handlers) starts after the first paint.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const logged = page.waitForRequest(
      (request) => request.url().endsWith('/api/log') && request.method() === 'POST',
    );
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/log'));
    // Thrown from a timer: nothing catches it, as an error in an event handler would not be.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('probe for reader@example.org');
      });
    });
    const body = (await logged).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'client-error',
      kind: 'Uncaught error',
      message: 'Error: probe for [email]',
      page: '/info/methods',
    });
    expect(JSON.stringify(body)).not.toContain('secret-token');
    expect((await answered).status()).toBe(200);
  });

  test('has no horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    await expectNoHorizontalScrolling(page);
  });

  test('fits the top bar, Login and Menu at every common width from 320 to 1920 px', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the widths are set here, once');
    await page.goto('/');
    for (const widthPx of [320, 375, 600, 768, 820, 1000, 1280, 1920]) {
      await page.setViewportSize({ width: widthPx, height: 800 });
      await expectNoHorizontalScrolling(page);
      const menuBox = await page.getByRole('button', { name: 'Menu' }).boundingBox();
      expect(menuBox, `Menu at ${widthPx} px`).not.toBeNull();
      expect(menuBox!.x + menuBox!.width, `Menu inside ${widthPx} px`).toBeLessThanOrEqual(widthPx);
      await expect(page.getByRole('button', { name: 'Login' })).toBeInViewport({ ratio: 1 });
    }
  });

  test('is ultra-mobile under 360 px: the logo mark, a compact Login and the menu as an icon', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the widths are set here, once');
    await page.goto('/info/methods');
    const home = page.getByRole('link', { name: /home$/ });
    const menu = page.getByRole('button', { name: 'Menu' });
    for (const widthPx of [320, 359]) {
      await page.setViewportSize({ width: widthPx, height: 640 });
      await expect(home.getByText('Hazardscope', { exact: true })).toBeHidden();
      await expect(menu).toHaveText('');
      await expect(menu).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Login' })).toBeInViewport({ ratio: 1 });
      await expectNoHorizontalScrolling(page);
      await saveScreenshot(page, testInfo, `navigation-${widthPx}px`, { fullPage: false });
    }
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Contact' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Pricing' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 360, height: 640 });
    await expect(home.getByText('Hazardscope', { exact: true })).toBeVisible();
    await expect(menu).toHaveText('Menu');
    await saveScreenshot(page, testInfo, 'navigation-360px', { fullPage: false });
  });
});
