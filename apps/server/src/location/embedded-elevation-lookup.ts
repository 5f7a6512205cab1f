import { elevationAt, type HazardDataStore } from '@hazardscope/hazard-data';
import type { ElevationLookup } from './elevation-lookup.ts';

/** The embedded ETOPO 20′ grid of packages/hazard-data, land-aware on coasts. */
export function createEmbeddedElevationLookup(store: HazardDataStore): ElevationLookup {
  return {
    async elevationAt(latitude, longitude) {
      return {
        elevationMetres: Math.round(elevationAt(store, latitude, longitude) * 100) / 100,
        dataset: 'ETOPO5 20′ (embedded)',
      };
    },
  };
}
