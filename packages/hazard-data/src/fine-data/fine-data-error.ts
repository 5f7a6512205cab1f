/**
 * A configured fine-data layer (TERRAIN_DIR, FLOOD_MAPS_DIR) that cannot be read as it must: a
 * corrupt or truncated tile, a projected raster, a file whose name gives no return period. The
 * message names the file and what is wrong, for the operator to act on.
 */
export class FineDataError extends Error {
  override readonly name = 'FineDataError';
}
