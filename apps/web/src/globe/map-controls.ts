import * as maplibregl from 'maplibre-gl';

/** The map options every map of the app shares: no tilt, no rotation by drag, a compact credit. */
export const flatViewMapOptions = {
  pitch: 0,
  maxPitch: 0,
  dragRotate: false,
  pitchWithRotate: false,
  attributionControl: { compact: true },
} satisfies Partial<maplibregl.MapOptions>;

/** Turns off rotation by touch and keyboard and adds the zoom buttons (no compass: no rotation). */
export function addZoomControls(map: maplibregl.Map): void {
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
}
