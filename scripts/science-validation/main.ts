// `npm run validate:science`: runs the engine at every real place of references.json and prints,
// per site and hazard, the engine's value beside the published one with a verdict, a per-hazard
// tally and the closing lines `N of M independent quantitative references within ×3` and the
// qualitative references as expected.
// A FEMA NRI county rate (`areaMean` with a `countyFips`) is judged by the engine's mean over the
// county (county-mean.ts), the site's value printed beside it.
// Options: --hazard <key>, --site <text> (id or name contains it), --json (machine-readable),
// --at-site (judge every reference at its site, without county means: a few seconds).
// Without --hazard or --site, the occupied-place bound is also checked at every embedded populated
// place of 300,000 people or more (occupied-places.ts; about 15 s), its line above the closing ones.
import { parseArgs } from 'node:util';
import { hazardKeySchema } from '@hazardscope/contracts';
import { loadHazardData } from '@hazardscope/hazard-data';
import { realSiteAnalyser } from './analyse-real-site.ts';
import { loadCountyBoundaries } from './county-boundaries.ts';
import { countyMeanAnalyser } from './county-mean.ts';
import { formatValidation } from './format-validation.ts';
import {
  checkOccupiedPlaces,
  formatOccupiedPlaceCheck,
  largePopulatedPlaces,
} from './occupied-places.ts';
import { loadScienceReferences } from './science-references.ts';
import {
  atSitesLine,
  circularCount,
  summaryLines,
  tallyByHazard,
  validateScience,
} from './validate-science.ts';
import { referenceEvidence } from './science-references.ts';

const { values } = parseArgs({
  options: {
    hazard: { type: 'string' },
    site: { type: 'string' },
    json: { type: 'boolean', default: false },
    'at-site': { type: 'boolean', default: false },
  },
});
const hazard = values.hazard === undefined ? undefined : hazardKeySchema.safeParse(values.hazard);
if (hazard !== undefined && !hazard.success) {
  console.error(
    `--hazard must be one of ${hazardKeySchema.options.join(', ')}; got '${values.hazard}'.`,
  );
  process.exit(2);
}

const hazardData = loadHazardData();
const analyse = realSiteAnalyser(hazardData);
const rows = validateScience(
  loadScienceReferences(),
  analyse,
  {
    ...(hazard?.data === undefined ? {} : { hazard: hazard.data }),
    ...(values.site === undefined ? {} : { site: values.site }),
  },
  values['at-site']
    ? undefined
    : countyMeanAnalyser(analyse, loadCountyBoundaries(), hazardData.urbanAreas),
);
if (values.json) {
  const report = {
    rows: rows.map(({ reference, site, observation, judgement, county }) => ({
      id: reference.id,
      site: site.id,
      siteName: site.name,
      hazard: reference.hazard,
      quantity: reference.quantity,
      unit: reference.unit,
      rule: reference.rule,
      evidence: referenceEvidence(reference),
      confidence: reference.confidence,
      source: reference.source,
      published: {
        value: reference.value,
        low: reference.low,
        high: reference.high,
        toleranceAbsolute: reference.toleranceAbsolute,
      },
      engine: observation,
      ...judgement,
      ...(county === undefined
        ? {}
        : {
            countyMean: {
              countyFips: county.mean.countyFips,
              countyName: county.mean.countyName,
              urban: county.mean.urban,
              nodes: county.mean.nodes,
              points: county.mean.points,
              notCalculatedPoints: county.mean.notCalculatedPoints,
              refusedPoints: county.mean.refusedPoints,
            },
            atSite: { engine: county.siteObservation, ...county.siteJudgement },
          }),
    })),
    byHazard: tallyByHazard(rows),
    circular: circularCount(rows),
    atSites: atSitesLine(rows),
    summary: summaryLines(rows),
  };
  console.log(JSON.stringify(report, null, 2));
} else {
  const everyPlace = hazard === undefined && values.site === undefined;
  const occupied = everyPlace
    ? [
        '',
        ...formatOccupiedPlaceCheck(checkOccupiedPlaces(largePopulatedPlaces(hazardData), analyse)),
      ]
    : [];
  for (const line of formatValidation(rows, occupied)) console.log(line);
}
