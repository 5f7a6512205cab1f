import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema, type ErrorReply } from '@hazardscope/contracts';
import type { Metrics } from '../operations/metrics.ts';

export interface MetricsRouteOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: the bearer token a scraper must send. */
  token: string;
}

/**
 * True when `given` is the token. Both are hashed first, so the comparison takes the same time
 * whatever the given value's length or how much of it matches.
 */
function isToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics`: the Prometheus text format, for a scraper holding METRICS_TOKEN (registered
 * only when it is set: the figures tell an attacker how loaded the server is).
 */
export const metricsRoutes: FastifyPluginAsyncZod<MetricsRouteOptions> = async (app, options) => {
  app.get(
    '/metrics',
    {
      // Scrapes are small and frequent; the scraper's own client decides on compression.
      compress: false,
      schema: {
        hide: true,
        response: { 200: z.string(), 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!isToken(bearer, options.token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({
            error: 'UNAUTHORISED',
            message: 'Send the metrics token (METRICS_TOKEN) as "Authorization: Bearer <token>".',
          } satisfies ErrorReply);
      }
      const text = await options.metrics.registry.metrics();
      return (
        reply
          .header('cache-control', 'no-store')
          .type(options.metrics.registry.contentType)
          // Already the exposition text: sent as it is, not as a JSON string.
          .serializer((payload) => payload as string)
          .send(text)
      );
    },
  );
};
