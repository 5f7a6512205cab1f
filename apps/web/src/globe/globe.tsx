import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import { useSurroundings } from '../api/surroundings.ts';
import {
  flyToHeightCapMetres,
  offlineMaxZoom,
  offlineSiteHeightMetres,
  pickedLocationHeightMetres,
  zoomForCameraHeight,
} from './camera.ts';
import { addZoomControls, flatViewMapOptions } from './map-controls.ts';
import { offlineGlobeStyle } from './offline-style.ts';
import { SurroundingsLegend } from './surroundings-legend.tsx';
import {
  surroundingsGeoJson,
  surroundingsLayers,
  surroundingsSourceId,
} from './surroundings-layers.ts';
import classes from './globe.module.css';

// MapLibre 6 needs its worker URL set, or the map fails with "Worker failed to load".
maplibregl.setWorkerUrl(workerUrl);

interface GlobeLocation {
  latitude: number;
  longitude: number;
}

export interface GlobeProps {
  /** The chosen point; a pin marks it and the view flies to it when it changes. */
  location: GlobeLocation | undefined;
  /** How the location was chosen: a picked point flies closer (1000 m) than an address (10000 m). */
  locationKind: 'picked' | 'address';
  /** In map mode a click chooses the location; otherwise clicks do nothing. */
  selectable: boolean;
  onSelect(location: GlobeLocation): void;
  /** A MapLibre style URL for online imagery, or null for the offline Natural Earth style. */
  styleUrl: string | null;
  /** Accessible name of the map region. */
  label: string;
  /** Overrides the camera height (m) the view flies to. */
  cameraHeightMetres?: number;
}

/**
 * A 3D globe (MapLibre globe projection) with a pin; tilt disabled. Offline (no style URL), the
 * chosen point is shown with what the analysis reads around it — the 30″ land cells, rivers by
 * level, urban areas — and a legend with the distances taken from them, down to the zoom the data
 * support.
 */
function Globe(props: GlobeProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const markerRef = useRef<maplibregl.Marker | null>(null);
  const offline = props.styleUrl === null;
  const surroundings = useSurroundings(offline ? props.location : undefined);
  const selectableRef = useRef(props.selectable);
  const onSelectRef = useRef(props.onSelect);
  useEffect(() => {
    selectableRef.current = props.selectable;
    onSelectRef.current = props.onSelect;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = new maplibregl.Map({
      container,
      style: props.styleUrl ?? offlineGlobeStyle(),
      center: [134, -25],
      zoom: 1.2,
      ...(props.styleUrl === null ? { maxZoom: offlineMaxZoom } : {}),
      ...flatViewMapOptions,
    });
    addZoomControls(map);
    map.on('style.load', () => {
      // An online style may not declare a projection; the product always shows a globe.
      map.setProjection({ type: 'globe' });
    });
    map.on('click', (event) => {
      if (!selectableRef.current) return;
      onSelectRef.current({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
    });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [props.styleUrl]);

  const latitude = props.location?.latitude;
  const longitude = props.location?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (latitude === undefined || longitude === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const position: [number, number] = [longitude, latitude];
    if (markerRef.current) markerRef.current.setLngLat(position);
    else
      markerRef.current = new maplibregl.Marker({ color: '#C92A2A' })
        .setLngLat(position)
        .addTo(map);
    const heightMetres =
      props.cameraHeightMetres ??
      (offline
        ? offlineSiteHeightMetres
        : props.locationKind === 'picked'
          ? pickedLocationHeightMetres
          : flyToHeightCapMetres);
    // Not marked essential: a reader whose system asks for reduced motion gets a jump, not a
    // flight across the globe (WCAG 2.3.3 Animation from Interactions).
    map.flyTo({
      center: position,
      zoom: zoomForCameraHeight(heightMetres, latitude, map.getContainer().clientHeight),
      pitch: 0,
    });
  }, [latitude, longitude, props.locationKind, props.cameraHeightMetres, offline]);

  const surroundingsData = surroundings.data;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !offline) return;
    const collection = surroundingsData
      ? surroundingsGeoJson(surroundingsData)
      : { type: 'FeatureCollection' as const, features: [] };
    const apply = () => {
      const source = map.getSource<maplibregl.GeoJSONSource>(surroundingsSourceId);
      if (source) {
        source.setData(collection);
        return;
      }
      map.addSource(surroundingsSourceId, {
        type: 'geojson',
        data: collection,
        attribution: 'GSHHG coastline and WDBII rivers (Wessel & Smith), Natural Earth urban areas',
      });
      for (const layer of surroundingsLayers()) map.addLayer(layer);
    };
    if (map.isStyleLoaded()) apply();
    else map.once('load', apply);
  }, [surroundingsData, offline]);

  return (
    <div className={classes.frame} role="region" aria-label={props.label}>
      <div
        ref={containerRef}
        className={classes.globe}
        data-selectable={props.selectable || undefined}
      />
      {offline && surroundingsData && props.location && (
        <SurroundingsLegend surroundings={surroundingsData} />
      )}
    </div>
  );
}

export default Globe;
