import type { SiteImageryMap } from '@hazardscope/report/inputs';

/**
 * The report's satellite image of the site: Google's Maps Static API with the installation's
 * Google Maps key (STREET_VIEW_API_KEY, the key of the Location tab's Street View), at zoom 19 and
 * 600 × 300 as the product's satellite static map, drawn at twice the pixels (scale=2) so it prints
 * sharp at 150 dpi across the page.
 */
const siteImagery = {
  zoom: 19,
  widthPixels: 600,
  heightPixels: 300,
  scale: 2,
  timeoutMilliseconds: 10_000,
  /** A PNG of 1200 × 600 satellite pixels is ~1 MB; anything much larger is not what was asked. */
  maximumBytes: 8 * 1024 * 1024,
} as const;

/** Web Mercator's ground size of one tile pixel at the equator at zoom 0 (m): 2π × 6378137 / 256. */
const equatorMetresPerPixelAtZoomZero = (2 * Math.PI * 6_378_137) / 256;

/** The ground size (m) of one image pixel at a latitude, zoom and scale (Web Mercator). */
export function webMercatorMetresPerPixel(latitude: number, zoom: number, scale: number): number {
  return (
    (equatorMetresPerPixelAtZoomZero * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom / scale
  );
}

export function staticMapUrl(apiKey: string, latitude: number, longitude: number): URL {
  const url = new URL('https://maps.googleapis.com/maps/api/staticmap');
  url.searchParams.set('center', `${latitude},${longitude}`);
  url.searchParams.set('zoom', String(siteImagery.zoom));
  url.searchParams.set('size', `${siteImagery.widthPixels}x${siteImagery.heightPixels}`);
  url.searchParams.set('scale', String(siteImagery.scale));
  url.searchParams.set('maptype', 'satellite');
  url.searchParams.set('format', 'png');
  url.searchParams.set('key', apiKey);
  return url;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's width and height from its IHDR chunk, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24 || pngSignature.some((value, index) => bytes[index] !== value))
    return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Where a saved report's satellite image of the site comes from, when the installation has one. */
export interface SiteImagerySource {
  /** The image, or undefined when it cannot be had now (the report then draws the layers). */
  imageAt(latitude: number, longitude: number): Promise<SiteImageryMap | undefined>;
}

/** The Maps Static API with the installation's Google Maps key (STREET_VIEW_API_KEY). */
export function createStaticMapImagery(
  apiKey: string,
  fetchFunction: typeof fetch = fetch,
): SiteImagerySource {
  return {
    imageAt: (latitude, longitude) => fetchSiteImagery(apiKey, latitude, longitude, fetchFunction),
  };
}

/**
 * The site's satellite image, or undefined when it cannot be had (no answer within the timeout, an
 * error status such as a key without the Maps Static API, or an answer that is not a PNG): the
 * report then draws the embedded layers instead, so a report never waits on or fails for imagery.
 */
export async function fetchSiteImagery(
  apiKey: string,
  latitude: number,
  longitude: number,
  fetchFunction: typeof fetch = fetch,
): Promise<SiteImageryMap | undefined> {
  try {
    const response = await fetchFunction(staticMapUrl(apiKey, latitude, longitude), {
      signal: AbortSignal.timeout(siteImagery.timeoutMilliseconds),
    });
    if (!response.ok) return undefined;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > siteImagery.maximumBytes) return undefined;
    const size = pngSize(bytes);
    if (size === undefined || size.width === 0 || size.height === 0) return undefined;
    return {
      kind: 'imagery',
      latitude,
      longitude,
      imageBase64: Buffer.from(bytes).toString('base64'),
      widthPixels: size.width,
      heightPixels: size.height,
      // The image is `scale` times the requested size: its pixels are that much finer.
      metresPerPixel:
        webMercatorMetresPerPixel(latitude, siteImagery.zoom, 1) *
        (siteImagery.widthPixels / size.width),
    };
  } catch {
    return undefined;
  }
}
