import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { archetypeQueryOptions } from '../api/catalogue.ts';
import { ApiError } from '../api/fetch-json.ts';
import { reverseGeocode } from '../api/reverse-geocode.ts';
import { checkSite } from '../api/site-check.ts';
import { preloadResultDialog } from '../results/lazy-result-dialog.tsx';
import { useAnalysisRun } from '../results/use-analysis-run.ts';
import { useSharedAnalysisEntry } from '../results/use-shared-analysis-entry.ts';
import type { FormValues } from '../search/form-values.ts';
import type { FormValuesUpdateOptions } from '../search/use-form-values.ts';

/** Changes the search form's values (see useFormValues). */
export type UpdateFormValues = (
  change: (values: FormValues) => FormValues,
  options?: FormValuesUpdateOptions,
) => void;

/**
 * The analysis journey of the main screen: GO (after the site check), a place picked on the globe,
 * the run with its processing modal and result dialog, and the entry links that open a saved or
 * purchased analysis. The form's values stay the search form's; the journey writes back what the
 * address must carry (the analysis shown, the purchase thanks).
 */
export function useAnalysisJourney(values: FormValues, update: UpdateFormValues) {
  const analysisRun = useAnalysisRun();
  const onPurchaseReturned = useCallback(
    (analysisId: string) => update((current) => ({ ...current, analysisId, thanks: true })),
    [update],
  );
  const sharedEntry = useSharedAnalysisEntry(analysisRun, onPurchaseReturned);
  // A point clearly at sea is refused by the server when it is picked and again before the
  // processing modal opens, with its message shown beside the search; anything else (a failed
  // check included) goes ahead, and the analysis itself reports any problem.
  const [siteProblem, setSiteProblem] = useState<string | null>(null);
  const refusedAtSea = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      setSiteProblem(error.message);
      return true;
    }
    return false;
  };

  const startAnalysis = () => {
    const submitted = analysisRun.start(values);
    update(() => submitted);
  };

  const queryClient = useQueryClient();
  const go = () => {
    preloadResultDialog();
    // The result dialog reads the archetype's fields: fetched now, it is in the cache when the dialog
    // mounts, which then renders once, not again when the answer arrives.
    if (values.archetype !== undefined)
      void queryClient.prefetchQuery(archetypeQueryOptions(values.archetype));
    setSiteProblem(null);
    if (values.latitude === undefined || values.longitude === undefined) {
      startAnalysis();
      return;
    }
    checkSite(values.latitude, values.longitude).then(startAnalysis, (error: unknown) => {
      if (!refusedAtSea(error)) startAnalysis();
    });
  };

  const pickLocation = (picked: { latitude: number; longitude: number }) => {
    update((current) => ({ ...current, ...picked, address: undefined }));
    // A pick at sea is refused at once, not only when GO is pressed.
    setSiteProblem(null);
    checkSite(picked.latitude, picked.longitude).then(() => undefined, refusedAtSea);
    void reverseGeocode(picked.latitude, picked.longitude).then((address) =>
      update((current) =>
        current.latitude === picked.latitude && current.longitude === picked.longitude
          ? { ...current, address }
          : current,
      ),
    );
  };

  return {
    analysisRun,
    sharedEntry,
    busy: analysisRun.state.status === 'processing',
    siteProblem,
    dismissSiteProblem: () => setSiteProblem(null),
    go,
    pickLocation,
  };
}

export type AnalysisJourney = ReturnType<typeof useAnalysisJourney>;
