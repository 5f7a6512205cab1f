import type { SurroundingsFeature, SurroundingsReply } from '@hazardscope/contracts';
import { surroundingsHalfWidthKilometres } from '@hazardscope/contracts';
import { clipPolyline } from 'lineclip';
import { forEachItemNear } from './bucket-index.ts';
import { buildSiteHazardContext } from './build-site-hazard-context.ts';
import { kilometresPerDegree, longitudeDifference } from './geodesy.ts';
import { landRunsNear } from './land-sea-mask.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { placeSite } from './site-placement.ts';

type Position = [number, number];

/**
 * What the analysis reads around a point, for the map at building zoom: the 30″ GSHHG land cells,
 * the WDBII rivers with their level and the Natural Earth 1:50m urban areas within a box of
 * `halfWidthKilometres` either side (the web map's 15 km unless told; the report's site page asks
 * for less), and the distances the site context takes
 * from them (the same `buildSiteHazardContext` an analysis runs). Longitudes stay continuous from
 * the site's, so a box across the dateline draws in one piece.
 */
export function siteSurroundings(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  halfWidthKilometres: number = surroundingsHalfWidthKilometres,
): SurroundingsReply {
  const placement = placeSite(store, latitude, longitude);
  const centre = { latitude: placement.latitude, longitude: placement.longitude };
  const features: SurroundingsFeature[] = [];
  // Land rows first, so rivers and urban areas draw over them in this order.
  for (const run of landRunsNear(
    store.landSea,
    centre.latitude,
    centre.longitude,
    halfWidthKilometres,
  )) {
    const west = continuous(centre.longitude, run.westDegrees);
    const east = west + (run.eastDegrees - run.westDegrees);
    features.push({
      layer: 'land',
      ring: [
        [west, run.southDegrees],
        [east, run.southDegrees],
        [east, run.northDegrees],
        [west, run.northDegrees],
        [west, run.southDegrees],
      ],
    });
  }
  const latitudeReach = halfWidthKilometres / kilometresPerDegree;
  const longitudeReach =
    latitudeReach / Math.max(0.05, Math.cos((centre.latitude * Math.PI) / 180));
  // A chunk may sit in several buckets of the index: each is drawn once.
  const seenChunks = new Set<number>();
  const riverClipBox: [number, number, number, number] = [
    centre.longitude - longitudeReach,
    centre.latitude - latitudeReach,
    centre.longitude + longitudeReach,
    centre.latitude + latitudeReach,
  ];
  const { rivers } = store;
  forEachItemNear(
    rivers.index,
    centre.latitude,
    centre.longitude,
    halfWidthKilometres * Math.SQRT2,
    (chunk) => {
      if (seenChunks.has(chunk)) return;
      seenChunks.add(chunk);
      const line: Position[] = [];
      for (
        let vertex = rivers.chunkStart[chunk] ?? 0;
        vertex <= (rivers.chunkEnd[chunk] ?? 0);
        vertex += 1
      )
        line.push([
          continuous(centre.longitude, rivers.coordinates[2 * vertex] ?? 0),
          rivers.coordinates[2 * vertex + 1] ?? 0,
        ]);
      // The index's buckets reach past the box, and a mapped river's chunk may run far beyond it:
      // each chunk is clipped to the box (Cohen–Sutherland, lineclip), one line per stretch inside.
      for (const stretch of clipPolyline(line, riverClipBox))
        if (stretch.length >= 2)
          features.push({
            layer: 'river',
            level: rivers.chunkClass?.[chunk] ?? null,
            line: stretch,
          });
    },
  );
  const { urbanAreas } = store;
  const rings = urbanAreas.ringStart.length - 1;
  for (let ring = 0; ring < rings; ring += 1) {
    const south = urbanAreas.boxes[ring * 4] ?? 0;
    const north = urbanAreas.boxes[ring * 4 + 1] ?? 0;
    const west = urbanAreas.boxes[ring * 4 + 2] ?? 0;
    const east = urbanAreas.boxes[ring * 4 + 3] ?? 0;
    if (north < centre.latitude - latitudeReach || south > centre.latitude + latitudeReach)
      continue;
    if (
      longitudeDifference(centre.longitude, east) < -longitudeReach ||
      longitudeDifference(centre.longitude, west) > longitudeReach
    )
      continue;
    const points: Position[] = [];
    for (
      let vertex = urbanAreas.ringStart[ring] ?? 0;
      vertex < (urbanAreas.ringStart[ring + 1] ?? 0);
      vertex += 1
    )
      points.push([
        continuous(centre.longitude, urbanAreas.coordinates[2 * vertex] ?? 0),
        urbanAreas.coordinates[2 * vertex + 1] ?? 0,
      ]);
    const first = points[0];
    const last = points.at(-1);
    if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push(first);
    if (points.length >= 4) features.push({ layer: 'urban', ring: points });
  }
  const box = {
    southDegrees: centre.latitude - latitudeReach,
    northDegrees: centre.latitude + latitudeReach,
    westDegrees: centre.longitude - longitudeReach,
    eastDegrees: centre.longitude + longitudeReach,
  };
  if (placement.kind === 'sea')
    return { site: centre, halfWidthKilometres, box, features, distances: null };
  const context = buildSiteHazardContext(store, { latitude, longitude });
  return {
    site: centre,
    halfWidthKilometres,
    box,
    features,
    distances: {
      coastKilometres: context.terrain.distanceToCoastKilometres,
      riverKilometres: context.riverFlood.distanceToRiverKilometres,
      riverSource: context.riverFlood.river?.source ?? null,
      riverLevel: context.riverFlood.river?.mappedLevel ?? null,
      insideUrbanArea: context.fire.urbanSetting.insideUrbanArea,
      urbanEdgeKilometres: context.fire.urbanSetting.distanceToUrbanEdgeKilometres,
    },
  };
}

/** `longitude` moved by whole turns to lie within 180° of `reference`. */
function continuous(reference: number, longitude: number): number {
  return reference + longitudeDifference(reference, longitude);
}
