// Natural Earth populated places around a site, for telling a dense city core from the wildland
// edge (the engine sizes each city's built-up area from its population and built-up density).
import type { SiteHazardContext } from '@hazardscope/contracts';
import { forEachItemNear } from './bucket-index.ts';
import { greatCircleKilometres } from './geodesy.ts';
import { pointValue, type PointTable } from './point-table.ts';

/**
 * How far to look for populated places (km): 50 km, beyond the built-up radius of the largest
 * agglomeration at the lowest density (20 million people at 2,800 per km² cover a disc of 48 km).
 */
export const populatedPlaceSearchKilometres = 50;

/** At most this many places are kept, nearest first (Natural Earth holds 7,343 worldwide). */
const maximumPlaces = 20;

/** Places within the search distance, nearest first, with population, density and distance. */
export function populatedPlacesNear(
  places: PointTable,
  latitude: number,
  longitude: number,
): SiteHazardContext['fire']['nearbyPopulatedPlaces'] {
  const found: SiteHazardContext['fire']['nearbyPopulatedPlaces'] = [];
  forEachItemNear(places.index, latitude, longitude, populatedPlaceSearchKilometres, (point) => {
    const distanceKilometres = greatCircleKilometres(
      latitude,
      longitude,
      pointValue(places, 'latitude', point),
      pointValue(places, 'longitude', point),
    );
    if (distanceKilometres > populatedPlaceSearchKilometres) return;
    found.push({
      population: pointValue(places, 'populationMaximum', point),
      builtUpDensityPersonsPerSquareKilometre: pointValue(
        places,
        'builtUpDensityPersonsPerSquareKilometre',
        point,
      ),
      distanceKilometres: Math.round(distanceKilometres * 100) / 100,
    });
  });
  return found
    .sort(
      (left, right) =>
        left.distanceKilometres - right.distanceKilometres || right.population - left.population,
    )
    .slice(0, maximumPlaces);
}
