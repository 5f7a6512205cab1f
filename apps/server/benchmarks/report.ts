// Benchmark of the PDF report. Prints figures; target (issue 14): a 40-page report in ≤ 2 s (the
// server's idle memory is measured by bench:server-memory). Run: npm run bench:report
//  1. The sample report in this thread: input, model and rendering times, size and pages.
//  2. A real (purchasable) report — all nine hazards of a Simple House in Brisbane — drawn in this
//     thread and through the server's report pool (a worker thread): cold (the worker starts with
//     it) and warm, with its page count.
//  3. The same report drawn by the bundled worker that `npm start` runs (apps/server/dist, rebuilt
//     first): in a new thread, cold (from the thread's start) and warm.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { runRiskAnalysis } from '@hazardscope/analysis';
import { catalogue, defaultFieldValues } from '@hazardscope/catalogue';
import { defaultClimateScenario, hazardKeys } from '@hazardscope/contracts';
import { loadHazardData } from '@hazardscope/hazard-data';
import {
  buildLocatorMap,
  buildSiteMap,
  buildReportModel,
  renderReportPdf,
  type ReportInput,
} from '@hazardscope/report';
import { createReportPool } from '../src/reports/report-pool.ts';
import { sampleReportInput } from '../src/reports/sample-report.ts';

const runs = 3;
const hazardData = loadHazardData();
const names = {
  productName: 'Hazardscope',
  providerShortName: 'Hazardscope',
  supportEmail: 'support@hazardscope.local',
  publicUrl: 'http://localhost:3000',
};
const context = { catalogue, hazardData, now: new Date(), names };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const format = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (first ${values[0]?.toFixed(0)} ms, ${values.length} runs)`;
// A page object per page: '/Type /Page' not followed by 's' (that is the page tree).
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;

// 1. The sample report in this thread.
const inputMs: number[] = [];
const modelMs: number[] = [];
const renderMs: number[] = [];
let samplePdf: Buffer = Buffer.alloc(0);
for (let run = 0; run < runs; run += 1) {
  const start = performance.now();
  const input = sampleReportInput(context);
  const afterInput = performance.now();
  const model = buildReportModel(input);
  const afterModel = performance.now();
  samplePdf = await renderReportPdf(model);
  const afterRender = performance.now();
  inputMs.push(afterInput - start);
  modelMs.push(afterModel - afterInput);
  renderMs.push(afterRender - afterModel);
}
console.log(`report benchmark (machine load average ${os.loadavg()[0]?.toFixed(1)})`);
console.log('1. sample report, in this thread');
console.log(`  sample input (site data + sample profile + locator map): ${format(inputMs)}`);
console.log(`  report model:                                           ${format(modelMs)}`);
console.log(`  PDF rendering:                                          ${format(renderMs)}`);
console.log(`  PDF: ${(samplePdf.length / 1024).toFixed(0)} KiB, ${pagesOf(samplePdf)} pages`);

// 2. A real report with every hazard, in this thread and in the report pool.
const site = { latitude: -27.4698, longitude: 153.0251, address: 'Brisbane City QLD 4000' };
const { analysis } = runRiskAnalysis(
  {
    archetype: { acronym: 'SH' },
    asset: site,
    scenario: { excludedHazards: [], climateScenario: defaultClimateScenario },
    settings: { assetLifeEnd: 2100 },
  },
  { catalogue, hazardData, now: context.now },
);
const archetype = catalogue.archetypesByAcronym.get('SH')!;
const realInput: ReportInput = {
  analysis,
  archetype,
  currentFieldValues: defaultFieldValues(archetype),
  materialsById: catalogue.materialsById,
  preparedFor: 'owner@example.org',
  createdAt: context.now,
  revisionLabel: 'Revision 1',
  sample: false,
  names,
  locatorMap: buildLocatorMap(hazardData.landSea, site.latitude, site.longitude),
  siteMap: buildSiteMap(hazardData, site.latitude, site.longitude),
};
const inThreadMs: number[] = [];
let realPdf: Buffer = Buffer.alloc(0);
for (let run = 0; run < runs; run += 1) {
  const start = performance.now();
  realPdf = await renderReportPdf(buildReportModel(realInput));
  inThreadMs.push(performance.now() - start);
}
const pool = createReportPool({ workers: 1, queueLimit: 1, idleTimeoutMilliseconds: 60_000 });
const poolMs: number[] = [];
for (let run = 0; run < runs + 1; run += 1) {
  const start = performance.now();
  await pool.render(realInput);
  poolMs.push(performance.now() - start);
}
await pool.close();
const computed = hazardKeys.filter(
  (hazard) => analysis.metadata[hazard]?.no_calc_reason === undefined,
);
console.log(
  `2. real report, ${analysis.inputs.scenario.hazards.length} hazards (${computed.length} computed): ${pagesOf(realPdf)} pages, ${(realPdf.length / 1024).toFixed(0)} KiB`,
);
console.log(`  model + rendering in this thread:      ${format(inThreadMs)}`);
console.log(`  through the report pool, cold worker:  ${poolMs[0]?.toFixed(0)} ms`);
console.log(`  through the report pool, warm worker:  ${format(poolMs.slice(1))}`);

// 3. The bundled worker of `npm start`, started in a thread of its own as the report pool does.
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
execFileSync(
  process.execPath,
  ['--input-type=module', '-e', "await (await import('./scripts/build-server.mjs')).buildServer()"],
  { cwd: repositoryRoot, stdio: 'inherit' },
);
const bundledWorker = path.join(repositoryRoot, 'apps/server/dist/render-report-worker.mjs');
const bundledMs = await new Promise<number[]>((resolve, reject) => {
  const started = performance.now();
  const worker = new Worker(
    `import { parentPort, workerData } from 'node:worker_threads';
     const { default: renderReportTask } = await import(workerData.bundledWorker);
     for (let run = 0; run < workerData.runs; run += 1) {
       await renderReportTask({ input: workerData.input });
       parentPort.postMessage(run);
     }`,
    { eval: true, workerData: { bundledWorker, input: realInput, runs: runs + 1 } },
  );
  const times: number[] = [];
  let last = started;
  worker.on('message', () => {
    const now = performance.now();
    times.push(now - last);
    last = now;
  });
  worker.on('error', reject);
  worker.on('exit', () => resolve(times));
});
console.log('3. the same report, bundled worker of npm start (apps/server/dist)');
console.log(`  cold (thread start, module load, first rendering): ${bundledMs[0]?.toFixed(0)} ms`);
console.log(`  warm:                                              ${format(bundledMs.slice(1))}`);
