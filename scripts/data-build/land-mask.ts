import type { ManifestEntry } from '@hazardscope/hazard-data/build-format';
import { indexMaskRows } from '@hazardscope/hazard-data/build-format';
import { layerIds } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { concatenateBytes, readRawBytes, writeDerivedFile } from './build-io.ts';
import { sources } from './sources.ts';

const rows = 21600;
const columns = 43200;

/**
 * The 30″ GSHHG 2.3.7 full-resolution mask (GMT grdlandmask, centre class plus a shoreline-crossing
 * flag) is already run-length encoded per row as LEB128 varints (933 M cells in ~3.2 M runs). The
 * build checks that every row sums to 43,200 cells, counts the runs and prefixes the byte offset of
 * each row, so that loading needs no scan.
 */
export function buildLandMask(paths: BuildPaths): ManifestEntry {
  const input = 'landsea/gshhg_full_landmask_30s.rle3.gz';
  const stream = readRawBytes(paths, input);
  const { rowOffset, runs } = indexMaskRows(stream, rows, columns);
  return writeDerivedFile(
    paths,
    {
      id: layerIds.landMask,
      name: 'GSHHG full-resolution land/sea/lake mask (30″)',
      ...sources.gshhgFull,
      transform:
        'Run stream kept unchanged (per-row run-length tokens T = runLength·8 + value as LEB128 varints, rows south to north; value & 3 is the class at the cell centre: 0 ocean, 1 land, 2 lake; value & 4 marks a cell crossed by a shoreline), preceded by the uint32 byte offset of each row (rows + 1 entries). Checked: every row sums to 43,200 cells.',
      inputs: [input],
      file: `${layerIds.landMask}.runs.gz`,
      layout: {
        kind: 'run-length-mask',
        rows,
        columns,
        runs,
        southDegrees: -90,
        westDegrees: -180,
        cellDegrees: 1 / 120,
        values: { '0': 'ocean', '1': 'land', '2': 'lake' },
        shorelineFlag: 4,
      },
    },
    concatenateBytes([rowOffset, stream]),
  );
}
