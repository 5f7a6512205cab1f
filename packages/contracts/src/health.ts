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
export const errorReplySchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
