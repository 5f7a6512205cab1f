import type { SiteCheckReply } from '@hazardscope/contracts';
import { atSeaMessage } from '@hazardscope/analysis';
import { placeSite, type HazardDataStore } from '@hazardscope/hazard-data';
import { AppError } from '../errors.ts';

/** The refusal of a point clearly at sea, with what the person can do about it. */
function atSeaError(latitude: number, longitude: number): AppError {
  return new AppError('BAD_REQUEST', atSeaMessage(latitude, longitude), 'asset');
}

/**
 * Where a point would be analysed (the placement of `placeSite` on the 30″ GSHHG coastline); a
 * point clearly at sea is refused with a 400 before any analysis starts.
 */
export function checkSite(
  hazardData: HazardDataStore,
  latitude: number,
  longitude: number,
): SiteCheckReply {
  const placement = placeSite(hazardData, latitude, longitude);
  if (placement.kind === 'sea') throw atSeaError(latitude, longitude);
  return {
    placement: placement.kind,
    latitude: placement.latitude,
    longitude: placement.longitude,
    ...(placement.kind === 'moved' ? { movedKilometres: placement.distanceKilometres } : {}),
  };
}
