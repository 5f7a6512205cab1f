// One ESLint config for every workspace. The `no-restricted-imports` blocks enforce the one-way
// imports of ARCHITECTURE.md: contracts ← engine/catalogue/hazard-data/charts ← report ← server;
// web → contracts, charts, catalogue.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const workspace = (name) => `@hazardscope/${name}`;

/** Forbids importing the named workspaces (and their subpaths) from the files matched. */
function forbidImports(files, forbidden, why) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((name) => ({
            group: [workspace(name), `${workspace(name)}/*`],
            message: why,
          })),
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
