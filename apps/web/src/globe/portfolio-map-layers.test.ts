import { ratingColours } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  portfolioAssetLayers,
  portfolioAssetsGeoJson,
  portfolioAssetsSource,
  portfolioBounds,
  unratedColour,
  type PortfolioMapAsset,
} from './portfolio-map-layers.ts';

const assets: PortfolioMapAsset[] = [
  { key: 'a', latitude: -33.87, longitude: 151.21, rating: 'A' },
  { key: 'b', latitude: 48.85, longitude: 2.35, rating: 'C' },
  { key: 'c', latitude: 40.71, longitude: -74.0, rating: null },
];

describe('portfolioAssetsGeoJson', () => {
  it('puts each asset at [longitude, latitude] with its key and rating', () => {
    const collection = portfolioAssetsGeoJson(assets);
    expect(collection.features[0]?.geometry.coordinates).toEqual([151.21, -33.87]);
    expect(collection.features.map((feature) => feature.properties)).toEqual([
      { key: 'a', rating: 'A' },
      { key: 'b', rating: 'C' },
      { key: 'c', rating: 'none' },
    ]);
  });
});

describe('portfolioAssetsSource', () => {
  it('clusters the assets and counts each rating per cluster', () => {
    const source = portfolioAssetsSource(assets);
    expect(source).toMatchObject({ type: 'geojson', cluster: true });
    expect(Object.keys((source as { clusterProperties: object }).clusterProperties)).toEqual([
      'ratedC',
      'ratedB',
      'ratedA',
    ]);
  });
});

describe('portfolioAssetLayers', () => {
  it('colours single assets by rating and grey without one', () => {
    const layers = portfolioAssetLayers();
    const single = layers.find((layer) => layer.id === 'portfolio-asset') as {
      paint: { 'circle-color': unknown[] };
    };
    const colour = single.paint['circle-color'];
    expect(colour.indexOf(ratingColours.C)).toBe(colour.indexOf('C') + 1);
    expect(colour.indexOf(ratingColours.A)).toBe(colour.indexOf('A') + 1);
    expect(colour.at(-1)).toBe(unratedColour);
  });
});

describe('portfolioBounds', () => {
  it('spans every asset, and is undefined without one', () => {
    expect(portfolioBounds(assets)).toEqual([-74.0, -33.87, 151.21, 48.85]);
    expect(portfolioBounds([])).toBeUndefined();
  });
});
