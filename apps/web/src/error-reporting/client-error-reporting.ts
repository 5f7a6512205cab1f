import {
  clientErrorReportLimits,
  type ClientErrorEvent,
  type clientErrorKinds,
} from '@hazardscope/contracts';
import { webClientHeaders } from '../api/web-client-headers.ts';

type ClientErrorKind = (typeof clientErrorKinds)[number];

/** Reports one page load sends at most: a page caught in a loop of errors says so five times. */
export const reportsPerPageLoad = 5;

/**
 * The text of an error with what could name a person taken out: the query string and fragment of
 * every address (a reset token, an API key, an analysis id ride there) and e-mail addresses (an
 * account's username is one).
 */
export function withoutPersonalData(text: string): string {
  return text
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/[^\s?#)'"]*|\/[^\s?#)'"]*)[?#][^\s)'"]*/gi, '$1')
    .replace(/[^\s@<>()'"]+@[^\s@<>()'"]+\.[a-z]{2,}/gi, '[email]');
}

const clipped = (text: string, characters: number) =>
  text.length > characters ? `${text.slice(0, characters - 1)}…` : text;

/** The message and stack of whatever was thrown or rejected with. */
function describeThrown(thrown: unknown): { message: string; stack?: string } {
  if (thrown instanceof Error) {
    return { message: `${thrown.name}: ${thrown.message}`, stack: thrown.stack };
  }
  try {
    return {
      message: typeof thrown === 'string' ? thrown : (JSON.stringify(thrown) ?? 'undefined'),
    };
  } catch {
    return { message: String(thrown) };
  }
}

/**
 * The report of one uncaught error, bounded and without personal data, or undefined for what is no
 * error of the app: the browser's 'Script error.' of another origin's script (it says nothing) and
 * the ResizeObserver notice browsers raise for a layout that settles over two frames.
 */
export function clientErrorReport(
  kind: ClientErrorKind,
  thrown: unknown,
  where: { page: string; message?: string; source?: string; line?: number; column?: number },
): ClientErrorEvent | undefined {
  const described =
    thrown === undefined || thrown === null
      ? { message: where.message ?? 'Unknown error' }
      : describeThrown(thrown);
  const { message } = described;
  if (/^Script error\.?$/.test(message) || message.startsWith('ResizeObserver loop')) return;
  const limits = clientErrorReportLimits;
  const source = where.source ? withoutPersonalData(where.source) : undefined;
  return {
    event: 'client-error',
    kind,
    message: clipped(withoutPersonalData(message), limits.messageCharacters),
    ...('stack' in described && described.stack
      ? { stack: clipped(withoutPersonalData(described.stack), limits.stackCharacters) }
      : {}),
    ...(source ? { source: clipped(source, limits.sourceCharacters) } : {}),
    ...(where.line !== undefined && where.line >= 0 ? { line: Math.floor(where.line) } : {}),
    ...(where.column !== undefined && where.column >= 0
      ? { column: Math.floor(where.column) }
      : {}),
    page: clipped(withoutPersonalData(where.page), limits.pageCharacters),
  };
}

/** Posts a report to the server's log; a report that cannot be sent is dropped, never thrown. */
export async function sendClientErrorReport(report: ClientErrorEvent): Promise<void> {
  try {
    await fetch('/api/log', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...webClientHeaders() },
      body: JSON.stringify(report),
      // Sent even when the error ends the page (a navigation away).
      keepalive: true,
    });
  } catch {
    // Reporting an error must not raise another one (an unhandled rejection, reported again).
  }
}

/**
 * Reports every error the page does not catch to the server's log: a thrown error ('Uncaught
 * error') and a rejected promise nobody handled ('Uncaught error (listener)'). Each distinct error
 * once, and five reports a page load at most; the server counts them per address as well. Returns
 * the function that removes the handlers.
 */
export function installClientErrorReporting(
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>,
  send: (report: ClientErrorEvent) => Promise<void> = sendClientErrorReport,
): () => void {
  const reported = new Set<string>();
  const report = (candidate: ClientErrorEvent | undefined) => {
    if (candidate === undefined || reported.size >= reportsPerPageLoad) return;
    const key = `${candidate.kind}\n${candidate.message}`;
    if (reported.has(key)) return;
    reported.add(key);
    void send(candidate);
  };
  const onError = (event: ErrorEvent) =>
    report(
      clientErrorReport('Uncaught error', event.error, {
        page: target.location.pathname,
        message: event.message,
        source: event.filename,
        line: event.lineno,
        column: event.colno,
      }),
    );
  const onRejection = (event: PromiseRejectionEvent) =>
    report(
      clientErrorReport('Uncaught error (listener)', event.reason, {
        page: target.location.pathname,
      }),
    );
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
