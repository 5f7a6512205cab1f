// Runs every test suite (Vitest over all workspaces, then Playwright end-to-end) and prints one
// closing line `N passed, N failed` summing them, which CI reads (Vitest's own summary is not).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let anySuiteFailed = false;

function run(label, command, args, environment = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...environment },
  });
  if (result.status !== 0) anySuiteFailed = true;
  return result.status;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// 0. Static checks: formatting, lint (no warnings allowed) and types. Each failing check counts once.
for (const [label, script] of [
  ['formatting (Prettier)', 'format:check'],
  ['lint (ESLint)', 'lint'],
  ['types (TypeScript)', 'typecheck'],
]) {
  if (process.env.SKIP_STATIC_CHECKS === '1') break;
  if (run(label, 'npm', ['run', '--silent', script]) !== 0) totals.failed += 1;
}

// 1. Unit, integration and database tests (Vitest projects of every workspace).
const vitestReport = path.join(reportDirectory, 'vitest.json');
run('unit and database tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  console.error('Vitest wrote no report; counting the suite as failed.');
  totals.failed += 1;
}

// 2. Browser tests: build the web app the way `npm start` does, then Playwright starts the server.
if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: browser tests not run.');
} else {
  const buildStatus = run('build web app', 'npm', ['run', 'build', '-w', '@hazardscope/web']);
  const playwrightReport = path.join(reportDirectory, 'playwright.json');
  if (buildStatus === 0) {
    run(
      'browser tests (Playwright)',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      },
    );
  }
  const playwright = readJson(playwrightReport);
  if (playwright?.stats) {
    totals.passed += playwright.stats.expected + playwright.stats.flaky;
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
  } else {
    console.error('Playwright wrote no report; counting the suite as failed.');
    totals.failed += 1;
  }
}

fs.rmSync(reportDirectory, { recursive: true, force: true });
if (totals.failed === 0 && anySuiteFailed) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
