import { landSnapKilometres } from '@hazardscope/hazard-data';

/**
 * A request the analysis cannot run: `invalid` (a value out of its bounds, an unknown acronym) or
 * `unanalysable` (well-formed but not analysable, e.g. a point at sea). `field` names the request
 * path at fault, e.g. 'asset.fields.buildYear'. The server maps these to 400 and 422.
 */
export class AnalysisInputError extends Error {
  override readonly name = 'AnalysisInputError';
  constructor(
    readonly kind: 'invalid' | 'unanalysable',
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** Why a point clearly at sea is refused, with what the person can do about it. */
export function atSeaMessage(latitude: number, longitude: number): string {
  return `The point ${latitude.toFixed(5)}, ${longitude.toFixed(5)} is at sea, more than ${landSnapKilometres} km from the nearest coast. Choose the point on land where the asset stands: zoom in on the globe, or search for its address.`;
}
