import { readFileSync } from 'node:fs';
import simplify from 'simplify-js';
import { join } from 'node:path';
import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import {
  drainageAreaCodesPerDecade,
  layerIds,
  naturalEarthGlobalRiverClass,
  naturalEarthRiverClass,
} from '@hazardscope/hazard-data/build-format';
import type { ReferenceRegionsTable } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import {
  concatenateBytes,
  readRawText,
  splitCsvLine,
  stableJson,
  writeDerivedFile,
} from './build-io.ts';
import { repositoryRoot } from './raw-data-directory.ts';
import {
  derivedDrainageAreaNear,
  grdcCatalogueInput,
  grdcStationAreas,
  oceanNearFromMask,
  vertexCatchmentCodes,
} from './river-sizes.ts';
import type { SourceProvenance } from './sources.ts';
import { sources } from './sources.ts';

/** The Natural Earth 10m Australian river supplement's Brisbane River, committed beside this script. */
const naturalEarthAustraliaInput =
  'scripts/data-build/inputs/ne-10m-rivers-australia-brisbane.geojson';

const naturalEarthGlobalInput = 'naturalearth/ne_10m_rivers_lake_centerlines.geojson.gz';

/**
 * Douglas–Peucker tolerance for Natural Earth's global lines (degrees): 0.005° (~0.5 km), a tenth of
 * their 5 km position error (half a millimetre at 1:10 million), to keep the embedded data small.
 */
const naturalEarthSimplifyDegrees = 0.005;

/**
 * The river lines: WDBII at full resolution, levels 1–4 (1 permanent major … 4 minor; the
 * intermittent levels 5–7 and canals 8–10 are left out), simplified by the data sourcing to 100 m
 * (Douglas–Peucker), each line with its level; then the rivers WDBII lacks, from Natural Earth's 10m
 * Australian supplement (class 11): the Brisbane River, absent from WDBII at every resolution; and Natural Earth's global
 * 10m river centerlines (class 12), which hold the great rivers WDBII draws only as outlines. Each
 * vertex carries the catchment area of the GRDC stations on its line (river-sizes.ts).
 */
export function buildRivers(paths: BuildPaths): ManifestEntry {
  const input = 'rivers/gshhg_wdbii_rivers_full_L1-4_dp100m.geojson.gz';
  const collection = JSON.parse(readRawText(paths, input)) as LineCollection<{ level: number }>;
  const supplement = JSON.parse(
    readFileSync(join(repositoryRoot, naturalEarthAustraliaInput), 'utf8'),
  ) as LineCollection<{ ne_id: number }>;
  const lineStart: number[] = [];
  const coordinates: number[] = [];
  const classes: number[] = [];
  const addLine = (lineClass: number, line: [number, number][]) => {
    classes.push(lineClass);
    lineStart.push(coordinates.length / 2);
    for (const [longitude, latitude] of line) coordinates.push(longitude, latitude);
  };
  for (const feature of collection.features) {
    if (feature.geometry.type !== 'LineString')
      throw new Error(`unexpected ${feature.geometry.type}`);
    addLine(feature.properties.level, feature.geometry.coordinates);
  }
  for (const feature of supplement.features)
    addLine(naturalEarthRiverClass, feature.geometry.coordinates);
  // Natural Earth's global 10m centerlines: the great rivers WDBII draws only as double-line
  // outlines (level 0, left out above), e.g. the Congo at Kinshasa. Lake centerlines are kept: a
  // river's course through a lake or a pool (the Congo's Pool Malebo) is still its channel.
  const global = JSON.parse(readRawText(paths, naturalEarthGlobalInput)) as LineCollection<{
    featurecla: string;
  }>;
  for (const feature of global.features) {
    const parts =
      feature.geometry.type === 'MultiLineString'
        ? (feature.geometry.coordinates as unknown as [number, number][][])
        : [feature.geometry.coordinates];
    for (const part of parts)
      addLine(
        naturalEarthGlobalRiverClass,
        simplify(
          part.map(([x, y]) => ({ x, y })),
          naturalEarthSimplifyDegrees,
          true,
        ).map(({ x, y }): [number, number] => [x, y]),
      );
  }
  lineStart.push(coordinates.length / 2);
  const catchmentCodes = vertexCatchmentCodes(
    lineStart,
    coordinates,
    grdcStationAreas(paths),
    derivedDrainageAreaNear(paths),
    oceanNearFromMask(paths),
  );
  return writeDerivedFile(
    paths,
    {
      id: layerIds.rivers,
      name: 'River lines: WDBII via GSHHG (full resolution, levels 1–4) and the Natural Earth 10m Australian supplement, sized by the GRDC catalogue',
      source: `${sources.gshhg.source}; Natural Earth 1:10m physical vectors, rivers (Australia supplement, nvkelso/natural-earth-vector geojson/ne_10m_rivers_australia.geojson @ e0ae1312); catchment areas from the Global Runoff Data Centre (GRDC, BfG Koblenz) station catalogue 2019-08-29`,
      licence: `${sources.gshhg.licence}; Natural Earth: public domain; GRDC catalogue metadata (acknowledgement requested; only derived area codes are shipped)`,
      attribution: `${sources.gshhg.attribution} Made with Natural Earth. Catchment areas from the station catalogue of the Global Runoff Data Centre, 56068 Koblenz, Germany.`,
      transform: `GeoJSON LineStrings (GMT gshhg-full, Douglas–Peucker 100 m; Natural Earth's Brisbane River as published, class ${naturalEarthRiverClass}; Natural Earth 10m global river and lake centerlines, Douglas–Peucker ${naturalEarthSimplifyDegrees}°, class ${naturalEarthGlobalRiverClass}) → uint32 line starts + float32 (lon, lat) vertices + uint8 class per line + uint8 catchment code per vertex: round(${drainageAreaCodesPerDecade}·log10 km²) of the nearest GRDC station within 100 km along the same river (its line and the lines continuing it across GSHHG's whole-degree cuts; a station is placed on the nearest vertex within 3 km unless the 5′ drainage sizes the line there at over five times its catchment), 0 where none.`,
      inputs: [input, naturalEarthAustraliaInput, naturalEarthGlobalInput, grdcCatalogueInput],
      file: `${layerIds.rivers}.polylines.gz`,
      layout: {
        kind: 'polylines',
        lines: lineStart.length - 1,
        vertices: coordinates.length / 2,
        lineClass: `WDBII river level (1–4); ${naturalEarthRiverClass} = Natural Earth 10m Australia; ${naturalEarthGlobalRiverClass} = Natural Earth 10m global centerlines`,
        vertexCatchmentCode: `${drainageAreaCodesPerDecade}·log10(GRDC catchment km²), 0 = none`,
      },
    },
    concatenateBytes([
      new Uint32Array(lineStart),
      new Float32Array(coordinates),
      new Uint8Array(classes),
      catchmentCodes,
    ]),
  );
}

interface LineCollection<Properties> {
  features: {
    properties: Properties;
    geometry: { type: string; coordinates: [number, number][] };
  }[];
}

/**
 * The 58 AR6 reference regions; rows whose acronym ends in '*' are the second half of a region
 * split at the dateline and join the region of the same acronym as a second ring.
 */
export function buildReferenceRegions(paths: BuildPaths): ManifestEntry {
  const input = 'regions/IPCC-WGI-reference-regions-v4_coordinates.csv';
  const lines = readRawText(paths, input)
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '');
  const regions: ReferenceRegionsTable = [];
  for (const line of lines) {
    const [, surface, name, rawAcronym, ...vertices] = splitCsvLine(line);
    if (surface === undefined || name === undefined || rawAcronym === undefined) continue;
    const acronym = rawAcronym.replace('*', '');
    const ring = vertices
      .filter((vertex) => vertex !== '')
      .map((vertex) => {
        const [longitude, latitude] = vertex.split('|').map(Number);
        if (longitude === undefined || latitude === undefined)
          throw new Error(`bad vertex ${vertex}`);
        return [longitude, latitude] as [number, number];
      });
    const existing = regions.find((region) => region.acronym === acronym);
    if (existing !== undefined) existing.rings.push(ring);
    else
      regions.push({
        acronym,
        name,
        surface: surface === 'Ocean' ? 'ocean' : 'land',
        rings: [ring],
      });
  }
  return writeDerivedFile(
    paths,
    {
      id: layerIds.regions,
      name: 'IPCC AR6 WGI reference regions v4',
      ...sources.iturbide,
      transform:
        'CSV vertex rows → JSON rings; dateline-split rows (acronym with *) merged into their region as a second ring.',
      inputs: [input],
      file: `${layerIds.regions}.json`,
      layout: { kind: 'json' },
    },
    stableJson(regions),
  );
}

export function writePointTable(
  paths: BuildPaths,
  entry: {
    id: string;
    name: string;
    transform: string;
    input: string;
    provenance: SourceProvenance;
  },
  columnNames: string[],
  rows: number[][],
): ManifestEntry {
  const columns = columnNames.map(
    (_, index) => new Float32Array(rows.map((row) => row[index] ?? Number.NaN)),
  );
  return writeDerivedFile(
    paths,
    {
      id: entry.id,
      name: entry.name,
      ...entry.provenance,
      transform: entry.transform,
      inputs: [entry.input],
      file: `${entry.id}.points.gz`,
      layout: { kind: 'point-table', points: rows.length, columnNames },
    },
    concatenateBytes(columns),
  );
}

/** Reads a CSV into rows of numbers for the named columns. */
function readCsvColumns(paths: BuildPaths, input: string, wanted: string[]): number[][] {
  const [header, ...lines] = readRawText(paths, input)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const names = splitCsvLine(header ?? '');
  const indices = wanted.map((name) => {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`${input}: no column ${name}`);
    return index;
  });
  return lines.map((line) => {
    const fields = splitCsvLine(line);
    return indices.map((index) => Number(fields[index]));
  });
}

export function buildDivaFingerprints(paths: BuildPaths): ManifestEntry {
  const input = 'coastal/diva_coastal_segments_slr_fingerprints.csv';
  const rows = readCsvColumns(paths, input, [
    'lon',
    'lat',
    'fpGIS_loc',
    'fpAIS_loc',
    'fpGSIC_loc',
    'fpTE_loc',
    'fpLWS_loc',
  ]);
  return writePointTable(
    paths,
    {
      id: layerIds.divaFingerprints,
      name: 'DIVA coastal segments with Slangen sea-level fingerprints',
      transform:
        'CSV → float32 columns (segment lon/lat and five fingerprint ratios); values unchanged.',
      input,
      provenance: sources.mimiGive,
    },
    [
      'longitude',
      'latitude',
      'greenland',
      'antarctica',
      'glaciers',
      'thermalExpansion',
      'landWater',
    ],
    rows,
  );
}
