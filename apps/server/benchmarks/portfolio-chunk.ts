// `npm run bench:portfolio-chunk`: the engine's part of a portfolio alone — analysePortfolioChunk
// (each asset's single analysis, then its scenario band's low and high totals) on the assets the
// portfolio benchmark uploads, in one thread, without the database or the queue. Prints the CPU
// and wall milliseconds per asset. PORTFOLIO_CHUNK_ASSETS sets the count (500, a chunk). To see
// where the time goes:
//   node --import tsx --cpu-prof --cpu-prof-dir=/tmp/chunk-profile apps/server/benchmarks/portfolio-chunk.ts
import os from 'node:os';
import { catalogue } from '@hazardscope/catalogue';
import { loadHazardData } from '@hazardscope/hazard-data';
import { analysePortfolioChunk } from '../src/portfolios/analyse-portfolio-chunk.ts';
import { readPortfolioTable } from '../src/portfolios/read-portfolio-table.ts';
import {
  mapPortfolioColumns,
  validatePortfolioRows,
} from '../src/portfolios/validate-portfolio-rows.ts';
import { createGazetteerGeocoder } from '../src/location/gazetteer-geocoder.ts';
import { portfolioCsvOf } from '../../../scripts/reliability/portfolio-client.ts';

const count = Number(process.env.PORTFOLIO_CHUNK_ASSETS ?? 500);
const hazardData = loadHazardData();
const table = await readPortfolioTable(Buffer.from(portfolioCsvOf(count)));
const { accepted } = await validatePortfolioRows(
  { catalogue, geocoder: createGazetteerGeocoder() },
  table,
  mapPortfolioColumns(table.headers, catalogue),
  'ssp245',
);
const assets = accepted.map((asset, index) => ({ index, request: asset.request }));
const dependencies = { catalogue, hazardData, now: new Date('2026-03-01T09:00:00Z') };
// A first slice warms the engine's code up.
analysePortfolioChunk(assets.slice(0, 25), dependencies);
const cpuBefore = process.cpuUsage();
const started = performance.now();
const outcomes = analysePortfolioChunk(assets, dependencies);
const wallMilliseconds = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const cpuMilliseconds = (cpu.user + cpu.system) / 1000;
const analysed = outcomes.filter((outcome) => outcome.analysed).length;
console.log(
  `analysePortfolioChunk: ${assets.length} assets (${analysed} analysed), ` +
    `${(cpuMilliseconds / assets.length).toFixed(2)} ms CPU and ${(wallMilliseconds / assets.length).toFixed(2)} ms wall per asset; ` +
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
);
