// Text of the science-validation table: one block per site, one line per reference, a per-hazard
// tally, and the closing line.
import type { EngineObservation } from './verdict.ts';
import { referenceEvidence, type ScienceReference } from './science-references.ts';
import {
  atSitesLine,
  circularCount,
  summaryLines,
  tallyByHazard,
  type CountyComparison,
  type ValidationRow,
} from './validate-science.ts';

/** A number to three significant figures, without trailing zeros or exponent for usual sizes. */
export function formatNumber(value: number): string {
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e5 || magnitude < 1e-4) return value.toExponential(2);
  return String(Number(value.toPrecision(3)));
}

/** What is compared, in words with its unit. */
export function describeQuantity(reference: ScienceReference): string {
  const { quantity, year, unit, rule } = reference;
  // Freeze–thaw is an indicator: its exposure rows are read as cycles a year, not VAR.
  if (reference.hazard === 'freeze-thaw' && quantity === 'valueAtRisk') {
    return rule === 'notExposed'
      ? `indicator cycles ${year} (cycles/yr; 0 = not exposed)`
      : `indicator cycles ${year} (cycles/yr)`;
  }
  switch (quantity) {
    case 'valueAtRisk':
      return rule === 'notExposed' ? `peak VAR, any year (${unit})` : `VAR ${year} (${unit})`;
    case 'failureProbability':
      return `failure probability ${year} (${unit})`;
    case 'intensityAtReturnPeriod':
      return `${reference.returnPeriodYears ?? '?'}-year intensity ${year} (${unit})`;
    case 'heatThresholdTemperature':
      return `heat threshold (${unit})`;
    case 'riverFloodDefenceReturnPeriod':
      return `river defence (${unit})`;
    case 'coastalProtectionReturnPeriod':
      return `coastal protection (${unit})`;
    case 'relativeSeaLevelRate':
      return `relative sea level, present (${unit})`;
    case 'relativeSeaLevelTrendOverGaugeRecord':
      return `relative sea level, gauge years (${unit})`;
    case 'basicWindSpeed50Year':
      return `50-year basic wind (${unit})`;
    case 'meanAnnualMaximumOneDayRainfall':
      return `mean annual max 1-day rain (${unit})`;
    case 'hundredYearOneDayRainfall':
      return `100-year 1-day rain (${unit})`;
    case 'annualDamageProbability':
      return `annual damage probability, present (${unit})`;
  }
}

/** The published side, as the rule reads it. */
export function describePublished(reference: ScienceReference): string {
  const figure =
    reference.value !== undefined
      ? formatNumber(reference.value)
      : `${formatNumber(reference.low ?? Number.NaN)}–${formatNumber(reference.high ?? Number.NaN)}`;
  switch (reference.rule) {
    case 'exposed':
      return 'exposed';
    case 'notExposed':
      return 'not exposed';
    case 'below':
      return `< ${figure}`;
    case 'atLeast':
      return `≥ ${figure}`;
    case 'difference':
      return `${figure} ±${formatNumber(reference.toleranceAbsolute ?? 0)}`;
    case 'ratio':
      return figure;
  }
}

export function describeObservation(observation: EngineObservation): string {
  switch (observation.kind) {
    case 'value':
      return formatNumber(observation.value);
    case 'notCalculated':
      return 'Not Calculated';
    case 'notReported':
      return 'not reported';
  }
}

function describeComparison(row: Pick<ValidationRow, 'judgement'>): string {
  const { ratio, difference } = row.judgement;
  if (ratio !== undefined) return `×${formatNumber(ratio)}`;
  if (difference !== undefined) return `${difference >= 0 ? '+' : ''}${formatNumber(difference)}`;
  return '';
}

/**
 * The line under a row judged by its county mean: how the county was sampled, and the engine's
 * value at the site itself with the verdict it would have had.
 */
export function describeCountyComparison({
  mean,
  siteObservation,
  siteJudgement,
}: CountyComparison): string {
  const land = mean.urban ? 'urban' : 'county (no mapped urban land)';
  const refused = mean.refusedPoints > 0 ? `, ${mean.refusedPoints} refused as at sea` : '';
  return (
    `      county mean of ${mean.countyName} (${mean.countyFips}): ${mean.points} points of ` +
    `${mean.nodes} ${land} grid nodes` +
    `, Not Calculated at ${mean.notCalculatedPoints}${refused}; at the site: ` +
    `${describeObservation(siteObservation)} ${describeComparison({ judgement: siteJudgement })} ` +
    siteJudgement.verdict
  );
}

/** The evidence a row is, as a short tag after its id. */
function evidenceTag(reference: ScienceReference): string {
  switch (referenceEvidence(reference)) {
    case 'independentQuantitative':
      return '';
    case 'qualitative':
      return ' [qualitative]';
    case 'circular':
      return ' [circular, not counted]';
  }
}

/**
 * The table as text lines, ending with `N of M independent quantitative references within ×3` and
 * the qualitative line.
 */
/**
 * The table, the tally by hazard and the closing lines; `beforeSummary` (the occupied-place check,
 * where it ran) goes just above the two closing lines.
 */
export function formatValidation(
  rows: readonly ValidationRow[],
  beforeSummary: readonly string[] = [],
): string[] {
  const lines: string[] = [];
  let currentSite = '';
  for (const row of rows) {
    if (row.site.id !== currentSite) {
      currentSite = row.site.id;
      lines.push('', `${row.site.name} (${row.site.latitude}, ${row.site.longitude})`);
    }
    const { reference, observation, judgement } = row;
    const archetype = reference.settings ? ` [${reference.settings.archetype}]` : '';
    lines.push(
      `  ${(reference.hazard + archetype).padEnd(24)} ${describeQuantity(reference).padEnd(34)} ` +
        `engine ${describeObservation(observation).padEnd(15)} published ${describePublished(reference).padEnd(14)} ` +
        `${describeComparison(row).padEnd(8)} ${judgement.verdict.padEnd(21)} ${reference.id}` +
        evidenceTag(reference) +
        (reference.confidence === 'recalled' ? ' (recalled)' : ''),
    );
    if (observation.kind !== 'value') lines.push(`      engine: ${observation.reason}`);
    if (row.county !== undefined) lines.push(describeCountyComparison(row.county));
    if (reference.circularBecause !== undefined)
      lines.push(`      circular: ${reference.circularBecause}`);
  }
  lines.push(
    '',
    'By hazard (independent quantitative within ×3 | qualitative as expected | circular):',
  );
  for (const tally of tallyByHazard(rows)) {
    lines.push(
      `  ${tally.hazard.padEnd(20)} ${String(tally.quantitativeWithin).padStart(3)} of ${String(tally.quantitativeTotal).padEnd(3)}` +
        ` | ${String(tally.qualitativeWithin).padStart(3)} of ${String(tally.qualitativeTotal).padEnd(3)}` +
        ` | ${tally.circular}   false zero ${tally.falseZeros}, false Not Calculated ${tally.falseNotCalculated}`,
    );
  }
  const recalled = rows.filter((row) => row.reference.confidence === 'recalled').length;
  const atSites = atSitesLine(rows);
  lines.push(
    '',
    `Published figures read in their source: ${rows.length - recalled} of ${rows.length}; ` +
      `marked (recalled): ${recalled}, still to be read there.`,
    `Circular references (the engine reads the figure itself), shown and not counted: ${circularCount(rows)}`,
    ...(atSites === undefined ? [] : [atSites]),
    ...beforeSummary,
    ...summaryLines(rows),
  );
  return lines;
}
