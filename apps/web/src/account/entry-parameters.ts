import { useCallback } from 'react';
import { parseAsStringLiteral, useQueryStates } from 'nuqs';
import { nonBlankText } from '../query-parameters/parsers.ts';

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

/** The entry parameters read once the page's router runs, each with its parser. */
const entryParameterParsers = {
  passwordResetToken: nonBlankText,
  verifyEmail: parseAsStringLiteral(['true'] as const),
  analysisId: nonBlankText,
  paymentId: nonBlankText,
  payerId: nonBlankText,
  printView: parseAsStringLiteral(['1'] as const),
};

/**
 * The entry parameters of the page's address, kept in step with it (Back and Forward included);
 * clearing one (null) drops it from the address without a new history entry.
 */
export function useEntryParameters() {
  return useQueryStates(entryParameterParsers, {
    urlKeys: entryParameterNames,
    history: 'replace',
  });
}

/** The analysis id of a shared link or a chosen saved analysis (`?analysisId=`), or undefined. */
export function useEntryAnalysisId(): string | undefined {
  const [{ analysisId }] = useEntryParameters();
  return analysisId ?? undefined;
}

/**
 * `?printView=1`: the page shows the analysis as one printable page, without the top bar and
 * footer; the second value closes it.
 */
export function useEntryPrintView(): [boolean, () => void] {
  const [{ printView }, setEntryParameters] = useEntryParameters();
  const close = useCallback(
    () => void setEntryParameters({ printView: null }),
    [setEntryParameters],
  );
  return [printView === '1', close];
}
