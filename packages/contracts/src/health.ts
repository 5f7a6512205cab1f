import { z } from 'zod';

export const healthReplySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['ok', 'unavailable']),
  }),
});
export type HealthReply = z.infer<typeof healthReplySchema>;

/** Every error reply of the API has this shape; `message` is written for a person to act on. */
/**
 * `GET /api/ready`: whether this server takes traffic. 503 while its database cannot be reached or
 * while it drains for a shutdown; a load balancer sends it nothing then.
 */
export const readinessReplySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  /** Why not ready: `draining` (shutting down) or `database-unavailable`. */
  reason: z.enum(['draining', 'database-unavailable']).optional(),
});
export type ReadinessReply = z.infer<typeof readinessReplySchema>;

export const errorReplySchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** The request's id (also its X-Request-Id header and in the server's log line): quote it to support. */
  requestId: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
