import { messageReplySchema, type AnalysisResult, type LogEventBody } from '@hazardscope/contracts';
import { webClientHeaders } from './web-client-headers.ts';
import { fetchJson } from './fetch-json.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The log call's dateCreated: 'YYYY-MM-DD H:mm:ss' in local time (hour without a leading zero). */
function logDateText(date: Date): string {
  return (
    `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())} ` +
    `${date.getHours()}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`
  );
}

/**
 * Logs a report download or a CSV export (the logging endpoint) before it happens; rejects
 * unless the server answers 200, which the caller shows as 'Error: contact {provider}'.
 */
export async function logActionEvent(
  type: 'DOWNLOAD_REPORT' | 'EXPORT_CSV',
  event: {
    analysisId: string;
    /** The analysed asset: a whole result or a saved list entry's summary. */
    asset: Pick<AnalysisResult, 'geometry'> & {
      properties: { name?: string | undefined; address: string; archetype: string };
    };
    username: string | undefined;
  },
): Promise<void> {
  const { properties, geometry } = event.asset;
  const body: LogEventBody = {
    dateCreated: logDateText(new Date()),
    origin: window.location.origin,
    type,
    ...(event.username !== undefined ? { username: event.username } : {}),
    ...(properties.name !== undefined ? { name: properties.name } : {}),
    address: properties.address,
    asset: { _id: event.analysisId, geometry, archetype: properties.archetype },
  };
  await fetchJson('/api/log', messageReplySchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webClientHeaders() },
    body: JSON.stringify(body),
  });
}
