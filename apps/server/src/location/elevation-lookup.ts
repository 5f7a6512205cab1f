import type { ElevationReply } from '@hazardscope/contracts';

/**
 * Ground elevation at a point. Two implementations: an external Open-Elevation/OpenTopoData service
 * (external-elevation-lookup.ts, ELEVATION_URL) and the embedded DEM of packages/hazard-data (to be
 * passed in through AppDependencies.elevationLookup when that package lands).
 */
export interface ElevationLookup {
  elevationAt(latitude: number, longitude: number): Promise<ElevationReply>;
}
