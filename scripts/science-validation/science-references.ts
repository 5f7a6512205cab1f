// The science-validation table's data: real places and the published figures the engine's results
// are compared with, read from references.json and validated at load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hazardKeySchema } from '@hazardscope/contracts';
import { z } from 'zod';

export const realSiteSchema = z.object({
  /** Stable kebab-case id the references and the calibration test use. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Ground elevation (m above mean sea level) a user there would enter; absent to use the embedded grid. */
  elevationMetres: z.number().optional(),
  /** Why that elevation, in one sentence. */
  elevationNote: z.string().optional(),
});
export type RealSite = z.infer<typeof realSiteSchema>;

/**
 * The engine quantity a reference is compared with:
 * - valueAtRisk, failureProbability: the hazard's VAR or failure probability in `year` (%/yr);
 * - intensityAtReturnPeriod: the hazard's intensity reached once in `returnPeriodYears` in `year`,
 *   in the unit of its intensity measure (flood depth m, gust m/s, TXx °C, cycles a year);
 * - heatThresholdTemperature, riverFloodDefenceReturnPeriod: from the result's metadata;
 * - basicWindSpeed50Year: the site's 50-year 10-minute mean basic wind speed at 10 m (m/s);
 * - coastalProtectionReturnPeriod, relativeSeaLevelRate: the inundation model's diagnostics (the
 *   rate is the present one, 2020–2021, scenario and land motion included);
 * - relativeSeaLevelTrendOverGaugeRecord: the relative trend the inundation model gives over the
 *   years of the nearest tide gauge's observed trend (AR6 observed global rise, fingerprints, land
 *   motion), comparable with a gauge's long-term trend (mm/yr);
 * - meanAnnualMaximumOneDayRainfall: the surface-water model's diagnostic (mm);
 * - hundredYearOneDayRainfall: the surface-water model's present-day 100-year 1-day rainfall (mm),
 *   comparable with a design atlas's 100-year daily (or, ÷ 1.13, 24-hour) depth;
 * - annualDamageProbability: the present-day annual probability that a reference element is
 *   damaged at all (%/yr), a model diagnostic comparable with insurance claim frequencies.
 */
export const engineQuantities = [
  'valueAtRisk',
  'failureProbability',
  'intensityAtReturnPeriod',
  'heatThresholdTemperature',
  'riverFloodDefenceReturnPeriod',
  'coastalProtectionReturnPeriod',
  'basicWindSpeed50Year',
  'relativeSeaLevelRate',
  'relativeSeaLevelTrendOverGaugeRecord',
  'meanAnnualMaximumOneDayRainfall',
  'hundredYearOneDayRainfall',
  'annualDamageProbability',
] as const;
export type EngineQuantity = (typeof engineQuantities)[number];

/**
 * How the engine value is judged against the published one:
 * - ratio: within a factor of 3 of the value, or of the nearer end of the range;
 * - difference: within ± toleranceAbsolute of the value or range (temperatures, where a ratio of °C
 *   means nothing);
 * - atLeast: at least the value (less toleranceAbsolute); below: strictly below the value;
 * - exposed: a positive value where a source names the place as exposed;
 * - notExposed: zero or 'Not Calculated' in every year where the hazard cannot occur.
 */
export const comparisonRules = [
  'ratio',
  'difference',
  'atLeast',
  'below',
  'exposed',
  'notExposed',
] as const;
export type ComparisonRule = (typeof comparisonRules)[number];

export const referenceSourceSchema = z.object({
  author: z.string().min(1),
  year: z.number().int().min(1800).max(2100),
  title: z.string().min(1),
  url: z.url().optional(),
  doi: z.string().optional(),
  /** The figure or statement as the source gives it. */
  quoted: z.string().min(10),
});

export const scienceReferenceSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    site: z.string(),
    hazard: hazardKeySchema,
    quantity: z.enum(engineQuantities),
    rule: z.enum(comparisonRules),
    unit: z.string().min(1),
    value: z.number().optional(),
    low: z.number().optional(),
    high: z.number().optional(),
    returnPeriodYears: z.number().positive().optional(),
    toleranceAbsolute: z.number().positive().optional(),
    /** Analysis year the engine value is read in; 2020 (the present) unless stated. */
    year: z.number().int().min(1990).max(2100).default(2020),
    /** Archetype other than the Simple House ('SH', default settings). */
    settings: z.object({ archetype: z.string().min(1) }).optional(),
    /**
     * Further hazards whose VAR is added to the reference hazard's, where the published loss covers
     * several of the engine's hazards (FEMA's 'inland flooding' is river and surface-water flooding).
     */
    alsoHazards: z.array(hazardKeySchema).min(1).optional(),
    /**
     * Why the published figure is not independent of the engine (the engine reads it, or a table
     * built from it), so the reference is shown but left out of both counts.
     */
    circularBecause: z.string().min(10).optional(),
    /**
     * The published figure is a mean over an area holding the site (a county's loss over all its
     * buildings), not a figure that names the site as exposed: a 0 at the site is then a miss
     * ('outside ×3'), not a false zero — the site may lie outside the area's exposed part.
     */
    areaMean: z.boolean().optional(),
    /**
     * The county (five-digit FIPS code, the NRI's STCOFIPS) an `areaMean` reference is the mean of:
     * the engine's value is then its mean over the county's sampled building stock (county-mean.ts).
     */
    countyFips: z
      .string()
      .regex(/^\d{5}$/)
      .optional(),
    note: z.string().optional(),
    /** 'checked': the figure was read in the cited source; 'recalled': still to be read there. */
    confidence: z.enum(['checked', 'recalled']),
    source: referenceSourceSchema,
  })
  .superRefine((reference, context) => {
    const needsValue = ['ratio', 'difference', 'atLeast', 'below'].includes(reference.rule);
    const hasValue = reference.value !== undefined;
    const hasRange = reference.low !== undefined && reference.high !== undefined;
    if (needsValue && hasValue === hasRange)
      context.addIssue({ code: 'custom', message: 'give either value or low and high' });
    if (hasRange && (reference.low ?? 0) > (reference.high ?? 0))
      context.addIssue({ code: 'custom', message: 'low must not exceed high' });
    if (reference.rule === 'ratio' && [reference.value, reference.low].some((v) => (v ?? 1) <= 0))
      context.addIssue({ code: 'custom', message: 'a ratio needs a positive published figure' });
    if (reference.rule === 'difference' && reference.toleranceAbsolute === undefined)
      context.addIssue({ code: 'custom', message: 'a difference rule needs toleranceAbsolute' });
    if (reference.countyFips !== undefined && reference.areaMean !== true)
      context.addIssue({ code: 'custom', message: 'countyFips names the area of an areaMean row' });
    if (reference.alsoHazards !== undefined && reference.quantity !== 'valueAtRisk')
      context.addIssue({ code: 'custom', message: 'alsoHazards adds up values at risk only' });
    if (
      reference.quantity === 'intensityAtReturnPeriod' &&
      reference.returnPeriodYears === undefined
    )
      context.addIssue({ code: 'custom', message: 'an intensity needs returnPeriodYears' });
  });
export type ScienceReference = z.infer<typeof scienceReferenceSchema>;

/**
 * What a reference can show about the engine:
 * - independentQuantitative: an observed or published number the engine never reads (a loss rate,
 *   an expected annual loss, a claim frequency, an observed intensity), compared by ratio or
 *   difference;
 * - qualitative: a sign or a bound (exposed, not exposed, at least, below) or a design setting
 *   (a code wind, a protection standard, a heat threshold), which a value of the right kind passes
 *   whatever its size;
 * - circular: a figure the engine reads itself, or reads from a table built from it; shown, never
 *   counted.
 */
export const evidenceKinds = ['independentQuantitative', 'qualitative', 'circular'] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

/** Quantities that are settings of the model's design, not outcomes to be measured against. */
const designSettingQuantities: readonly EngineQuantity[] = [
  'heatThresholdTemperature',
  'riverFloodDefenceReturnPeriod',
  'coastalProtectionReturnPeriod',
  'basicWindSpeed50Year',
];

/** The kind of evidence a reference is (see evidenceKinds). */
export function referenceEvidence(reference: ScienceReference): EvidenceKind {
  if (reference.circularBecause !== undefined) return 'circular';
  if (reference.rule !== 'ratio' && reference.rule !== 'difference') return 'qualitative';
  if (designSettingQuantities.includes(reference.quantity)) return 'qualitative';
  return 'independentQuantitative';
}

/** True for the merely 'exposed / not exposed' references (the sign of the answer only). */
export function isExposureOnly(reference: ScienceReference): boolean {
  return reference.rule === 'exposed' || reference.rule === 'notExposed';
}

export const scienceReferenceTableSchema = z
  .object({ sites: z.array(realSiteSchema).min(1), references: z.array(scienceReferenceSchema) })
  .superRefine((table, context) => {
    const siteIds = new Set<string>();
    for (const site of table.sites) {
      if (siteIds.has(site.id))
        context.addIssue({ code: 'custom', message: `duplicate site id ${site.id}` });
      siteIds.add(site.id);
    }
    const referenceIds = new Set<string>();
    for (const reference of table.references) {
      if (referenceIds.has(reference.id))
        context.addIssue({ code: 'custom', message: `duplicate reference id ${reference.id}` });
      referenceIds.add(reference.id);
      if (!siteIds.has(reference.site))
        context.addIssue({
          code: 'custom',
          message: `reference ${reference.id} names unknown site ${reference.site}`,
        });
    }
  });
export type ScienceReferenceTable = z.infer<typeof scienceReferenceTableSchema>;

const referencesFile = path.join(import.meta.dirname, 'references.json');

/** Reads and validates references.json (the one list of real places); throws on a bad row. */
export function loadScienceReferences(file = referencesFile): ScienceReferenceTable {
  return scienceReferenceTableSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The site with this id; throws when there is none. */
export function siteById(table: ScienceReferenceTable, id: string): RealSite {
  const site = table.sites.find((candidate) => candidate.id === id);
  if (site === undefined) throw new Error(`no real site with id '${id}'`);
  return site;
}
