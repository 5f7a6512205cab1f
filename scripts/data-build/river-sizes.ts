import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { drainageAreaCodesPerDecade, layerIds } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { readRawBytes, readRawText } from './build-io.ts';
import { maskCellsPerDegree, maskColumns, maskInput, maskRows } from './drainage.ts';
import { etopoCellsPerDegree, etopoColumns, etopoRows } from './grid-layers.ts';

/**
 * The indices of the cells within one cell of a point (the 3 × 3 block, fewer at a pole) on a
 * global grid whose rows run north from 90° S and whose columns run east from 180° W.
 */
function cellsAround(
  rows: number,
  columns: number,
  cellsPerDegree: number,
  latitude: number,
  longitude: number,
): number[] {
  const row = Math.floor((latitude + 90) * cellsPerDegree);
  const column = Math.floor(((((longitude + 180) % 360) + 360) % 360) * cellsPerDegree);
  const cells: number[] = [];
  for (let rowStep = -1; rowStep <= 1; rowStep += 1)
    for (let columnStep = -1; columnStep <= 1; columnStep += 1) {
      const r = row + rowStep;
      if (r >= 0 && r < rows) cells.push(r * columns + ((column + columnStep + columns) % columns));
    }
  return cells;
}

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
  return (latitude, longitude) => {
    let largest = 0;
    for (const cell of cellsAround(
      etopoRows,
      etopoColumns,
      etopoCellsPerDegree,
      latitude,
      longitude,
    )) {
      const code = codes[cell] ?? 0;
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
 * `smallerStreamRatio`), and a vertex takes the catchment of the nearest station along its own river
 * (its line and the lines it continues across whole-degree cuts, `riverCourses`) within
 * `stationReachKilometres`; downstream of the river's last station (`downstreamEnd`), every vertex
 * to the river's end takes that station's catchment, a lower bound: a catchment only grows
 * downstream (a distributary such as the Atchafalaya takes water, not catchment). Only these codes
 * are shipped, never a station record.
 */
export function vertexCatchmentCodes(
  lineStart: readonly number[],
  coordinates: readonly number[],
  stations: readonly Station[],
  drainageAreaNear: (latitude: number, longitude: number) => number,
  oceanNear: (latitude: number, longitude: number) => boolean,
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
  for (const course of riverCourses(lineStart, coordinates)) {
    const placed = course.lines.flatMap(({ line }) => stationsByLine.get(line) ?? []);
    if (placed.length === 0) continue;
    // Distance along the course of each of its vertices (km); a cut's two vertices share a place.
    const sequence = courseVertices(course, lineStart);
    const along = new Map<number, number>();
    let distance = 0;
    sequence.forEach((vertex, index) => {
      const previous = sequence[index - 1];
      if (previous !== undefined)
        distance += kilometresBetweenVertices(coordinates, previous, vertex);
      along.set(vertex, distance);
    });
    const placedAlong = placed.map((station) => ({
      position: along.get(station.vertex) ?? 0,
      area: station.area,
    }));
    const atSea = (vertex: number | undefined) =>
      vertex !== undefined &&
      oceanNear(coordinates[2 * vertex + 1] ?? 0, coordinates[2 * vertex] ?? 0);
    const downstream = downstreamEnd(placedAlong, atSea(sequence[0]), atSea(sequence.at(-1)));
    // Positions measured downstream (+1: along the course, −1: against it), and the last station
    // that way, whose catchment the rest of the river takes.
    const flow = downstream === 'start' ? -1 : 1;
    const lowest =
      downstream === null
        ? undefined
        : placedAlong.reduce((low, station) =>
            flow * station.position > flow * low.position ? station : low,
          );
    for (const [vertex, position] of along) {
      if (lowest !== undefined && flow * position > flow * lowest.position) {
        codes[vertex] = areaCode(lowest.area);
        continue;
      }
      let area = 0;
      let nearest = stationReachKilometres;
      for (const station of placed) {
        const apart = Math.abs(position - (along.get(station.vertex) ?? 0));
        // Nearest first; at the same place the larger catchment (two stations on one vertex).
        if (apart < nearest || (apart === nearest && station.area > area)) {
          nearest = apart;
          area = station.area;
        }
      }
      if (area > 0) codes[vertex] = areaCode(area);
    }
  }
  return codes;
}

/** A catchment area (km²) coded as the drainage grid is: round(20·log10 km²), 1–255. */
function areaCode(areaSquareKilometres: number): number {
  return Math.min(
    255,
    Math.max(1, Math.round(drainageAreaCodesPerDecade * Math.log10(areaSquareKilometres))),
  );
}

/**
 * Which end of a river its water leaves by ('start' or 'end' of its course), or null where that is
 * not known; the lines' own direction is not the flow's. From its stations where two or more of
 * different catchment stand at different places: the catchment grows downstream, so the stations
 * ordered along the river must grow (or shrink) all the way, else the river is left unknown. From
 * the sea where exactly one end of the river reaches it. Where both speak they must agree.
 */
export function downstreamEnd(
  stations: readonly { position: number; area: number }[],
  startAtSea: boolean,
  endAtSea: boolean,
): 'start' | 'end' | null {
  const ordered = [...stations].sort((a, b) => a.position - b.position || a.area - b.area);
  let growing = 0;
  let shrinking = 0;
  for (let index = 1; index < ordered.length; index += 1) {
    const previous = ordered[index - 1];
    const current = ordered[index];
    if (previous === undefined || current === undefined) continue;
    if (current.position === previous.position || current.area === previous.area) continue;
    if (current.area > previous.area) growing += 1;
    else shrinking += 1;
  }
  const fromStations =
    growing > 0 && shrinking > 0 ? 'mixed' : growing > 0 ? 'end' : shrinking > 0 ? 'start' : null;
  if (fromStations === 'mixed') return null;
  const fromSea = startAtSea === endAtSea ? null : endAtSea ? 'end' : 'start';
  if (fromStations !== null && fromSea !== null && fromStations !== fromSea) return null;
  return fromStations ?? fromSea;
}

/**
 * Whether a point lies within one 1.25′ cell (~2.3 km) of the ocean on the full-resolution GSHHG
 * mask: a river line ending there ends at the sea. WDBII is drawn from the same database as the
 * GSHHG shoreline, so a mouth meets it.
 */
export function oceanNearFromMask(
  paths: BuildPaths,
): (latitude: number, longitude: number) => boolean {
  const mask = readRawBytes(paths, maskInput);
  return (latitude, longitude) =>
    cellsAround(maskRows, maskColumns, maskCellsPerDegree, latitude, longitude).some(
      (cell) => mask[cell] === 0,
    );
}

/** Distance (km) between two vertices on the local equirectangular plane (vertices ≤ ~10 km apart). */
function kilometresBetweenVertices(
  coordinates: readonly number[],
  from: number,
  to: number,
): number {
  const latitude = coordinates[2 * to + 1] ?? 0;
  return (
    kilometresPerDegree *
    Math.hypot(
      latitude - (coordinates[2 * from + 1] ?? 0),
      ((coordinates[2 * to] ?? 0) - (coordinates[2 * from] ?? 0)) *
        Math.cos((latitude * Math.PI) / 180),
    )
  );
}

/** One river as its lines run end to end, each line read forwards or backwards. */
export interface RiverCourse {
  lines: { line: number; reversed: boolean }[];
}

/** The vertices of a course in its order, each line's in the direction it is read. */
function courseVertices(course: RiverCourse, lineStart: readonly number[]): number[] {
  return course.lines.flatMap(({ line, reversed }) => {
    const first = lineStart[line] ?? 0;
    const count = (lineStart[line + 1] ?? 0) - first;
    return Array.from({ length: count }, (_, step) =>
      reversed ? first + count - 1 - step : first + step,
    );
  });
}

/**
 * The rivers the lines draw, one course per river between its mapped ends. GSHHG's WDBII rivers are
 * cut at every whole degree of latitude and longitude (15,362 of the 15,568 places where exactly two
 * of its level 1–4 lines meet end to end lie on a whole degree; its lines' direction is not the
 * flow's, so the two may meet head to head); a line that ends on a whole degree where exactly one
 * other line ends continues as that line. Anywhere else, or where three lines meet, a line's end is
 * the river's. Lines are taken in order; a closed loop of cut lines starts at its lowest line.
 */
export function riverCourses(
  lineStart: readonly number[],
  coordinates: readonly number[],
): RiverCourse[] {
  const lines = lineStart.length - 1;
  const endVertex = (line: number, atEnd: boolean) =>
    atEnd ? (lineStart[line + 1] ?? 0) - 1 : (lineStart[line] ?? 0);
  const placeKey = (vertex: number) =>
    `${coordinates[2 * vertex] ?? 0},${coordinates[2 * vertex + 1] ?? 0}`;
  const endsAtPlace = new Map<string, { line: number; atEnd: boolean }[]>();
  for (let line = 0; line < lines; line += 1)
    for (const atEnd of [false, true]) {
      const key = placeKey(endVertex(line, atEnd));
      const ends = endsAtPlace.get(key) ?? [];
      ends.push({ line, atEnd });
      endsAtPlace.set(key, ends);
    }
  const onWholeDegree = (vertex: number) =>
    Number.isInteger(coordinates[2 * vertex] ?? 0.5) ||
    Number.isInteger(coordinates[2 * vertex + 1] ?? 0.5);
  /** The line end that continues this one across a whole-degree cut, if any. */
  const continuation = (line: number, atEnd: boolean) => {
    const vertex = endVertex(line, atEnd);
    if (!onWholeDegree(vertex)) return undefined;
    const ends = endsAtPlace.get(placeKey(vertex)) ?? [];
    if (ends.length !== 2) return undefined;
    return ends.find((end) => end.line !== line);
  };
  const visited = new Uint8Array(lines);
  const courses: RiverCourse[] = [];
  const walk = (startLine: number, enterAtEnd: boolean) => {
    const course: RiverCourse = { lines: [] };
    let line: number | undefined = startLine;
    let reversed = enterAtEnd;
    while (line !== undefined && visited[line] === 0) {
      visited[line] = 1;
      course.lines.push({ line, reversed });
      // Leave by the end not entered; the next line is entered at the matching end.
      const next = continuation(line, !reversed);
      line = next?.line;
      reversed = next?.atEnd ?? false;
    }
    courses.push(course);
  };
  // Courses from their ends first, then any closed loop.
  for (let line = 0; line < lines; line += 1) {
    if (visited[line] !== 0) continue;
    if (continuation(line, false) === undefined) walk(line, false);
    else if (continuation(line, true) === undefined) walk(line, true);
  }
  for (let line = 0; line < lines; line += 1) if (visited[line] === 0) walk(line, false);
  return courses;
}
