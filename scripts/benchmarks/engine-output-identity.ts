// Checks that a change to the engine leaves its results bit-identical: runs the engine over many
// cases and records a SHA-256 digest of each result's JSON together with each hazard's risk series
// before the result rounds them (so that a change in the last bit of an unrounded value shows),
// numbers written so that two digests agree only when every number is the same double (−0, NaN
// and ±Infinity written apart).
// Cases: every catalogue archetype at every real place of the science validation (default
// scenario); the Simple House there under every scenario and range bound; seeded random sites and
// assets of the engine's property tests; the engine benchmark's example.
// Run before the change with --write, after it with --compare on the same file:
//   npx tsx scripts/benchmarks/engine-output-identity.ts --write /tmp/engine-digests.txt
//   npx tsx scripts/benchmarks/engine-output-identity.ts --compare /tmp/engine-digests.txt
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  climateBounds,
  climateScenarios,
  hazardKeys,
  type EngineAsset,
  type ScenarioInput,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { loadCatalogue } from '@hazardscope/catalogue';
import { AnalysisInputError } from '@hazardscope/analysis';
import {
  analyseAsset,
  hazardModelInput,
  hazardModels,
  hazardRiskSeries,
  prepareElements,
  type HazardRiskSeries,
} from '@hazardscope/engine';
import {
  exampleAsset,
  exampleSite,
  randomAsset,
  randomSite,
  seededRandom,
} from '@hazardscope/engine/test-support';
import { realSiteAnalyser } from '../science-validation/analyse-real-site.ts';
import { loadScienceReferences } from '../science-validation/science-references.ts';

const randomCaseCount = 500;

interface EngineCase {
  readonly id: string;
  readonly site: SiteHazardContext;
  readonly asset: EngineAsset;
  readonly scenario: ScenarioInput;
}

/** JSON in which every number is its exact double: −0, NaN and the infinities as tagged strings. */
function exactJson(value: unknown): string {
  return JSON.stringify(value, (_key, value: unknown) => {
    if (typeof value !== 'number') return value;
    if (Object.is(value, -0)) return 'number:-0';
    return Number.isFinite(value) ? value : `number:${String(value)}`;
  });
}

/** Each computed hazard's risk series as the integration gives them, before any rounding. */
function unroundedRiskSeries(
  site: SiteHazardContext,
  asset: EngineAsset,
  scenario: ScenarioInput,
): HazardRiskSeries[] {
  const input = hazardModelInput(site, asset.design, scenario);
  const elements = prepareElements(asset.elements, asset.design);
  return hazardKeys.map((key, hazardIndex) =>
    hazardRiskSeries(hazardModels[key](input), elements, hazardIndex),
  );
}

function* engineCases(): Generator<EngineCase> {
  const catalogue = loadCatalogue();
  const analyseRealSite = realSiteAnalyser();
  for (const realSite of loadScienceReferences().sites) {
    for (const archetype of catalogue.archetypes) {
      let outcome;
      try {
        outcome = analyseRealSite(realSite, archetype.acronym);
      } catch (error) {
        // A place the analysis refuses (at sea) has no result to compare.
        if (error instanceof AnalysisInputError) continue;
        throw error;
      }
      const { site, analysis } = outcome;
      const asset = analysis.inputs.asset;
      yield { id: `${realSite.id}/${archetype.acronym}`, site, asset, scenario: {} };
      if (archetype.acronym !== 'SH') continue;
      for (const climateScenario of climateScenarios) {
        for (const climateBound of climateBounds) {
          yield {
            id: `${realSite.id}/SH/${climateScenario}/${climateBound}`,
            site,
            asset,
            scenario: { climateScenario, climateBound },
          };
        }
      }
    }
  }
  const random = seededRandom(20_261_128);
  for (let index = 0; index < randomCaseCount; index += 1) {
    const site = randomSite(random);
    yield { id: `random/${index}`, site, asset: randomAsset(random), scenario: {} };
  }
  const site = exampleSite();
  site.climate.monthlyMeanTemperatureCelsius = [-2, -1, 3, 8, 13, 17, 20, 19, 15, 10, 4, 0];
  site.tropicalCyclone.sustainedWindMetresPerSecond = [25, 32, 38, 44, 51, 56, 61];
  yield { id: 'benchmark-example', site, asset: exampleAsset(), scenario: {} };
}

function digests(): Map<string, string> {
  const byCase = new Map<string, string>();
  for (const engineCase of engineCases()) {
    const { site, asset, scenario } = engineCase;
    const result = analyseAsset(site, asset, scenario);
    byCase.set(
      engineCase.id,
      createHash('sha256')
        .update(exactJson(result))
        .update(exactJson(unroundedRiskSeries(site, asset, scenario)))
        .digest('hex'),
    );
  }
  return byCase;
}

const [mode, file] = process.argv.slice(2);
if ((mode !== '--write' && mode !== '--compare') || file === undefined) {
  console.error('Usage: engine-output-identity.ts --write FILE | --compare FILE');
  process.exit(2);
}
const current = digests();
if (mode === '--write') {
  writeFileSync(file, [...current].map(([id, digest]) => `${id} ${digest}\n`).join(''));
  console.log(`${current.size} case digests written to ${file}`);
} else {
  const recorded = new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.split(' ') as [string, string]),
  );
  const differing = [...recorded].filter(([id, digest]) => current.get(id) !== digest);
  const added = [...current.keys()].filter((id) => !recorded.has(id));
  console.log(
    `${recorded.size - differing.length} of ${recorded.size} cases bit-identical` +
      (added.length > 0 ? `; ${added.length} cases not recorded` : ''),
  );
  differing.slice(0, 20).forEach(([id]) => console.log(`differs: ${id}`));
  if (differing.length > 0 || added.length > 0) process.exit(1);
}
