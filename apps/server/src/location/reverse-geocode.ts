import type { Geocoder } from './geocoder.ts';

/**
 * `GET /api/location/reverse`: the nearest place's 'Place, Region, Country', falling back to
 * 'latitude, longitude' when nothing is near or the service fails.
 */
export async function reverseGeocode(
  geocoder: Geocoder,
  latitude: number,
  longitude: number,
): Promise<{ address: string; attribution: string }> {
  let address: string | undefined;
  try {
    address = await geocoder.reverse(latitude, longitude);
  } catch {
    address = undefined;
  }
  return {
    address: address ?? `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`,
    attribution: geocoder.attribution,
  };
}
