// The science-validation table: every reference judged against the engine's value at its site.
import { hazardKeys, type HazardKey } from '@hazardscope/contracts';
import { defaultArchetype, type RealSiteRun } from './analyse-real-site.ts';
import type { CountyMean, CountyMeanAnalyser } from './county-mean.ts';
import { engineObservation } from './engine-observation.ts';
import {
  isExposureOnly,
  referenceEvidence,
  siteById,
  type RealSite,
  type ScienceReference,
  type ScienceReferenceTable,
} from './science-references.ts';
import { judge, type EngineObservation, type Judgement } from './verdict.ts';

export interface ValidationRow {
  readonly reference: ScienceReference;
  readonly site: RealSite;
  /** The engine's value judged: the county mean for a county's `areaMean` row, else at the site. */
  readonly observation: EngineObservation;
  readonly judgement: Judgement;
  /** For a county's `areaMean` row judged by its county mean: that mean and the site's own value. */
  readonly county?: CountyComparison;
}

/** A county mean judged in place of the site's value, and the site's value kept beside it. */
export interface CountyComparison {
  readonly mean: CountyMean;
  readonly siteObservation: EngineObservation;
  readonly siteJudgement: Judgement;
}

export interface HazardTally {
  readonly hazard: HazardKey;
  /** Independent quantitative references within ×3, of all independent quantitative ones. */
  readonly quantitativeWithin: number;
  readonly quantitativeTotal: number;
  /** Qualitative references as expected, of all qualitative ones. */
  readonly qualitativeWithin: number;
  readonly qualitativeTotal: number;
  /** Circular references: shown, never counted. */
  readonly circular: number;
  readonly falseZeros: number;
  readonly falseNotCalculated: number;
}

export interface ValidationFilter {
  /** Only references of this hazard. */
  readonly hazard?: HazardKey;
  /** Only sites whose id or name contains this text (case-insensitive). */
  readonly site?: string;
}

/** Analyses a real place with an archetype; throws when the place is refused. */
export type RealSiteAnalyser = (site: RealSite, archetype?: string) => RealSiteRun;

function matchesFilter(reference: ScienceReference, site: RealSite, filter: ValidationFilter) {
  if (filter.hazard !== undefined && reference.hazard !== filter.hazard) return false;
  if (filter.site === undefined) return true;
  const text = filter.site.toLowerCase();
  return site.id.includes(text) || site.name.toLowerCase().includes(text);
}

/**
 * Runs the engine once per site and archetype and judges each selected reference, in the order of
 * the sites and then of the hazards. A refused site
 * (e.g. taken to be at sea) is 'Not Calculated' for every reference there, with the refusal as reason.
 * With `countyMeans`, a reference flagged `areaMean` that names its county is judged by the
 * engine's mean over the county (each county and archetype sampled once), the site's value kept
 * beside it; without, every reference is judged at its site.
 */
export function validateScience(
  table: ScienceReferenceTable,
  analyse: RealSiteAnalyser,
  filter: ValidationFilter = {},
  countyMeans?: CountyMeanAnalyser,
): ValidationRow[] {
  const runs = new Map<string, RealSiteRun | Error>();
  const runAt = (site: RealSite, archetype: string): RealSiteRun | Error => {
    const key = `${site.id}|${archetype}`;
    let run = runs.get(key);
    if (run === undefined) {
      try {
        run = analyse(site, archetype);
      } catch (error) {
        run = error instanceof Error ? error : new Error(String(error));
      }
      runs.set(key, run);
    }
    return run;
  };
  const siteOrder = new Map(table.sites.map((site, index) => [site.id, index]));
  const ordered = [...table.references].sort(
    (left, right) =>
      (siteOrder.get(left.site) ?? 0) - (siteOrder.get(right.site) ?? 0) ||
      hazardKeys.indexOf(left.hazard) - hazardKeys.indexOf(right.hazard),
  );
  const selected = ordered.filter((reference) =>
    matchesFilter(reference, siteById(table, reference.site), filter),
  );
  const means =
    countyMeans === undefined ? new Map<string, CountyMean>() : meansOf(selected, countyMeans);
  const rows: ValidationRow[] = [];
  for (const reference of selected) {
    const site = siteById(table, reference.site);
    const run = runAt(site, reference.settings?.archetype ?? defaultArchetype);
    const siteObservation: EngineObservation =
      run instanceof Error
        ? { kind: 'notCalculated', reason: `site refused: ${run.message}` }
        : engineObservation(reference, run);
    const siteJudgement = judge(reference, siteObservation);
    const mean = means.get(reference.id);
    rows.push(
      mean === undefined
        ? { reference, site, observation: siteObservation, judgement: siteJudgement }
        : {
            reference,
            site,
            observation: mean.observation,
            judgement: judge(reference, mean.observation),
            county: { mean, siteObservation, siteJudgement },
          },
    );
  }
  return rows;
}

/** The county means of the `areaMean` references that name a county, by reference id. */
function meansOf(
  references: readonly ScienceReference[],
  countyMeans: CountyMeanAnalyser,
): Map<string, CountyMean> {
  const byCounty = new Map<string, ScienceReference[]>();
  for (const reference of references) {
    if (reference.areaMean !== true || reference.countyFips === undefined) continue;
    const key = `${reference.countyFips}|${reference.settings?.archetype ?? defaultArchetype}`;
    byCounty.set(key, [...(byCounty.get(key) ?? []), reference]);
  }
  const means = new Map<string, CountyMean>();
  for (const [key, ofCounty] of byCounty) {
    const [countyFips = '', archetype = defaultArchetype] = key.split('|');
    for (const [id, mean] of countyMeans(countyFips, archetype, ofCounty)) means.set(id, mean);
  }
  return means;
}

/** Rows of one kind of evidence. */
function ofEvidence(
  rows: readonly ValidationRow[],
  kind: ReturnType<typeof referenceEvidence>,
): ValidationRow[] {
  return rows.filter((row) => referenceEvidence(row.reference) === kind);
}

const withinCount = (rows: readonly ValidationRow[]) =>
  rows.filter((row) => row.judgement.within).length;

/**
 * Per hazard: independent quantitative references within ×3, qualitative ones as expected, the
 * circular ones (not counted), and the false zeros and false NCs among the counted ones.
 */
export function tallyByHazard(rows: readonly ValidationRow[]): HazardTally[] {
  return hazardKeys
    .map((hazard) => {
      const ofHazard = rows.filter((row) => row.reference.hazard === hazard);
      const counted = ofHazard.filter((row) => referenceEvidence(row.reference) !== 'circular');
      const count = (verdict: Judgement['verdict']) =>
        counted.filter((row) => row.judgement.verdict === verdict).length;
      const quantitative = ofEvidence(ofHazard, 'independentQuantitative');
      const qualitative = ofEvidence(ofHazard, 'qualitative');
      return {
        hazard,
        quantitativeWithin: withinCount(quantitative),
        quantitativeTotal: quantitative.length,
        qualitativeWithin: withinCount(qualitative),
        qualitativeTotal: qualitative.length,
        circular: ofEvidence(ofHazard, 'circular').length,
        falseZeros: count('false zero'),
        falseNotCalculated: count('false Not Calculated'),
      };
    })
    .filter((tally) => tally.quantitativeTotal + tally.qualitativeTotal + tally.circular > 0);
}

/**
 * The closing lines: `N of M independent quantitative references within ×3`, then the
 * qualitative ones as expected (and how many of them only test 'exposed / not exposed').
 * Circular references count in neither.
 */
export function summaryLines(rows: readonly ValidationRow[]): [string, string] {
  const quantitative = ofEvidence(rows, 'independentQuantitative');
  const qualitative = ofEvidence(rows, 'qualitative');
  const exposureOnly = qualitative.filter((row) => isExposureOnly(row.reference)).length;
  return [
    `${withinCount(quantitative)} of ${quantitative.length} independent quantitative references within ×3`,
    `${withinCount(qualitative)} of ${qualitative.length} qualitative references as expected ` +
      `(${exposureOnly} of them only 'exposed / not exposed')`,
  ];
}

/**
 * The quantitative line again with each county's `areaMean` row judged at its site instead of by
 * its county mean (the comparison made before county means), or undefined when no row has one.
 */
export function atSitesLine(rows: readonly ValidationRow[]): string | undefined {
  const countyRows = rows.filter((row) => row.county !== undefined).length;
  if (countyRows === 0) return undefined;
  const quantitative = ofEvidence(rows, 'independentQuantitative');
  const within = quantitative.filter(
    (row) => (row.county?.siteJudgement ?? row.judgement).within,
  ).length;
  return (
    `With the site's value in place of the county mean (${countyRows} area-mean rows): ` +
    `${within} of ${quantitative.length} independent quantitative references within ×3`
  );
}

/** The circular references' count, for the line printed before the closing ones. */
export function circularCount(rows: readonly ValidationRow[]): number {
  return ofEvidence(rows, 'circular').length;
}
