import type { DesignFieldValue } from '@hazardscope/contracts';

/**
 * An adaptation pathway: a timeline of up to three options, each changing the asset's design
 * values and element materials from its adaptation year on. Options apply in the order of their
 * years, and each builds on the ones before it: from the second option's year the asset carries
 * the first option's changes and the second's (the second winning where both change the same
 * value). Before the first option's year the asset is the analysis being adapted (the baseline).
 */

/** What one option changes, relative to the analysis it adapts. */
export interface AdaptationOptionChanges {
  readonly optionNumber: number;
  readonly adaptationYear: number;
  /** Design field machine name → the value from the adaptation year on. */
  readonly fields: Readonly<Record<string, DesignFieldValue>>;
  /** Element name → material id from the adaptation year on ('not_included' drops the element). */
  readonly elements: Readonly<Record<string, string>>;
}

/** The asset's customisation (design values and materials by element) as one analysis runs it. */
export interface AssetCustomisation {
  readonly fields: Readonly<Record<string, DesignFieldValue>>;
  readonly elements: Readonly<Record<string, string>>;
}

/** One step of a pathway: from `adaptationYear` on the asset is run with `customisation`. */
export interface PathwayStep {
  readonly optionNumber: number;
  readonly adaptationYear: number;
  readonly customisation: AssetCustomisation;
}

/**
 * The runs a pathway needs: its options in the order of their years (equal years by option
 * number, the later one applying last), each with the baseline's customisation and the changes of
 * every option up to and including it.
 */
export function planAdaptationPathway(
  baseline: AssetCustomisation,
  options: readonly AdaptationOptionChanges[],
): PathwayStep[] {
  const ordered = [...options].sort(
    (first, second) =>
      first.adaptationYear - second.adaptationYear || first.optionNumber - second.optionNumber,
  );
  const steps: PathwayStep[] = [];
  let customisation: AssetCustomisation = baseline;
  for (const option of ordered) {
    customisation = {
      fields: { ...customisation.fields, ...option.fields },
      elements: { ...customisation.elements, ...option.elements },
    };
    steps.push({
      optionNumber: option.optionNumber,
      adaptationYear: option.adaptationYear,
      customisation,
    });
  }
  return steps;
}

/** The yearly results a pathway is drawn and priced from, indexed by year − scenario start year. */
export interface YearlyRiskProfile {
  /** Total VAR per year (fraction of replacement cost). */
  readonly totalRisk: readonly number[];
  /** VAR per year and hazard (fraction). */
  readonly riskHazards: readonly (readonly number[])[];
  /** Failure probability per year and hazard. */
  readonly failureHazards: readonly (readonly number[])[];
}

/**
 * A pathway's yearly profile: each year is taken from the last step whose adaptation year it has
 * reached, and from the baseline before the first. Steps may come in any order.
 */
export function composePathwayProfile(
  baseline: YearlyRiskProfile,
  steps: readonly { readonly adaptationYear: number; readonly profile: YearlyRiskProfile }[],
  scenarioStartYear: number,
): YearlyRiskProfile {
  const ordered = [...steps].sort((first, second) => first.adaptationYear - second.adaptationYear);
  const sourceOf = (index: number): YearlyRiskProfile => {
    const year = scenarioStartYear + index;
    let source = baseline;
    for (const step of ordered) if (step.adaptationYear <= year) source = step.profile;
    return source;
  };
  const pick = <Value>(index: number, read: (profile: YearlyRiskProfile) => Value | undefined) => {
    const value = read(sourceOf(index));
    // A step shorter than the baseline (it never is in the product) falls back to the baseline.
    return value ?? (read(baseline) as Value);
  };
  return {
    totalRisk: baseline.totalRisk.map((_, index) =>
      pick(index, (profile) => profile.totalRisk[index]),
    ),
    riskHazards: baseline.riskHazards.map((_, index) =>
      pick(index, (profile) => profile.riskHazards[index]),
    ),
    failureHazards: baseline.failureHazards.map((_, index) =>
      pick(index, (profile) => profile.failureHazards[index]),
    ),
  };
}
