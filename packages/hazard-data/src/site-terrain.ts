import type { SiteHazardContext } from '@hazardscope/contracts';
import type { Surface } from './land-sea-mask.ts';
import { distanceToCoastKilometres, surfaceAt } from './land-sea-mask.ts';
import { kilometresPerDegree } from './geodesy.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import { nearestAcceptedCell, sampleGrid } from './regular-grid.ts';
import type { SiteNotes } from './site-notes.ts';
import type { SitePlacement } from './site-placement.ts';

export type ElevationSource = SiteHazardContext['terrain']['elevationSource'];

/** Below this distance to the coast a 5′ (~9 km) elevation cell mixes land and sea (km). */
const coarseElevationCoastKilometres = 10;

export const embeddedElevationSource: ElevationSource = {
  kind: 'embedded',
  dataset: 'ETOPO5 5′ (embedded)',
  // One 5′ cell (1/12°) from south to north.
  cellKilometres: Math.round((kilometresPerDegree / 12) * 100) / 100,
};

/**
 * Ground elevation from the embedded 5′ ETOPO5 grid: bilinear; for a land or lake site whose
 * interpolated value is at or below sea level because its cells are mostly ocean, the nearest
 * cell above sea level within 2 cells (~18 km); 0 m when there is none.
 */
export function embeddedElevationMetres(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  surface: Surface,
): number {
  const interpolated = sampleGrid(store.elevation, latitude, longitude, 'bilinear');
  if (surface === 'ocean' || interpolated > 0) return interpolated;
  const nearestLand = nearestAcceptedCell(
    store.elevation,
    latitude,
    longitude,
    (value) => value > 0,
    2,
  );
  return nearestLand?.value ?? 0;
}

/** Embedded ground elevation at a point (m), land–sea aware by the 30″ mask. */
export function elevationAt(store: HazardDataStore, latitude: number, longitude: number): number {
  return embeddedElevationMetres(
    store,
    latitude,
    longitude,
    surfaceAt(store.landSea, latitude, longitude),
  );
}

export function siteTerrain(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  given: { elevationMetres?: number; elevationSource?: ElevationSource },
  notes: SiteNotes,
  placement: SitePlacement['kind'],
): SiteHazardContext['terrain'] {
  notes.datasetIds.add(layerIds.landMask);
  notes.datasetIds.add(layerIds.elevation);
  const surface: Surface = placement === 'sea' ? 'ocean' : placement === 'lake' ? 'lake' : 'land';
  const distanceToCoast = distanceToCoastKilometres(store.landSea, latitude, longitude);
  const usesGivenElevation = given.elevationMetres !== undefined;
  const elevationMetres =
    given.elevationMetres ?? embeddedElevationMetres(store, latitude, longitude, surface);
  const elevationSource =
    given.elevationSource ??
    (usesGivenElevation
      ? { kind: 'user', dataset: 'Elevation given by the user' }
      : embeddedElevationSource);
  if (
    !usesGivenElevation &&
    surface !== 'ocean' &&
    distanceToCoast < coarseElevationCoastKilometres
  ) {
    notes.warnings.push(
      `Site elevation comes from a 5′ (~9 km) grid and the site is ${distanceToCoast.toFixed(1)} km from the coast, where such cells mix land and sea: give the site's own elevation for coastal and river flooding.`,
    );
  }
  if (surface !== 'land') {
    notes.warnings.push(
      `The site falls on ${surface === 'ocean' ? 'the sea' : 'a lake'} in the 30″ GSHHG mask; check the coordinates.`,
    );
  }
  if (placement === 'shore') {
    notes.warnings.push(
      'The site lies on the shoreline of the 30″ GSHHG mask (within about 1 km of it, the accuracy of the coastline): it is analysed as land at the water’s edge.',
    );
  }
  return {
    elevationMetres: Math.round(elevationMetres * 10) / 10,
    elevationSource,
    surface,
    distanceToCoastKilometres: Math.round(distanceToCoast * 100) / 100,
  };
}
