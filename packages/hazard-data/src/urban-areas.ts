import { copyBytes } from './copy-bytes.ts';
import {
  distanceToSegmentKilometres,
  kilometresPerDegree,
  longitudeDifference,
} from './geodesy.ts';

/** Urban-area rings (outer rings and holes) with their bounding boxes. */
export interface UrbanAreas {
  /** (lon, lat) pairs of all vertices. */
  coordinates: Float32Array;
  /** Index of each ring's first vertex; ring r runs to ringStart[r + 1]. */
  ringStart: Uint32Array;
  /** south, north, west, east of each ring (degrees), 4 per ring. */
  boxes: Float32Array;
}

export function decodeUrbanAreas(rings: number, vertices: number, bytes: Uint8Array): UrbanAreas {
  const ringStartBytes = (rings + 1) * 4;
  if (bytes.byteLength !== ringStartBytes + vertices * 8)
    throw new Error('urban-area file size mismatch');
  const ringStart = new Uint32Array(copyBytes(bytes, 0, ringStartBytes));
  const coordinates = new Float32Array(copyBytes(bytes, ringStartBytes));
  const boxes = new Float32Array(rings * 4);
  for (let ring = 0; ring < rings; ring += 1) {
    let south = 90;
    let north = -90;
    let west = 180;
    let east = -180;
    for (let vertex = ringStart[ring]!; vertex < ringStart[ring + 1]!; vertex += 1) {
      const longitude = coordinates[2 * vertex]!;
      const latitude = coordinates[2 * vertex + 1]!;
      south = Math.min(south, latitude);
      north = Math.max(north, latitude);
      west = Math.min(west, longitude);
      east = Math.max(east, longitude);
    }
    boxes.set([south, north, west, east], ring * 4);
  }
  return { coordinates, ringStart, boxes };
}

/** Where a site lies with respect to the mapped urban areas. */
export interface UrbanSetting {
  insideUrbanArea: boolean;
  /** Distance to the nearest urban-area edge (km), or null when none lies within the search distance. */
  distanceToUrbanEdgeKilometres: number | null;
}

/**
 * Inside (even–odd rule over the rings, so holes are outside) and the distance to the nearest ring
 * edge, in a local equirectangular projection around the site (error well under 1 % within 50 km).
 */
export function urbanSetting(
  areas: UrbanAreas,
  latitude: number,
  longitude: number,
  searchKilometres: number,
): UrbanSetting {
  const eastScale = kilometresPerDegree * Math.cos((latitude * Math.PI) / 180);
  const marginLatitude = searchKilometres / kilometresPerDegree;
  const marginLongitude = searchKilometres / Math.max(eastScale, 1e-6);
  let inside = false;
  let best = Number.POSITIVE_INFINITY;
  const rings = areas.ringStart.length - 1;
  for (let ring = 0; ring < rings; ring += 1) {
    const south = areas.boxes[ring * 4]!;
    const north = areas.boxes[ring * 4 + 1]!;
    const west = areas.boxes[ring * 4 + 2]!;
    const east = areas.boxes[ring * 4 + 3]!;
    if (latitude < south - marginLatitude || latitude > north + marginLatitude) continue;
    if (longitude < west - marginLongitude || longitude > east + marginLongitude) continue;
    const first = areas.ringStart[ring]!;
    const last = areas.ringStart[ring + 1]! - 1;
    for (let vertex = first; vertex < last; vertex += 1) {
      const ax = longitudeDifference(longitude, areas.coordinates[2 * vertex]!) * eastScale;
      const ay = (areas.coordinates[2 * vertex + 1]! - latitude) * kilometresPerDegree;
      const bx = longitudeDifference(longitude, areas.coordinates[2 * vertex + 2]!) * eastScale;
      const by = (areas.coordinates[2 * vertex + 3]! - latitude) * kilometresPerDegree;
      // A ray from the site towards +x crosses the edge.
      if (ay > 0 !== by > 0 && ax + ((0 - ay) * (bx - ax)) / (by - ay) > 0) inside = !inside;
      best = Math.min(best, distanceToSegmentKilometres(ax, ay, bx, by));
    }
  }
  return {
    insideUrbanArea: inside,
    distanceToUrbanEdgeKilometres: best <= searchKilometres ? Math.round(best * 100) / 100 : null,
  };
}
