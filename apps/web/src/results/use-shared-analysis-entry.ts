import { useEffect, useMemo, useRef } from 'react';
import { analysisResultSchema } from '@hazardscope/contracts';
import { useEntryParameters } from '../account/entry-parameters.ts';
import { finalisePurchase } from '../purchase/payment-api.ts';
import { useFetchSharedAnalysis } from '../account/use-fetch-shared-analysis.ts';
import { runFromSaved, type AnalysisRun } from './analysis-run.ts';
import { preloadResultDialog } from './lazy-result-dialog.tsx';

/**
 * `?analysisId=…` (a shared link, or a choice in My Analyses) opens that saved analysis once; the
 * server adds another user's shared analysis to the viewer's list. With `paymentId` (a return from
 * payment) the purchase is finalised first.
 */
export function useSharedAnalysisEntry(
  analysisRun: {
    open(run: AnalysisRun): void;
    fail(message: string, details?: string): void;
  },
  /** Called once the purchase of a payment return is finalised and its analysis opened. */
  onPurchaseReturned: (analysisId: string) => void,
): { markShown(analysisId: string): void } {
  const [entryParameters, setEntryParameters] = useEntryParameters();
  const analysisId = entryParameters.analysisId ?? undefined;
  const paymentId = entryParameters.paymentId ?? undefined;
  const payerId = entryParameters.payerId ?? undefined;
  const fetchShared = useFetchSharedAnalysis();
  const opened = useRef<string | undefined>(undefined);
  const { open, fail } = analysisRun;

  useEffect(() => {
    if (analysisId === undefined || opened.current === analysisId) return;
    opened.current = analysisId;
    // The dialog's code loads while the saved analysis is fetched.
    preloadResultDialog();
    // A return from payment finalises the purchase begun elsewhere, then shows it (real results).
    const finalised =
      paymentId === undefined
        ? Promise.resolve()
        : finalisePurchase({
            analysisId,
            paymentId,
            ...(payerId !== undefined ? { PayerID: payerId } : {}),
          }).then(() => setEntryParameters({ paymentId: null, payerId: null }));
    finalised
      .then(() => fetchShared(analysisId))
      .then((saved) => {
        const analysis = analysisResultSchema.safeParse(saved);
        if (!analysis.success) {
          fail(
            'This saved analysis was made by an older version and cannot be shown. Please run it again.',
            analysis.error.message,
          );
          return;
        }
        const run = runFromSaved(saved, analysis.data);
        if (paymentId === undefined) {
          open(run);
          return;
        }
        // Back from payment: the purchase-complete state, as after paying in the dialog.
        open({ ...run, purchaseCompleted: true });
        onPurchaseReturned(analysisId);
      })
      .catch((error: unknown) => {
        console.error('Error retrieving analysis', error);
        fail(
          `Error retrieving analysis: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
  }, [
    analysisId,
    paymentId,
    payerId,
    fetchShared,
    open,
    fail,
    onPurchaseReturned,
    setEntryParameters,
  ]);

  // An analysis saved from the dialog is already on screen: its id in the URL must not reload it.
  return useMemo(() => ({ markShown: (id: string) => void (opened.current = id) }), []);
}
