import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import {
  concatenateBytes,
  readRawBytes,
  readRawText,
  splitCsvLine,
  writeDerivedFile,
} from './build-io.ts';
import { writeGridLayer } from './grid-layers.ts';
import { sources } from './sources.ts';
import { writePointTable } from './vector-layers.ts';

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

/**
 * Average population density of cities' built-up areas in 2000 (persons per km²) by country group,
 * Angel, Sheppard, Civco et al. (2010/2011, 'The Persistent Decline in Urban Densities', Lincoln
 * Institute of Land Policy; global sample of 120 cities): 28 ± 5 persons per hectare in the land-rich
 * developed countries (the United States, Canada, Australia and New Zealand), 70 ± 8 in the other
 * developed countries (Europe and Japan) and 135 ± 11 in developing countries.
 */
const builtUpDensityPersonsPerSquareKilometre = {
  landRichDeveloped: 2800,
  otherDeveloped: 7000,
  developing: 13500,
} as const;
const landRichDeveloped = new Set(['USA', 'CAN', 'AUS', 'NZL']);
/** Europe (Natural Earth adm0_a3 codes, Russia and Turkey's European parts included) and Japan. */
const otherDeveloped = new Set(
  (
    'ALB AND AUT BEL BGR BIH BLR CHE CYP CZE DEU DNK ESP EST FIN FRA GBR GRC HRV HUN IRL ISL ITA ' +
    'KOS LIE LTU LUX LVA MCO MDA MKD MLT MNE NLD NOR POL PRT ROU RUS SMR SRB SVK SVN SWE UKR VAT JPN'
  ).split(' '),
);

/**
 * Natural Earth 1:10m populated places as a point table: latitude, longitude, the agglomeration
 * population (pop_max) and the average built-up density of the place's country group, from which
 * the engine sizes a city's built-up area (population ÷ density) to tell a dense city core.
 */
export function buildPopulatedPlaces(paths: BuildPaths): ManifestEntry {
  const input = 'naturalearth/ne_10m_populated_places.csv.gz';
  const [header, ...lines] = readRawText(paths, input)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const names = splitCsvLine(header ?? '');
  const column = (name: string) => {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`${input}: no column ${name}`);
    return index;
  };
  const [latitudeAt, longitudeAt, populationAt, countryAt] = [
    column('latitude'),
    column('longitude'),
    column('pop_max'),
    column('adm0_a3'),
  ];
  const rows: number[][] = [];
  for (const line of lines) {
    const fields = splitCsvLine(line);
    const population = Number(fields[populationAt]);
    if (!(population > 0)) continue;
    const country = fields[countryAt] ?? '';
    const density = landRichDeveloped.has(country)
      ? builtUpDensityPersonsPerSquareKilometre.landRichDeveloped
      : otherDeveloped.has(country)
        ? builtUpDensityPersonsPerSquareKilometre.otherDeveloped
        : builtUpDensityPersonsPerSquareKilometre.developing;
    rows.push([Number(fields[latitudeAt]), Number(fields[longitudeAt]), population, density]);
  }
  return writePointTable(
    paths,
    {
      id: layerIds.populatedPlaces,
      name: 'Natural Earth 1:10m populated places (agglomeration population, built-up density)',
      transform:
        'CSV → float32 columns latitude, longitude, pop_max (places with a positive population) and the built-up density of the country group (Angel et al. 2010: 2,800 persons/km² in the USA, Canada, Australia and New Zealand; 7,000 in Europe and Japan; 13,500 elsewhere).',
      input,
      provenance: sources.naturalEarthPopulatedPlaces,
    },
    ['latitude', 'longitude', 'populationMaximum', 'builtUpDensityPersonsPerSquareKilometre'],
    rows,
  );
}
