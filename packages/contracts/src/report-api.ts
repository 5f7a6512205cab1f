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
