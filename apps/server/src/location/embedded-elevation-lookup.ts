import {
  elevationAt,
  embeddedElevationSource,
  type HazardDataStore,
} from '@hazardscope/hazard-data';
import type { ElevationLookup } from './elevation-lookup.ts';

/** The embedded ETOPO5 5′ grid of packages/hazard-data, land-aware on coasts. */
export function createEmbeddedElevationLookup(store: HazardDataStore): ElevationLookup {
  return {
    async elevationAt(latitude, longitude) {
      return {
        elevationMetres: Math.round(elevationAt(store, latitude, longitude) * 100) / 100,
        dataset: embeddedElevationSource.dataset,
      };
    },
  };
}
