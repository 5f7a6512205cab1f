import { useSearchParams } from 'react-router';

/** Entry URL query parameters. */
export const entryParameterNames = {
  passwordResetToken: 'pwResetToken',
  apiKey: 'crapikey',
  verifyEmail: 'verifyEmail',
  analysisId: 'analysisId',
  /** A return from payment (with analysisId and PayerID): the purchase is finalised first. */
  paymentId: 'paymentId',
  payerId: 'PayerID',
  /** `printView=1` with analysisId: the saved analysis as one printable page. */
  printView: 'printView',
} as const;

/** Reads one entry parameter of the page's address (before the router exists, e.g. at start-up). */
export function readEntryParameter(
  name: (typeof entryParameterNames)[keyof typeof entryParameterNames],
  search = window.location.search,
): string | undefined {
  return new URLSearchParams(search).get(name) || undefined;
}

/** Drops a parameter from the address without a new history entry (keys and tokens must not linger). */
export function removeEntryParameterFromAddress(name: string): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.toString());
}

/** The analysis id of a shared link or a chosen saved analysis (`?analysisId=`), or undefined. */
export function useEntryAnalysisId(): string | undefined {
  const [searchParams] = useSearchParams();
  return searchParams.get(entryParameterNames.analysisId) || undefined;
}

/** `?printView=1`: the page shows the analysis as one printable page, without the top bar and footer. */
export function useEntryPrintView(): boolean {
  const [searchParams] = useSearchParams();
  return searchParams.get(entryParameterNames.printView) === '1';
}
