import type { ManifestEntry } from '../../packages/hazard-data/src/manifest.ts';
import { layerIds } from '../../packages/hazard-data/src/manifest.ts';
import type { BuildPaths } from './build-io.ts';
import { concatenateBytes, readRawBytes, writeDerivedFile } from './build-io.ts';
import { sources } from './sources.ts';

const rows = 8640;
const columns = 17280;

/**
 * Run-length encodes the 1.25′ GSHHG mask row by row: 149 M cells become ~390 k runs (~1.2 MB in
 * memory), which still answers "what surface is here" and "where is the nearest ocean cell in this
 * row" exactly.
 */
export function buildLandMask(paths: BuildPaths): ManifestEntry {
  const input = 'landsea/gshhs_lsmask_1.25min_full.u8.gz';
  const mask = readRawBytes(paths, input);
  if (mask.length !== rows * columns) throw new Error(`land mask has ${mask.length} cells`);
  const rowStart = new Uint32Array(rows + 1);
  const starts: number[] = [];
  const values: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    rowStart[row] = starts.length;
    const offset = row * columns;
    let previous = -1;
    for (let column = 0; column < columns; column += 1) {
      const value = mask[offset + column] ?? 0;
      if (value !== previous) {
        starts.push(column);
        values.push(value);
        previous = value;
      }
    }
  }
  rowStart[rows] = starts.length;
  return writeDerivedFile(
    paths,
    {
      id: layerIds.landMask,
      name: 'GSHHG land/sea/lake mask (1.25′)',
      ...sources.gshhg,
      transform:
        'Run-length encoded row by row (uint32 row starts, uint16 run start columns, uint8 run values); lossless.',
      inputs: [input],
      file: `${layerIds.landMask}.runs.gz`,
      layout: {
        kind: 'run-length-mask',
        rows,
        columns,
        runs: starts.length,
        southDegrees: -90,
        westDegrees: -180,
        cellDegrees: 1 / 48,
        values: { '0': 'ocean', '1': 'land', '2': 'lake' },
      },
    },
    concatenateBytes([rowStart, new Uint16Array(starts), new Uint8Array(values)]),
  );
}
