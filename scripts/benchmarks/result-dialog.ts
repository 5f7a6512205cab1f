// Browser benchmark of the result dialog (issue 6): the time from 'View results' to the dialog
// with its first chart drawn, and the layout shift (CLS) while it opens. Starts the built app on
// a fresh embedded database and drives Debian's Chromium. Targets: ≤ 300 ms; no layout shift.
// Run after `npm run build -w @hazardscope/web`: npm run bench:result-dialog
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import { waitForServer } from './wait-for-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = 4900 + (process.pid % 90);
const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-bench-dialog-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDirectory,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const baseUrl = `http://127.0.0.1:${port}`;
await waitForServer(baseUrl, 150);

const browser = await chromium.launch(chromiumLaunchOptions);
const openings: number[] = [];
const dialogOpenings: number[] = [];
const layoutShifts: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(
    `${baseUrl}/?latitude=${-33.87 + run * 0.01}&longitude=151.21&address=Sydney&archetypeService=Building&archetype=SH`,
  );
  await page.getByRole('button', { name: 'GO', exact: true }).click();
  await page.getByRole('checkbox').check({ timeout: 30_000 });
  // Runs in the page (a DOM script, kept as text because this file is type-checked for Node).
  await page.evaluate(`
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: false });
  `);
  const start = Date.now();
  await page.getByRole('button', { name: 'View results' }).click();
  await page.getByText('Current rating').waitFor({ state: 'visible' });
  dialogOpenings.push(Date.now() - start);
  await page.locator('[data-chart] svg path').first().waitFor({ state: 'visible' });
  openings.push(Date.now() - start);
  await page.waitForTimeout(1000);
  layoutShifts.push(Number(await page.evaluate('window.layoutShift')));
  await page.close();
}
await browser.close();
server.kill('SIGTERM');
fs.rmSync(dataDirectory, { recursive: true, force: true });
openings.sort((left, right) => left - right);
dialogOpenings.sort((left, right) => left - right);
console.log(
  `'View results' → dialog with its ratings shown: median ${dialogOpenings[2]} ms, min ${dialogOpenings[0]} ms, max ${dialogOpenings[4]} ms`,
);
console.log(
  `'View results' → dialog with its first chart drawn, 5 runs (chunks preloaded during processing): ` +
    `median ${openings[2]} ms, min ${openings[0]} ms, max ${openings[4]} ms (target ≤ 300 ms)`,
);
console.log(
  `cumulative layout shift while the dialog opens: max ${Math.max(...layoutShifts).toFixed(4)} (target: none)`,
);
