import { LoadingOverlay } from '@mantine/core';
import { ErrorBoundary } from 'react-error-boundary';
import { Suspense } from 'react';
import { RenderErrorFallback } from '../layout/render-error-fallback.tsx';
import type { AnalysisRun } from '../analysis/analysis-run.ts';
import { LazyResultDialog } from './lazy-result-dialog.tsx';
import type { ResultDialogProps } from './result-dialog.tsx';
import type { useAnalysisRun } from './use-analysis-run.ts';

/**
 * The result dialog of `run` where a page shows it, over that page's runs (`analysisRun`: the
 * switcher, re-runs and renames): at once when preloaded, otherwise a loading overlay while its
 * chunk loads. A render error shows the fallback, whose reset calls `onErrorReset`.
 */
export function ResultDialogSlot(
  props: Pick<ResultDialogProps, 'onOpenSaved' | 'onSaved' | 'onPurchased' | 'onClose'> & {
    run: AnalysisRun;
    analysisRun: Pick<ReturnType<typeof useAnalysisRun>, 'runs' | 'select' | 'rename' | 'rerun'>;
    onErrorReset(): void;
  },
) {
  const { analysisRun } = props;
  return (
    <ErrorBoundary FallbackComponent={RenderErrorFallback} onReset={props.onErrorReset}>
      <Suspense fallback={<LoadingOverlay visible zIndex={400} />}>
        <LazyResultDialog
          run={props.run}
          runs={analysisRun.runs}
          onSelect={analysisRun.select}
          onOpenSaved={props.onOpenSaved}
          onRenamed={analysisRun.rename}
          onRerun={analysisRun.rerun}
          onSaved={props.onSaved}
          onPurchased={props.onPurchased}
          onClose={props.onClose}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
