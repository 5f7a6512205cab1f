export { loadHazardData, defaultHazardDataDirectory } from './load-hazard-data.ts';
export type { LoadHazardDataOptions } from './load-hazard-data.ts';
export type { HazardDataStore } from './load-hazard-data.ts';
export { buildSiteHazardContext } from './build-site-hazard-context.ts';
export type { SiteRequest } from './build-site-hazard-context.ts';
export {
  sampleGrid,
  sampleWithNearestFallback,
  nearestAcceptedCell,
  nearestCell,
  gridValue,
} from './regular-grid.ts';
export type { RegularGrid, SamplingMethod, GridCell } from './regular-grid.ts';
export { surfaceAt, distanceToCoastKilometres, placeOnCoastline } from './land-sea-mask.ts';
export { placeSite, landSnapKilometres } from './site-placement.ts';
export type { SitePlacement } from './site-placement.ts';
export type { Surface, LandSeaMask } from './land-sea-mask.ts';
export {
  distanceToNearestRiverKilometres,
  naturalEarthGlobalRiverClass,
  naturalEarthRiverClass,
} from './river-network.ts';
export { findReferenceRegion, regionsContaining, ringContains } from './reference-regions.ts';
export { urbanSetting } from './urban-areas.ts';
export type { UrbanAreas, UrbanSetting } from './urban-areas.ts';
export { findJurisdiction } from './jurisdictions.ts';
export type { SiteJurisdiction } from './jurisdictions.ts';
export type { ReferenceRegion } from './reference-regions.ts';
export { elevationAt, embeddedElevationMetres, embeddedElevationSource } from './site-terrain.ts';
export { lapseRateCorrectedMonthlyTemperatures, lapseRateKelvinPerMetre } from './site-climate.ts';
export { metresPerSecondPerKnot } from './site-tropical-cyclone.ts';
export { findBuildingCodeWindRegion } from './building-code-wind.ts';
export { listDataSources, dataSourcesFor } from './data-sources.ts';
export type { DataSource } from './data-sources.ts';
export { listPublicDatasets } from './public-datasets.ts';
export { createCloudOptimizedGeoTiffProvider, elevationFromProvider } from './raster-provider.ts';
export type { RasterProvider, CloudOptimizedGeoTiffOptions } from './raster-provider.ts';
export { greatCircleKilometres } from './geodesy.ts';
export { layerIds, manifestSchema } from './manifest.ts';
export type { Manifest, ManifestEntry } from './manifest.ts';
export { siteSurroundings } from './site-surroundings.ts';
export { FineDataError } from './fine-data/fine-data-error.ts';
export type { FineDataSources, SiteFineData } from './fine-data/site-fine-data.ts';
export { fineDataAt } from './fine-data/site-fine-data.ts';
export { openFloodMapDirectory } from './fine-data/flood-maps.ts';
export { openTerrainDirectory } from './fine-data/terrain-tiles.ts';
