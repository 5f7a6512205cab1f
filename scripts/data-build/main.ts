/**
 * `npm run data:build`: turns the raw public data (../shared/data from the repo root, or the folder
 * in HAZARD_RAW_DATA_DIR) into the compact files of packages/hazard-data/grids (or
 * HAZARD_DATA_OUTPUT_DIR) and their manifest.
 * Deterministic: the same input gives byte-identical output.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadHazardData } from '@hazardscope/hazard-data';
import type { Manifest } from '@hazardscope/hazard-data/build-format';
import { manifestSchema } from '@hazardscope/hazard-data/build-format';
import type { BuildPaths } from './build-io.ts';
import { stableJson } from './build-io.ts';
import { buildBuildingCodeWind } from './building-code-wind.ts';
import {
  buildPeriodWarming,
  buildRegionalExtremes,
  buildRiverDischarge,
} from './climate-tables.ts';
import {
  buildCoastalProtection,
  buildCoastalWaterLevels,
  buildTideGaugeProjections,
  buildTideGaugeTrends,
} from './coastal-layers.ts';
import { buildCycloneBasin } from './cyclone-basin.ts';
import { buildCycloneVulnerability } from './cyclone-vulnerability.ts';
import { buildDischargeRelation, buildDrainageArea } from './drainage.ts';
import {
  buildExtremeRainfallGauges,
  buildExtremeRainfallRelation,
} from './extreme-rainfall-gauges.ts';
import { writeFloodVariability } from './flood-variability.ts';
import {
  buildBioclimate,
  buildChangeGrids,
  buildCycloneWind,
  buildElevation,
  buildFireWeather,
  buildNcepTemperature,
  buildSeaLevelFingerprintGrid,
} from './grid-layers.ts';
import { buildHotExtremeStations } from './hot-extreme-stations.ts';
import { buildJurisdictions } from './jurisdictions.ts';
import { buildLandMask } from './land-mask.ts';
import { buildRiverProtection } from './river-protection.ts';
import { findRawDataDirectory, repositoryRoot } from './raw-data-directory.ts';
import { writeScenarioPaths } from './scenario-paths.ts';
import { buildPopulatedPlaces, buildSoilTexture, buildUrbanAreas } from './site-science-layers.ts';
import { buildDivaFingerprints, buildReferenceRegions, buildRivers } from './vector-layers.ts';

const rawDirectory = findRawDataDirectory();
if (rawDirectory === undefined) throw new Error('raw data not found: set HAZARD_RAW_DATA_DIR');
const paths: BuildPaths = {
  rawDirectory,
  outputDirectory: resolve(
    repositoryRoot,
    process.env['HAZARD_DATA_OUTPUT_DIR'] ?? 'packages/hazard-data/grids',
  ),
};

// The engine's per-scenario warming and sea-level paths (a small JSON beside its code).
if (process.env['HAZARD_DATA_OUTPUT_DIR'] === undefined) writeScenarioPaths(rawDirectory);

rmSync(paths.outputDirectory, { recursive: true, force: true });
mkdirSync(paths.outputDirectory, { recursive: true });

const steps = [
  buildElevation,
  buildLandMask,
  buildBioclimate,
  buildNcepTemperature,
  buildHotExtremeStations,
  buildChangeGrids,
  buildPeriodWarming,
  buildRegionalExtremes,
  buildRiverDischarge,
  buildReferenceRegions,
  buildDrainageArea,
  // After the drainage grid: the river sizes check GRDC stations against it.
  buildRivers,
  buildDischargeRelation,
  buildCoastalWaterLevels,
  buildCoastalProtection,
  buildTideGaugeProjections,
  buildTideGaugeTrends,
  buildDivaFingerprints,
  buildSeaLevelFingerprintGrid,
  buildFireWeather,
  buildCycloneWind,
  buildCycloneBasin,
  buildBuildingCodeWind,
  buildSoilTexture,
  buildUrbanAreas,
  buildPopulatedPlaces,
  buildJurisdictions,
  buildCycloneVulnerability,
  buildRiverProtection,
  buildExtremeRainfallGauges,
  buildExtremeRainfallRelation,
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
// The spread of annual floods by climate and catchment size (a small JSON beside the riverine
// model): each gauge's climate is read from the grids just written, as the engine reads a site's.
if (process.env['HAZARD_DATA_OUTPUT_DIR'] === undefined)
  writeFloodVariability(loadHazardData(paths.outputDirectory));
const totalBytes = manifest.entries.reduce((sum, entry) => sum + entry.bytes, 0);
console.log(
  `${readdirSync(paths.outputDirectory).length} files, ${(totalBytes / 1024 / 1024).toFixed(2)} MiB`,
);
