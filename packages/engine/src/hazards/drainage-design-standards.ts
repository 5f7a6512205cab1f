import type { SiteHazardContext } from '@hazardscope/contracts';
import { entryForJurisdiction, type JurisdictionScope } from './jurisdiction-table.ts';

/**
 * Return period (years) of the rainfall the minor (pipe and street) drainage of built-up areas is
 * designed to carry, by jurisdiction, each read in the source named. Rules fixed before the engine
 * was run with the table, and not chosen to fit any validation reference:
 * - the value the source gives for residential streets or for the smallest catchments (the street
 *   drains a site stands beside);
 * - where a source gives a range or two alternatives, their geometric middle, √(low × high);
 * - where a country's design is set by many local codes and no national standard was read, the
 *   median of the values the codes read give for residential streets.
 * Countries with no value read fall back to EN 752's 30 years, with a warning.
 */
export interface DrainageDesignStandard extends JurisdictionScope {
  /** Where the standard applies, as the warnings name it. */
  readonly jurisdictionName: string;
  /** Return period (years) of the rainfall the minor drainage carries without flooding. */
  readonly designReturnPeriodYears: number;
  /** The standard or practice, as the metadata names it. */
  readonly standardName: string;
  /** The figures and their sources, as the warnings state them. */
  readonly source: string;
}

/** Geometric middle of a range of return periods (years), the rule for a range: √(low × high). */
function geometricMiddleYears(lowestYears: number, highestYears: number): number {
  return Math.sqrt(lowestYears * highestYears);
}

/** Median of values (the rule where many local codes set a country's practice). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  const lower = sorted[sorted.length % 2 === 0 ? middle - 1 : middle];
  if (upper === undefined || lower === undefined) throw new RangeError('median of no values');
  return (lower + upper) / 2;
}

/**
 * Members of CEN, the European Committee for Standardization, whose national standards bodies
 * publish EN 752 ('Drain and sewer systems outside buildings') as a national standard: the EU's 27,
 * the United Kingdom, Norway, Iceland, Switzerland, Türkiye, North Macedonia and Serbia.
 */
const europeanStandardizationCommitteeMembers = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IS',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'MK',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'SK',
  'SI',
  'ES',
  'SE',
  'CH',
  'TR',
  'GB',
] as const;

/**
 * EN 752: drainage of residential areas carries the 30-year rainfall without flooding (in the
 * United Kingdom, Sewers for Adoption: no flooding in a 30-year storm). The engine's single value
 * before the table, and its fallback.
 */
const europeanStandard: DrainageDesignStandard = {
  countryAlpha2Codes: europeanStandardizationCommitteeMembers,
  subdivisionCode: null,
  jurisdictionName: 'the members of the European Committee for Standardization',
  designReturnPeriodYears: 30,
  standardName: 'EN 752',
  source: 'EN 752, residential areas: no flooding in the 30-year rainfall',
};

/**
 * United States: storm drains are designed by state and local codes; the federal manual (FHWA
 * HEC-22, Urban Drainage Design Manual) could not be read here. The codes read, 2026-11-29, with
 * the value each gives for the pipe system of residential streets: North Carolina DOT, Guidelines
 * for Drainage Studies and Hydraulic Design (storm drain pipe systems designed for the 10-year
 * discharge, Q10, by the procedures of HEC-22): 10; Shepherdsville, Kentucky, code of ordinances
 * (the ten-year storm for all public storm sewer inlets and closed pipe systems): 10; San Benito
 * County, California, code § 23.31.040 (the ten-year storm for local drainage facilities of
 * residential, commercial, office and industrial development): 10; West Jordan, Utah, storm drain
 * master plan (10-year capacity for the initial system: storm drains, gutters, roadside ditches):
 * 10; Eugene, Oregon, stormwater design Table 3-1 (closed pipes under 40 acres: the 5-year storm by
 * the Rational Method, the 10-year by the city's SWMM model): √(5 × 10) ≈ 7.1; Holdenville,
 * Oklahoma, § 158.03 (minor system: at least the two-year storm, the ten-year in major business
 * districts): 2. Median of the six: 10 years.
 */
const unitedStatesCodeValuesYears = [10, 10, 10, 10, geometricMiddleYears(5, 10), 2];

/**
 * Singapore: PUB (Public Utilities Board), Code of Practice on Surface Water Drainage, 7th edition
 * (December 2018, Addendum 1, April 2021), clause 7.1.3: drains serving a catchment of less than
 * 100 ha are designed for the 10-year return period (100–1000 ha 25 years, over 1000 ha 50 years).
 */
const singaporeCatchmentUnderHundredHectaresYears = 10;

/**
 * Australia: the minor system is designed for 'typically 5 or 10 year ARI' storms (DRAINS user
 * manual, Watercom, 'Design and analysis procedures', summarising practice under Australian
 * Rainfall and Runoff); the City of Boroondara (Melbourne) designs its pipe drains for the 20 % AEP
 * (1 in 5 years) rainfall. Australian Rainfall and Runoff itself could not be read here. By the
 * range rule: √(5 × 10) ≈ 7.1 years.
 */
const australiaMinorSystemYears = geometricMiddleYears(5, 10);

/** The published standards, by country. */
export const drainageDesignStandards: readonly DrainageDesignStandard[] = [
  {
    countryAlpha2Codes: ['US'],
    subdivisionCode: null,
    jurisdictionName: 'the United States',
    designReturnPeriodYears: median(unitedStatesCodeValuesYears),
    standardName: 'US state and local storm-drain codes',
    source:
      'the 10-year storm: the median of the values that six US state and local codes give for the storm drains of residential streets (North Carolina DOT, Shepherdsville KY, San Benito County CA, West Jordan UT: 10 years; Eugene OR: 5 or 10; Holdenville OK: 2)',
  },
  {
    countryAlpha2Codes: ['SG'],
    subdivisionCode: null,
    jurisdictionName: 'Singapore',
    designReturnPeriodYears: singaporeCatchmentUnderHundredHectaresYears,
    standardName: 'PUB Code of Practice on Surface Water Drainage',
    source:
      'PUB Code of Practice on Surface Water Drainage (7th edition, 2018), clause 7.1.3: the 10-year storm for drains serving less than 100 ha',
  },
  {
    countryAlpha2Codes: ['AU'],
    subdivisionCode: null,
    jurisdictionName: 'Australia',
    designReturnPeriodYears: australiaMinorSystemYears,
    standardName: 'Australian minor-system practice',
    source:
      'minor drainage designed for the 5- or 10-year storm (DRAINS manual, summarising practice under Australian Rainfall and Runoff; the City of Boroondara: 1 in 5 years), taken as √(5 × 10) ≈ 7.1 years',
  },
  europeanStandard,
];

/** The standard used where none is tabulated for the site's country: EN 752, 30 years. */
export const fallbackDrainageDesignStandard = europeanStandard;

/**
 * The minor-drainage design standard of the site's country, else EN 752's 30 years
 * (`isFallback` true): a pure lookup of the table above.
 */
export function drainageDesignStandardFor(jurisdiction: SiteHazardContext['jurisdiction']): {
  standard: DrainageDesignStandard;
  isFallback: boolean;
} {
  const { entry, isFallback } = entryForJurisdiction(
    drainageDesignStandards,
    fallbackDrainageDesignStandard,
    jurisdiction,
  );
  return { standard: entry, isFallback };
}
