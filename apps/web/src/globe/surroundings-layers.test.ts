import type { SurroundingsReply } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { surroundingsSummary } from './surroundings-legend.tsx';
import { riverWidthPx, surroundingsGeoJson } from './surroundings-layers.ts';

const reply: SurroundingsReply = {
  site: { latitude: 48.85, longitude: 2.35 },
  halfWidthKilometres: 15,
  box: { southDegrees: 48.7, northDegrees: 49, westDegrees: 2.1, eastDegrees: 2.6 },
  features: [
    {
      layer: 'land',
      ring: [
        [2.1, 48.7],
        [2.6, 48.7],
        [2.6, 48.71],
        [2.1, 48.71],
        [2.1, 48.7],
      ],
    },
    {
      layer: 'river',
      level: 1,
      line: [
        [2.3, 48.85],
        [2.4, 48.86],
      ],
    },
  ],
  distances: {
    coastKilometres: 149.2,
    riverKilometres: 0.31,
    riverSource: 'mapped',
    riverLevel: 1,
    insideUrbanArea: true,
    urbanEdgeKilometres: null,
  },
};

describe('site surroundings on the map', () => {
  it('covers the box with water first, then draws land and rivers by level', () => {
    const collection = surroundingsGeoJson(reply);
    expect(collection.features.map((feature) => feature.properties?.layer)).toEqual([
      'box',
      'land',
      'river',
    ]);
    expect(collection.features[0]?.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [2.1, 48.7],
          [2.6, 48.7],
          [2.6, 49],
          [2.1, 49],
          [2.1, 48.7],
        ],
      ],
    });
    expect(collection.features[2]?.properties?.widthPx).toBe(riverWidthPx(1));
    expect(riverWidthPx(1)).toBeGreaterThan(riverWidthPx(4));
  });

  it('states the distances the analysis uses, and says a point at sea is not analysed', () => {
    expect(surroundingsSummary(reply)).toEqual([
      'Coast: 149 km',
      'River: 0.3 km (permanent major river)',
      'Inside an urban area',
    ]);
    expect(surroundingsSummary({ ...reply, distances: null })).toEqual([
      'At sea: this point is not analysed.',
    ]);
    expect(
      surroundingsSummary({
        ...reply,
        distances: {
          ...reply.distances!,
          riverSource: 'derived',
          riverLevel: null,
          riverKilometres: 34.2,
          insideUrbanArea: false,
          urbanEdgeKilometres: 12.5,
        },
      }),
    ).toEqual([
      'Coast: 149 km',
      'River: 34 km (a channel found in the elevation data, not on the river map)',
      'Nearest urban area: 13 km',
    ]);
  });
});
