// Benchmark of `POST /api/risk` over real HTTP on localhost: the server on an embedded PGlite in a
// temporary folder, a Simple House at a rotating set of sites (each run stores its result).
// Target (issue 4): median ≤ 20 ms. Run: npm run bench:risk
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { openDatabase } from '../src/database/open-database.ts';

const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-bench-risk-'));
const database = await openDatabase({ kind: 'pglite', dataDirectory });
const app = await buildApp({
  config: parseConfig({ NODE_ENV: 'production' }),
  database,
  version: 'bench',
  logLevel: 'silent',
  webDistDirectory: undefined,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const sites = [
  { latitude: -33.8688, longitude: 151.2093 },
  { latitude: 25.7617, longitude: -80.1918 },
  { latitude: 51.5072, longitude: -0.1276 },
  { latitude: 14.5995, longitude: 120.9842 },
  { latitude: 33.4484, longitude: -112.074 },
];
async function post(index: number): Promise<number> {
  const site = sites[index % sites.length]!;
  const start = performance.now();
  const response = await fetch(`${address}/api/risk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ archetype: { acronym: 'SH' }, asset: site }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`POST /api/risk answered ${response.status}`);
  return performance.now() - start;
}

const warmUpRuns = 30;
const measuredRuns = 200;
for (let run = 0; run < warmUpRuns; run += 1) await post(run);
const durations: number[] = [];
for (let run = 0; run < measuredRuns; run += 1) durations.push(await post(run));
durations.sort((left, right) => left - right);
const percentile = (fraction: number) =>
  durations[Math.min(durations.length - 1, Math.floor(fraction * durations.length))]!;
const bodyBytes = (
  await (
    await fetch(`${address}/api/risk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ archetype: { acronym: 'SH' }, asset: sites[0] }),
    })
  ).arrayBuffer()
).byteLength;
console.log(
  `POST /api/risk over ${measuredRuns} sequential requests after ${warmUpRuns} warm-up: median ${percentile(0.5).toFixed(1)} ms, ` +
    `p90 ${percentile(0.9).toFixed(1)} ms, min ${durations[0]!.toFixed(1)} ms, max ${durations.at(-1)!.toFixed(1)} ms; reply ${(bodyBytes / 1024).toFixed(0)} KiB (target: median ≤ 20 ms)`,
);
await app.close();
await database.close();
fs.rmSync(dataDirectory, { recursive: true, force: true });
