import { z } from 'zod';

/**
 * A PDF document in a reply (`GET /api/reports/sample`): binary, sent as application/pdf. The
 * schema describes the reply in the OpenAPI document; the bytes are sent as they are.
 */
export const pdfDocumentSchema = z
  .string()
  .meta({ format: 'binary', description: 'A PDF document (application/pdf).' });

/** The name a browser saves the sample report under (`GET /api/reports/sample`). */
export const sampleReportFileName = 'hazardscope-sample-report.pdf';

/** An empty 304 Not Modified reply to a conditional request. */
export const notModifiedSchema = z
  .null()
  .meta({ description: 'Not modified: use the cached copy.' });

/**
 * One line of `POST /api/analysis/{id}/report` (newline-delimited JSON): the rendering's progress
 * as the charts of its result sets are drawn, then either 'done' (fetch the PDF with
 * `GET /api/analysis/{id}/report`) or the error that stopped it.
 */
export const reportProgressLineSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('progress'),
    /** 0–100: the share of the report's charts drawn so far. */
    percent: z.number().min(0).max(100),
  }),
  z.object({
    status: z.literal('done'),
    /** The name to save the PDF under: the address plus .pdf. */
    fileName: z.string(),
  }),
  z.object({ status: z.literal('error'), message: z.string() }),
]);
export type ReportProgressLine = z.infer<typeof reportProgressLineSchema>;

/** Newline-delimited `ReportProgressLine`s, as the OpenAPI document describes the reply. */
export const reportProgressStreamSchema = z.string().meta({
  description:
    'Newline-delimited JSON (application/x-ndjson): {"status":"progress","percent":n} lines, then {"status":"done","fileName":…} or {"status":"error","message":…}.',
});

/** A CSV document in a reply (`GET /api/analysis/{id}/export`), sent as text/csv. */
export const csvDocumentSchema = z
  .string()
  .meta({ description: 'CSV (text/csv; RFC 4180) with a header row.' });
