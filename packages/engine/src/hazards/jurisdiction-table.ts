import type { SiteHazardContext } from '@hazardscope/contracts';

/** Where an entry of a per-jurisdiction table applies: its countries and, for a state's entry, one subdivision. */
export interface JurisdictionScope {
  /** ISO 3166-1 alpha-2 codes of the countries, e.g. ['US']. */
  readonly countryAlpha2Codes: readonly string[];
  /** ISO 3166-2 code of the subdivision (e.g. 'US-CA'), or null for the whole of each country. */
  readonly subdivisionCode: string | null;
}

/**
 * The entry of a per-jurisdiction table for a site: its subdivision's where one is tabulated, else
 * its country's, else the fallback (`isFallback` true). A subdivision's entry never reaches a site
 * in another subdivision or country.
 */
export function entryForJurisdiction<Entry extends JurisdictionScope>(
  table: readonly Entry[],
  fallback: Entry,
  jurisdiction: SiteHazardContext['jurisdiction'],
): { entry: Entry; isFallback: boolean } {
  const countryAlpha2 = jurisdiction.country?.alpha2 ?? null;
  if (countryAlpha2 === null) return { entry: fallback, isFallback: true };
  const subdivisionCode = jurisdiction.subdivision?.code ?? null;
  const inCountry = table.filter((entry) => entry.countryAlpha2Codes.includes(countryAlpha2));
  const entry =
    inCountry.find(
      (candidate) =>
        candidate.subdivisionCode !== null && candidate.subdivisionCode === subdivisionCode,
    ) ?? inCountry.find((candidate) => candidate.subdivisionCode === null);
  return entry === undefined ? { entry: fallback, isFallback: true } : { entry, isFallback: false };
}
