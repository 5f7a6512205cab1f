import { useEffect, useState } from 'react';
import { assetFileName } from '@hazardscope/contracts';
import { useAccount } from '../account/account-context.tsx';
import { logActionEvent } from '../api/log-event.ts';
import {
  downloadExport,
  downloadReport,
  prepareReport,
  saveDownloadedFile,
} from '../api/reports.ts';
import type { AnalysisRun } from '../analysis/analysis-run.ts';
import { recordPageView } from '../analytics/page-views.ts';

/** The report-processing modal, or none. */
export type ReportProcessing =
  | { stage: 'preparing'; percent: number }
  | { stage: 'complete'; url: string; fileName: string }
  | { stage: 'failed'; message: string };

export interface ReportDownloads {
  processing: ReportProcessing | undefined;
  /** A failed report sets reportDownloadError, a failed export exportError. */
  reportDownloadError: boolean;
  exportError: boolean;
  downloadReport(): void;
  exportCsv(): void;
  /** Ends the modal (after 'Download report' is clicked, or on Close). */
  closeProcessing(): void;
}

/**
 * Click, log the action, on 200 show the processing modal while the server
 * draws the report (its progress as the charts of each result set are drawn), then offer the
 * 'Download report' link; the CSV export logs first too. A failed log call or download sets the
 * error flag the buttons read as 'Error: contact {provider}'.
 */
export function useReportDownloads(run: AnalysisRun): ReportDownloads {
  const { account } = useAccount();
  const [processing, setProcessing] = useState<ReportProcessing | undefined>();
  const [reportDownloadError, setReportDownloadError] = useState(false);
  const [exportError, setExportError] = useState(false);
  const analysisId = run.saved?.id;
  const event = {
    analysisId: analysisId ?? run.runId,
    asset: run.analysis,
    username: account?.username,
  };

  // A finished report's object URL is released a little after the modal goes, once the
  // browser has taken the file the link handed it.
  const completeUrl = processing?.stage === 'complete' ? processing.url : undefined;
  useEffect(() => {
    if (completeUrl === undefined) return undefined;
    return () => void setTimeout(() => URL.revokeObjectURL(completeUrl), 10_000);
  }, [completeUrl]);

  const downloadReportAction = () => {
    if (analysisId === undefined) return;
    recordPageView('/analysis-result/download-report');
    void (async () => {
      try {
        await logActionEvent('DOWNLOAD_REPORT', event);
      } catch {
        setReportDownloadError(true);
        return;
      }
      setReportDownloadError(false);
      setProcessing({ stage: 'preparing', percent: 0 });
      try {
        const fileName = await prepareReport(analysisId, (percent) =>
          setProcessing({ stage: 'preparing', percent }),
        );
        const file = await downloadReport(analysisId, fileName);
        setProcessing({ stage: 'complete', url: URL.createObjectURL(file.blob), fileName });
      } catch (error) {
        setReportDownloadError(true);
        setProcessing({
          stage: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    })();
  };

  const exportCsv = () => {
    if (analysisId === undefined) return;
    void (async () => {
      try {
        await logActionEvent('EXPORT_CSV', event);
        const file = await downloadExport(
          analysisId,
          assetFileName(run.analysis.properties.address, 'csv'),
        );
        saveDownloadedFile(file);
        setExportError(false);
      } catch {
        setExportError(true);
      }
    })();
  };

  return {
    processing,
    reportDownloadError,
    exportError,
    downloadReport: downloadReportAction,
    exportCsv,
    closeProcessing: () => setProcessing(undefined),
  };
}
