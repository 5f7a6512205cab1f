import { siteCheckReplySchema, type SiteCheckReply } from '@hazardscope/contracts';
import { fetchJson } from './fetch-json.ts';

/**
 * Where the server would analyse a point (on land, on the shoreline, or moved to land from just
 * offshore); rejects with an `ApiError` of status 400 for a point clearly at sea.
 */
export function checkSite(latitude: number, longitude: number): Promise<SiteCheckReply> {
  return fetchJson(
    `/api/location/site?latitude=${encodeURIComponent(latitude)}&longitude=${encodeURIComponent(longitude)}`,
    siteCheckReplySchema,
  );
}
