import { ratingColours, type Rating } from '@hazardscope/contracts';
import type { FeatureCollection, Point } from 'geojson';
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';

/** One asset on the portfolio map: where it is and its rating (none while failed or not run). */
export interface PortfolioMapAsset {
  /** The key the map hands back when the asset is clicked. */
  key: string;
  latitude: number;
  longitude: number;
  rating: Rating | null;
}

export const portfolioAssetsSourceId = 'portfolio-assets';
export const portfolioAssetLayerId = 'portfolio-asset';
export const portfolioClusterLayerId = 'portfolio-cluster';

/** Assets closer than this on screen (px) are drawn as one cluster. */
const clusterRadiusPx = 40;
/** From this zoom every asset is drawn on its own. */
const clusterMaximumZoom = 14;
/** The colour of an asset without a rating (failed, or not computed yet). */
export const unratedColour = '#868E96';

export function portfolioAssetsGeoJson(
  assets: readonly PortfolioMapAsset[],
): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: assets.map((asset) => ({
      type: 'Feature',
      properties: { key: asset.key, rating: asset.rating ?? 'none' },
      geometry: { type: 'Point', coordinates: [asset.longitude, asset.latitude] },
    })),
  };
}

/**
 * The clustered source: each cluster counts its assets of each rating (`ratedC`, `ratedB`), so a
 * cluster takes the colour of the worst rating inside it; a reader zooms in for the detail.
 */
export function portfolioAssetsSource(assets: readonly PortfolioMapAsset[]): SourceSpecification {
  const countOf = (rating: Rating) => ['case', ['==', ['get', 'rating'], rating], 1, 0];
  return {
    type: 'geojson',
    data: portfolioAssetsGeoJson(assets),
    cluster: true,
    clusterRadius: clusterRadiusPx,
    clusterMaxZoom: clusterMaximumZoom,
    clusterProperties: {
      ratedC: ['+', countOf('C')],
      ratedB: ['+', countOf('B')],
      ratedA: ['+', countOf('A')],
    },
  };
}

/**
 * Clusters as circles growing with their asset count (16 px up to 40 px at 1,000 assets), coloured
 * by the worst rating they hold; single assets as 7 px circles in their rating's colour with a
 * white ring. The offline style has no fonts, so counts are not written on the map: the legend
 * says how to read it and the table beside it lists every asset.
 */
export function portfolioAssetLayers(): LayerSpecification[] {
  const worstRatingColour = [
    'case',
    ['>', ['get', 'ratedC'], 0],
    ratingColours.C,
    ['>', ['get', 'ratedB'], 0],
    ratingColours.B,
    ['>', ['get', 'ratedA'], 0],
    ratingColours.A,
    unratedColour,
  ];
  return [
    {
      id: portfolioClusterLayerId,
      type: 'circle',
      source: portfolioAssetsSourceId,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': worstRatingColour as never,
        'circle-opacity': 0.85,
        'circle-radius': [
          'interpolate',
          ['linear'],
          ['get', 'point_count'],
          2,
          16,
          100,
          26,
          1000,
          40,
        ],
        'circle-stroke-width': 2,
        'circle-stroke-color': '#FFFFFF',
      },
    },
    {
      id: portfolioAssetLayerId,
      type: 'circle',
      source: portfolioAssetsSourceId,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': [
          'match',
          ['get', 'rating'],
          'A',
          ratingColours.A,
          'B',
          ratingColours.B,
          'C',
          ratingColours.C,
          unratedColour,
        ],
        'circle-radius': 7,
        'circle-stroke-width': 1.5,
        'circle-stroke-color': '#FFFFFF',
      },
    },
  ];
}

/** The [west, south, east, north] box around the assets, or undefined for none. */
export function portfolioBounds(
  assets: readonly PortfolioMapAsset[],
): [number, number, number, number] | undefined {
  if (assets.length === 0) return undefined;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const asset of assets) {
    west = Math.min(west, asset.longitude);
    east = Math.max(east, asset.longitude);
    south = Math.min(south, asset.latitude);
    north = Math.max(north, asset.latitude);
  }
  return [west, south, east, north];
}
