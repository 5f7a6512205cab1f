import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { defaultArchetypeAcronym, type RiskRequestInput } from '@hazardscope/contracts';
import { requestDelayMs } from '../search/progress.ts';
import type { Customisation } from '../customisation/customisation-values.ts';
import { excludedHazardsOf } from '../hazards/excluded-hazards.ts';
import { withAssetDefaults, type FormValues } from '../search/form-values.ts';
import {
  analysisKey,
  groupMembersOf,
  groupRootOf,
  type AnalysisRun,
} from '../analysis/analysis-run.ts';
import { warmUpResultDialog } from './lazy-result-dialog.tsx';

export type RunState =
  | { status: 'idle' }
  | { status: 'processing'; sample: boolean; run?: AnalysisRun }
  | { status: 'viewing'; run: AnalysisRun }
  | { status: 'failed'; message: string; details?: string };

/**
 * The search journey: GO opens the processing modal and the request starts
 * 1 s later (a TanStack Query mutation); success waits in the modal for the user to view it;
 * failure closes the modal and shows the error. A finished analysis for the same asset and place
 * is reused.
 */
export function useAnalysisRun() {
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const [runs, setRuns] = useState<AnalysisRun[]>([]);
  const runsRef = useRef(runs);
  runsRef.current = runs;
  // The request of the latest GO. Its callbacks fire for the latest request only, and not after
  // forgetRiskRequest (closing the modal, or a new GO): a late answer cannot reopen a closed journey.
  const { mutate: sendRiskRequest, reset: forgetRiskRequest } = useMutation({
    // The run call's module is imported at the first GO, not at start-up: the schemas of its
    // reply, the whole analysis, are then not built while the first page is drawn.
    mutationFn: async (request: RiskRequestInput) => {
      const { requestRisk } = await import('../api/risk.ts');
      return requestRisk(request);
    },
  });
  const delayedRequest = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelRequest = useCallback(() => {
    clearTimeout(delayedRequest.current);
    forgetRiskRequest();
  }, [forgetRiskRequest]);

  const start = useCallback(
    (formValues: FormValues) => {
      const values = withAssetDefaults(formValues);
      const key = analysisKey(values);
      const existing = runsRef.current.find((run) => run.key === key);
      cancelRequest();
      if (existing) {
        setState({ status: 'processing', sample: !existing.realResults, run: existing });
        return values;
      }
      setState({ status: 'processing', sample: true });
      const request = {
        archetype: { acronym: values.archetype ?? defaultArchetypeAcronym },
        asset: {
          latitude: values.latitude ?? 0,
          longitude: values.longitude ?? 0,
          address: values.address,
        },
        settings: { assetLifeEnd: values.assetLifeEnd },
        scenario: { climateScenario: values.climateScenario },
      };
      // The run call's module loads while the request waits; a failure to load it is the
      // request's to report, as it imports the module itself.
      import('../api/risk.ts').catch(() => undefined);
      delayedRequest.current = setTimeout(
        () =>
          sendRiskRequest(request, {
            onSuccess: ({ response }) => {
              const run: AnalysisRun = {
                runId: response._id,
                analysis: response.analysis,
                realResults: response.realResults,
                warnings: response.warnings,
                key,
              };
              setRuns((current) => [run, ...current.filter((other) => other.key !== key)]);
              setState({ status: 'processing', sample: !run.realResults, run });
              warmUpResultDialog(run.analysis);
            },
            onError: (error) => {
              console.error('Analysis failed', error);
              setState({ status: 'failed', message: error.message, details: error.stack });
            },
          }),
        requestDelayMs,
      );
      return values;
    },
    [cancelRequest, sendRiskRequest],
  );

  const view = useCallback(() => {
    setState((current) =>
      current.status === 'processing' && current.run
        ? { status: 'viewing', run: current.run }
        : current,
    );
  }, []);

  /**
   * Re-runs `base` with the Settings tab's changes: the new
   * run joins the group of `base` as its next revision and replaces it on screen. Rejects with
   * the server's error, leaving the dialog on `base`.
   */
  const rerun = useCallback(
    async (base: AnalysisRun, customisation: Customisation, revisionNumber: number) => {
      const { analysis } = base;
      const [longitude, latitude] = analysis.geometry.coordinates;
      // The saved analysis whose group the re-run joins; the server counts the group's revisions.
      const savedMember =
        base.saved ?? groupMembersOf(base, runsRef.current).find((member) => member.saved)?.saved;
      const assetLifeEnd = customisation.fields.assetLifeEnd;
      const { requestRisk } = await import('../api/risk.ts');
      const { response } = await requestRisk({
        archetype: { acronym: analysis.inputs.archetype.acronym },
        asset: {
          latitude,
          longitude,
          address: analysis.properties.address,
          fields: customisation.fields,
          elements: customisation.elements,
        },
        // The asset life end is a design field of the form and a setting of the request; left
        // out of the changes it is the default, which the request's default (2100) also is.
        settings: typeof assetLifeEnd === 'number' ? { assetLifeEnd } : {},
        // The scenario and optional hazards chosen in the Settings tab, else those the shown
        // analysis ran with: a re-run never quietly brings back a hazard left out.
        scenario: {
          climateScenario:
            customisation.climateScenario ?? analysis.inputs.scenario.climateScenario,
          excludedHazards: customisation.excludedHazards ?? excludedHazardsOf(analysis),
        },
        // A portfolio asset's re-run revises the asset's run, saved or not (its portfolio was
        // paid for, not a saved group).
        ...(base.portfolioAssetRunId !== undefined
          ? { revisionOfRun: base.portfolioAssetRunId }
          : savedMember
            ? { revisionOf: savedMember.id }
            : {}),
      });
      const run: AnalysisRun = {
        runId: response._id,
        analysis: response.analysis,
        realResults: response.realResults,
        warnings: response.warnings,
        key: `revision|${response._id}`,
        customisation,
        revision: { rootRunId: groupRootOf(base), number: revisionNumber },
        ...(base.portfolioAssetRunId !== undefined && {
          portfolioAssetRunId: base.portfolioAssetRunId,
        }),
      };
      setRuns((current) => [run, ...current]);
      // Closed meanwhile: the revision waits in the switcher instead of reopening the dialog.
      setState((current) => (current.status === 'viewing' ? { status: 'viewing', run } : current));
      return run;
    },
    [],
  );

  const select = useCallback((run: AnalysisRun) => setState({ status: 'viewing', run }), []);

  /** Shows a run that did not come from GO (a saved or shared analysis) and remembers it. */
  const open = useCallback((run: AnalysisRun) => {
    setRuns((current) => [run, ...current.filter((other) => other.key !== run.key)]);
    setState({ status: 'viewing', run });
  }, []);

  /** Records that a run was saved, so Save reads 'Saved' and the share link works. */
  const markSaved = useCallback((runId: string, saved: NonNullable<AnalysisRun['saved']>) => {
    const update = (run: AnalysisRun) => (run.runId === runId ? { ...run, saved } : run);
    setRuns((current) => current.map(update));
    setState((current) =>
      current.status === 'viewing' ? { status: 'viewing', run: update(current.run) } : current,
    );
  }, []);

  /** A saved run was given a new title: the switcher and the Save dialog read it. */
  const rename = useCallback((runId: string, title: string) => {
    const update = (run: AnalysisRun) =>
      run.runId === runId && run.saved ? { ...run, saved: { ...run.saved, title } } : run;
    setRuns((current) => current.map(update));
    setState((current) =>
      current.status === 'viewing' ? { status: 'viewing', run: update(current.run) } : current,
    );
  }, []);

  /**
   * The run was bought: it shows the analysis as the server now answers it (real results), keeps
   * its place in the switcher, and is saved.
   */
  const markPurchased = useCallback((runId: string, purchased: AnalysisRun) => {
    const update = (run: AnalysisRun) =>
      run.runId === runId ? { ...run, ...purchased, key: run.key, revision: run.revision } : run;
    setRuns((current) => current.map(update));
    setState((current) =>
      current.status === 'viewing' ? { status: 'viewing', run: update(current.run) } : current,
    );
  }, []);

  const fail = useCallback((message: string, details?: string) => {
    setState({ status: 'failed', message, details });
  }, []);

  /** Closing the processing modal clears the analysis; closing the results returns to the form. */
  const close = useCallback(() => {
    cancelRequest();
    setState({ status: 'idle' });
  }, [cancelRequest]);

  return {
    state,
    runs,
    start,
    view,
    rerun,
    select,
    open,
    markSaved,
    rename,
    markPurchased,
    fail,
    close,
  };
}
