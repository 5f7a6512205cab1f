import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderFirstScreen } from './prerender-first-screen.ts';

/**
 * React Router 7 ships a production build beside its development one, but its package exports name
 * only the development build (remix-run/react-router#12532, #14102): a production bundle then
 * carries the development warnings and their code. The production build takes its place here.
 */
const reactRouterProductionBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode }) => ({
  plugins: [react(), prerenderFirstScreen()],
  resolve: {
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild }]
        : [],
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The globe chunk (MapLibre + Natural Earth 1:50m, ~2.4 MB, 0.7 MB gzipped) loads lazily after
    // the first paint; the initial bundle is kept under 250 KB gzipped separately.
    chunkSizeWarningLimit: 2500,
    rollupOptions: {
      output: {
        // Zod and the switch that turns its compiler off share a chunk, so the switch has run before
        // any module that builds a schema (those import this chunk) is evaluated.
        manualChunks: (id) =>
          id.includes('/node_modules/zod/') || id.endsWith('/src/zod-without-eval.ts')
            ? 'zod'
            : undefined,
      },
    },
  },
}));
