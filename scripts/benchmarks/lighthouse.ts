// Lighthouse (npm `lighthouse`, on Debian's Chromium) against the production build on localhost:
// the main page `/` as a navigation, mobile (Lighthouse's default: Moto G Power, simulated slow 4G
// and 4× CPU slowdown) and desktop; then the result dialog, opened the way a person opens it (GO,
// wait, View results) in a Lighthouse user flow: performance over the opening (timespan: blocking
// time, layout shift, interaction latency) and accessibility and best practices of the open dialog
// (snapshot). Target: ≥ 95 in each category.
// Each measurement is taken LIGHTHOUSE_RUNS times (default 5) and the median run is reported with
// the range of the performance score: Lighthouse's own guidance (docs/variability.md) is that the
// median of 5 runs is about twice as stable as one run. A run Lighthouse could not finish (its
// runtimeError, such as NO_NAVSTART on a cold browser) is counted and left out, not scored 0.
// Run: npm run bench:lighthouse (builds the web app first when its build is stale).
// LIGHTHOUSE_REPORT_FILE and LIGHTHOUSE_DESKTOP_REPORT_FILE write the JSON report of `/` (mobile,
// desktop) for a closer look (metrics, long tasks, layout shifts); LIGHTHOUSE_DIALOG_REPORT_FILE
// that of the dialog's opening (timespan).
// LIGHTHOUSE_CPU_SLOWDOWN (a whole number from 1 to 20) replaces the mobile runs' CPU slowdown of 4
// (the `/` mobile navigation and the dialog's opening; desktop keeps none): the score depends on
// the machine's speed, and a larger slowdown on a fast machine shows what a slower one would see.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, startFlow, type Flags, type Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
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

const runCount = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(runCount) || runCount < 1 || runCount > 25)
  throw new Error(
    `LIGHTHOUSE_RUNS must be a whole number from 1 to 25, not '${process.env.LIGHTHOUSE_RUNS}'`,
  );

const cpuSlowdownSetting = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
const cpuSlowdownMultiplier =
  cpuSlowdownSetting === undefined ? undefined : Number(cpuSlowdownSetting);
if (
  cpuSlowdownMultiplier !== undefined &&
  (!Number.isInteger(cpuSlowdownMultiplier) ||
    cpuSlowdownMultiplier < 1 ||
    cpuSlowdownMultiplier > 20)
)
  throw new Error(
    `LIGHTHOUSE_CPU_SLOWDOWN must be a whole number from 1 to 20, not '${cpuSlowdownSetting}'`,
  );
/** Lighthouse's mobile throttling (simulated slow 4G) with the CPU slowdown asked for, if any. */
const mobileThrottling =
  cpuSlowdownMultiplier === undefined
    ? {}
    : { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } };

/** The performance score out of 100, or undefined for a run without one (a snapshot has none). */
function performanceScore(result: Result): number | undefined {
  const category = result.categories.performance;
  if (!category || category.auditRefs.every((reference) => reference.weight === 0))
    return undefined;
  const score = category.score;
  return typeof score === 'number' ? Math.round(score * 100) : undefined;
}

/**
 * Prints a measurement: the median run's scores and failing audits, the range of the performance
 * score over the runs, and the runs Lighthouse could not finish. Navigations take Lighthouse's
 * median run (closest to the median first paint and time to interactive); a timespan has neither,
 * so its median is the run with the median performance score.
 */
function report(label: string, runs: readonly Result[], reportFile: string | undefined): void {
  const unfinished = runs.filter((run) => run.runtimeError);
  const finished = runs.filter((run) => !run.runtimeError);
  const navigations = filterToValidRuns([...finished]);
  const byScore = [...finished].sort(
    (left, right) => (performanceScore(left) ?? 0) - (performanceScore(right) ?? 0),
  );
  const median =
    navigations.length === finished.length && navigations.length > 0
      ? computeMedianRun(navigations)
      : byScore[Math.floor((byScore.length - 1) / 2)];
  const performance = finished.map(performanceScore).filter((score) => score !== undefined);
  const range =
    performance.length > 0
      ? `; performance over ${performance.length} runs ${Math.min(...performance)}–${Math.max(...performance)} (${performance.join(', ')})`
      : '';
  const errors = unfinished.map((run) => run.runtimeError?.code).join(', ');
  console.log(
    `${label}: ${scores(median)}${range}${unfinished.length > 0 ? `; ${unfinished.length} run(s) unfinished: ${errors}` : ''}`,
  );
  for (const line of failing(median)) console.log(line);
  if (reportFile && median) fs.writeFileSync(reportFile, JSON.stringify(median));
}

const flags: Flags = {
  port: Number(new URL(browser.wsEndpoint()).port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...categories],
};

/** Runs Lighthouse `runCount` times on one navigation. */
async function navigations(config?: typeof desktopConfig): Promise<Result[]> {
  const runs: Result[] = [];
  for (let run = 0; run < runCount; run += 1) {
    // Flags override the configuration's settings: the desktop configuration keeps its own.
    const result = await lighthouse(
      `${baseUrl}/`,
      config ? flags : { ...flags, ...mobileThrottling },
      config,
    );
    if (result) runs.push(result.lhr);
  }
  return runs;
}

/**
 * Opens the result dialog the way a person does, `runCount` times, each on a fresh page: the
 * opening as a timespan, then the open dialog as a snapshot.
 */
async function dialogOpenings(): Promise<{ openings: Result[]; openDialogs: Result[] }> {
  const openings: Result[] = [];
  const openDialogs: Result[] = [];
  for (let run = 0; run < runCount; run += 1) {
    const page: Page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const flow = await startFlow(page, {
      flags: {
        onlyCategories: [...categories],
        screenEmulation: { disabled: true },
        ...mobileThrottling,
      },
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
    const [opening, open] = (await flow.createFlowResult()).steps;
    if (opening) openings.push(opening.lhr);
    if (open) openDialogs.push(open.lhr);
    await page.close();
  }
  return { openings, openDialogs };
}

try {
  report('/ (mobile)', await navigations(), process.env.LIGHTHOUSE_REPORT_FILE);
  report(
    '/ (desktop)',
    await navigations(desktopConfig),
    process.env.LIGHTHOUSE_DESKTOP_REPORT_FILE,
  );
  const { openings, openDialogs } = await dialogOpenings();
  report('result dialog, opening (timespan)', openings, process.env.LIGHTHOUSE_DIALOG_REPORT_FILE);
  report('result dialog, open (snapshot)', openDialogs, undefined);
} finally {
  await browser.close();
  server.kill();
  fs.rmSync(dataDirectory, { recursive: true, force: true });
}
