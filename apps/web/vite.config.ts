import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The globe chunk (MapLibre + Natural Earth 1:50m, ~2.4 MB, 0.7 MB gzipped) loads lazily after
    // the first paint; the initial bundle is kept under 250 KB gzipped separately.
    chunkSizeWarningLimit: 2500,
  },
});
