/**
 * What the data build (`npm run data:build`) shares with the reader of its output: the manifest and
 * table formats it writes, the layer ids, and the geometry both sides must compute alike. Imported
 * as `@hazardscope/hazard-data/build-format`.
 */
export { drainageAreaCodesPerDecade, flowDirectionSteps } from './drainage.ts';
export {
  encodeGaugeStationId,
  extremeRainfallGaugeClimateClasses,
} from './extreme-rainfall-gauges.ts';
export { greatCircleKilometres, kilometresPerDegree } from './geodesy.ts';
export { indexMaskRows } from './land-sea-mask.ts';
export { layerIds, manifestSchema } from './manifest.ts';
export type { GridLayout, Manifest, ManifestEntry } from './manifest.ts';
export type * from './tables.ts';
export { naturalEarthGlobalRiverClass, naturalEarthRiverClass } from './river-network.ts';
