import type { ElevationLookup } from './elevation-lookup.ts';

/**
 * The elevation look-up falls back to a second service. The primary's failure is
 * passed over; the fallback's own error (e.g. 504 'Elevation request timed out.') is the reply.
 */
export function elevationWithFallback(
  primary: ElevationLookup,
  fallback: ElevationLookup,
): ElevationLookup {
  return {
    async elevationAt(latitude, longitude) {
      try {
        return await primary.elevationAt(latitude, longitude);
      } catch {
        return fallback.elevationAt(latitude, longitude);
      }
    },
  };
}
