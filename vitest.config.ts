import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The test files a worker runs share one module graph instead of each importing everything anew
 * (measured on 2 cores: the server project 304 → 202 s, the web project 130 → 52 s, the packages
 * 78 → 52 s). No test file changes the environment or mocks a module; what a test stubs or spies on
 * is put back after it, so one file cannot leak into the next.
 */
const sharedModules = { isolate: false, unstubGlobals: true, restoreMocks: true } as const;

/** A Node test project for one workspace: tests beside the code, `*.test.ts`. */
function nodeProject(
  name: string,
  root: string,
  options: { include?: string[]; testTimeout?: number; hookTimeout?: number } = {},
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root,
      include: options.include ?? ['src/**/*.test.ts'],
      environment: 'node',
      testTimeout: options.testTimeout ?? 15_000,
      hookTimeout: options.hookTimeout ?? 60_000,
      ...sharedModules,
    },
  };
}

// One Vitest run covers every workspace; each workspace is a project so `--project NAME` runs one.
export default defineConfig({
  test: {
    // One test file per core (Vitest's default leaves one core free): most files wait on a
    // database or a worker thread (on 2 cores, measured: 7.6 min with two workers against 13.4 min
    // with one in a CI run).
    maxWorkers: availableParallelism(),
    projects: [
      nodeProject('contracts', './packages/contracts'),
      nodeProject('charts', './packages/charts'),
      nodeProject('catalogue', './packages/catalogue'),
      nodeProject('engine', './packages/engine'),
      nodeProject('hazard-data', './packages/hazard-data', { testTimeout: 30_000 }),
      nodeProject('analysis', './packages/analysis', { testTimeout: 30_000 }),
      nodeProject('report', './packages/report', { testTimeout: 60_000 }),
      nodeProject('scripts', './scripts', { include: ['**/*.test.ts'], testTimeout: 60_000 }),
      nodeProject('server', './apps/server', { testTimeout: 30_000 }),
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
          // Vitest's 5 s default failed renders that took longer on a busy machine (load ~30 on 2
          // cores); waits inside a test may take up to 5 s each (test-setup.ts).
          testTimeout: 20_000,
          // nuqs's router adapter must read the router the test renders: bundled with the tests,
          // it imports the same react-router module (loaded by Node on its own, it imported a
          // second copy, without that router's context).
          server: { deps: { inline: ['nuqs'] } },
          ...sharedModules,
        },
      },
    ],
  },
});
