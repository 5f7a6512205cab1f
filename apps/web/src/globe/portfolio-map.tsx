import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { ratingColours, ratingLabels, ratingSchema } from '@hazardscope/contracts';
import { useEffect, useRef } from 'react';
import { addZoomControls, flatViewMapOptions } from './map-controls.ts';
import { offlineGlobeStyle } from './offline-style.ts';
import {
  portfolioAssetLayerId,
  portfolioAssetLayers,
  portfolioAssetsGeoJson,
  portfolioAssetsSource,
  portfolioAssetsSourceId,
  portfolioBounds,
  portfolioClusterLayerId,
  unratedColour,
  type PortfolioMapAsset,
} from './portfolio-map-layers.ts';
import classes from './globe.module.css';

// MapLibre 6 needs its worker URL set, or the map fails with "Worker failed to load".
maplibregl.setWorkerUrl(workerUrl);

export interface PortfolioMapProps {
  assets: readonly PortfolioMapAsset[];
  /** An asset was clicked: its key. */
  onSelect(key: string): void;
  /** Accessible name of the map region. */
  label: string;
}

/**
 * Every asset of a portfolio on a flat map (the offline Natural Earth style in Web Mercator),
 * clustered, coloured by rating; the view fits the assets. Clicking a cluster zooms into it;
 * clicking an asset hands its key back.
 */
function PortfolioMap(props: PortfolioMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const onSelectRef = useRef(props.onSelect);
  useEffect(() => {
    onSelectRef.current = props.onSelect;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = new maplibregl.Map({
      container,
      style: { ...offlineGlobeStyle(), projection: { type: 'mercator' } },
      center: [0, 20],
      zoom: 0.5,
      ...flatViewMapOptions,
    });
    addZoomControls(map);
    map.on('click', portfolioClusterLayerId, (event) => {
      const feature = event.features?.[0];
      const clusterId = feature?.properties.cluster_id as number | undefined;
      if (feature === undefined || clusterId === undefined) return;
      const source = map.getSource<maplibregl.GeoJSONSource>(portfolioAssetsSourceId);
      void source?.getClusterExpansionZoom(clusterId).then((zoom) => {
        if (feature.geometry.type !== 'Point') return;
        map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom });
      });
    });
    map.on('click', portfolioAssetLayerId, (event) => {
      const key = event.features?.[0]?.properties.key as string | undefined;
      if (key !== undefined) onSelectRef.current(key);
    });
    for (const layer of [portfolioClusterLayerId, portfolioAssetLayerId]) {
      map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
    }
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  const { assets } = props;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const apply = () => {
      const source = map.getSource<maplibregl.GeoJSONSource>(portfolioAssetsSourceId);
      if (source) source.setData(portfolioAssetsGeoJson(assets));
      else {
        map.addSource(portfolioAssetsSourceId, portfolioAssetsSource(assets));
        for (const layer of portfolioAssetLayers()) map.addLayer(layer);
      }
      const bounds = portfolioBounds(assets);
      if (bounds) map.fitBounds(bounds, { padding: 40, maxZoom: 12, duration: 0 });
    };
    if (map.isStyleLoaded()) apply();
    else map.once('load', apply);
  }, [assets]);

  return (
    <div className={classes.frame} role="region" aria-label={props.label}>
      <div ref={containerRef} className={classes.globe} />
      <div className={classes.legend}>
        {ratingSchema.options.map((rating) => (
          <div key={rating}>
            <span className={classes.swatch} style={{ background: ratingColours[rating] }} />
            {rating} ({ratingLabels[rating]})
          </div>
        ))}
        <div>
          <span className={classes.swatch} style={{ background: unratedColour }} />
          Not rated
        </div>
        <div>Large circles group assets; colour: the worst rating inside. Click to zoom in.</div>
      </div>
    </div>
  );
}

export default PortfolioMap;
