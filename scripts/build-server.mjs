// The server as `npm start` runs it: its TypeScript and that of the workspace packages bundled by
// esbuild into plain JavaScript in apps/server/dist, one file for the main thread and one for each
// kind of worker thread, so no thread carries tsx's loader and the copies of the transpiled sources
// it keeps (about 55 MB in the main thread alone). npm packages stay outside the bundle and are
// loaded from node_modules as usual, except ECharts (and zrender and tslib, which it is made of):
// a few hundred small ES modules that Node resolves, reads and compiles one by one when the report
// worker starts, so they are bundled into the worker, tree-shaken to the parts the charts register.
// Development and the tests run the TypeScript through tsx.
//
// Each worker's file is named as the pools look for it next to the running module
// (engine-worker-entry.mjs, render-report-worker.mjs), so the same pool code finds the tsx entry
// beside its source and the bundled worker beside the bundled main.
import fs from 'node:fs';
import path from 'node:path';
import { build, stop } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverBundleDirectory = path.join(root, 'apps/server/dist');
export const serverBundleMain = path.join(serverBundleDirectory, 'main.mjs');

const entryPoints = {
  main: 'apps/server/src/main.ts',
  'engine-worker-entry': 'apps/server/src/risk/engine-worker.ts',
  'render-report-worker': 'apps/server/src/reports/render-report-task.ts',
};

/** npm packages bundled rather than loaded from node_modules: pure JavaScript, no files of their own. */
const bundledPackages = new Set(['echarts', 'zrender', 'tslib']);

/**
 * The package an import names: 'echarts/core' → 'echarts', '@scope/name/x' → '@scope/name'.
 * @param {string} importPath
 */
const packageOf = (importPath) =>
  importPath
    .split('/')
    .slice(0, importPath.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * How the bundled server is started, by `npm start` and by the reliability suite alike: Node's
 * arguments before the bundle's file, and the environment the given one is laid over.
 *
 * glibc gives each thread that allocates its own malloc arena (up to 8 per core) and keeps what a
 * thread frees there for its next allocation, so the memory of a report worker that has exited, or
 * of the start-up's peak, stays resident (mallopt(3), M_ARENA_MAX). Two arenas shared by every
 * thread return it: idle after a fresh start about 830 → 530 MB, after a restart 710 → 500 MB (npm
 * run bench:server-memory, with and without). `--expose-gc` lets the server collect its garbage as
 * it becomes idle (apps/server/src/return-freed-memory.ts).
 */
export const serverNodeArguments = ['--enable-source-maps', '--expose-gc'];
export const serverEnvironmentDefaults = { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' };

/** The sources the bundle is made of: a change to any of them makes it stale. */
export const serverSources = ['apps/server/src', 'apps/server/drizzle', 'packages'];

/**
 * Bundles the server into apps/server/dist: built beside it and renamed into place, so a server
 * starting meanwhile never reads half a bundle.
 */
export async function buildServer() {
  const buildDirectory = `${serverBundleDirectory}-${process.pid}`;
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir: buildDirectory,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Linked source maps: Node reads them with --enable-source-maps, for stack traces in the sources.
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        // npm packages load from node_modules; the workspace's own TypeScript and the packages
        // named above are bundled.
        name: 'external-npm-packages',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (resolveArguments) =>
            resolveArguments.path.startsWith('@hazardscope/') ||
            bundledPackages.has(packageOf(resolveArguments.path))
              ? undefined
              : { path: resolveArguments.path, external: true },
          );
        },
      },
    ],
  });
  // esbuild's service process would otherwise live on beside the server.
  await stop();
  fs.rmSync(serverBundleDirectory, { recursive: true, force: true });
  fs.renameSync(buildDirectory, serverBundleDirectory);
}
