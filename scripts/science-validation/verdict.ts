// The verdict of one reference: the engine's value against the published value or range, by the
// reference's comparison rule. Pure.
import type { ComparisonRule } from './science-references.ts';

/** What the engine gave for a reference's quantity. */
export type EngineObservation =
  | { readonly kind: 'value'; readonly value: number }
  /** The hazard was not computed (or the site refused), with the engine's reason. */
  | { readonly kind: 'notCalculated'; readonly reason: string }
  /** The engine computes the hazard but does not expose this quantity. */
  | { readonly kind: 'notReported'; readonly reason: string };

export const verdicts = [
  'within ×3',
  'outside ×3',
  'within tolerance',
  'outside tolerance',
  'as expected',
  'false zero',
  'false Not Calculated',
  'qualitatively wrong',
  'not reported',
] as const;
export type Verdict = (typeof verdicts)[number];

/** The published side of a comparison: a value or a range, and the rule. */
export interface PublishedFigure {
  readonly rule: ComparisonRule;
  readonly value?: number;
  readonly low?: number;
  readonly high?: number;
  readonly toleranceAbsolute?: number;
  /** A mean over an area holding the site, which does not name the site as exposed. */
  readonly areaMean?: boolean;
}

export interface Judgement {
  readonly verdict: Verdict;
  /** True when the reference counts towards 'N of M references within ×3'. */
  readonly within: boolean;
  /** Engine ÷ published (1 inside a range; against the nearer end outside it), for ratio rules. */
  readonly ratio?: number;
  /** Engine − published (0 inside a range; from the nearer end outside it), for difference rules. */
  readonly difference?: number;
}

/** The factor either side of a published figure within which an engine value counts as agreeing. */
export const agreementFactor = 3;

function publishedRange(figure: PublishedFigure): readonly [number, number] {
  if (figure.value !== undefined) return [figure.value, figure.value];
  if (figure.low !== undefined && figure.high !== undefined) return [figure.low, figure.high];
  throw new Error(`a '${figure.rule}' comparison needs a published value or range`);
}

/** Engine ÷ the nearer end of the published range; 1 inside it. */
export function ratioToRange(engineValue: number, [low, high]: readonly [number, number]): number {
  if (engineValue < low) return engineValue / low;
  if (engineValue > high) return engineValue / high;
  return 1;
}

/** Engine − the nearer end of the published range; 0 inside it. */
export function differenceFromRange(
  engineValue: number,
  [low, high]: readonly [number, number],
): number {
  if (engineValue < low) return engineValue - low;
  if (engineValue > high) return engineValue - high;
  return 0;
}

const judgement = (
  verdict: Verdict,
  within: boolean,
  extra: Partial<Judgement> = {},
): Judgement => ({
  verdict,
  within,
  ...extra,
});

/** Judges one engine observation against one published figure. */
export function judge(figure: PublishedFigure, observation: EngineObservation): Judgement {
  const absenceExpected = figure.rule === 'notExposed' || figure.rule === 'below';
  if (observation.kind === 'notCalculated')
    return absenceExpected
      ? judgement('as expected', true)
      : judgement('false Not Calculated', false);
  if (observation.kind === 'notReported') return judgement('not reported', false);
  const engineValue = observation.value;
  switch (figure.rule) {
    case 'exposed':
      return engineValue > 0 ? judgement('as expected', true) : judgement('false zero', false);
    case 'notExposed':
      return engineValue === 0
        ? judgement('as expected', true)
        : judgement('qualitatively wrong', false);
    case 'below':
      return engineValue < publishedRange(figure)[0]
        ? judgement('as expected', true)
        : judgement('qualitatively wrong', false);
    case 'atLeast': {
      const [low] = publishedRange(figure);
      return engineValue >= low - (figure.toleranceAbsolute ?? 0)
        ? judgement('as expected', true)
        : judgement('qualitatively wrong', false);
    }
    case 'difference': {
      const difference = differenceFromRange(engineValue, publishedRange(figure));
      const within = Math.abs(difference) <= (figure.toleranceAbsolute ?? 0);
      return judgement(within ? 'within tolerance' : 'outside tolerance', within, { difference });
    }
    case 'ratio': {
      if (engineValue === 0)
        return figure.areaMean === true
          ? judgement('outside ×3', false, { ratio: 0 })
          : judgement('false zero', false, { ratio: 0 });
      const ratio = ratioToRange(engineValue, publishedRange(figure));
      const within = ratio >= 1 / agreementFactor && ratio <= agreementFactor;
      return judgement(within ? 'within ×3' : 'outside ×3', within, { ratio });
    }
  }
}
