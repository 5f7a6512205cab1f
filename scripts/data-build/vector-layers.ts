import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import type { ReferenceRegionsTable } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import {
  concatenateBytes,
  readRawText,
  splitCsvLine,
  stableJson,
  writeDerivedFile,
} from './build-io.ts';
import type { SourceProvenance } from './sources.ts';
import { sources } from './sources.ts';

/**
 * WDBII rivers at full resolution, levels 1–4 (1 permanent major … 4 minor; the intermittent
 * levels 5–7 and canals 8–10 are left out), simplified by the data sourcing to 100 m
 * (Douglas–Peucker), each line with its level.
 */
export function buildRivers(paths: BuildPaths): ManifestEntry {
  const input = 'rivers/gshhg_wdbii_rivers_full_L1-4_dp100m.geojson.gz';
  const collection = JSON.parse(readRawText(paths, input)) as {
    features: {
      properties: { level: number };
      geometry: { type: string; coordinates: [number, number][] };
    }[];
  };
  const lineStart: number[] = [];
  const coordinates: number[] = [];
  const levels: number[] = [];
  for (const feature of collection.features) {
    if (feature.geometry.type !== 'LineString')
      throw new Error(`unexpected ${feature.geometry.type}`);
    levels.push(feature.properties.level);
    lineStart.push(coordinates.length / 2);
    for (const [longitude, latitude] of feature.geometry.coordinates)
      coordinates.push(longitude, latitude);
  }
  lineStart.push(coordinates.length / 2);
  return writeDerivedFile(
    paths,
    {
      id: layerIds.rivers,
      name: 'WDBII rivers via GSHHG (full resolution, levels 1–4)',
      ...sources.gshhg,
      transform:
        'GeoJSON LineStrings (GMT gshhg-full, Douglas–Peucker 100 m) → uint32 line starts + float32 (lon, lat) vertices + uint8 WDBII level per line.',
      inputs: [input],
      file: `${layerIds.rivers}.polylines.gz`,
      layout: {
        kind: 'polylines',
        lines: lineStart.length - 1,
        vertices: coordinates.length / 2,
        lineClass: 'WDBII river level',
      },
    },
    concatenateBytes([
      new Uint32Array(lineStart),
      new Float32Array(coordinates),
      new Uint8Array(levels),
    ]),
  );
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
