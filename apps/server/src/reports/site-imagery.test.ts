import { describe, expect, it } from 'vitest';
import { testPng } from '@hazardscope/report/test-support/test-png';
import {
  fetchSiteImagery,
  pngSize,
  staticMapUrl,
  webMercatorMetresPerPixel,
} from './site-imagery.ts';

/** A fetch that answers every request with this reply, and keeps the addresses it was asked. */
function answering(reply: () => Response) {
  const asked: string[] = [];
  const fetchFunction: typeof fetch = (input) => {
    asked.push(String(input));
    return Promise.resolve(reply());
  };
  return { asked, fetchFunction };
}

describe('the report’s satellite image of the site', () => {
  it('asks the Maps Static API for a satellite PNG at zoom 19, 600 × 300 at scale 2, with the key', () => {
    const url = staticMapUrl('the-key', 48.8566, 2.3522);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      center: '48.8566,2.3522',
      zoom: '19',
      size: '600x300',
      scale: '2',
      maptype: 'satellite',
      format: 'png',
      key: 'the-key',
    });
  });

  it('sizes a pixel as Web Mercator does: 0.2986 m at the equator at zoom 19, half that at 60°', () => {
    // 2π × 6378137 m / 256 px / 2^19 = 0.29858 m (the standard Web Mercator ground resolution).
    expect(webMercatorMetresPerPixel(0, 19, 1)).toBeCloseTo(0.29858, 5);
    expect(webMercatorMetresPerPixel(60, 19, 1)).toBeCloseTo(0.29858 / 2, 5);
    expect(webMercatorMetresPerPixel(0, 19, 2)).toBeCloseTo(0.29858 / 2, 5);
  });

  it('reads a PNG’s size from its header and refuses what is not a PNG', () => {
    expect(pngSize(testPng(12, 7))).toEqual({ width: 12, height: 7 });
    expect(pngSize(new TextEncoder().encode('<html>The key is not valid</html>'))).toBeUndefined();
  });

  it('turns the provider’s PNG into the model’s image, its pixels as fine as the scale asked', async () => {
    const png = testPng(1200, 600);
    const { asked, fetchFunction } = answering(
      () => new Response(png, { headers: { 'content-type': 'image/png' } }),
    );
    const imagery = await fetchSiteImagery('the-key', 0, 10, fetchFunction);
    expect(asked).toHaveLength(1);
    expect(imagery).toMatchObject({
      kind: 'imagery',
      latitude: 0,
      longitude: 10,
      widthPixels: 1200,
      heightPixels: 600,
    });
    expect(imagery?.metresPerPixel).toBeCloseTo(0.29858 / 2, 5);
    expect(Buffer.from(imagery?.imageBase64 ?? '', 'base64').equals(png)).toBe(true);
  });

  it('gives no image when the provider refuses, answers with something else or cannot be reached', async () => {
    const refused = answering(() => new Response('REQUEST_DENIED', { status: 403 }));
    expect(await fetchSiteImagery('k', 1, 2, refused.fetchFunction)).toBeUndefined();
    const notAnImage = answering(() => new Response('<html>error</html>', { status: 200 }));
    expect(await fetchSiteImagery('k', 1, 2, notAnImage.fetchFunction)).toBeUndefined();
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    expect(await fetchSiteImagery('k', 1, 2, unreachable)).toBeUndefined();
  });
});
