import type { HazardDataStore } from './load-hazard-data.ts';
import { placeOnCoastline } from './land-sea-mask.ts';

/**
 * A point at sea within this distance of land (km) is moved to the nearest land cell of the 30″
 * mask and analysed there, with a warning: a pin dropped in a harbour, or placed on a globe zoomed
 * out to a country (where a screen pixel spans a few km), means the building on the shore. Farther
 * out it is refused as at sea.
 */
export const landSnapKilometres = 5;

export type SitePlacement =
  | { kind: 'land' | 'lake' | 'shore'; latitude: number; longitude: number }
  | {
      kind: 'moved';
      latitude: number;
      longitude: number;
      distanceKilometres: number;
      requestedLatitude: number;
      requestedLongitude: number;
    }
  | { kind: 'sea'; latitude: number; longitude: number };

/** Where a requested point is analysed, by the 30″ GSHHG mask; see `placeOnCoastline`. */
export function placeSite(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
): SitePlacement {
  const placement = placeOnCoastline(store.landSea, latitude, longitude, landSnapKilometres);
  if (placement.kind === 'near-shore') {
    const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
    return {
      kind: 'moved',
      latitude: round(placement.nearestLand.latitude),
      longitude: round(placement.nearestLand.longitude),
      distanceKilometres: Math.round(placement.distanceKilometres * 100) / 100,
      requestedLatitude: latitude,
      requestedLongitude: longitude,
    };
  }
  return { kind: placement.kind, latitude, longitude };
}
