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
