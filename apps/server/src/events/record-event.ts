import type { z } from 'zod';
import type { logEventBodySchema } from '@hazardscope/contracts';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { events } from '../database/schema.ts';

export type LogEvent = z.output<typeof logEventBodySchema>;

/**
 * `POST /api/log`: one row per report download, CSV export, form update, search or error a page
 * reported.
 */
export async function recordEvent(
  database: DatabaseClient,
  clock: Clock,
  event: LogEvent,
): Promise<void> {
  const isAction = 'type' in event;
  const username = isAction
    ? event.username
    : event.event === 'client-error'
      ? undefined
      : event.params.username;
  await database.insert(events).values({
    type: isAction ? event.type : event.event,
    username: typeof username === 'string' ? username.toLowerCase() : null,
    payload: event,
    createdAt: clock(),
  });
}
