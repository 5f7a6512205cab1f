// The reliability suite (`npm run test:reliability`; `-- --smoke` for the short run inside
// `npm test`): against a real server started as `npm start` starts it, the two-user access
// matrix, rate-limit races in parallel, a fuzz of every OpenAPI operation (bounded in count and
// time; 0 × 500) and a load run (autocannon) printing its figures; then kill -9 during saves on
// the embedded database and (with DATABASE_URL) PostgreSQL, no acknowledged save lost. Checks fail the run; the load
// figures are printed beside their targets (speed targets belong to benchmarks, not to pass/fail),
// except that a load run with errors fails.
import { accessMatrix, type CheckResult } from './access-matrix.ts';
import { call, londonHouse, provenAccount } from './client.ts';
import { fuzzOpenApi } from './fuzz.ts';
import { killDuringSaves } from './kill-during-saves.ts';
import { loadRun } from './load.ts';
import { rateLimitRaces } from './rate-limit-races.ts';
import { startServerProcess } from './server-process.ts';
import { portfolioWorkersKill } from './portfolio-workers.ts';

const smoke = process.argv.includes('--smoke');
const settings = smoke
  ? {
      burst: 20,
      fuzzPerOperation: 3,
      fuzzTimeMs: 60_000,
      connections: 10,
      warmUpSeconds: 1,
      loadSeconds: 3,
      kill: { kills: 1, clients: 4, savesBeforeKill: 10 },
    }
  : {
      burst: 50,
      fuzzPerOperation: 40,
      fuzzTimeMs: 300_000,
      connections: 50,
      warmUpSeconds: 5,
      loadSeconds: 20,
      kill: { kills: 7, clients: 8, savesBeforeKill: 40 },
    };

/** Each phase's wall time, printed at the end: where a slow run spent its time. */
const phaseSeconds: [string, number][] = [];
async function timed<T>(label: string, phase: () => Promise<T>): Promise<T> {
  const startMilliseconds = performance.now();
  try {
    return await phase();
  } finally {
    phaseSeconds.push([label, (performance.now() - startMilliseconds) / 1000]);
  }
}

const server = await timed('server start', () => startServerProcess());
const results: CheckResult[] = [];
try {
  // The first analysis starts the engine thread (it loads the hazard grids).
  await timed('first analysis', () =>
    call(server.baseUrl, 'POST', '/api/risk', { body: londonHouse }),
  );
  results.push(...(await timed('access matrix', () => accessMatrix(server.baseUrl))));
  results.push(
    ...(await timed('rate-limit races', () => rateLimitRaces(server.baseUrl, settings.burst))),
  );
  const fuzzer = await provenAccount(server.baseUrl);
  const fuzz = await timed('fuzz', () =>
    fuzzOpenApi(server.baseUrl, {
      requestsPerOperation: settings.fuzzPerOperation,
      seed: 20261123,
      apiKey: fuzzer.apiKey,
      timeLimitMs: settings.fuzzTimeMs,
    }),
  );
  results.push(...fuzz.results);

  // The same load for a few seconds first, reported apart: the engine threads beyond the first
  // start (each loads its hazard layers for about a second) while one thread serves the crowd.
  const warmUp = await timed('load warm-up', () =>
    loadRun(server.baseUrl, {
      connections: settings.connections,
      durationSeconds: settings.warmUpSeconds,
    }),
  );
  const load = await timed('load run', () =>
    loadRun(server.baseUrl, {
      connections: settings.connections,
      durationSeconds: settings.loadSeconds,
    }),
  );
  const peak = server.peakResidentMebibytes();
  console.log(
    `\nLoad warm-up: ${settings.warmUpSeconds} s, the engine threads starting: ` +
      `${warmUp.riskRequestsPerSecond.toFixed(1)} requests/s, p50 ${warmUp.riskLatencyP50Ms} ms, ` +
      `p99 ${warmUp.riskLatencyP99Ms} ms, errors ${warmUp.riskErrors + warmUp.healthErrors}` +
      `\nLoad run: POST /api/risk, ${settings.connections} connections, ${settings.loadSeconds} s` +
      `\n  throughput ${load.riskRequestsPerSecond.toFixed(1)} requests/s (target ≥ 150)` +
      `\n  latency p50 ${load.riskLatencyP50Ms} ms, p99 ${load.riskLatencyP99Ms} ms (target p99 ≤ 500)` +
      `\n  errors ${load.riskErrors} (target 0); statuses ${JSON.stringify(load.riskStatusCounts)}` +
      `\n  /api/health meanwhile: p99 ${load.healthLatencyP99Ms} ms (target ≤ 100), errors ${load.healthErrors}` +
      `\n  server peak RSS ${peak?.toFixed(0) ?? '?'} MiB (target ≤ 1024)`,
  );
  results.push({
    name: 'load: no errors from POST /api/risk or /api/health',
    passed: [warmUp, load].every((run) => run.riskErrors === 0 && run.healthErrors === 0),
    detail: `risk ${warmUp.riskErrors} + ${load.riskErrors}, health ${warmUp.healthErrors} + ${load.healthErrors}`,
  });
  // Last, this server is killed with SIGKILL mid-save and started again on its data; then the
  // same on PostgreSQL when DATABASE_URL is set.
  results.push(
    ...(await timed('kill -9 during saves', () => killDuringSaves(server, settings.kill))),
  );
} finally {
  await server.stop();
}
// Portfolios on PostgreSQL: two workers, one killed with SIGKILL mid-run. 2,000 assets (four
// chunks: each worker holds one chunk beside the one it computes, so the killed worker still holds
// work after the first chunk is written) in the smoke, 3,000 otherwise;
// PORTFOLIO_RELIABILITY_ASSETS=20000 for the full run.
if (process.env.DATABASE_URL) {
  const assets = Number(process.env.PORTFOLIO_RELIABILITY_ASSETS ?? (smoke ? 2_000 : 3_000));
  const databaseUrl = process.env.DATABASE_URL;
  results.push(
    ...(await timed('portfolio workers', () => portfolioWorkersKill(databaseUrl, assets))),
  );
} else {
  console.log('portfolio workers: skipped (they need DATABASE_URL, a PostgreSQL database)');
}

console.log('');
for (const result of results) {
  console.log(`${result.passed ? 'PASS' : 'FAIL'}  ${result.name}  (${result.detail})`);
}
console.log(
  `\nTime per phase: ${phaseSeconds.map(([label, seconds]) => `${label} ${seconds.toFixed(1)} s`).join(', ')}`,
);
const failed = results.filter((result) => !result.passed).length;
console.log(`\nreliability: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
