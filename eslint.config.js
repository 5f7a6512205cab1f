// One ESLint config for every workspace. The `no-restricted-imports` blocks enforce the one-way
// imports of ARCHITECTURE.md: contracts ← engine/catalogue/hazard-data/charts ← report ← server;
// web → contracts, charts, catalogue. Inside the web app, `import-x/no-restricted-paths` keeps the
// feature folders in their layers (webFolderLayers below).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const workspace = (name) => `@hazardscope/${name}`;

// A relative path that climbs out of one workspace into another (`../../packages/engine/src/…`,
// `../../server/src/…`) bypasses the package boundaries below and each package's public entry
// points; import the package by its name instead.
const crossWorkspaceRelativeImport = {
  regex:
    '^(\\.\\./)+((packages|apps)/|(contracts|charts|hazard-data|catalogue|engine|analysis|report|server|web|e2e)/(src|tests)/)',
  message:
    'Import another workspace by its package name (@hazardscope/…), not by a relative path into its files.',
};

/**
 * Forbids importing the named workspaces (and their subpaths) from the files matched, and relative
 * imports across workspaces. ESLint applies only the last matching block's option for a rule, so
 * every block carries the relative-path pattern too.
 */
function forbidImports(files, forbidden, why) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((name) => ({
              group: [workspace(name), `${workspace(name)}/*`],
              message: why,
            })),
            crossWorkspaceRelativeImport,
          ],
        },
      ],
    },
  };
}

/**
 * The web app's folders under apps/web/src, in layers from the top down. A file may import the
 * folders of the layers below its own and nothing above or beside it, so every import between two
 * folders runs one way and no two folders can import each other, even through a third. The files
 * directly in apps/web/src (app.tsx, main.tsx, boot.ts…) are the app shell over every layer; no
 * folder imports them. When two folders need the same thing, it gets one owner in a layer below
 * both (analysis/ holds the analysis run that results, purchase and adaptation share). A new
 * folder must be given its layer here: until then the lint fails, naming it. ARCHITECTURE.md
 * draws the same table.
 */
export const webFolderLayers = [
  ['first-screen'],
  ['pages'],
  ['journey', 'portfolio'],
  ['results'],
  ['purchase', 'adaptation', 'layout'],
  ['analysis'],
  ['customisation', 'search'],
  ['startup', 'charts', 'feedback'],
  ['account'],
  ['hooks', 'globe', 'test-support', 'error-reporting'],
  ['api', 'config', 'query-parameters', 'lazy', 'analytics', 'hazards', 'theme'],
];

const webSourceDirectory = 'apps/web/src';

/** The `import-x/no-restricted-paths` zones of `webFolderLayers`: one per forbidden pair. */
function webFolderZones() {
  const layered = webFolderLayers.flat();
  const folders = fs
    .readdirSync(path.join(import.meta.dirname, webSourceDirectory), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const unplaced = folders.filter((folder) => !layered.includes(folder));
  if (unplaced.length > 0) {
    throw new Error(
      `eslint.config.js: give ${webSourceDirectory}/${unplaced.join(', ')} a layer in webFolderLayers.`,
    );
  }
  const zones = [];
  webFolderLayers.forEach((layer, layerIndex) => {
    // The layers above this one and this layer itself are out of bounds for its folders.
    const sameOrAbove = webFolderLayers.slice(0, layerIndex + 1).flat();
    for (const folder of layer) {
      const target = `${webSourceDirectory}/${folder}/**`;
      for (const other of sameOrAbove.filter((name) => name !== folder)) {
        zones.push({
          target,
          from: [`${webSourceDirectory}/${other}/**`],
          message: webFolderLayers[layerIndex].includes(other)
            ? `${folder}/ and ${other}/ share a layer and may not import each other: give what both need one owner in a folder below them (webFolderLayers in eslint.config.js).`
            : `${other}/ sits above ${folder}/ in the web app's layers: move what ${folder}/ needs into a folder below both (webFolderLayers in eslint.config.js).`,
        });
      }
      zones.push({
        target,
        from: [`${webSourceDirectory}/*.{ts,tsx}`],
        message: `The files directly in ${webSourceDirectory} are the app shell, above every folder: move what ${folder}/ needs into a folder.`,
      });
    }
  });
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [`${webSourceDirectory}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webFolderZones() },
      ],
    },
  },
  forbidImports(['**/*.{ts,tsx,js,mjs}'], [], ''),
  forbidImports(
    ['packages/analysis/**'],
    ['charts', 'report', 'server', 'web'],
    'analysis assembles engine, catalogue and hazard data; it sits below report and server.',
  ),
  forbidImports(
    ['packages/contracts/**'],
    ['engine', 'catalogue', 'hazard-data', 'charts', 'report', 'server', 'web'],
    'contracts depends on nothing of ours (ARCHITECTURE.md).',
  ),
  forbidImports(
    [
      'packages/engine/**',
      'packages/catalogue/**',
      'packages/hazard-data/**',
      'packages/charts/**',
    ],
    ['report', 'server', 'web'],
    'A lower package must not import a higher one (ARCHITECTURE.md).',
  ),
  forbidImports(
    ['packages/engine/**'],
    ['catalogue', 'hazard-data', 'charts', 'report', 'server', 'web'],
    'The engine imports nothing of ours but contracts; pass catalogue and hazard inputs as arguments.',
  ),
  forbidImports(
    ['packages/report/**'],
    ['server', 'web'],
    'report sits below server (ARCHITECTURE.md).',
  ),
  forbidImports(
    ['apps/server/**'],
    ['web'],
    'The server serves the built web app but never imports it.',
  ),
  forbidImports(
    ['apps/web/**'],
    ['engine', 'hazard-data', 'report', 'server'],
    'web imports only contracts, charts and catalogue; it calls the server over HTTP.',
  ),
);
