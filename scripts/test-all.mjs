// Runs every test suite (Vitest over all workspaces, the reliability smoke, then Playwright end-to-end) and prints one
// closing line `N passed, N failed` summing them, which CI reads (Vitest's own summary is not).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'hazardscope-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let anySuiteFailed = false;
/** Each phase's wall time, printed before the closing line: where a slow run spent its time. */
const phaseSeconds = /** @type {[string, number][]} */ ([]);

/**
 * Runs a phase and records its wall time.
 * @template T
 * @param {string} label
 * @param {() => T | Promise<T>} phase
 * @returns {Promise<T>}
 */
async function timed(label, phase) {
  const startMilliseconds = performance.now();
  try {
    return await phase();
  } finally {
    phaseSeconds.push([label, (performance.now() - startMilliseconds) / 1000]);
  }
}

/**
 * Runs one suite with its output shown; a non-zero exit marks the whole run failed.
 * @param {string} label
 * @param {string} command
 * @param {readonly string[]} args
 * @param {Record<string, string>} [environment]
 * @returns {number | null} its exit status
 */
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

/**
 * @param {string} file
 * @returns {any} the parsed JSON, or undefined when the file is missing or not JSON
 */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Runs one check with its output held back, and prints it, under its label, once the check ends (checks
 * running side by side would otherwise interleave their lines).
 * @param {string} label
 * @param {readonly string[]} npmArguments what follows `npm run --silent`: a script, perhaps a workspace
 * @returns {Promise<number | null>} its exit status
 */
function runHeldBack(label, npmArguments) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...npmArguments], {
      cwd: root,
      env: process.env,
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${label} ===`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

/**
 * Runs a command with its standard output captured (its errors shown as they come), without
 * blocking: a check running beside it keeps going.
 * @param {string} command
 * @param {readonly string[]} args
 * @returns {Promise<{ status: number | null, stdout: string }>}
 */
function runCapturingStdout(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) =>
      resolve({ status, stdout: Buffer.concat(output).toString('utf8') }),
    );
  });
}

/**
 * The static checks, one per type-checked program (each workspace's, the scripts'), then formatting,
 * lint and unused code, as [label, npm arguments]. The applications come first: their programs are the
 * largest (~25 s each on a quiet machine, against ~5 s for a package), and a pool that starts the long
 * checks first ends sooner.
 * @returns {[string, string[]][]}
 */
function staticChecks() {
  const workspaces = /** @type {string[]} */ (readJson(path.join(root, 'package.json')).workspaces);
  const typeChecked = workspaces.filter(
    (workspace) => readJson(path.join(root, workspace, 'package.json'))?.scripts?.typecheck,
  );
  /** @type {(workspace: string) => [string, string[]]} */
  const typeCheck = (workspace) => [
    `types (TypeScript): ${workspace}`,
    ['typecheck', '-w', workspace],
  ];
  const isApplication = (/** @type {string} */ workspace) => workspace.startsWith('apps/');
  return [
    ...typeChecked.filter(isApplication).map(typeCheck),
    ['types (TypeScript): scripts', ['typecheck:scripts']],
    ['formatting (Prettier)', ['format:check']],
    ['lint (ESLint)', ['lint']],
    ['unused files, exports and dependencies (knip)', ['knip']],
    ...typeChecked.filter((workspace) => !isApplication(workspace)).map(typeCheck),
  ];
}

// 0. Static checks: types (a compiler per workspace and one for the scripts), formatting, lint (no warnings
// allowed) and unused code (knip). Each failing check counts once. Two at a time, one per core, each
// check taken by the first that is free: the compilers one after the other took ~50-100 s beside the
// rest (~30-50 s).
if (process.env.SKIP_STATIC_CHECKS !== '1') {
  const queue = staticChecks();
  const worker = async () => {
    let failed = 0;
    for (let check = queue.shift(); check !== undefined; check = queue.shift()) {
      if ((await runHeldBack(...check)) !== 0) failed += 1;
    }
    return failed;
  };
  const failures = await timed('static checks', () => Promise.all([worker(), worker()]));
  const failedChecks = failures.reduce((sum, count) => sum + count, 0);
  totals.failed += failedChecks;
  if (failedChecks > 0) anySuiteFailed = true;
}

// 1. Unit, integration and database tests (Vitest projects of every workspace).
const vitestReport = path.join(reportDirectory, 'vitest.json');
await timed('Vitest', () =>
  run('unit and database tests (Vitest)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]),
);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  console.error('Vitest wrote no report; counting the suite as failed.');
  totals.failed += 1;
}

// 2. Reliability smoke: the short run of `npm run test:reliability` (a real server, the access
// matrix, rate-limit races, a small fuzz of every OpenAPI operation, a 3 s load run). Its closing
// line `reliability: N passed, N failed` is added to the totals. Beside it, the web app is built
// for the browser tests (step 3): the smoke spends most of its time waiting on servers starting
// again and on the portfolio workers, and the build needs nothing from it.
const runBrowserTests = process.env.SKIP_E2E !== '1';
const webBuildStarted = performance.now();
/** @type {Promise<number | null>} */
const webBuild = runBrowserTests
  ? runHeldBack('build web app', ['build', '-w', '@hazardscope/web']).then((status) => {
      phaseSeconds.push(['web build', (performance.now() - webBuildStarted) / 1000]);
      return status;
    })
  : Promise.resolve(null);
if (process.env.SKIP_RELIABILITY === '1') {
  console.log('\nSKIP_RELIABILITY=1: reliability smoke not run.');
} else {
  const reliability = await timed('reliability smoke', () =>
    runCapturingStdout('npm', ['run', '--silent', 'test:reliability', '--', '--smoke']),
  );
  console.log('\n=== reliability smoke ===');
  process.stdout.write(reliability.stdout);
  const counts = /reliability: (\d+) passed, (\d+) failed/.exec(reliability.stdout);
  if (counts) {
    totals.passed += Number(counts[1]);
    totals.failed += Number(counts[2]);
  } else {
    console.error('The reliability smoke printed no summary; counting it as failed.');
    totals.failed += 1;
  }
  if (reliability.status !== 0) anySuiteFailed = true;
}

// 3. Browser tests: the web app built as `npm start` builds it (above, beside the smoke), then
// Playwright starts the server.
if (!runBrowserTests) {
  console.log('\nSKIP_E2E=1: browser tests not run.');
} else {
  const buildStatus = await webBuild;
  if (buildStatus !== 0) anySuiteFailed = true;
  const playwrightReport = path.join(reportDirectory, 'playwright.json');
  if (buildStatus === 0) {
    await timed('Playwright', () =>
      run(
        'browser tests (Playwright)',
        'npx',
        ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
        {
          PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        },
      ),
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
console.log(
  `\nTime per phase: ${phaseSeconds.map(([label, seconds]) => `${label} ${Math.round(seconds)} s`).join(', ')}`,
);
if (totals.failed === 0 && anySuiteFailed) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
