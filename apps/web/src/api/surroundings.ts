import { useQuery } from '@tanstack/react-query';
import { surroundingsReplySchema } from '@hazardscope/contracts';
import { fetchJson } from './fetch-json.ts';

/**
 * What the analysis reads around a point (land cells, rivers, urban areas and the distances
 * taken from them); idle without a point. Coordinates are rounded to 5 decimals (~1 m) for the
 * cache key.
 */
export function useSurroundings(location: { latitude: number; longitude: number } | undefined) {
  const latitude = location === undefined ? undefined : Number(location.latitude.toFixed(5));
  const longitude = location === undefined ? undefined : Number(location.longitude.toFixed(5));
  return useQuery({
    queryKey: ['surroundings', latitude, longitude],
    enabled: latitude !== undefined && longitude !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      fetchJson(
        `/api/location/surroundings?latitude=${latitude}&longitude=${longitude}`,
        surroundingsReplySchema,
        { signal },
      ),
  });
}
