import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { concatenateBytes, readRawBytes, readRawText, writeDerivedFile } from './build-io.ts';
import { writeGridLayer } from './grid-layers.ts';
import { sources } from './sources.ts';

/** ERA5 soil texture (point grid, 0.1°): class per node, 0 = water / no soil. */
export function buildSoilTexture(paths: BuildPaths): ManifestEntry {
  const input = 'soil/era5_soil_type_0p1deg.u8.gz';
  const legendDocument = JSON.parse(readRawText(paths, 'soil/era5_soil_type_0p1deg.json')) as {
    values: Record<string, string>;
  };
  const legend = Object.fromEntries(
    Object.entries(legendDocument.values).filter(([code]) => code !== '0'),
  );
  return writeGridLayer(paths, {
    id: layerIds.soilTexture,
    name: 'ERA5 soil texture class (0.1°, FAO DSMW)',
    provenance: sources.era5SoilType,
    transform:
      'Re-compressed unchanged: point grid, row i at latitude −90 + 0.1·i, column j at longitude −180 + 0.1·j; 0 (water, no soil) = no data.',
    inputs: [input],
    layout: {
      valueType: 'uint8',
      rows: 1801,
      columns: 3600,
      southDegrees: -90,
      westDegrees: -180,
      cellDegrees: 0.1,
      registration: 'point',
      layerNames: ['soil texture class'],
      missingValue: 0,
      unit: 'class',
      legend,
    },
    values: new Uint8Array(readRawBytes(paths, input)),
  });
}

/**
 * Natural Earth 1:50m urban areas as closed rings (outer rings and holes alike; inside is decided
 * by the even–odd rule): uint32 ring starts + float32 (lon, lat) vertices, the polylines layout.
 */
export function buildUrbanAreas(paths: BuildPaths): ManifestEntry {
  const input = 'naturalearth/ne_50m_urban_areas.geojson.gz';
  const collection = JSON.parse(readRawText(paths, input)) as {
    features: { geometry: { type: string; coordinates: [number, number][][] } }[];
  };
  const ringStart: number[] = [];
  const coordinates: number[] = [];
  for (const feature of collection.features) {
    if (feature.geometry.type !== 'Polygon') throw new Error(`unexpected ${feature.geometry.type}`);
    for (const ring of feature.geometry.coordinates) {
      ringStart.push(coordinates.length / 2);
      for (const [longitude, latitude] of ring) coordinates.push(longitude, latitude);
    }
  }
  ringStart.push(coordinates.length / 2);
  return writeDerivedFile(
    paths,
    {
      id: layerIds.urbanAreas,
      name: 'Natural Earth 1:50m urban areas',
      ...sources.naturalEarth,
      transform:
        'GeoJSON Polygons → closed rings (outer and holes): uint32 ring starts + float32 (lon, lat) vertices.',
      inputs: [input],
      file: `${layerIds.urbanAreas}.polylines.gz`,
      layout: { kind: 'polylines', lines: ringStart.length - 1, vertices: coordinates.length / 2 },
    },
    concatenateBytes([new Uint32Array(ringStart), new Float32Array(coordinates)]),
  );
}
