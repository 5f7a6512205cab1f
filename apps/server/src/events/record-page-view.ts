import type { PageViewPath } from '@hazardscope/contracts';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { events } from '../database/schema.ts';

/** The events-table type of a page view (beside DOWNLOAD_REPORT, EXPORT_CSV, update and search). */
export const pageViewEventType = 'PAGE_VIEW';

/**
 * `POST /api/page-view`: one usage-event row holding the virtual path seen and nothing else (no
 * username, no address), purged with the other usage events after their retention.
 */
export async function recordPageView(
  database: DatabaseClient,
  clock: Clock,
  path: PageViewPath,
): Promise<void> {
  await database.insert(events).values({
    type: pageViewEventType,
    username: null,
    payload: { path },
    createdAt: clock(),
  });
}
