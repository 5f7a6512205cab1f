/**
 * `npm run data:build`: turns the raw public data (../shared/data from the repo root, or the folder
 * in HAZARD_RAW_DATA_DIR) into the compact files of packages/hazard-data/grids and their manifest.
 * Deterministic: the same input gives byte-identical output.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from '../../packages/hazard-data/src/manifest.ts';
import { manifestSchema } from '../../packages/hazard-data/src/manifest.ts';
import type { BuildPaths } from './build-io.ts';
import { stableJson } from './build-io.ts';
import { buildBuildingCodeWind } from './building-code-wind.ts';
import {
  buildPeriodWarming,
  buildRegionalExtremes,
  buildRiverDischarge,
} from './climate-tables.ts';
import { buildCycloneBasin } from './cyclone-basin.ts';
import {
  buildBioclimate,
  buildChangeGrids,
  buildCycloneWind,
  buildElevation,
  buildFireWeather,
  buildNcepTemperature,
  buildSeaLevelFingerprintGrid,
} from './grid-layers.ts';
import { buildLandMask } from './land-mask.ts';
import {
  buildCoastalWaterLevels,
  buildDivaFingerprints,
  buildReferenceRegions,
  buildRivers,
} from './vector-layers.ts';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** ../shared/data beside the repository; a git worktree sits one level deeper, hence the second try. */
const rawCandidates = [process.env['HAZARD_RAW_DATA_DIR'], '../shared/data', '../../shared/data']
  .filter((candidate): candidate is string => candidate !== undefined)
  .map((candidate) => resolve(repositoryRoot, candidate));
const rawDirectory = rawCandidates.find((candidate) => existsSync(join(candidate, 'README.md')));
if (rawDirectory === undefined)
  throw new Error(`raw data not found in ${rawCandidates.join(', ')}`);
const paths: BuildPaths = {
  rawDirectory,
  outputDirectory: join(repositoryRoot, 'packages/hazard-data/grids'),
};

rmSync(paths.outputDirectory, { recursive: true, force: true });
mkdirSync(paths.outputDirectory, { recursive: true });

const steps = [
  buildElevation,
  buildLandMask,
  buildBioclimate,
  buildNcepTemperature,
  buildChangeGrids,
  buildPeriodWarming,
  buildRegionalExtremes,
  buildRiverDischarge,
  buildReferenceRegions,
  buildRivers,
  buildCoastalWaterLevels,
  buildDivaFingerprints,
  buildSeaLevelFingerprintGrid,
  buildFireWeather,
  buildCycloneWind,
  buildCycloneBasin,
  buildBuildingCodeWind,
];

const manifest: Manifest = { formatVersion: 1, entries: [] };
for (const step of steps) {
  const started = performance.now();
  const built = step(paths);
  const entries = Array.isArray(built) ? built : [built];
  manifest.entries.push(...entries);
  const names = entries
    .map((entry) => `${entry.file} (${(entry.bytes / 1024).toFixed(0)} KiB)`)
    .join(', ');
  console.log(`${step.name}: ${names} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
writeFileSync(
  join(paths.outputDirectory, 'manifest.json'),
  stableJson(manifestSchema.parse(manifest)),
);
const totalBytes = manifest.entries.reduce((sum, entry) => sum + entry.bytes, 0);
console.log(
  `${readdirSync(paths.outputDirectory).length} files, ${(totalBytes / 1024 / 1024).toFixed(2)} MiB`,
);
