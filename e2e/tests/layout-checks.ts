import { expect, type Page } from '@playwright/test';

/**
 * Fails when the page, or an open dialog, can scroll sideways once its layout has settled
 * (pages and modals fit a 375 px phone). Polled, because a page measured in the frame
 * its heading appears may still be laying out its footer carousel and web font; an overflow that
 * lasts fails after the expect timeout.
 */
export async function expectNoHorizontalScrolling(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.max(
          document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ...[...document.querySelectorAll('[role="dialog"]')].map(
            (dialog) => dialog.getBoundingClientRect().right - window.innerWidth,
          ),
        ),
      ),
    )
    .toBeLessThanOrEqual(0);
}
