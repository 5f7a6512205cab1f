import { expect, type BrowserContext, type Page } from '@playwright/test';

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
  return runAnalysisAndViewResults(page);
}

/** Browser contexts whose pages already run on Playwright's clock (installed once per context). */
const contextsOnPlaywrightClock = new WeakSet<BrowserContext>();

/**
 * Clicks GO, waits for the analysis, agrees to the terms and opens the result dialog.
 *
 * The processing modal's bar rises 5 % on random 250–500 ms ticks, about 7.5 s per analysis by
 * design (its unit test checks the rule). The browser tests jump the page's clock over those ticks
 * instead of sitting them out: about a third of the browser suite's time was spent watching that
 * bar. Only the page's timers jump; the analysis itself still runs on the server in real time, and
 * the agreement still appears only once its answer is in.
 */
export async function runAnalysisAndViewResults(page: Page) {
  if (!contextsOnPlaywrightClock.has(page.context())) {
    await page.clock.install();
    contextsOnPlaywrightClock.add(page.context());
  }
  await page.getByRole('button', { name: 'GO', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Analysis progress' });
  // Attached, not visible: at 0 % the bar's filled section has no width, and until the first jump
  // below the page's clock may not have moved (twice in a loaded full run, eight tests saw it stay
  // at 0 % for 15 s, and their screenshots showed it rising just after).
  // The modal opens once the server's site check has answered: in a loaded full run (two browsers,
  // the server computing for both) that once took longer than the default 15 s.
  await expect(progress).toBeAttached({ timeout: 60_000 });
  // 20 ticks reach 100 %; each jump of the longest tick fires at least one.
  for (let jump = 0; jump < 40; jump += 1) {
    const percent = Number(await progress.getAttribute('aria-valuenow'));
    if (percent >= 100) break;
    await page.clock.fastForward(500);
  }
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
