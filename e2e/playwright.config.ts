import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { exportOnlyAddress } from './tests/account-steps.ts';

/**
 * Browser tests against the app started the way the README starts it (`npm start`), on a fresh
 * embedded database in a temporary data folder, with Debian's Chromium.
 */
// A port of this run's own (workers inherit the variable), so concurrent runs never collide; from
// 4300 up, clear of NATS's 4222 (a 4100–4899 range once drew it and the server could not start).
process.env.E2E_PORT ??= String(4300 + (process.pid % 600));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const dataDirectory = path.join(os.tmpdir(), `hazardscope-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  // Two test files at a time (tests within a file run in order): the server does the heavy work
  // and a browser mostly waits on it, so two workers keep a 2-core machine busy. E2E_WORKERS=1
  // runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Generous waits: these tests check behaviour, not speed (speed is measured by the benchmarks),
  // and on a busy 2-core machine a lazily loaded dialog can take more than Playwright's default 5 s.
  // A journey test (register, run, save, reload, share, delete) takes about 50 s alone and 1.8 to
  // 2.1 min with two at a time on an idle 2-core machine, so 2 minutes was too tight.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Every test records a trace, kept when it fails: its actions, DOM snapshots, console and
    // network, without the screencast (a JPEG of every frame the software renderer paints). With
    // the screencast, save-and-share.spec.ts at one worker used 15.7 and 16.6 s of CPU (27.3 and
    // 27.1 test-s); without it, 12.0 and 9.7 s (23.9 and 21.4 test-s), runs alternated. A failure
    // still leaves its screenshot (below). `--trace on` keeps every trace, also without it.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The reader asks for reduced motion, as the product honours it: the globe jumps to a place
    // instead of flying there, the footer carousel stands still, dialogs open without transitions.
    // Drawing those animations in software (no GPU here) was about a third of the browsers' CPU
    // time. shell.spec.ts checks the carousel under both preferences; E2E_MOTION=1 runs every test
    // with motion.
    reducedMotion: process.env.E2E_MOTION === '1' ? 'no-preference' : 'reduce',
  },
  projects: [
    // The allow-listed account is registered once, before the parallel tests that log into it.
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      dependencies: ['setup'],
      // At 375 px the specs whose screens change with the width: the search form and the result
      // dialog's tab dropdown, the map, customisation, adaptation, scenarios, the purchase
      // dialog and the shell. The others (accounts, saving and sharing, downloads, the static
      // pages, the allow-listed account) exercise the same server calls as on the desktop and
      // are checked for layout by shell.spec.ts and screens.spec.ts at this width.
      testIgnore: [
        /accounts\.spec\.ts/,
        /save-and-share\.spec\.ts/,
        /report-download\.spec\.ts/,
        /static-pages\.spec\.ts/,
        /allow-listed\.spec\.ts/,
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDirectory,
      // The browser tests exercise the embedded default (PGlite); the database suite covers PostgreSQL.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The allow-listed account of allow-listed.spec.ts, which sees real results.
      ALLOWLIST: 'allow-listed@hazardscope.test',
      // The reader of report-download.spec.ts allowed to export CSV, and no more.
      EXPORT_ALLOWLIST: exportOnlyAddress,
    },
  },
});
