import {
  adaptationDefaults,
  maximumAdaptationPathways,
  maximumOptionsPerPathway,
  nestDesignThresholds,
  netPresentValueSettingsSchema,
  type AdaptationOptionRun,
  type AdaptationRunRequest,
  type NetPresentValueSettingsInput,
  type SavedAdaptationOption,
} from '@hazardscope/contracts';
import {
  changedElementNames,
  changedFieldNames,
  cleanFieldValue,
  fieldErrors,
  type CustomisableArchetype,
  type CustomisationValues,
} from '../customisation/customisation-values.ts';

/**
 * The adaptation editor's state as plain data: up to three pathways of up to three options, each
 * option a year, a CAPEX and the design values and materials it sets, relative to the analysis
 * being adapted.
 */

export interface OptionDraft {
  optionNumber: number;
  adaptationYear: number;
  /** CAPEX as typed: digits only. */
  capex: string;
  values: CustomisationValues;
  /** The server's run of this option, and what it was run with (see `optionSignature`). */
  run?: { runId: string; signature: string };
  /** The saved adaptation's id once this option's run is saved. */
  savedId?: string;
}

export interface PathwayDraft {
  pathwayNumber: number;
  options: OptionDraft[];
}

/** The NPV settings row as typed. */
export interface NetPresentValueDraft {
  assetReplacementCost: string;
  discountRate: string;
  termYears: string;
}

export const defaultNetPresentValueDraft: NetPresentValueDraft = {
  assetReplacementCost: String(adaptationDefaults.assetReplacementCost),
  discountRate: String(adaptationDefaults.discountRate),
  termYears: String(adaptationDefaults.npvTermYears),
};

/** Elevation, build year and lifetime are hidden from the option editor's design list. */
export const fieldsHiddenFromOptions: ReadonlySet<string> = new Set([
  'elevation',
  'buildYear',
  'lifetime',
]);

/** CAPEX, asset cost and NPV term accept digits only; other typing is ignored. */
export function acceptDigits(typed: string, previous: string): string {
  return /^\d*$/.test(typed) ? typed : previous;
}

/** The discount rate accepts digits with one optional decimal point. */
export function acceptDecimal(typed: string, previous: string): string {
  return /^\d*\.?\d*$/.test(typed) ? typed : previous;
}

/** The settings to price with, or the first problem with what was typed. */
export function parseNetPresentValueDraft(
  draft: NetPresentValueDraft,
): { settings: NetPresentValueSettingsInput } | { error: string } {
  const parsed = netPresentValueSettingsSchema.safeParse({
    assetReplacementCost:
      draft.assetReplacementCost === '' ? NaN : Number(draft.assetReplacementCost),
    discountRate: draft.discountRate === '' ? NaN : Number(draft.discountRate),
    termYears: draft.termYears === '' ? NaN : Number(draft.termYears),
  });
  if (parsed.success) return { settings: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Check the NPV settings.' };
}

/** The lowest slot (1–3) not yet used, or undefined when all three are. */
function nextSlot(used: readonly number[], maximum: number): number | undefined {
  for (let slot = 1; slot <= maximum; slot += 1) if (!used.includes(slot)) return slot;
  return undefined;
}

export const nextPathwayNumber = (pathways: readonly PathwayDraft[]) =>
  nextSlot(
    pathways.map((pathway) => pathway.pathwayNumber),
    maximumAdaptationPathways,
  );
export const nextOptionNumber = (pathway: PathwayDraft) =>
  nextSlot(
    pathway.options.map((option) => option.optionNumber),
    maximumOptionsPerPathway,
  );

export function newOption(optionNumber: number, current: CustomisationValues): OptionDraft {
  return {
    optionNumber,
    adaptationYear: adaptationDefaults.adaptationYear,
    capex: String(adaptationDefaults.capex),
    values: current,
  };
}

/**
 * Reset: the options open in the editor (an option card open inside an open pathway card) go back
 * to the analysis's design values and materials, the default year and no CAPEX; closed options
 * keep what was entered. A reset option keeps its earlier run and save, which stay valid for what
 * they were run with (`optionSignature` tells the next update to run it again).
 */
export function resetOpenOptions(
  pathways: readonly PathwayDraft[],
  open: { pathways: readonly string[]; options: Readonly<Record<number, readonly string[]>> },
  current: CustomisationValues,
): PathwayDraft[] {
  return pathways.map((pathway) => {
    if (!open.pathways.includes(`pathway-${pathway.pathwayNumber}`)) return pathway;
    const openOptions = open.options[pathway.pathwayNumber] ?? [];
    return {
      ...pathway,
      options: pathway.options.map((option) =>
        openOptions.includes(`option-${option.optionNumber}`)
          ? {
              ...newOption(option.optionNumber, current),
              ...(option.run === undefined ? {} : { run: option.run }),
              ...(option.savedId === undefined ? {} : { savedId: option.savedId }),
            }
          : option,
      ),
    };
  });
}

/** What the option changes relative to the analysis (`current`): the run request's fields and elements. */
export function optionChanges(
  archetype: CustomisableArchetype,
  option: OptionDraft,
  current: CustomisationValues,
): Pick<AdaptationOptionRun, 'fields' | 'elements'> {
  const fields: AdaptationOptionRun['fields'] = {};
  for (const name of changedFieldNames(archetype, option.values.fields, current.fields)) {
    const field = archetype.fields[name];
    const cleaned = field && cleanFieldValue(field, option.values.fields[name] ?? null);
    if (cleaned !== undefined) fields[name] = cleaned;
  }
  const elements: AdaptationOptionRun['elements'] = {};
  for (const name of changedElementNames(archetype, option.values.elements, current.elements)) {
    const material = option.values.elements[name];
    if (material !== undefined) elements[name] = material;
  }
  return { fields, elements };
}

/**
 * One option as the run request carries it: its year, CAPEX and changes, with the heat and wind
 * thresholds it changes nested as return frequencies (thresholds.heat.return_frequency, in years)
 * rather than as the annual probabilities the editor holds.
 */
export function optionRunRequest(
  archetype: CustomisableArchetype,
  option: OptionDraft,
  current: CustomisationValues,
): AdaptationRunRequest['options'][number] {
  const { fields, elements } = optionChanges(archetype, option, current);
  return {
    optionNumber: option.optionNumber,
    adaptationYear: option.adaptationYear,
    capex: Number(option.capex),
    ...nestDesignThresholds(fields),
    elements,
  };
}

/** What a run depends on: the year and the changes (CAPEX only prices it). */
export function optionSignature(
  archetype: CustomisableArchetype,
  option: OptionDraft,
  current: CustomisationValues,
): string {
  return JSON.stringify([option.adaptationYear, optionChanges(archetype, option, current)]);
}

/** True when an option has no run of its present settings. */
export function optionNeedsRun(
  archetype: CustomisableArchetype,
  option: OptionDraft,
  current: CustomisationValues,
): boolean {
  return option.run?.signature !== optionSignature(archetype, option, current);
}

/** Every message that keeps the editor from running, keyed `pathway/option/field`. */
export function optionProblems(
  archetype: CustomisableArchetype,
  pathways: readonly PathwayDraft[],
): string[] {
  const problems: string[] = [];
  for (const pathway of pathways) {
    const years = new Set<number>();
    for (const option of pathway.options) {
      const where = `Adaptation Pathway ${pathway.pathwayNumber}, Adaptation Option ${option.optionNumber}`;
      if (option.capex === '') problems.push(`${where}: CAPEX is required.`);
      if (years.has(option.adaptationYear)) {
        problems.push(`${where}: each option of a pathway needs its own adaptation year.`);
      }
      years.add(option.adaptationYear);
      const errors = fieldErrors(archetype, option.values.fields);
      for (const [name, message] of Object.entries(errors)) {
        if (!fieldsHiddenFromOptions.has(name)) {
          problems.push(`${where}: ${archetype.fields[name]?.label ?? name} — ${message}`);
        }
      }
    }
  }
  return problems;
}

/** The editor's pathways restored from the saved options (each on top of the analysis's values). */
export function restorePathways(
  archetype: CustomisableArchetype,
  saved: readonly SavedAdaptationOption[],
  current: CustomisationValues,
): PathwayDraft[] {
  const pathways: PathwayDraft[] = [];
  for (const option of saved) {
    let pathway = pathways.find((entry) => entry.pathwayNumber === option.pathwayNumber);
    if (pathway === undefined) {
      pathway = { pathwayNumber: option.pathwayNumber, options: [] };
      pathways.push(pathway);
    }
    const values: CustomisationValues = {
      fields: { ...current.fields, ...option.fields },
      elements: { ...current.elements, ...option.elements },
    };
    const draft: OptionDraft = {
      optionNumber: option.optionNumber,
      adaptationYear: option.adaptationYear,
      capex: String(Math.round(option.capex)),
      values,
      savedId: option._id,
    };
    draft.run = { runId: option.runId, signature: optionSignature(archetype, draft, current) };
    pathway.options.push(draft);
  }
  return pathways.sort((first, second) => first.pathwayNumber - second.pathwayNumber);
}
