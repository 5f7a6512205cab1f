import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { outbox } from '../database/schema.ts';
import { escapeHtml } from '../mail/mail-messages.ts';

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Whether `/dev/outbox` is served: always outside production; in production only while no SMTP
 * server is configured and the server listens on a loopback address alone, so the person who runs
 * `npm start` on their own machine can read the verification code, and a public deployment (HOST
 * 0.0.0.0, or with SMTP_URL) never shows anyone's mail.
 */
export function devOutboxServed(config: Pick<Config, 'NODE_ENV' | 'SMTP_URL' | 'HOST'>): boolean {
  if (config.NODE_ENV !== 'production') return true;
  return config.SMTP_URL === undefined && loopbackHosts.has(config.HOST.trim().toLowerCase());
}

/**
 * `GET /dev/outbox` — registered only when devOutboxServed — lists the mail written to
 * the outbox (newest first) so a local user can read a verification code. JSON when asked for
 * (`?format=json` or `Accept: application/json`), HTML otherwise.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ database: DatabaseClient }> = async (
  app,
  options,
) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const messages = await options.database
      .select()
      .from(outbox)
      .orderBy(desc(outbox.createdAt))
      .limit(100);
    const query = request.query as { format?: string };
    const wantsJson =
      query.format === 'json' || (request.headers.accept ?? '').includes('application/json');
    if (wantsJson) {
      return reply.send(
        messages.map((message) => ({
          id: message.id,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          createdAt: message.createdAt.toISOString(),
        })),
      );
    }
    const items = messages
      .map(
        (message) =>
          `<article><h2>${escapeHtml(message.subject)}</h2><p>To ${escapeHtml(message.recipient)}, ` +
          `${escapeHtml(message.createdAt.toISOString())}</p>${message.html}</article><hr>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Outbox</title><h1>Outbox (development only)</h1>` +
          (items || '<p>No mail yet.</p>'),
      );
  });
};
