import { z } from 'zod';
import type { AnalysisResult, RiskRequest } from '@hazardscope/contracts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';

/**
 * What a group of analyses is of, and so what a purchase of it buys: one asset type at one site.
 * A revision (a re-run of a purchased analysis) and an adaptation joining the group may change the
 * design, the materials and the settings, never these.
 */
export interface AnalysisSite {
  archetypeAcronym: string;
  /**
   * The point asked for and, once the engine has run, the point analysed: a point offshore is
   * moved to the nearest land (within 5 km) and analysed there, and the web re-runs from there.
   */
  points: { latitude: number; longitude: number }[];
}

/**
 * Two coordinates within this many degrees are one point: 1e-6° is at most 11 cm, the sixth decimal
 * the screen shows. Float formatting, or rounding to six decimals, stays within it; the next
 * building does not.
 */
const samePointDegrees = 1e-6;

/** The site of a request not run yet: the point asked for. */
export function siteOfRequest(request: RiskRequest): AnalysisSite {
  const { latitude, longitude } = request.asset;
  return { archetypeAcronym: request.archetype.acronym, points: [{ latitude, longitude }] };
}

/** The site of a run: the point asked for and the point analysed (the result's geometry). */
export function siteOfRun(run: { request: RiskRequest; analysis: AnalysisResult }): AnalysisSite {
  const [longitude, latitude] = run.analysis.geometry.coordinates;
  const site = siteOfRequest(run.request);
  return { ...site, points: [...site.points, { latitude, longitude }] };
}

/** The few fields of a saved analysis a site is read from: its stored request and summary. */
const savedSiteSchema = z.object({
  document: z.object({
    request: z.object({
      archetype: z.object({ acronym: z.string() }),
      asset: z.object({ latitude: z.number(), longitude: z.number() }),
    }),
  }),
  summary: z.object({
    geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  }),
});

/**
 * The site of a saved analysis, from its stored document (the point asked for) and its summary (the
 * point analysed), without reading its run. One saved in an older shape answers 410, as when it is
 * opened.
 */
export function siteOfSavedAnalysis(row: { document: unknown; summary: unknown }): AnalysisSite {
  const parsed = savedSiteSchema.safeParse(row);
  if (!parsed.success) throw new AppError('GONE', analysisMessages.outdatedDocument);
  const { request } = parsed.data.document;
  const [longitude, latitude] = parsed.data.summary.geometry.coordinates;
  return {
    archetypeAcronym: request.archetype.acronym,
    points: [
      { latitude: request.asset.latitude, longitude: request.asset.longitude },
      { latitude, longitude },
    ],
  };
}

/**
 * Refuses (409) a candidate that is not of the same site as `base`: another asset type, or no point
 * of it on a point of `base`. The reply names `refusal.field`, or else what changed.
 */
export function demandSameSite(
  base: AnalysisSite,
  candidate: AnalysisSite,
  refusal: { message: string; field?: string },
): void {
  const changed = siteChange(base, candidate);
  if (changed !== undefined) {
    throw new AppError('CONFLICT', refusal.message, refusal.field ?? changed);
  }
}

/** Whether two sites are one: the same asset type, and a point of one on a point of the other. */
export function isSameSite(base: AnalysisSite, candidate: AnalysisSite): boolean {
  return siteChange(base, candidate) === undefined;
}

/** The request field that makes `candidate` another site than `base`, or undefined. */
function siteChange(
  base: AnalysisSite,
  candidate: AnalysisSite,
): 'archetype.acronym' | 'asset' | undefined {
  if (candidate.archetypeAcronym !== base.archetypeAcronym) return 'archetype.acronym';
  const sharesAPoint = candidate.points.some((point) =>
    base.points.some((other) => samePoint(point, other)),
  );
  return sharesAPoint ? undefined : 'asset';
}

function samePoint(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): boolean {
  return (
    Math.abs(a.latitude - b.latitude) <= samePointDegrees &&
    Math.abs(a.longitude - b.longitude) <= samePointDegrees
  );
}
