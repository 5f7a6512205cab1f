import { describe, expect, it } from 'vitest';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

const found = [{ display_name: 'Found Main St', lat: '1.5', lon: '2.5' }];

/** A fetch that fails with each given error in turn, then answers `found`; counts its calls. */
function fetchFailing(...errors: Error[]) {
  const calls = { count: 0 };
  const fetchFunction = (async () => {
    const error = errors[calls.count];
    calls.count += 1;
    if (error !== undefined) throw error;
    return new Response(JSON.stringify(found), { status: 200 });
  }) as typeof fetch;
  return { calls, fetchFunction };
}

describe('Nominatim-compatible geocoder', () => {
  it('sends a look-up once more when the connection failed (a reset kept-alive socket)', async () => {
    const { calls, fetchFunction } = fetchFailing(new TypeError('fetch failed'));
    const geocoder = createNominatimGeocoder('http://geocoder.test', fetchFunction);
    expect((await geocoder.search('Main St', 5)).results).toEqual([
      { label: 'Found Main St', latitude: 1.5, longitude: 2.5, kind: 'place' },
    ]);
    expect(calls.count).toBe(2);
  });

  it('answers 503 after a second failure, and does not repeat a look-up that timed out', async () => {
    const twice = fetchFailing(new TypeError('fetch failed'), new TypeError('fetch failed'));
    await expect(
      createNominatimGeocoder('http://geocoder.test', twice.fetchFunction).search('x', 5),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(twice.calls.count).toBe(2);

    const timedOut = fetchFailing(new DOMException('timed out', 'TimeoutError'));
    await expect(
      createNominatimGeocoder('http://geocoder.test', timedOut.fetchFunction).search('x', 5),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(timedOut.calls.count).toBe(1);
  });
});
