import { z } from 'zod';

/**
 * First-party page-view analytics: the virtual paths the web records when a screen, tab or dialog
 * is shown. They are names for what was seen, not routes of the app. A page view carries its path
 * and nothing else (no account, no analysis, no cookie); the web sends none when the browser asks
 * not to be tracked (Do Not Track or Global Privacy Control), and the server stores none then.
 */
export const pageViewPaths = [
  '/login',
  '/register',
  '/purchase',
  '/purchase-submit',
  '/purchase-complete',
  '/analysis',
  '/analysis-result',
  '/analysis-result/download-report',
  '/analysis-result/asset-customisation',
  '/analysis-result/asset-customisation/run-changes',
  '/analysis-result/detail-tab',
  '/analysis-result/detail-tab/archetype-detail',
  '/analysis-result/detail-tab/scenarios',
  '/analysis-result/ratings-tab',
  '/analysis-result/var-tab',
  '/analysis-result/hazard-breakdown-tab',
  '/analysis-result/vulnerability-tab',
  '/analysis-result/streetview-tab',
  '/analysis-result/adaptation',
  '/analysis-result/adaptation/run-changes',
  '/save-result',
  '/error',
] as const;
export type PageViewPath = (typeof pageViewPaths)[number];

/** `POST /api/page-view` body. */
export const pageViewBodySchema = z.strictObject({
  path: z.enum(pageViewPaths, {
    error: 'path must be one of the page-view paths (/login, /analysis-result/ratings-tab, …).',
  }),
});
export type PageViewBody = z.infer<typeof pageViewBodySchema>;
