// One ESLint config for every workspace. The `no-restricted-imports` blocks enforce the one-way
// imports of ARCHITECTURE.md: contracts ← engine/catalogue/hazard-data/charts ← report ← server;
// web → contracts, charts, catalogue.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
