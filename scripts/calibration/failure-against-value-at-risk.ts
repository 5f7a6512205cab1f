// Prints, for a Simple House, each hazard's value at risk and failure probability (annual
// probability the house stops working) and the combined values, in 2020, 2050 and 2100, at places
// where the two differ in kind: a typhoon island, a hurricane coast, a temperate city, a hot desert.
// Run: npx tsx scripts/calibration/failure-against-value-at-risk.ts [archetype]
import { formatPercent, hazardKeys } from '@hazardscope/contracts';
import {
  hazardFailureProbability,
  hazardValueAtRisk,
  totalValueAtRisk,
} from '../science-validation/analysis-values.ts';
import { loadScienceReferences, siteById } from '../science-validation/science-references.ts';
import { realSiteResults } from './real-sites.ts';

const referenceTable = loadScienceReferences();
const places = ['okinawa-naha', 'miami', 'london', 'phoenix', 'manila', 'darwin'].map((id) =>
  siteById(referenceTable, id),
);
const archetype = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? 'SH';
const analyse = realSiteResults(archetype);
const years = [2020, 2050, 2100] as const;
const percent = (fraction: number) => formatPercent(fraction).padStart(9);

for (const place of places) {
  const result = analyse(place);
  const combinedFailure = (year: number) =>
    result.summary.combinedFailure[year - result.inputs.scenario.startYear] ?? Number.NaN;
  console.log(
    `${place.name}: VAR ${years.map((year) => percent(totalValueAtRisk(result, year))).join(' /')}` +
      `   failure ${years.map((year) => percent(combinedFailure(year))).join(' /')}`,
  );
  for (const hazard of hazardKeys) {
    const valueAtRisk = years.map((year) => hazardValueAtRisk(result, hazard, year));
    const failure = years.map((year) => hazardFailureProbability(result, hazard, year));
    if ([...valueAtRisk, ...failure].every((value) => value === 0)) continue;
    console.log(
      `    ${hazard.padEnd(20)} VAR ${valueAtRisk.map(percent).join(' /')}   failure ${failure.map(percent).join(' /')}`,
    );
  }
}
