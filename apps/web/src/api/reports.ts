import { reportProgressLineSchema, type ReportProgressLine } from '@hazardscope/contracts';
import { webClientHeaders } from './web-client-headers.ts';
import { ApiError, apiErrorOf } from './fetch-json.ts';

/** A file the server sent, ready to be saved by the browser. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  return apiErrorOf(body, response);
}

/**
 * `POST /api/analysis/{id}/report`: has the server draw (or find) the saved report, following its
 * progress lines (newline-delimited JSON) as they arrive. Resolves with the file name once done.
 */
export async function prepareReport(
  analysisId: string,
  onProgress: (percent: number) => void,
): Promise<string> {
  const response = await fetch(`/api/analysis/${encodeURIComponent(analysisId)}/report`, {
    method: 'POST',
    headers: { accept: 'application/x-ndjson', ...webClientHeaders() },
  });
  if (!response.ok || response.body === null) throw await failure(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let last: ReportProgressLine | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (value !== undefined) buffered += value;
    const lines = buffered.split('\n');
    buffered = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (line.trim() === '') continue;
      last = reportProgressLineSchema.parse(JSON.parse(line));
      if (last.status === 'progress') onProgress(last.percent);
    }
    if (done) break;
  }
  if (last?.status === 'done') return last.fileName;
  throw new ApiError(
    last?.status === 'error' ? last.message : 'The report could not be prepared.',
    500,
  );
}

/** A file of our API (GET with the web client's mark), ready to be saved. */
export async function downloadFile(path: string, fileName: string): Promise<DownloadedFile> {
  const response = await fetch(path, { headers: webClientHeaders() });
  if (!response.ok) throw await failure(response);
  return { blob: await response.blob(), fileName };
}

/** `GET /api/analysis/{id}/report`: the saved report's PDF. */
export function downloadReport(analysisId: string, fileName: string): Promise<DownloadedFile> {
  return downloadFile(`/api/analysis/${encodeURIComponent(analysisId)}/report`, fileName);
}

/** `GET /api/analysis/{id}/export`: the CSV export, saved under the address plus .csv. */
export function downloadExport(analysisId: string, fileName: string): Promise<DownloadedFile> {
  return downloadFile(`/api/analysis/${encodeURIComponent(analysisId)}/export`, fileName);
}

/** Saves a downloaded file the way a download link does. */
export function saveDownloadedFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL is released a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
