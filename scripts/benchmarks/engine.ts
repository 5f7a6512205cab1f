// Benchmark of one full analysis: 9 hazards × 111 years × the 12-element example archetype at a site
// where every hazard is computed. Targets: median ≤ 2 ms on one core after warm-up (issue 4); with the
// site-level science of issue 11, no more than 3 ms. On a shared VM the median of one run varies by
// up to ×2 from run to run: compare several runs, or count instructions (valgrind --tool=callgrind).
// Run: npm run bench:engine
import { performance } from 'node:perf_hooks';
import { analyseAsset } from '@hazardscope/engine';
import { exampleAsset, exampleSite } from '@hazardscope/engine/test-support';

const site = exampleSite();
// Cold winters and a stronger cyclone climate so that all nine hazards are computed.
site.climate.monthlyMeanTemperatureCelsius = [-2, -1, 3, 8, 13, 17, 20, 19, 15, 10, 4, 0];
site.tropicalCyclone.sustainedWindMetresPerSecond = [25, 32, 38, 44, 51, 56, 61];
const asset = exampleAsset();

const computed = analyseAsset(site, asset);
const notComputed = Object.entries(computed.metadata).filter(
  ([, metadata]) => metadata.no_calc_reason !== undefined,
);
console.log(
  `hazards not computed: ${notComputed.length === 0 ? 'none' : notComputed.map(([key]) => key).join(', ')}`,
);
console.log(
  `elements: ${computed.properties.elementNames.length}, years: ${computed.properties.totalRisk.length}`,
);

const warmUpRuns = 200;
const measuredRuns = 1000;
function measure(label: string, measuredSite: typeof site): void {
  for (let run = 0; run < warmUpRuns; run += 1) analyseAsset(measuredSite, asset);
  const durations: number[] = [];
  for (let run = 0; run < measuredRuns; run += 1) {
    const start = performance.now();
    analyseAsset(measuredSite, asset);
    durations.push(performance.now() - start);
  }
  durations.sort((left, right) => left - right);
  const percentile = (fraction: number) =>
    durations[Math.min(durations.length - 1, Math.floor(fraction * durations.length))]!;
  console.log(
    `${label}: analyseAsset over ${measuredRuns} runs after ${warmUpRuns} warm-up: median ${percentile(0.5).toFixed(3)} ms, ` +
      `p90 ${percentile(0.9).toFixed(3)} ms, min ${durations[0]!.toFixed(3)} ms, max ${durations[durations.length - 1]!.toFixed(3)} ms (targets: median ≤ 2 ms, issue 4; ≤ 3 ms, issue 11)`,
  );
}
measure('example site', site);
// The same site where the 5′ grid cannot resolve its height above the river: the riverine curve is
// the mixture over the floodplain's heights (16 ground nodes), the costliest riverine path.
const unresolved = structuredClone(site);
if (unresolved.riverFlood.river !== null) unresolved.riverFlood.river.heightResolved = false;
measure('height above the river unresolved', unresolved);
