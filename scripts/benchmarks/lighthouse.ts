// Lighthouse (npm `lighthouse`, on Debian's Chromium) against the production build on localhost:
// the main page `/` as a navigation, mobile (Lighthouse's default: Moto G Power, simulated slow 4G
// and 4× CPU slowdown) and desktop; then the result dialog, opened the way a person opens it (GO,
// wait, View results) in a Lighthouse user flow: performance over the opening (timespan: blocking
// time, layout shift, interaction latency) and accessibility and best practices of the open dialog
// (snapshot). Target: ≥ 95 in each category.
// Run: npm run bench:lighthouse (builds the web app first when its build is stale).
// LIGHTHOUSE_REPORT_FILE and LIGHTHOUSE_DESKTOP_REPORT_FILE write the JSON report of `/` (mobile,
// desktop) for a closer look (metrics, long tasks, layout shifts); LIGHTHOUSE_DIALOG_REPORT_FILE
// that of the dialog's opening (timespan).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, startFlow, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import { waitForServer } from './wait-for-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = 4990 + (process.pid % 9);
const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-bench-lighthouse-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDirectory,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const baseUrl = `http://127.0.0.1:${port}`;
// A build of the web app can take a few minutes on a busy machine.
await waitForServer(baseUrl, 1500);

const categories = ['performance', 'accessibility', 'best-practices'] as const;
const browser = await puppeteer.launch({
  executablePath: chromiumLaunchOptions.executablePath,
  args: chromiumLaunchOptions.args,
  headless: true,
});

/**
 * A category's score out of 100. A category none of whose audits weighs anything has no score:
 * Lighthouse then reports 0 (its weighted mean of nothing), which is what a snapshot's
 * performance is (no metric, only diagnostics), so that one shows the audits that pass instead,
 * as Lighthouse's own flow report does. A category the mode does not run (accessibility in a
 * timespan) shows '–'.
 */
function scores(result: Result | undefined): string {
  if (!result) return 'no result';
  return categories
    .map((category) => {
      const entry = result.categories[category];
      if (!entry || entry.score === null) return `${category} –`;
      if (entry.auditRefs.every((reference) => reference.weight === 0)) {
        const scored = entry.auditRefs
          .map((reference) => result.audits[reference.id]?.score)
          .filter((score) => typeof score === 'number');
        const passing = scored.filter((score) => score >= 0.9);
        return `${category} no score (${passing.length}/${scored.length} audits pass)`;
      }
      return `${category} ${Math.round(entry.score * 100)}`;
    })
    .join(', ');
}

/**
 * The failing audits of a category (score < 0.9), to say what to fix: those that count towards its
 * score, or all of them in a category without a score.
 */
function failing(result: Result | undefined): string[] {
  if (!result) return [];
  const lines: string[] = [];
  for (const category of categories) {
    const references = result.categories[category]?.auditRefs ?? [];
    const weighted = references.some((reference) => reference.weight > 0);
    for (const reference of references) {
      const audit = result.audits[reference.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (weighted && reference.weight === 0) continue;
      lines.push(
        `  ${category}: ${audit.id} ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      );
    }
  }
  return lines;
}

const flags: Flags = {
  port: Number(new URL(browser.wsEndpoint()).port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...categories],
};
try {
  const mobile = await lighthouse(`${baseUrl}/`, flags);
  if (process.env.LIGHTHOUSE_REPORT_FILE)
    fs.writeFileSync(process.env.LIGHTHOUSE_REPORT_FILE, JSON.stringify(mobile?.lhr));
  console.log(`/ (mobile):  ${scores(mobile?.lhr)}`);
  for (const line of failing(mobile?.lhr)) console.log(line);
  const desktop = await lighthouse(`${baseUrl}/`, flags, desktopConfig);
  if (process.env.LIGHTHOUSE_DESKTOP_REPORT_FILE)
    fs.writeFileSync(process.env.LIGHTHOUSE_DESKTOP_REPORT_FILE, JSON.stringify(desktop?.lhr));
  console.log(`/ (desktop): ${scores(desktop?.lhr)}`);
  for (const line of failing(desktop?.lhr)) console.log(line);

  const page: Page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const flow = await startFlow(page, {
    flags: { onlyCategories: [...categories], screenEmulation: { disabled: true } },
  });
  await page.goto(
    `${baseUrl}/?latitude=-33.8688&longitude=151.2093&address=Sydney%2C%20Australia&archetypeService=Building&archetype=SH`,
    { waitUntil: 'networkidle0' },
  );
  await page.locator('button ::-p-text(GO)').click();
  await page.locator('input[type="checkbox"]').setTimeout(60_000).click();
  await flow.startTimespan({ name: 'Opening the result dialog' });
  await page.locator('button ::-p-text(View results)').click();
  await page.locator('[data-chart] svg path').setTimeout(30_000).wait();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await flow.endTimespan();
  await flow.snapshot({ name: 'The open result dialog' });
  const flowResult = await flow.createFlowResult();
  const [opening, open] = flowResult.steps;
  if (process.env.LIGHTHOUSE_DIALOG_REPORT_FILE)
    fs.writeFileSync(process.env.LIGHTHOUSE_DIALOG_REPORT_FILE, JSON.stringify(opening?.lhr));
  console.log(`result dialog, opening (timespan): ${scores(opening?.lhr)}`);
  for (const line of failing(opening?.lhr)) console.log(line);
  console.log(`result dialog, open (snapshot): ${scores(open?.lhr)}`);
  for (const line of failing(open?.lhr)) console.log(line);
} finally {
  await browser.close();
  server.kill();
  fs.rmSync(dataDirectory, { recursive: true, force: true });
}
