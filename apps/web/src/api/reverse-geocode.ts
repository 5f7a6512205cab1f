import { reverseGeocodeReplySchema } from '@hazardscope/contracts';
import { fetchJson } from './fetch-json.ts';

/**
 * The address of a picked point, or 'latitude, longitude' when the look-up finds nothing or fails.
 */
export async function reverseGeocode(latitude: number, longitude: number): Promise<string> {
  const fallback = `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
  try {
    const reply = await fetchJson(
      `/api/location/reverse?latitude=${latitude}&longitude=${longitude}`,
      reverseGeocodeReplySchema,
    );
    return reply.address || fallback;
  } catch {
    return fallback;
  }
}
