/**
 * `npm run bench:hazard-data`: time and memory of loading the embedded hazard data, and the median
 * time of one `buildSiteHazardContext` per test site. Budget: load ≤ 1 s and ≤ 150 MB added RSS.
 */
import { buildSiteHazardContext, loadHazardData } from '@hazardscope/hazard-data';
import { testSites } from '@hazardscope/hazard-data/test-sites';

const megabyte = 1024 * 1024;
const repetitions = 21;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const rssBefore = process.memoryUsage().rss;
const loadStarted = performance.now();
const store = loadHazardData();
const loadMilliseconds = performance.now() - loadStarted;
const addedRssMegabytes = (process.memoryUsage().rss - rssBefore) / megabyte;
console.log(
  `load: ${loadMilliseconds.toFixed(0)} ms, added RSS ${addedRssMegabytes.toFixed(1)} MB`,
);

const rows = Object.entries(testSites).map(([name, site]) => {
  const times: number[] = [];
  for (let repetition = 0; repetition < repetitions; repetition += 1) {
    const started = performance.now();
    buildSiteHazardContext(store, site);
    times.push(performance.now() - started);
  }
  return { name, medianMilliseconds: median(times) };
});
for (const row of rows)
  console.log(`buildSiteHazardContext ${row.name}: median ${row.medianMilliseconds.toFixed(2)} ms`);
console.log(
  `buildSiteHazardContext over ${rows.length} sites: median ${median(rows.map((row) => row.medianMilliseconds)).toFixed(2)} ms`,
);
console.log(`RSS after the runs: ${(process.memoryUsage().rss / megabyte).toFixed(1)} MB`);
