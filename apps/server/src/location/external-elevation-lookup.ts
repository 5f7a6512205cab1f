import { z } from 'zod';
import { AppError } from '../errors.ts';
import type { ElevationLookup } from './elevation-lookup.ts';

/** The maps-service elevation fallback waits 20 s. */
const elevationTimeoutMilliseconds = 20_000;

const elevationTimeoutMessage = 'Elevation request timed out.';

/** Both services answer `{ results: [{ elevation, dataset? }] }` (OpenTopoData adds status and dataset). */
const elevationServiceReplySchema = z.object({
  results: z
    .array(z.object({ elevation: z.number().nullable(), dataset: z.string().optional() }))
    .min(1),
});

/**
 * ELEVATION_URL is the look-up address without its query, e.g.
 * `https://api.opentopodata.org/v1/srtm90m` or `https://api.open-elevation.com/api/v1/lookup`;
 * `?locations=lat,lon` is added.
 */
export function createExternalElevationLookup(
  serviceUrl: string,
  options: { timeoutMilliseconds?: number; fetchFunction?: typeof fetch } = {},
): ElevationLookup {
  const fetchFunction = options.fetchFunction ?? fetch;
  const timeoutMilliseconds = options.timeoutMilliseconds ?? elevationTimeoutMilliseconds;
  const serviceName = new URL(serviceUrl).host;
  return {
    async elevationAt(latitude, longitude) {
      const url = new URL(serviceUrl);
      url.searchParams.set('locations', `${latitude},${longitude}`);
      let body: unknown;
      try {
        const response = await fetchFunction(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMilliseconds),
        });
        if (!response.ok) {
          throw new AppError(
            'UNAVAILABLE',
            `Error retrieving elevation data (${serviceName} answered ${response.status}).`,
          );
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof DOMException && error.name === 'TimeoutError') {
          throw new AppError('GATEWAY_TIMEOUT', elevationTimeoutMessage);
        }
        throw new AppError(
          'UNAVAILABLE',
          `Error retrieving elevation data (${serviceName} did not answer).`,
        );
      }
      const parsed = elevationServiceReplySchema.safeParse(body);
      const first = parsed.success ? parsed.data.results[0] : undefined;
      if (first === undefined || first.elevation === null) {
        throw new AppError(
          'UNAVAILABLE',
          `Error retrieving elevation data (${serviceName} has no value here).`,
        );
      }
      return { elevationMetres: first.elevation, dataset: first.dataset ?? serviceName };
    },
  };
}
