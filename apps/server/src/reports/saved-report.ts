import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reportFileName } from '@hazardscope/contracts';
import {
  reportLayoutVersion,
  type ReportInput,
  type ReportProgress,
} from '@hazardscope/report/inputs';
import type { AccountRow } from '../accounts/account-row.ts';
import { analysisMessages } from '../analyses/analysis-messages.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import type { Clock } from '../clock.ts';
import { violatesForeignKey } from '../database/foreign-key-violation.ts';
import { AppError } from '../errors.ts';
import type { EnginePool } from '../risk/engine-pool.ts';
import { savedReports } from '../database/schema.ts';
import { readReportableAnalysis } from './read-reportable-analysis.ts';
import { reportInputForAnalysis, type ReportInputContext } from './report-input-for-analysis.ts';
import type { ReportPool } from './report-pool.ts';
import type { SiteImagerySource } from './site-imagery.ts';

export interface SavedReportContext extends ResultAccessContext, ReportInputContext {
  clock: Clock;
  reportPool: ReportPool;
  /** Computes the scenario range the report's time charts draw as bands. */
  enginePool: EnginePool;
  /** With it (STREET_VIEW_API_KEY), the asset-details page shows the site's satellite image. */
  siteImagery: SiteImagerySource | undefined;
}

/**
 * The key of what a report is drawn from: the layout version and the whole report input (the
 * analysis's real result, design values, title and revision label, the reader, the names). A saved
 * report whose key differs is stale and is drawn again. The scenario range is not in the input yet
 * when the key is taken: it is computed from the run, which the result in the key stands for. Nor
 * is the satellite image: it is fetched only to draw, so the key holds whether an imagery source is
 * set (setting or removing STREET_VIEW_API_KEY redraws the reports).
 */
function reportRevisionKey(input: ReportInput, imagerySet: boolean): string {
  return createHash('sha256')
    .update(JSON.stringify({ reportLayoutVersion, input, imagerySet }))
    .digest('base64url');
}

/** A report ready to send, or one to draw first. */
export type PreparedReport =
  | { status: 'saved'; fileName: string; pdf: Buffer }
  | {
      status: 'to-render';
      fileName: string;
      /** Draws it in the report pool and saves it; 503 at once when the pool's queue is full. */
      render(onProgress?: (progress: ReportProgress) => void): Promise<Buffer>;
    };

/**
 * The saved report of one of the reader's analyses:
 * permission checked (read-reportable-analysis.ts), then the saved PDF when it was drawn from the
 * same revision, or a rendering that saves its PDF over the stale one.
 */
export async function prepareSavedReport(
  context: SavedReportContext,
  reader: AccountRow,
  analysisId: string,
): Promise<PreparedReport> {
  const reportable = await readReportableAnalysis(context, reader, analysisId, 'report');
  const input = reportInputForAnalysis(context, reader, reportable);
  const { siteImagery } = context;
  const revisionKey = reportRevisionKey(input, siteImagery !== undefined);
  const fileName = reportFileName(input.analysis.properties.address);
  const [saved] = await context.database
    .select({ revisionKey: savedReports.revisionKey, pdf: savedReports.pdf })
    .from(savedReports)
    .where(eq(savedReports.analysisId, reportable.row.id));
  if (saved !== undefined && saved.revisionKey === revisionKey) {
    return { status: 'saved', fileName, pdf: saved.pdf };
  }
  return {
    status: 'to-render',
    fileName,
    render(onProgress) {
      // The range's engine runs (the low and high ends, the other scenarios) go to the engine pool
      // only when a report is drawn, and only once the report pool has admitted it (a full queue
      // is a 503 before the reply starts); a saved report keeps the bands it was drawn with.
      const withRange = async () => {
        const [longitude, latitude] = input.analysis.geometry.coordinates;
        const [scenarioRange, imagery] = await Promise.all([
          context.enginePool.scenarioRange(reportable.run),
          siteImagery?.imageAt(latitude, longitude),
        ]);
        // Without an image (no key, or the provider did not answer) the embedded layers stay.
        return { ...input, scenarioRange, siteMap: imagery ?? input.siteMap };
      };
      // One drawing per revision: a second request (another tab, or the preparation in the
      // background below) joins the one in progress.
      const rendering = context.reportPool.render(
        withRange,
        onProgress,
        `${reportable.row.id} ${revisionKey}`,
      );
      return rendering.then(async (pdf) => {
        const row = { revisionKey, pdf, createdAt: context.clock() };
        await context.database
          .insert(savedReports)
          .values({ analysisId: reportable.row.id, ...row })
          .onConflictDoUpdate({ target: savedReports.analysisId, set: row })
          .catch((error: unknown) => {
            // The owner deleted the analysis (it was not purchased) while its report was drawn.
            if (violatesForeignKey(error, savedReports.analysisId)) {
              throw new AppError('NOT_FOUND', analysisMessages.notFound);
            }
            throw error;
          });
        return pdf;
      });
    },
  };
}

/** The saved report's PDF, drawn first when there is none of the current revision. */
export async function getSavedReport(
  context: SavedReportContext,
  reader: AccountRow,
  analysisId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const prepared = await prepareSavedReport(context, reader, analysisId);
  if (prepared.status === 'saved') return prepared;
  return { fileName: prepared.fileName, pdf: await prepared.render() };
}

/**
 * Draws and saves the report of one of the reader's reportable analyses ahead of its download, when
 * the analysis is opened: a report worker that starts cold (its modules loaded, its code not yet
 * optimised) takes ~2–3 s instead of ~1 s, and the reader then finds the report saved. Only when
 * no report of that revision is saved and the pool is drawing for no one else: it never takes a
 * place someone is waiting for. Quietly does nothing for an analysis the reader may not report.
 */
export async function prepareReportInBackground(
  context: SavedReportContext,
  reader: AccountRow,
  analysisId: string,
): Promise<void> {
  if (context.reportPool.pending > 0) return;
  try {
    const prepared = await prepareSavedReport(context, reader, analysisId);
    if (prepared.status === 'to-render') await prepared.render();
  } catch (error) {
    // Not the reader's to report (shared with them, not purchased) or the pool filled meanwhile:
    // the download asks again and says why.
    if (error instanceof AppError) return;
    throw error;
  }
}
