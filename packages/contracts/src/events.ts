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

/** The two kinds of uncaught error a page reports: a thrown error, and a promise rejected unheard. */
export const clientErrorKinds = ['Uncaught error', 'Uncaught error (listener)'] as const;

/** The bounds of a client error report: what a page may send of one error. */
export const clientErrorReportLimits = {
  messageCharacters: 500,
  stackCharacters: 4_000,
  sourceCharacters: 300,
  pageCharacters: 200,
} as const;

/**
 * An error a page did not catch, reported by the web app's window handlers: what failed and
 * where in the app's code, never who (no username, no query string or fragment of any address, no
 * e-mail address: the page scrubs them before sending). Bounded, so one report stays under 6 KB.
 */
export const clientErrorEventSchema = z
  .object({
    event: z.literal('client-error'),
    kind: z.enum(clientErrorKinds),
    message: z.string().max(clientErrorReportLimits.messageCharacters),
    stack: z.string().max(clientErrorReportLimits.stackCharacters).optional(),
    /** The script the error was thrown in, without its query: an asset of the app's build. */
    source: z.string().max(clientErrorReportLimits.sourceCharacters).optional(),
    line: z.number().int().min(0).optional(),
    column: z.number().int().min(0).optional(),
    /** The page's path, without its query or fragment. */
    page: z.string().max(clientErrorReportLimits.pageCharacters),
  })
  .strict();
export type ClientErrorEvent = z.infer<typeof clientErrorEventSchema>;

/** `POST /api/log` body: any of the three kinds. HTTP 200 means recorded. */
export const logEventBodySchema = z.union([
  actionEventSchema,
  formEventSchema,
  clientErrorEventSchema,
]);
export type LogEventBody = z.input<typeof logEventBodySchema>;
