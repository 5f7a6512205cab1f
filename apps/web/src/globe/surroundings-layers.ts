import { mapColours, type SurroundingsReply } from '@hazardscope/contracts';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';

export const surroundingsSourceId = 'site-surroundings';

/** Line width (px) of a river by its WDBII level: 1 permanent major … 4 minor; unknown as minor. */
export function riverWidthPx(level: number | null): number {
  switch (level) {
    case 1:
      return 3.5;
    case 2:
      return 2.5;
    case 3:
      return 1.8;
    default:
      return 1.2;
  }
}

/**
 * The surroundings as one GeoJSON collection: the box as water (the embedded mask is the truth
 * there, so the coarse Natural Earth land underneath is covered), then the 30″ land runs, the
 * urban areas and the rivers, each tagged with its `layer`.
 */
export function surroundingsGeoJson(reply: SurroundingsReply): FeatureCollection {
  const {
    southDegrees: south,
    northDegrees: north,
    westDegrees: west,
    eastDegrees: east,
  } = reply.box;
  const features: Feature<Geometry>[] = [
    {
      type: 'Feature',
      properties: { layer: 'box' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [west, south],
            [east, south],
            [east, north],
            [west, north],
            [west, south],
          ],
        ],
      },
    },
  ];
  for (const feature of reply.features) {
    if (feature.layer === 'river') {
      features.push({
        type: 'Feature',
        properties: { layer: 'river', widthPx: riverWidthPx(feature.level) },
        geometry: { type: 'LineString', coordinates: feature.line },
      });
    } else {
      features.push({
        type: 'Feature',
        properties: { layer: feature.layer },
        geometry: { type: 'Polygon', coordinates: [feature.ring] },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

/** The map layers drawing the surroundings source, bottom to top. */
export function surroundingsLayers(): LayerSpecification[] {
  const source = surroundingsSourceId;
  return [
    {
      id: 'site-box',
      type: 'fill',
      source,
      filter: ['==', ['get', 'layer'], 'box'],
      paint: { 'fill-color': mapColours.ocean },
    },
    {
      id: 'site-land',
      type: 'fill',
      source,
      filter: ['==', ['get', 'layer'], 'land'],
      // Adjacent cell rows must not show seams.
      paint: { 'fill-color': mapColours.land, 'fill-antialias': false },
    },
    {
      id: 'site-urban',
      type: 'fill',
      source,
      filter: ['==', ['get', 'layer'], 'urban'],
      paint: {
        'fill-color': mapColours.urban,
        'fill-opacity': 0.3,
        'fill-outline-color': mapColours.urbanEdge,
      },
    },
    {
      id: 'site-river',
      type: 'line',
      source,
      filter: ['==', ['get', 'layer'], 'river'],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': mapColours.river, 'line-width': ['get', 'widthPx'] },
    },
  ];
}
