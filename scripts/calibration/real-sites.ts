// The real places of the site-risk table test, taken from the science-validation references (the
// one list of real places), analysed end to end (hazard data → catalogue → engine).
import { realSiteAnalyser } from '../science-validation/analyse-real-site.ts';
import {
  loadScienceReferences,
  siteById,
  type RealSite,
} from '../science-validation/science-references.ts';
import type { AnalysisResult } from '@hazardscope/contracts';

/** Ids (in the references' site list) of the places the site-risk table test checks. */
export const calibrationSiteIds = [
  'miami',
  'houston',
  'manila',
  'dhaka',
  'mumbai',
  'rotterdam',
  'london',
  'phoenix',
  'sydney-coastal',
  'sydney-penrith',
  'darwin',
  'oslo',
  'reykjavik',
  'lagos',
  'cairo',
  'santiago',
  'tokyo',
  'denver',
] as const;
export type CalibrationSiteId = (typeof calibrationSiteIds)[number];

const referenceTable = loadScienceReferences();

/** The calibration places by id. */
export const realSites = Object.fromEntries(
  calibrationSiteIds.map((id) => [id, siteById(referenceTable, id)]),
) as Record<CalibrationSiteId, RealSite>;

/** Analyses an archetype (Simple House by default) at real places; loads the data once. */
export function realSiteResults(archetype?: string): (site: RealSite) => AnalysisResult {
  const analyse = realSiteAnalyser();
  return (site) => analyse(site, archetype).analysis;
}
