import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import { openFineData } from './open-fine-data.ts';

const folders: string[] = [];
function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'open-fine-data-'));
  folders.push(path);
  return path;
}
afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

describe('TERRAIN_DIR and FLOOD_MAPS_DIR at start-up', () => {
  it('refuses a folder that does not exist, naming the variable', () => {
    expect(() => parseConfig({ TERRAIN_DIR: '/no/such/folder' })).toThrow(
      /TERRAIN_DIR: must name an existing folder/,
    );
  });

  it('stops on a corrupt tile with the variable and the file named', async () => {
    const terrain = folder();
    writeFileSync(join(terrain, 'N51E013.hgt'), Buffer.alloc(10));
    const config = parseConfig({ TERRAIN_DIR: terrain });
    await expect(openFineData(config)).rejects.toThrow(ConfigError);
    await expect(openFineData(config)).rejects.toThrow(/TERRAIN_DIR: .*N51E013\.hgt: 10 bytes/);
    const maps = folder();
    writeFileSync(join(maps, 'floodMapGL_rp100y.tif'), Buffer.from('corrupt'));
    await expect(openFineData(parseConfig({ FLOOD_MAPS_DIR: maps }))).rejects.toThrow(
      /FLOOD_MAPS_DIR: .*floodMapGL_rp100y\.tif: not a readable GeoTIFF/,
    );
  });

  it('opens nothing when neither is set', async () => {
    expect(await openFineData(parseConfig({}))).toEqual({});
  });
});
