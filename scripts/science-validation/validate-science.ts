// The science-validation table: every reference judged against the engine's value at its site.
import { hazardKeys, type HazardKey } from '@hazardscope/contracts';
import { defaultArchetype, type RealSiteRun } from './analyse-real-site.ts';
import { engineObservation } from './engine-observation.ts';
import {
  siteById,
  type RealSite,
  type ScienceReference,
  type ScienceReferenceTable,
} from './science-references.ts';
import { judge, type EngineObservation, type Judgement } from './verdict.ts';

export interface ValidationRow {
  readonly reference: ScienceReference;
  readonly site: RealSite;
  readonly observation: EngineObservation;
  readonly judgement: Judgement;
}

export interface HazardTally {
  readonly hazard: HazardKey;
  readonly within: number;
  readonly total: number;
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
 */
export function validateScience(
  table: ScienceReferenceTable,
  analyse: RealSiteAnalyser,
  filter: ValidationFilter = {},
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
  const rows: ValidationRow[] = [];
  for (const reference of ordered) {
    const site = siteById(table, reference.site);
    if (!matchesFilter(reference, site, filter)) continue;
    const run = runAt(site, reference.settings?.archetype ?? defaultArchetype);
    const observation: EngineObservation =
      run instanceof Error
        ? { kind: 'notCalculated', reason: `site refused: ${run.message}` }
        : engineObservation(reference, run);
    rows.push({ reference, site, observation, judgement: judge(reference, observation) });
  }
  return rows;
}

/** Per hazard: references within the agreement band, in all, and the false zeros and false NCs. */
export function tallyByHazard(rows: readonly ValidationRow[]): HazardTally[] {
  return hazardKeys
    .map((hazard) => {
      const ofHazard = rows.filter((row) => row.reference.hazard === hazard);
      const count = (verdict: Judgement['verdict']) =>
        ofHazard.filter((row) => row.judgement.verdict === verdict).length;
      return {
        hazard,
        within: ofHazard.filter((row) => row.judgement.within).length,
        total: ofHazard.length,
        falseZeros: count('false zero'),
        falseNotCalculated: count('false Not Calculated'),
      };
    })
    .filter((tally) => tally.total > 0);
}

/** The closing line: `N of M references within ×3` (M counts every selected reference). */
export function summaryLine(rows: readonly ValidationRow[]): string {
  const within = rows.filter((row) => row.judgement.within).length;
  return `${within} of ${rows.length} references within ×3`;
}
