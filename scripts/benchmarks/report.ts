// Benchmark of the PDF report: the sample report's input (the real site data of the example asset
// and the engine's sample profile), the report model, and the PDF rendering, each timed over
// several runs, with the PDF's size and page count. Run: npm run bench:report
import { performance } from 'node:perf_hooks';
import { catalogue } from '@hazardscope/catalogue';
import { loadHazardData } from '@hazardscope/hazard-data';
import { buildReportModel, renderReportPdf } from '@hazardscope/report';
import { sampleReportInput } from '../../apps/server/src/reports/sample-report.ts';

const runs = 5;
const hazardData = loadHazardData();
const context = {
  catalogue,
  hazardData,
  now: new Date(),
  names: {
    productName: 'Hazardscope',
    providerShortName: 'Hazardscope',
    supportEmail: 'support@hazardscope.local',
    publicUrl: 'http://localhost:3000',
  },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const inputMs: number[] = [];
const modelMs: number[] = [];
const renderMs: number[] = [];
let pdf: Buffer = Buffer.alloc(0);
for (let run = 0; run < runs; run += 1) {
  const start = performance.now();
  const input = sampleReportInput(context);
  const afterInput = performance.now();
  const model = buildReportModel(input);
  const afterModel = performance.now();
  pdf = await renderReportPdf(model);
  const afterRender = performance.now();
  inputMs.push(afterInput - start);
  modelMs.push(afterModel - afterInput);
  renderMs.push(afterRender - afterModel);
}
// A page object per page: '/Type /Page' not followed by 's' (that is the page tree).
const pageCount = pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;
const format = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms (first ${values[0]?.toFixed(1)} ms)`;
console.log(`report benchmark, ${runs} runs of the sample report`);
console.log(`  sample input (site data + sample profile + locator map): ${format(inputMs)}`);
console.log(`  report model:                                           ${format(modelMs)}`);
console.log(`  PDF rendering:                                          ${format(renderMs)}`);
console.log(`  PDF: ${(pdf.length / 1024).toFixed(0)} KiB, ${pageCount} pages`);
