import { z } from 'zod';

/** Action types of the logging endpoint. */
export const actionEventTypeSchema = z.enum(['DOWNLOAD_REPORT', 'EXPORT_CSV']);

/** A report download or a CSV export: who, which asset, when. */
export const actionEventSchema = z.object({
  /** 'YYYY-MM-DD H:mm:ss' as the web writes it. */
  dateCreated: z.string().max(40),
  origin: z.string().max(200),
  type: actionEventTypeSchema,
  username: z.string().max(254).optional(),
  name: z.string().max(500).optional(),
  address: z.string().max(1_000).optional(),
  asset: z
    .object({
      _id: z.unknown().optional(),
      geometry: z.unknown().optional(),
      archetype: z.string().max(50).optional(),
    })
    .passthrough()
    .optional(),
});

/** A form update or a search, with the form values, customisations and username. */
export const formEventSchema = z.object({
  event: z.enum(['update', 'search']),
  params: z.record(z.string(), z.unknown()),
});

/** `POST /api/log` body: either kind. HTTP 200 means recorded. */
export const logEventBodySchema = z.union([actionEventSchema, formEventSchema]);
export type LogEventBody = z.input<typeof logEventBodySchema>;
