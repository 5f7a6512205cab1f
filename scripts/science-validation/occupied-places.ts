// The occupied-place bound, checked at every large populated place the product embeds: a place whose
// buildings have stood and been lived in for decades cannot be losing a building's whole value in
// fewer years than that. The references of references.json apply the bound at places chosen one by
// one; this check applies it to all of Natural Earth's large cities at once, so that an absurd high
// anywhere the data reach shows, not only where someone thought to look.
import { hazardKeys, type HazardKey } from '@hazardscope/contracts';
import type { HazardDataStore } from '@hazardscope/hazard-data';
import type { RealSiteRun } from './analyse-real-site.ts';
import { hazardFailureProbability, hazardValueAtRisk } from './analysis-values.ts';
import type { RealSite } from './science-references.ts';

/**
 * Places of at least this many people (Natural Earth's population of the agglomeration,
 * `pop_max`): cities, as a rule built up and lived in at their centre for well over 60 years. A few
 * are younger (capitals built since 1960 such as Abuja); an excess at one of those is to be read with
 * its age.
 */
export const occupiedPlaceMinimumPopulation = 300_000;

/**
 * Years the buildings at such a place have stood and been lived in, at least. A loss rate r a year
 * sustained that long costs r × 60 of a building's value, which cannot exceed the whole of it, so
 * r < 1/60 = 1.67 %/yr — the bound of the occupied-place references in references.json.
 */
const occupiedYears = 60;

/** The bound on any one hazard's VAR at an occupied place (a fraction a year). */
export const occupiedPlaceValueAtRiskBound = 1 / occupiedYears;

/** The year the bound is checked in: the first analysis year, the present climate. */
const presentYear = 2020;

/** One populated place, as the embedded Natural Earth table gives it. */
export interface PopulatedPlace {
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number;
}

/** A hazard whose present VAR at an occupied place exceeds the bound, with what the engine saw. */
export interface OccupiedPlaceExcess {
  readonly place: PopulatedPlace;
  readonly countryAlpha2: string | null;
  readonly hazard: HazardKey;
  readonly valueAtRisk: number;
  readonly failureProbability: number;
  /** The hazard's context items (the river, its catchment, the site's height above it…). */
  readonly context: readonly string[];
}

export interface OccupiedPlaceCheck {
  readonly checked: number;
  /** Places the analysis refused (at sea on the embedded land mask, say), with the reason. */
  readonly refused: readonly { place: PopulatedPlace; reason: string }[];
  readonly excesses: readonly OccupiedPlaceExcess[];
}

/** The embedded Natural Earth populated places of at least `minimumPopulation` people. */
export function largePopulatedPlaces(
  store: Pick<HazardDataStore, 'populatedPlaces'>,
  minimumPopulation = occupiedPlaceMinimumPopulation,
): PopulatedPlace[] {
  const { columns, points } = store.populatedPlaces;
  const places: PopulatedPlace[] = [];
  for (let point = 0; point < points; point += 1) {
    const population = columns['populationMaximum']?.[point] ?? 0;
    if (population < minimumPopulation) continue;
    places.push({
      latitude: columns['latitude']?.[point] ?? Number.NaN,
      longitude: columns['longitude']?.[point] ?? Number.NaN,
      population,
    });
  }
  return places;
}

function contextOf(run: RealSiteRun, hazard: HazardKey): string[] {
  const metadata = run.analysis.metadata[hazard];
  const items = metadata?.context?.items ?? [];
  return items.map((item) => `${item.name}: ${item.description}`).slice(0, 8);
}

/**
 * Runs a Simple House (default settings) at each place and lists every hazard whose VAR in 2020
 * exceeds the occupied-place bound.
 */
export function checkOccupiedPlaces(
  places: readonly PopulatedPlace[],
  analyse: (site: RealSite) => RealSiteRun,
): OccupiedPlaceCheck {
  const refused: { place: PopulatedPlace; reason: string }[] = [];
  const excesses: OccupiedPlaceExcess[] = [];
  let checked = 0;
  places.forEach((place, index) => {
    let run: RealSiteRun;
    try {
      run = analyse({
        id: `populated-place-${index}`,
        name: `populated place ${place.latitude.toFixed(3)}, ${place.longitude.toFixed(3)}`,
        latitude: place.latitude,
        longitude: place.longitude,
      });
    } catch (error) {
      refused.push({ place, reason: error instanceof Error ? error.message : String(error) });
      return;
    }
    checked += 1;
    for (const hazard of hazardKeys) {
      const valueAtRisk = hazardValueAtRisk(run.analysis, hazard, presentYear);
      if (valueAtRisk <= occupiedPlaceValueAtRiskBound) continue;
      excesses.push({
        place,
        countryAlpha2: run.site.jurisdiction.country?.alpha2 ?? null,
        hazard,
        valueAtRisk,
        failureProbability: hazardFailureProbability(run.analysis, hazard, presentYear),
        context: contextOf(run, hazard),
      });
    }
  });
  excesses.sort((left, right) => right.valueAtRisk - left.valueAtRisk);
  return { checked, refused, excesses };
}

/** The check's closing line and one block per excess. */
export function formatOccupiedPlaceCheck(check: OccupiedPlaceCheck): string[] {
  const percent = (fraction: number) => `${(fraction * 100).toPrecision(3)} %/yr`;
  const lines: string[] = [];
  for (const excess of check.excesses) {
    lines.push(
      `  ${excess.place.latitude.toFixed(4)}, ${excess.place.longitude.toFixed(4)} (${excess.countryAlpha2 ?? 'no country'}, ${Math.round(excess.place.population).toLocaleString('en-GB')} people): ${excess.hazard} VAR ${percent(excess.valueAtRisk)}, failure ${percent(excess.failureProbability)}`,
    );
    for (const item of excess.context) lines.push(`      ${item}`);
  }
  const places = new Set(check.excesses.map((excess) => excess.place)).size;
  lines.push(
    `${places} of ${check.checked.toLocaleString('en-GB')} populated places of ${occupiedPlaceMinimumPopulation.toLocaleString('en-GB')} people or more (Natural Earth) have a hazard's VAR ${presentYear} above ${percent(occupiedPlaceValueAtRiskBound)}, the bound of a place lived in for ${occupiedYears} years` +
      (check.refused.length > 0 ? ` (${check.refused.length} refused by the analysis)` : ''),
  );
  return lines;
}
