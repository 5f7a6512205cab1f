import type { IncomingHttpHeaders } from 'node:http';

/**
 * True when the browser asks not to be tracked: Do Not Track (`DNT: 1`) or Global Privacy Control
 * (`Sec-GPC: 1`). Page views are then not stored, even if a client sends them.
 */
export function trackingRefused(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}
