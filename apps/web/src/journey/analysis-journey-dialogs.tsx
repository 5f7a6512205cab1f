import type { SavedAnalysis } from '@hazardscope/contracts';
import { startTransition, useCallback, useEffect, useRef } from 'react';
import { PaymentReturnDialogs } from '../purchase/payment-return-dialogs.tsx';
import { ResultDialogSlot } from '../results/result-dialog-slot.tsx';
import { ErrorModal } from '../search/error-modal.tsx';
import { afterResultClosed } from '../search/form-values.ts';
import { ProcessingModal } from '../search/processing-modal.tsx';
import type { AnalysisJourney, UpdateFormValues } from './use-analysis-journey.ts';

/**
 * The journey's dialogs: processing, the payment return's login, loading and notices, the error of
 * a failed run, and the result dialog.
 */
export function AnalysisJourneyDialogs({
  journey,
  update,
}: {
  journey: AnalysisJourney;
  update: UpdateFormValues;
}) {
  const { analysisRun, sharedEntry } = journey;
  const { state } = analysisRun;
  const viewingRunId = state.status === 'viewing' ? state.run.runId : undefined;
  // 'View results' records the open dialog in the page's address once the dialog is on screen, in a
  // task of its own, not in the transition that renders it: the address is an external store to
  // React (nuqs), and changing one during a transition turns the whole render synchronous — the
  // dialog in one long task again. The change renders the whole page again (every part that reads
  // the form's values), in a transition of its own, written at once (a debounced change renders
  // synchronously, see useFormValues): in slices with input handled in between, not in one task
  // (~150 ms under Lighthouse's 4× CPU slowdown).
  const showModalPending = useRef(false);
  useEffect(() => {
    if (viewingRunId === undefined || !showModalPending.current) return;
    const timeout = setTimeout(() => {
      showModalPending.current = false;
      startTransition(() =>
        update((current) => ({ ...current, showModal: true }), { immediate: true }),
      );
    });
    return () => clearTimeout(timeout);
  }, [viewingRunId, update]);
  // Stable callbacks, so that such an update of the address does not render the dialog again.
  const { markSaved, markPurchased, fail, close } = analysisRun;
  const { markShown } = sharedEntry;
  const onSaved = useCallback(
    (saved: SavedAnalysis) => {
      if (viewingRunId === undefined) return;
      markSaved(viewingRunId, { id: saved._id, groupId: saved.groupId, title: saved.title });
      markShown(saved._id);
      update((current) => ({ ...current, analysisId: saved._id }));
    },
    [viewingRunId, markSaved, markShown, update],
  );
  const onPurchased = useCallback(
    (saved: SavedAnalysis) => {
      if (viewingRunId === undefined) return;
      void import('../analysis/saved-analysis-run.ts').then(({ readSavedAnalysisRun }) => {
        const reading = readSavedAnalysisRun(saved);
        if ('unreadable' in reading) {
          fail('The purchased analysis could not be read.', reading.unreadable);
          return;
        }
        markPurchased(viewingRunId, reading.run);
        update((current) => ({ ...current, analysisId: saved._id, thanks: true }));
      });
    },
    [viewingRunId, markPurchased, fail, update],
  );
  // A member of the shown analysis's saved group opens as a link to it would.
  const onOpenSaved = useCallback(
    (analysisId: string) => update((current) => ({ ...current, analysisId })),
    [update],
  );
  const onClose = useCallback(() => {
    close();
    update(afterResultClosed);
  }, [close, update]);
  return (
    <>
      <ProcessingModal
        opened={state.status === 'processing'}
        sample={state.status === 'processing' ? state.sample : true}
        resultReady={state.status === 'processing' && state.run !== undefined}
        onViewResults={() => {
          // A transition: React renders the result dialog in slices of a few milliseconds, with
          // input handled in between, instead of one task of ~700 ms under a 4× CPU slowdown.
          showModalPending.current = true;
          startTransition(() => analysisRun.view());
        }}
        onClose={analysisRun.close}
      />
      <PaymentReturnDialogs
        state={sharedEntry.paymentReturn}
        onLoginDismissed={sharedEntry.dismissLogin}
        onNoticeClosed={sharedEntry.closeNotice}
      />
      <ErrorModal
        opened={state.status === 'failed'}
        message={state.status === 'failed' ? state.message : ''}
        details={state.status === 'failed' ? state.details : undefined}
        onClose={analysisRun.close}
      />
      {state.status === 'viewing' && (
        <ResultDialogSlot
          run={state.run}
          analysisRun={analysisRun}
          onOpenSaved={onOpenSaved}
          onSaved={onSaved}
          onPurchased={onPurchased}
          onClose={onClose}
          onErrorReset={analysisRun.close}
        />
      )}
    </>
  );
}
