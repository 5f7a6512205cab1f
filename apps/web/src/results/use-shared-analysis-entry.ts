import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAccount } from '../account/account-context.tsx';
import { useEntryParameters } from '../account/entry-parameters.ts';
import type { PaymentReturnState } from '../purchase/payment-return-dialogs.tsx';
import { finishPaymentReturn } from '../purchase/payment-return.ts';
import { useFetchSharedAnalysis } from '../account/use-fetch-shared-analysis.ts';
import type { AnalysisRun } from '../analysis/analysis-run.ts';
import { preloadResultDialog } from './lazy-result-dialog.tsx';

const olderVersionMessage =
  'This saved analysis was made by an older version and cannot be shown. Please run it again.';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A return from payment still to be finalised: the payment-return URL's parameters. */
interface PaymentEntry {
  analysisId: string;
  paymentId: string;
  payerId: string | undefined;
}

/**
 * `?analysisId=…` (a shared link, or a choice in My Analyses) opens that saved analysis once; the
 * server adds another user's shared analysis to the viewer's list.
 *
 * With `paymentId` (a return from payment) the purchase is finalised once the account is there: a
 * visitor is asked to log in first. Closing that prompt shows the analysis as a shared link would,
 * saying that logging in completes the purchase, and a later login does. While it is finalised a
 * loading state shows; then the analysis opens in the purchase-complete state, or with a notice
 * when the provider has not confirmed the payment yet or the payment failed. `paymentId` without
 * `analysisId` cannot be finalised: the reader is told so and the parameter leaves the address.
 */
export function useSharedAnalysisEntry(
  analysisRun: {
    open(run: AnalysisRun): void;
    fail(message: string, details?: string): void;
  },
  /** Called once the purchase of a payment return is finalised and its analysis opened. */
  onPurchaseReturned: (analysisId: string) => void,
): {
  markShown(analysisId: string): void;
  paymentReturn: PaymentReturnState;
  dismissLogin(): void;
  closeNotice(): void;
} {
  const [entryParameters, setEntryParameters] = useEntryParameters();
  const analysisId = entryParameters.analysisId ?? undefined;
  const paymentId = entryParameters.paymentId ?? undefined;
  const payerId = entryParameters.payerId ?? undefined;
  const { account, refresh } = useAccount();
  const fetchShared = useFetchSharedAnalysis();
  const { open, fail } = analysisRun;
  // The entry last acted on: an analysis id once it is shown, or the analysis and payment ids
  // while that payment return is finalised.
  const handled = useRef<string | undefined>(undefined);
  const [paymentReturn, setPaymentReturn] = useState<PaymentReturnState>({ status: 'none' });
  // The payment return waiting to be finalised; it outlives its parameters in the address when
  // the reader closes the login prompt, so that a later login still completes the purchase.
  const [pendingPayment, setPendingPayment] = useState<PaymentEntry | undefined>();
  const [loginDismissed, setLoginDismissed] = useState(false);
  const dropPaymentParameters = useCallback(
    () => void setEntryParameters({ paymentId: null, payerId: null }),
    [setEntryParameters],
  );

  /** The saved analysis as a run, or undefined when it cannot be shown (the reader is told). */
  const fetchRun = useCallback(
    async (id: string): Promise<AnalysisRun | undefined> => {
      const [saved, { readSavedAnalysisRun }] = await Promise.all([
        fetchShared(id),
        import('../analysis/saved-analysis-run.ts'),
      ]);
      const reading = readSavedAnalysisRun(saved);
      if ('unreadable' in reading) {
        fail(olderVersionMessage, reading.unreadable);
        return undefined;
      }
      return reading.run;
    },
    [fetchShared, fail],
  );

  const failRetrieving = useCallback(
    (error: unknown) => {
      console.error('Error retrieving analysis', error);
      fail(`Error retrieving analysis: ${messageOf(error)}`);
    },
    [fail],
  );

  /**
   * Finalises a payment return, then shows its analysis: in the purchase-complete state, or with
   * what became of the payment. A lapsed session asks for a login first.
   */
  const finalise = useCallback(
    async (entry: PaymentEntry) => {
      setPaymentReturn({ status: 'finalising' });
      const outcome = await finishPaymentReturn({
        analysisId: entry.analysisId,
        paymentId: entry.paymentId,
        ...(entry.payerId !== undefined ? { PayerID: entry.payerId } : {}),
      });
      if (outcome.kind === 'login-needed') {
        // The session lapsed since the page loaded: the screens forget the account, which asks
        // for a login, after which the purchase is finalised.
        handled.current = undefined;
        await refresh();
        return;
      }
      // Done with this payment return: the analysis shown must not open again as a shared link,
      // and the parameters leave the address.
      handled.current = entry.analysisId;
      setPendingPayment(undefined);
      dropPaymentParameters();
      let run: AnalysisRun | undefined;
      try {
        run = await fetchRun(entry.analysisId);
      } catch (error) {
        // What became of the payment is told even when its analysis cannot be shown.
        console.error('Error retrieving analysis', error);
        setPaymentReturn({
          status: 'notice',
          notice: outcome.kind === 'purchased' ? { kind: 'purchased-not-shown' } : outcome,
        });
        return;
      }
      setPaymentReturn({ status: 'none' });
      if (run === undefined) return;
      if (outcome.kind === 'purchased') {
        // Back from payment: the purchase-complete state, as after paying in the dialog.
        open({ ...run, purchaseCompleted: true });
        onPurchaseReturned(entry.analysisId);
        return;
      }
      open({ ...run, paymentNotice: outcome });
    },
    [refresh, dropPaymentParameters, fetchRun, open, onPurchaseReturned],
  );

  // The address's payment return becomes the one waiting to be finalised.
  useEffect(() => {
    if (paymentId === undefined) return;
    if (analysisId === undefined) {
      dropPaymentParameters();
      setPaymentReturn({ status: 'notice', notice: { kind: 'incomplete-link' } });
      return;
    }
    setPendingPayment((current) =>
      current?.analysisId === analysisId &&
      current.paymentId === paymentId &&
      current.payerId === payerId
        ? current
        : { analysisId, paymentId, payerId },
    );
  }, [analysisId, paymentId, payerId, dropPaymentParameters]);

  // It is finalised once the account is there; until then the login is asked for.
  useEffect(() => {
    if (pendingPayment === undefined) return;
    if (account === undefined) {
      if (!loginDismissed) setPaymentReturn({ status: 'login-needed' });
      return;
    }
    const key = `${pendingPayment.analysisId} ${pendingPayment.paymentId}`;
    if (handled.current === key) return;
    handled.current = key;
    preloadResultDialog();
    finalise(pendingPayment).catch((error: unknown) => {
      setPaymentReturn({ status: 'none' });
      failRetrieving(error);
    });
  }, [pendingPayment, account, loginDismissed, finalise, failRetrieving]);

  // A shared link, a chosen saved analysis, or a payment return whose login prompt was closed.
  useEffect(() => {
    if (analysisId === undefined || paymentId !== undefined) return;
    if (pendingPayment !== undefined && !loginDismissed) return;
    if (handled.current === analysisId) return;
    handled.current = analysisId;
    // The dialog's code loads while the saved analysis is fetched.
    preloadResultDialog();
    const waitingForLogin = pendingPayment?.analysisId === analysisId;
    fetchRun(analysisId)
      .then((run) => {
        if (run === undefined) return;
        open(waitingForLogin ? { ...run, paymentNotice: { kind: 'login-to-complete' } } : run);
      })
      .catch(failRetrieving);
  }, [analysisId, paymentId, pendingPayment, loginDismissed, fetchRun, failRetrieving, open]);

  const dismissLogin = useCallback(() => {
    setLoginDismissed(true);
    setPaymentReturn({ status: 'none' });
    // Kept in the address, a closed analysis would leave a payment id without its analysis.
    dropPaymentParameters();
  }, [dropPaymentParameters]);
  const closeNotice = useCallback(() => setPaymentReturn({ status: 'none' }), []);
  // An analysis saved from the dialog is already on screen: its id in the URL must not reload it.
  const markShown = useCallback((id: string) => void (handled.current = id), []);
  return useMemo(
    () => ({ markShown, paymentReturn, dismissLogin, closeNotice }),
    [markShown, paymentReturn, dismissLogin, closeNotice],
  );
}
