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
  /**
   * Distance to the nearest landward urban-area edge (km) — an edge with sea on either side is a
   * shore, not a wildland edge — or null when none lies within the search distance.
   */
  distanceToUrbanEdgeKilometres: number | null;
}

/** Distance (km) either side of an edge's midpoint at which the shore test looks for sea. */
const shoreTestOffsetKilometres = 1;

/**
 * Inside (even–odd rule over the rings, so holes are outside) and the distance to the nearest
 * landward ring edge, in a local equirectangular projection around the site (error well under 1 %
 * within 50 km). With `isSea`, an edge whose midpoint has sea 1 km to either side follows the shore
 * (the 1:50m polygons end at the coast) and does not count as an edge towards wildland.
 */
export function urbanSetting(
  areas: UrbanAreas,
  latitude: number,
  longitude: number,
  searchKilometres: number,
  isSea?: (latitude: number, longitude: number) => boolean,
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
      const distance = distanceToSegmentKilometres(ax, ay, bx, by);
      if (distance >= best) continue;
      if (isSea !== undefined && edgeFollowsShore(ax, ay, bx, by)) continue;
      best = distance;
    }
  }
  /** True when sea lies 1 km to either side of the edge's midpoint (local km around the site). */
  function edgeFollowsShore(ax: number, ay: number, bx: number, by: number): boolean {
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0 || isSea === undefined) return false;
    const normalX = (-(by - ay) / length) * shoreTestOffsetKilometres;
    const normalY = ((bx - ax) / length) * shoreTestOffsetKilometres;
    const midX = (ax + bx) / 2;
    const midY = (ay + by) / 2;
    return [1, -1].some((side) =>
      isSea(
        latitude + (midY + side * normalY) / kilometresPerDegree,
        longitude + (midX + side * normalX) / Math.max(eastScale, 1e-6),
      ),
    );
  }
  return {
    insideUrbanArea: inside,
    distanceToUrbanEdgeKilometres: best <= searchKilometres ? Math.round(best * 100) / 100 : null,
  };
}
