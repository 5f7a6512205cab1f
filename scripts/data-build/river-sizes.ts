import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { drainageAreaCodesPerDecade, layerIds } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { readRawText } from './build-io.ts';

/**
 * The largest upstream area (km²) within one cell of a point on the 5′ drainage grid this build
 * has already written (buildDrainageArea runs first).
 */
export function derivedDrainageAreaNear(
  paths: BuildPaths,
): (latitude: number, longitude: number) => number {
  const codes = gunzipSync(
    readFileSync(join(paths.outputDirectory, `${layerIds.drainageArea}.u8.gz`)),
  );
  const rows = 2160;
  const columns = 4320;
  return (latitude, longitude) => {
    const row = Math.floor((latitude + 90) * 12);
    const column = Math.floor(((((longitude + 180) % 360) + 360) % 360) * 12);
    let largest = 0;
    for (let rowStep = -1; rowStep <= 1; rowStep += 1)
      for (let columnStep = -1; columnStep <= 1; columnStep += 1) {
        const r = row + rowStep;
        if (r < 0 || r >= rows) continue;
        const c = (column + columnStep + columns) % columns;
        const code = codes[r * columns + c] ?? 0;
        if (code > 0) largest = Math.max(largest, Math.pow(10, code / drainageAreaCodesPerDecade));
      }
    return largest;
  };
}

export const grdcCatalogueInput = 'rivers/grdc_station_catalogue_2019.csv.gz';

/** A GRDC station with a catchment area. */
interface Station {
  latitude: number;
  longitude: number;
  areaSquareKilometres: number;
}

/** The catalogue's stations that state a catchment area (km²); nothing else is kept. */
export function grdcStationAreas(paths: BuildPaths): Station[] {
  const [header = '', ...lines] = readRawText(paths, grdcCatalogueInput).split('\n');
  const names = header.split(',');
  const column = (name: string) => {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`GRDC catalogue has no column ${name}`);
    return index;
  };
  const [latitudeColumn, longitudeColumn, areaColumn] = [
    column('lat'),
    column('lon'),
    column('area_km2'),
  ];
  const stations: Station[] = [];
  for (const line of lines) {
    // River and station names may hold quoted commas: read the numeric columns from the end.
    const fields = line.split(',');
    const fromEnd = (index: number) => Number(fields[fields.length - (names.length - index)]);
    const latitude = fromEnd(latitudeColumn);
    const longitude = fromEnd(longitudeColumn);
    const area = fromEnd(areaColumn);
    if (!(area > 0) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    stations.push({ latitude, longitude, areaSquareKilometres: area });
  }
  return stations;
}

/**
 * Distance within which a station is taken to stand on a mapped line (km): 3 — the position error
 * of the lines (WDBII lines can be ~1 km off the channel) plus the rounding of the catalogue's
 * coordinates to 0.01° (~1 km).
 */
const stationSnapKilometres = 3;

/**
 * Reach of a station's catchment area along its line (km): 100. Within it the area of a large river
 * changes by tens of per cent at most (a tributary joins), far less than the factor by which the 5′ drainage
 * can misplace a river in a flat valley; beyond it the drainage grid sizes the line.
 */
const stationReachKilometres = 100;

const kilometresPerDegree = 111.195;

/**
 * A station whose catchment is under a fifth of the 5′ drainage's largest area within one cell of
 * its vertex is taken to stand on a smaller stream than the line (the 5′ drainage sizes rivers to
 * within a factor of ~2 where it routes them right; a factor of 5 leaves room for that).
 */
const smallerStreamRatio = 5;

/**
 * The catchment area of each vertex of the river lines from the GRDC station catalogue, coded as the
 * drainage grid is (round(20·log10 km²), 0 = no station within reach): each station is placed on
 * the nearer end of the nearest segment within `stationSnapKilometres` (unless it stands on a smaller stream, see
 * `smallerStreamRatio`), and a vertex takes the catchment of the nearest station along its own line
 * within `stationReachKilometres`. Only these codes are shipped, never a station record.
 */
export function vertexCatchmentCodes(
  lineStart: readonly number[],
  coordinates: readonly number[],
  stations: readonly Station[],
  drainageAreaNear: (latitude: number, longitude: number) => number,
): Uint8Array {
  const vertices = coordinates.length / 2;
  const lineOfVertex = new Uint32Array(vertices);
  for (let line = 0; line + 1 < lineStart.length; line += 1)
    for (let vertex = lineStart[line] ?? 0; vertex < (lineStart[line + 1] ?? 0); vertex += 1)
      lineOfVertex[vertex] = line;
  // Vertices in 0.1° buckets.
  const bucketDegrees = 0.1;
  const key = (latitude: number, longitude: number) =>
    `${Math.floor(latitude / bucketDegrees)},${Math.floor(longitude / bucketDegrees)}`;
  const buckets = new Map<string, number[]>();
  for (let vertex = 0; vertex < vertices; vertex += 1) {
    const bucketKey = key(coordinates[2 * vertex + 1] ?? 0, coordinates[2 * vertex] ?? 0);
    const bucket = buckets.get(bucketKey);
    if (bucket === undefined) buckets.set(bucketKey, [vertex]);
    else bucket.push(vertex);
  }
  // Stations placed on their nearest vertex, grouped by line.
  const stationsByLine = new Map<number, { vertex: number; area: number }[]>();
  for (const station of stations) {
    const eastScale = Math.cos((station.latitude * Math.PI) / 180);
    let bestVertex = -1;
    let bestKilometres = stationSnapKilometres;
    // The nearest point of the segments starting at the vertices of the 5 × 5 buckets around the
    // station (a simplified line's segments run up to ~10 km); the station goes to that segment's
    // nearer end.
    const visit = (vertex: number) => {
      const next = vertex + 1;
      const sameLine = next < vertices && lineOfVertex[next] === lineOfVertex[vertex];
      const ax = ((coordinates[2 * vertex] ?? 0) - station.longitude) * eastScale;
      const ay = (coordinates[2 * vertex + 1] ?? 0) - station.latitude;
      const bx = sameLine ? ((coordinates[2 * next] ?? 0) - station.longitude) * eastScale : ax;
      const by = sameLine ? (coordinates[2 * next + 1] ?? 0) - station.latitude : ay;
      const lengthSquared = (bx - ax) ** 2 + (by - ay) ** 2;
      const t =
        lengthSquared === 0
          ? 0
          : Math.max(0, Math.min(1, -(ax * (bx - ax) + ay * (by - ay)) / lengthSquared));
      const kilometres = kilometresPerDegree * Math.hypot(ax + t * (bx - ax), ay + t * (by - ay));
      const nearer = t < 0.5 ? vertex : next;
      if (kilometres < bestKilometres || (kilometres === bestKilometres && nearer < bestVertex)) {
        bestKilometres = kilometres;
        bestVertex = nearer;
      }
    };
    for (let rowStep = -2; rowStep <= 2; rowStep += 1)
      for (let columnStep = -2; columnStep <= 2; columnStep += 1)
        for (const vertex of buckets.get(
          key(
            station.latitude + rowStep * bucketDegrees,
            station.longitude + columnStep * bucketDegrees,
          ),
        ) ?? [])
          visit(vertex);
    if (bestVertex < 0) continue;
    // A station on a creek beside a river the 5′ drainage sizes at over five times its catchment
    // stands on another stream than the line: it does not size the line.
    const gridArea = drainageAreaNear(
      coordinates[2 * bestVertex + 1] ?? 0,
      coordinates[2 * bestVertex] ?? 0,
    );
    if (station.areaSquareKilometres * smallerStreamRatio < gridArea) continue;
    const line = lineOfVertex[bestVertex] ?? 0;
    const placed = stationsByLine.get(line) ?? [];
    placed.push({ vertex: bestVertex, area: station.areaSquareKilometres });
    stationsByLine.set(line, placed);
  }
  const codes = new Uint8Array(vertices);
  for (const [line, placed] of [...stationsByLine.entries()].sort((a, b) => a[0] - b[0])) {
    const first = lineStart[line] ?? 0;
    const last = (lineStart[line + 1] ?? 0) - 1;
    // Distance along the line of each vertex (km).
    const along = new Float64Array(last - first + 1);
    for (let vertex = first + 1; vertex <= last; vertex += 1) {
      const latitude = coordinates[2 * vertex + 1] ?? 0;
      const step =
        kilometresPerDegree *
        Math.hypot(
          latitude - (coordinates[2 * vertex - 1] ?? 0),
          ((coordinates[2 * vertex] ?? 0) - (coordinates[2 * vertex - 2] ?? 0)) *
            Math.cos((latitude * Math.PI) / 180),
        );
      along[vertex - first] = (along[vertex - first - 1] ?? 0) + step;
    }
    for (let vertex = first; vertex <= last; vertex += 1) {
      let area = 0;
      let nearest = stationReachKilometres;
      for (const station of placed) {
        const apart = Math.abs((along[vertex - first] ?? 0) - (along[station.vertex - first] ?? 0));
        // Nearest first; at the same place the larger catchment (two stations on one vertex).
        if (apart < nearest || (apart === nearest && station.area > area)) {
          nearest = apart;
          area = station.area;
        }
      }
      if (area > 0)
        codes[vertex] = Math.min(
          255,
          Math.max(1, Math.round(drainageAreaCodesPerDecade * Math.log10(area))),
        );
    }
  }
  return codes;
}
