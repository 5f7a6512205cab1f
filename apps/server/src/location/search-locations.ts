import { parseCoordinates, type LocationSearchReply } from '@hazardscope/contracts';
import type { Geocoder } from './geocoder.ts';

/**
 * `GET /api/location/search`: 'lat,lon' or 'lat lon' is answered as that point without
 * a look-up; any other text goes to the geocoder.
 */
export async function searchLocations(
  geocoder: Geocoder,
  query: string,
  limit: number,
): Promise<LocationSearchReply> {
  const coordinates = parseCoordinates(query);
  if (coordinates !== undefined) {
    return {
      results: [
        {
          label: `${coordinates.latitude}, ${coordinates.longitude}`,
          ...coordinates,
          kind: 'coordinates',
        },
      ],
      attribution: geocoder.attribution,
    };
  }
  return { ...(await geocoder.search(query, limit)), attribution: geocoder.attribution };
}
