// The engine's value for a reference's quantity, read from a real-site run through stable entry
// points only: the analysis result (VAR, failure probability, metadata), the site context the
// analysis was computed for, and the engine's per-hazard exceedance curves and diagnostics.
import type { ExceedanceCurve, HazardDiagnostics } from '@hazardscope/engine';
import {
  hazardFailureProbability,
  hazardValueAtRisk,
  peakHazardValueAtRisk,
} from './analysis-values.ts';
import type { RealSiteRun } from './analyse-real-site.ts';
import type { ScienceReference } from './science-references.ts';
import type { EngineObservation } from './verdict.ts';

const percent = 100;

/**
 * Intensity reached with annual exceedance probability 1/T, interpolated linearly in ln(probability)
 * between the curve's points; undefined outside the curve's range of probabilities.
 */
export function intensityAtReturnPeriod(
  curve: ExceedanceCurve,
  returnPeriodYears: number,
): number | undefined {
  const probability = 1 / returnPeriodYears;
  const { exceedanceProbabilities: probabilities, intensities } = curve;
  for (let index = 0; index < probabilities.length; index += 1) {
    const upper = probabilities[index]!;
    if (Math.abs(upper - probability) < 1e-12) return intensities[index];
    const lower = probabilities[index + 1];
    if (lower === undefined || !(probability < upper && probability > lower)) continue;
    const position = Math.log(upper / probability) / Math.log(upper / lower);
    const from = intensities[index]!;
    const to = intensities[index + 1]!;
    return from + position * (to - from);
  }
  return undefined;
}

const value = (engineValue: number): EngineObservation => ({ kind: 'value', value: engineValue });
const notReported = (reason: string): EngineObservation => ({ kind: 'notReported', reason });
const orNotReported = (engineValue: number | undefined, what: string): EngineObservation =>
  engineValue === undefined || !Number.isFinite(engineValue)
    ? notReported(`the engine does not report ${what}`)
    : value(engineValue);

/** The engine's observation of one reference's quantity at its site. */
export function engineObservation(
  reference: ScienceReference,
  run: RealSiteRun,
): EngineObservation {
  const { analysis, site, intensities } = run;
  const { hazard, year } = reference;
  const indicatorCycles = freezeThawIndicatorCycles(run, year);
  if (hazard === 'freeze-thaw' && indicatorCycles !== undefined) {
    // Freeze–thaw is reported as an indicator (cycles a year), its VAR Not Calculated by design:
    // exposure and typical-year (2-year) cycle counts are read from the indicator itself.
    return value(indicatorCycles);
  }
  if (reference.alsoHazards !== undefined) return combinedValueAtRisk(reference, run);
  const hazardIntensities = intensities[hazard];
  const noCalcReason = analysis.metadata[hazard]?.no_calc_reason;
  // A site quantity (a sea-level trend, a protection standard) does not depend on what keeps the
  // hazard from being calculated for the asset (its unknown ground): read it where reported.
  const siteQuantity = siteDiagnostic(reference.quantity, hazardIntensities.diagnostics);
  if (noCalcReason !== undefined && siteQuantity === undefined)
    return { kind: 'notCalculated', reason: noCalcReason };
  switch (reference.quantity) {
    case 'valueAtRisk':
      return value(
        percent *
          (reference.rule === 'notExposed'
            ? peakHazardValueAtRisk(analysis, hazard)
            : hazardValueAtRisk(analysis, hazard, year)),
      );
    case 'failureProbability': {
      // A hazard whose damage is computed but whose failure is not (soil movement) reports its
      // failure probability as Not Calculated, never as a zero.
      const failureNoCalcReason = analysis.metadata[hazard]?.failure_no_calc_reason;
      if (failureNoCalcReason !== undefined)
        return { kind: 'notCalculated', reason: failureNoCalcReason };
      return value(percent * hazardFailureProbability(analysis, hazard, year));
    }
    case 'intensityAtReturnPeriod': {
      const curve = hazardIntensities.curves[hazardIntensities.years.indexOf(year)];
      const what = `${hazardIntensities.intensityMeasure} at ${reference.returnPeriodYears ?? '?'} years in ${year}`;
      if (curve === undefined || reference.returnPeriodYears === undefined)
        return notReported(`the engine has no curve for ${what}`);
      return orNotReported(intensityAtReturnPeriod(curve, reference.returnPeriodYears), what);
    }
    case 'heatThresholdTemperature':
      return orNotReported(analysis.metadata.heat?.threshold_temperature, 'a heat threshold');
    case 'riverFloodDefenceReturnPeriod':
      return orNotReported(
        analysis.metadata.flood_riverine?.flood_defence_return_period,
        'a river flood-defence return period',
      );
    case 'coastalProtectionReturnPeriod':
      return orNotReported(siteQuantity, 'a coastal protection standard');
    case 'relativeSeaLevelRate':
      return orNotReported(siteQuantity, 'a relative sea-level rate');
    case 'relativeSeaLevelTrendOverGaugeRecord':
      return orNotReported(siteQuantity, 'a relative sea-level trend over a tide gauge record');
    case 'meanAnnualMaximumOneDayRainfall':
      return orNotReported(siteQuantity, 'a mean annual maximum 1-day rainfall');
    case 'hundredYearOneDayRainfall':
      return orNotReported(siteQuantity, 'a 100-year 1-day rainfall');
    case 'annualDamageProbability': {
      const probability = hazardIntensities.diagnostics.annualDamageProbability;
      return orNotReported(
        probability === undefined ? undefined : percent * probability,
        'an annual probability of damage',
      );
    }
    case 'basicWindSpeed50Year':
      return orNotReported(
        site.extremeWind?.basicWindSpeed50YearMetresPerSecond ?? undefined,
        'a basic wind speed',
      );
  }
}

/**
 * A quantity of the site rather than of the asset, from the hazard's diagnostics: reported by the
 * model whether or not the asset's damage can be calculated there (a coastal site's sea-level trend
 * and protection standard do not depend on its ground). Undefined for other quantities or when the
 * model does not report it.
 */
export function siteDiagnostic(
  quantity: ScienceReference['quantity'],
  diagnostics: HazardDiagnostics,
): number | undefined {
  switch (quantity) {
    case 'coastalProtectionReturnPeriod':
      return diagnostics.coastalProtectionReturnPeriodYears;
    case 'relativeSeaLevelRate':
      return diagnostics.relativeSeaLevelRiseMillimetresPerYear;
    case 'relativeSeaLevelTrendOverGaugeRecord':
      return diagnostics.relativeSeaLevelTrendOverGaugeRecordMillimetresPerYear;
    case 'meanAnnualMaximumOneDayRainfall':
      return diagnostics.meanAnnualMaximumOneDayRainfallMillimetres;
    case 'hundredYearOneDayRainfall':
      return diagnostics.hundredYearOneDayRainfallMillimetres;
    default:
      return undefined;
  }
}

/**
 * The VAR of the reference's hazard and its `alsoHazards` added up, in `year` (%/yr): a published
 * loss that covers several of the engine's hazards. A hazard not calculated there adds nothing;
 * the sum is Not Calculated only when none of them is calculated.
 */
function combinedValueAtRisk(reference: ScienceReference, run: RealSiteRun): EngineObservation {
  const hazards = [reference.hazard, ...(reference.alsoHazards ?? [])];
  const calculated = hazards.filter(
    (hazard) => run.analysis.metadata[hazard]?.no_calc_reason === undefined,
  );
  if (calculated.length === 0)
    return {
      kind: 'notCalculated',
      reason: hazards
        .map((hazard) => `${hazard}: ${run.analysis.metadata[hazard]?.no_calc_reason ?? ''}`)
        .join('; '),
    };
  return value(
    percent *
      calculated.reduce(
        (sum, hazard) => sum + hazardValueAtRisk(run.analysis, hazard, reference.year),
        0,
      ),
  );
}

/**
 * The freeze–thaw indicator's cycles a year in a year, interpolated linearly between the years its
 * context lists ('Freeze–thaw cycles, 1990', …); undefined when the analysis has no indicator.
 */
export function freezeThawIndicatorCycles(run: RealSiteRun, year: number): number | undefined {
  const points = (run.analysis.metadata['freeze-thaw']?.context?.items ?? [])
    .map((item) => ({
      year: Number(/, (\d{4})$/.exec(item.name)?.[1]),
      cycles: Number.parseFloat(item.description),
    }))
    .filter((point) => Number.isFinite(point.year) && Number.isFinite(point.cycles))
    .sort((left, right) => left.year - right.year);
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return undefined;
  if (year <= first.year) return first.cycles;
  if (year >= last.year) return last.cycles;
  const upperIndex = points.findIndex((point) => point.year >= year);
  const upper = points[upperIndex]!;
  const lower = points[upperIndex - 1]!;
  return (
    lower.cycles + ((upper.cycles - lower.cycles) * (year - lower.year)) / (upper.year - lower.year)
  );
}
