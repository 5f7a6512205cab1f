import {
  FineDataError,
  openFloodMapDirectory,
  openTerrainDirectory,
  type FineDataSources,
} from '@hazardscope/hazard-data';
import { ConfigError, type Config } from '../config.ts';

/**
 * Opens TERRAIN_DIR and FLOOD_MAPS_DIR at start-up and checks every tile's header (readable
 * GeoTIFF or .hgt, geographic coordinates, a return period in each flood map's name): a bad tile
 * stops the server with a ConfigError naming the variable and the file, rather than failing a user's
 * analysis later.
 */
export async function openFineData(
  config: Pick<Config, 'TERRAIN_DIR' | 'FLOOD_MAPS_DIR'>,
): Promise<FineDataSources> {
  try {
    const terrain =
      config.TERRAIN_DIR === undefined ? undefined : await openTerrainDirectory(config.TERRAIN_DIR);
    const floodMaps =
      config.FLOOD_MAPS_DIR === undefined
        ? undefined
        : await openFloodMapDirectory(config.FLOOD_MAPS_DIR);
    return { ...(terrain && { terrain }), ...(floodMaps && { floodMaps }) };
  } catch (error) {
    if (error instanceof FineDataError)
      throw new ConfigError(
        `Invalid configuration:\n  ${config.TERRAIN_DIR !== undefined && error.message.startsWith(config.TERRAIN_DIR) ? 'TERRAIN_DIR' : 'FLOOD_MAPS_DIR'}: ${error.message}`,
      );
    throw error;
  }
}
