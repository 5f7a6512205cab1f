import { z } from 'zod';
import { AppError } from '../errors.ts';
import type { Geocoder } from './geocoder.ts';

const searchReplySchema = z.array(
  z.object({ display_name: z.string(), lat: z.coerce.number(), lon: z.coerce.number() }),
);
const reverseReplySchema = z.object({ display_name: z.string().optional() });

const requestTimeoutMilliseconds = 10_000;

/**
 * A Nominatim-compatible geocoder at GEOCODER_URL (`/search`, `/reverse`, format jsonv2, English
 * names). Used instead of the offline gazetteer when configured.
 */
export function createNominatimGeocoder(
  baseUrl: string,
  fetchFunction: typeof fetch = fetch,
): Geocoder {
  const base = baseUrl.replace(/\/$/, '');
  async function getJson(path: string, parameters: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams({ format: 'jsonv2', 'accept-language': 'en', ...parameters })}`;
    const attempt = () =>
      fetchFunction(url, {
        headers: { accept: 'application/json', 'user-agent': 'Hazardscope geocoder client' },
        signal: AbortSignal.timeout(requestTimeoutMilliseconds),
      });
    let response: Response;
    try {
      // A look-up is a GET, safe to send twice: once more when the connection failed without a
      // timeout (a kept-alive socket the service closed just as it was reused is reset at once).
      response = await attempt().catch((error: unknown) => {
        if (error instanceof Error && error.name === 'TimeoutError') throw error;
        return attempt();
      });
    } catch {
      throw new AppError(
        'UNAVAILABLE',
        'The address service did not answer. Please try again later.',
      );
    }
    if (!response.ok) {
      throw new AppError(
        'UNAVAILABLE',
        `The address service answered ${response.status}. Please try again later.`,
      );
    }
    return response.json();
  }
  return {
    attribution: 'Addresses © OpenStreetMap contributors (ODbL), through a Nominatim geocoder',
    async search(query, limit) {
      const parsed = searchReplySchema.safeParse(
        await getJson('/search', { q: query, limit: String(limit) }),
      );
      if (!parsed.success)
        throw new AppError('UNAVAILABLE', 'The address service gave an unreadable answer.');
      return {
        results: parsed.data.map((place) => ({
          label: place.display_name,
          latitude: place.lat,
          longitude: place.lon,
          kind: 'place' as const,
        })),
      };
    },
    async reverse(latitude, longitude) {
      const parsed = reverseReplySchema.safeParse(
        await getJson('/reverse', { lat: String(latitude), lon: String(longitude) }),
      );
      return parsed.success ? parsed.data.display_name : undefined;
    },
  };
}
