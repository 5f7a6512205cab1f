import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdaptationCompareReply, NetPresentValueSettingsInput } from '@hazardscope/contracts';
import type {
  CustomisableArchetype,
  CustomisationValues,
} from '../customisation/customisation-values.ts';
import { rerunErrorText } from '../customisation/rerun-error-text.ts';
import { useSubmission } from '../hooks/use-submission.ts';
import { recordPageView } from '../analytics/page-views.ts';
import {
  compareAdaptationPathways,
  deleteSavedAdaptation,
  runAdaptationPathway,
  saveAdaptationOption,
} from './adaptation-api.ts';
import {
  defaultNetPresentValueDraft,
  newOption,
  nextOptionNumber,
  nextPathwayNumber,
  optionChanges,
  optionRunRequest,
  optionNeedsRun,
  optionProblems,
  optionSignature,
  parseNetPresentValueDraft,
  resetOpenOptions,
  type NetPresentValueDraft,
  type OptionDraft,
  type PathwayDraft,
} from './adaptation-plan.ts';

/** The default handlers' message when an adaptation is not saved on the server. */
const adaptationNotSavedMessage = 'Adaptation not saved, so skipping deletion.';

export interface AdaptationEditorInputs {
  analysisId: string;
  /** The analysis's title, which the saved options' titles start with. */
  title: string;
  archetype: CustomisableArchetype;
  /** The values the analysis being adapted ran with. */
  current: CustomisationValues;
  /** The pathways restored from the saved adaptation options (none: one new pathway). */
  initialPathways: PathwayDraft[];
}

const slot = (value: number) => value as 1 | 2 | 3;

/**
 * The adaptation editor's state and what its controls do: the pathways and their options as
 * drafts, which cards are open, the NPV settings, the server's comparison, and the runs, saves
 * and deletions on the server. The baseline (and any restored pathways) is priced as soon as the
 * editor opens.
 */
export function useAdaptationEditor(inputs: AdaptationEditorInputs) {
  const { archetype, current, analysisId } = inputs;
  const [pathways, setPathways] = useState<PathwayDraft[]>(() =>
    inputs.initialPathways.length > 0
      ? inputs.initialPathways
      : [{ pathwayNumber: 1, options: [newOption(1, current)] }],
  );
  const [openPathways, setOpenPathways] = useState<string[]>(['pathway-1']);
  const [openOptions, setOpenOptions] = useState<Record<number, string[]>>({ 1: ['option-1'] });
  const [npvDraft, setNpvDraft] = useState<NetPresentValueDraft>(defaultNetPresentValueDraft);
  const [settings, setSettings] = useState<NetPresentValueSettingsInput>(() => {
    const parsed = parseNetPresentValueDraft(defaultNetPresentValueDraft);
    if ('error' in parsed) throw new Error(parsed.error);
    return parsed.settings;
  });
  const [comparison, setComparison] = useState<AdaptationCompareReply>();
  const [busy, setBusy] = useState<'running' | 'saving' | 'pricing'>();
  const { error: failure, setError: setFailure, run } = useSubmission(rerunErrorText);
  const [savedMessage, setSavedMessage] = useState<string>();

  const problems = optionProblems(archetype, pathways);
  const npvParsed = parseNetPresentValueDraft(npvDraft);
  const valid = problems.length === 0 && !('error' in npvParsed);
  const unsavedRuns = pathways.some((pathway) =>
    pathway.options.some(
      (option) =>
        option.run !== undefined &&
        option.savedId === undefined &&
        !optionNeedsRun(archetype, option, current),
    ),
  );

  /** Prices the pathways whose every option has a run of its present settings. */
  const price = useCallback(
    async (drafts: readonly PathwayDraft[], npvSettings: NetPresentValueSettingsInput) => {
      const runnable = drafts.filter(
        (pathway) =>
          pathway.options.length > 0 &&
          pathway.options.every((option) => !optionNeedsRun(archetype, option, current)),
      );
      const reply = await compareAdaptationPathways({
        analysisId,
        settings: npvSettings,
        pathways: runnable.map((pathway) => ({
          pathwayNumber: pathway.pathwayNumber,
          options: pathway.options.map((option) => ({
            optionNumber: option.optionNumber,
            adaptationYear: option.adaptationYear,
            capex: Number(option.capex),
            runId: option.run?.runId ?? '',
          })),
        })),
      });
      setComparison(reply);
    },
    [analysisId, archetype, current],
  );

  const attempt = (kind: 'running' | 'saving' | 'pricing', work: () => Promise<void>) =>
    run(async () => {
      setBusy(kind);
      setSavedMessage(undefined);
      try {
        await work();
      } finally {
        setBusy(undefined);
      }
    });

  const firstPricing = useRef(false);
  useEffect(() => {
    if (firstPricing.current) return;
    firstPricing.current = true;
    void attempt('pricing', () => price(pathways, settings));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the state it opened with
  }, []);

  const changeOption = useCallback(
    (pathwayNumber: number, optionNumber: number, change: Partial<OptionDraft>) =>
      setPathways((all) =>
        all.map((pathway) =>
          pathway.pathwayNumber !== pathwayNumber
            ? pathway
            : {
                ...pathway,
                options: pathway.options.map((option) =>
                  option.optionNumber === optionNumber ? { ...option, ...change } : option,
                ),
              },
        ),
      ),
    [],
  );

  const forgetOnServer = async (pathwayNumber: number, options: readonly OptionDraft[]) => {
    for (const option of options) {
      if (option.savedId === undefined) {
        console.info(adaptationNotSavedMessage);
        continue;
      }
      try {
        await deleteSavedAdaptation({
          pathwayNumber,
          optionNumber: option.optionNumber,
          currentID: analysisId,
        });
      } catch (error) {
        // A delete-adaptation failure is logged only.
        console.error('Delete adaptation failed', error);
      }
    }
  };

  const afterRemoval = (next: PathwayDraft[]) => {
    setPathways(next);
    if (comparison !== undefined) void attempt('pricing', () => price(next, settings));
  };

  const deleteOption = useCallback(
    (pathwayNumber: number, optionNumber: number) => {
      const pathway = pathways.find((entry) => entry.pathwayNumber === pathwayNumber);
      const option = pathway?.options.find((entry) => entry.optionNumber === optionNumber);
      if (pathway === undefined || option === undefined) return;
      void forgetOnServer(pathwayNumber, [option]);
      afterRemoval(
        pathways.map((entry) =>
          entry.pathwayNumber === pathwayNumber
            ? { ...entry, options: entry.options.filter((other) => other !== option) }
            : entry,
        ),
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest state each render
    [pathways, comparison, settings],
  );

  const deletePathway = (pathwayNumber: number) => {
    const pathway = pathways.find((entry) => entry.pathwayNumber === pathwayNumber);
    if (pathway === undefined) return;
    void forgetOnServer(pathwayNumber, pathway.options);
    afterRemoval(pathways.filter((entry) => entry !== pathway));
  };

  const addPathway = () => {
    const pathwayNumber = nextPathwayNumber(pathways);
    if (pathwayNumber === undefined) return;
    setPathways((all) =>
      [...all, { pathwayNumber, options: [newOption(1, current)] }].sort(
        (first, second) => first.pathwayNumber - second.pathwayNumber,
      ),
    );
    setOpenPathways((open) => [...open, `pathway-${pathwayNumber}`]);
    setOpenOptions((open) => ({ ...open, [pathwayNumber]: ['option-1'] }));
  };

  const changePathway = (pathwayNumber: number, change: Partial<PathwayDraft>) =>
    setPathways((all) =>
      all.map((pathway) =>
        pathway.pathwayNumber === pathwayNumber ? { ...pathway, ...change } : pathway,
      ),
    );

  const addOption = (pathwayNumber: number) => {
    const pathway = pathways.find((entry) => entry.pathwayNumber === pathwayNumber);
    const optionNumber = pathway && nextOptionNumber(pathway);
    if (pathway === undefined || optionNumber === undefined) return;
    const used = new Set(pathway.options.map((option) => option.adaptationYear));
    const option = newOption(optionNumber, current);
    // A new option starts five years after the pathway's last, so no two share a year.
    const lastYear = Math.max(...pathway.options.map((entry) => entry.adaptationYear));
    if (used.has(option.adaptationYear) && lastYear < 2100) option.adaptationYear = lastYear + 5;
    changePathway(pathwayNumber, {
      options: [...pathway.options, option].sort(
        (first, second) => first.optionNumber - second.optionNumber,
      ),
    });
    setOpenOptions((open) => ({
      ...open,
      [pathwayNumber]: [...(open[pathwayNumber] ?? []), `option-${optionNumber}`],
    }));
  };

  /** Reset restores the open options' design values and materials, year and CAPEX. */
  const reset = () => {
    setPathways((all) =>
      resetOpenOptions(all, { pathways: openPathways, options: openOptions }, current),
    );
    setFailure(undefined);
  };

  /** Runs each pathway with an option changed since its run, then prices them all. */
  const update = () =>
    attempt('running', async () => {
      recordPageView('/analysis-result/adaptation/run-changes');
      let next = pathways;
      for (const pathway of pathways) {
        if (pathway.options.length === 0) continue;
        if (!pathway.options.some((option) => optionNeedsRun(archetype, option, current))) continue;
        const reply = await runAdaptationPathway({
          analysisId,
          pathwayNumber: pathway.pathwayNumber,
          options: pathway.options.map((option) => optionRunRequest(archetype, option, current)),
        });
        next = next.map((entry) =>
          entry.pathwayNumber !== pathway.pathwayNumber
            ? entry
            : {
                ...entry,
                options: entry.options.map((option) => {
                  const ran = reply.options.find((run) => run.optionNumber === option.optionNumber);
                  if (ran === undefined) return option;
                  // A new run is not the one saved: 'Save current adaptation' saves it again.
                  return {
                    ...option,
                    run: {
                      runId: ran.runId,
                      signature: optionSignature(archetype, option, current),
                    },
                    savedId: undefined,
                  };
                }),
              },
        );
        setPathways(next);
      }
      await price(next, settings);
    });

  /** Saves every option whose run of its present settings is not saved yet. */
  const saveAll = () =>
    attempt('saving', async () => {
      let next = pathways;
      let count = 0;
      for (const pathway of pathways) {
        const outcome = comparison?.pathways.find(
          (entry) => entry.pathwayNumber === pathway.pathwayNumber,
        );
        for (const option of pathway.options) {
          if (option.run === undefined || option.savedId !== undefined) continue;
          if (optionNeedsRun(archetype, option, current)) continue;
          const savedAnalysis = await saveAdaptationOption({
            runId: option.run.runId,
            title: `${inputs.title} — Adaptation Pathway ${pathway.pathwayNumber}, Option ${option.optionNumber}`,
            parentAnalysisId: analysisId,
            adaptationOptions: {
              pathwayNumber: slot(pathway.pathwayNumber),
              optionNumber: slot(option.optionNumber),
              adaptationYear: option.adaptationYear,
              capex: Number(option.capex),
              assetCost: settings.assetReplacementCost,
              discountRate: settings.discountRate,
              ...(outcome !== undefined ? { npv: outcome.netPresentValue } : {}),
              ...optionChanges(archetype, option, current),
            },
          });
          count += 1;
          next = next.map((entry) =>
            entry.pathwayNumber !== pathway.pathwayNumber
              ? entry
              : {
                  ...entry,
                  options: entry.options.map((other) =>
                    other.optionNumber === option.optionNumber
                      ? { ...other, savedId: savedAnalysis._id }
                      : other,
                  ),
                },
          );
        }
      }
      setPathways(next);
      setSavedMessage(
        count === 1 ? 'Saved 1 adaptation option.' : `Saved ${count} adaptation options.`,
      );
    });

  const updateNpvSettings = () => {
    if ('error' in npvParsed) return;
    setSettings(npvParsed.settings);
    void attempt('pricing', () => price(pathways, npvParsed.settings));
  };

  return {
    pathways,
    openPathways,
    setOpenPathways,
    openOptions,
    setOpenOptions,
    npvDraft,
    setNpvDraft,
    npvError: 'error' in npvParsed ? npvParsed.error : undefined,
    comparison,
    busy,
    failure,
    savedMessage,
    problems,
    valid,
    unsavedRuns,
    changeOption,
    deleteOption,
    deletePathway,
    addPathway,
    addOption,
    reset,
    update,
    saveAll,
    updateNpvSettings,
  };
}
