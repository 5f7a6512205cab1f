import { LoadingOverlay } from '@mantine/core';
import { analysisResultSchema } from '@hazardscope/contracts';
import { startTransition, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RenderErrorFallback } from '../layout/render-error-fallback.tsx';
import { runFromSaved } from '../results/analysis-run.ts';
import { LazyResultDialog } from '../results/lazy-result-dialog.tsx';
import { ErrorModal } from '../search/error-modal.tsx';
import { afterResultClosed } from '../search/form-values.ts';
import { ProcessingModal } from '../search/processing-modal.tsx';
import type { AnalysisJourney, UpdateFormValues } from './use-analysis-journey.ts';

/** The journey's dialogs: processing, the error of a failed run, and the result dialog. */
export function AnalysisJourneyDialogs({
  journey,
  update,
}: {
  journey: AnalysisJourney;
  update: UpdateFormValues;
}) {
  const { analysisRun, sharedEntry } = journey;
  const { state } = analysisRun;
  return (
    <>
      <ProcessingModal
        opened={state.status === 'processing'}
        sample={state.status === 'processing' ? state.sample : true}
        resultReady={state.status === 'processing' && state.run !== undefined}
        onViewResults={() => {
          // A transition: React renders the result dialog in slices of a few milliseconds, with
          // input handled in between, instead of one task of ~700 ms under a 4× CPU slowdown.
          startTransition(() => {
            analysisRun.view();
            update((current) => ({ ...current, showModal: true }));
          });
        }}
        onClose={analysisRun.close}
      />
      <ErrorModal
        opened={state.status === 'failed'}
        message={state.status === 'failed' ? state.message : ''}
        details={state.status === 'failed' ? state.details : undefined}
        onClose={analysisRun.close}
      />
      {state.status === 'viewing' && (
        <ErrorBoundary FallbackComponent={RenderErrorFallback} onReset={analysisRun.close}>
          <Suspense fallback={<LoadingOverlay visible zIndex={400} />}>
            <LazyResultDialog
              run={state.run}
              runs={analysisRun.runs}
              onSelect={analysisRun.select}
              onRerun={analysisRun.rerun}
              onSaved={(saved) => {
                analysisRun.markSaved(state.run.runId, {
                  id: saved._id,
                  groupId: saved.groupId,
                  title: saved.title,
                });
                sharedEntry.markShown(saved._id);
                update((current) => ({ ...current, analysisId: saved._id }));
              }}
              onPurchased={(saved) => {
                const analysis = analysisResultSchema.safeParse(saved);
                if (!analysis.success) {
                  analysisRun.fail(
                    'The purchased analysis could not be read.',
                    analysis.error.message,
                  );
                  return;
                }
                analysisRun.markPurchased(state.run.runId, runFromSaved(saved, analysis.data));
                update((current) => ({ ...current, analysisId: saved._id, thanks: true }));
              }}
              onClose={() => {
                analysisRun.close();
                update(afterResultClosed);
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
