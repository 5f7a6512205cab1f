import type { RiskRequest } from '@hazardscope/contracts';
import type { ElevationLookup } from '../location/elevation-lookup.ts';

/**
 * The site's elevation from the configured external service (ELEVATION_URL), when there is one
 * and the request does not give its own; a service that does not answer adds a warning and the
 * embedded grid is used instead.
 */
export async function externalElevationFor(
  lookup: ElevationLookup | undefined,
  request: RiskRequest,
  warnings: string[],
): Promise<{ elevationMetres: number; dataset: string } | undefined> {
  if (lookup === undefined || request.asset.fields?.elevation !== undefined) return undefined;
  try {
    return await lookup.elevationAt(request.asset.latitude, request.asset.longitude);
  } catch (error) {
    warnings.push(
      `The elevation service did not answer (${(error as Error).message}); the embedded 5′ elevation grid was used instead.`,
    );
    return undefined;
  }
}
