/**
 * Camera heights (a fly-to is capped at 10,000 m above ground, a picked location is shown from
 * 1,000 m) turned into MapLibre zoom levels.
 */
export const flyToHeightCapMetres = 10_000;
export const pickedLocationHeightMetres = 1_000;

/** WGS84 equatorial circumference (m). */
const earthCircumferenceMetres = 40_075_016.686;
/** MapLibre's tile size (px) and vertical field of view (≈ 36.87°, tan of half = 1/3). */
const tileSizePx = 512;
const tanHalfFieldOfView = 1 / 3;

/**
 * The zoom at which a camera `heightMetres` above the ground sees the same ground span as a
 * viewport `viewportHeightPx` tall: span = 2·h·tan(fov/2), metres per pixel = C·cos φ / (512·2^z).
 */
export function zoomForCameraHeight(
  heightMetres: number,
  latitudeDegrees: number,
  viewportHeightPx: number,
): number {
  const groundSpanMetres = 2 * heightMetres * tanHalfFieldOfView;
  const metresPerPixel = groundSpanMetres / Math.max(viewportHeightPx, 1);
  const cosineLatitude = Math.max(Math.cos((latitudeDegrees * Math.PI) / 180), 0.01);
  const zoom = Math.log2(
    (earthCircumferenceMetres * cosineLatitude) / (tileSizePx * metresPerPixel),
  );
  return Math.min(Math.max(zoom, 0), 19);
}

/**
 * Offline, the map shows what the analysis reads in the 30 km box around the site (15 km either
 * side): seen from 45 km the ground span is 2 · 45 km · tan(fov/2) = 30 km.
 */
export const offlineSiteHeightMetres = 45_000;

/**
 * Offline, zooming stops where the data run out of detail: at zoom 12 a 30″ cell of the land mask
 * (~0.93 km) is ~50 px wide at the equator (512 · 2^12 px round 40,075 km).
 */
export const offlineMaxZoom = 12;
