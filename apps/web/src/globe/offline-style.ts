import { mapColours } from '@hazardscope/contracts';
import type { MultiLineString, Position } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land50m from 'world-atlas/land-50m.json';
import countries50m from 'world-atlas/countries-50m.json';

/**
 * The offline map style: Natural Earth 1:50m land and country borders (public domain, via the
 * world-atlas package) on a globe, with no tiles, fonts or network access.
 */
export function offlineGlobeStyle(): StyleSpecification {
  const landTopology = land50m as unknown as Topology<{ land: GeometryCollection }>;
  const countriesTopology = countries50m as unknown as Topology<{ countries: GeometryCollection }>;
  const land = feature(landTopology, landTopology.objects.land);
  const borders = mesh(countriesTopology, countriesTopology.objects.countries, (a, b) => a !== b);
  return {
    version: 8,
    projection: { type: 'globe' },
    sources: {
      land: { type: 'geojson', data: land, attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': mapColours.ocean } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': mapColours.land } },
      {
        id: 'coastline',
        type: 'line',
        source: 'land',
        paint: { 'line-color': mapColours.coastline, 'line-width': 0.8 },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': mapColours.border, 'line-width': 0.7, 'line-dasharray': [2, 1] },
      },
    ],
  };
}

/**
 * Breaks border lines where consecutive points jump across ±180° longitude; drawn on a globe such a
 * jump would become a long arc around the Earth.
 */
export function splitAtAntimeridian(lines: MultiLineString): MultiLineString {
  const parts: Position[][] = [];
  for (const line of lines.coordinates) {
    let current: Position[] = [];
    for (const point of line) {
      const previous = current.at(-1);
      if (previous && Math.abs((point[0] ?? 0) - (previous[0] ?? 0)) > 180) {
        if (current.length > 1) parts.push(current);
        current = [];
      }
      current.push(point);
    }
    if (current.length > 1) parts.push(current);
  }
  return { type: 'MultiLineString', coordinates: parts };
}
