import { useEffect } from 'react';
import type { PageViewPath } from '@hazardscope/contracts';

/**
 * First-party page views: when a screen, tab or dialog is shown, its virtual path (the list and
 * its meaning live in the contracts' page-views.ts) goes to our own server, nothing else with it:
 * no cookie (the call omits credentials), no account, no third party. Nothing is sent when the
 * browser asks not to be tracked.
 */

/** The browser's Do Not Track or Global Privacy Control signal. */
export function browserRefusesTracking(
  browser: Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean } = navigator,
): boolean {
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

/** Sends one page view; a failed call is dropped, never shown: analytics must not get in the way. */
export function recordPageView(path: PageViewPath): void {
  if (browserRefusesTracking()) return;
  fetch('/api/page-view', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path }),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Records `path` when the component shows it, and again whenever the path shown changes. Sent in a
 * task of its own: a screen's effects run in the task that shows it, where making a request costs
 * a few milliseconds more of the wait.
 */
export function usePageView(path: PageViewPath | undefined): void {
  useEffect(() => {
    if (path !== undefined) setTimeout(() => recordPageView(path));
  }, [path]);
}
