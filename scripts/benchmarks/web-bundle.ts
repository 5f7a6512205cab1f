// The web app's initial JavaScript (issue 6 budget: ≤ 250 KB gzipped before the globe and chart
// chunks): the entry script of the built index.html plus the chunks it preloads, each compressed
// with gzip level 9 as a server would send them. Lazy chunks are listed for comparison.
// Run after `npm run build -w @hazardscope/web`: npm run bench:web-bundle
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const distDirectory = path.resolve(import.meta.dirname, '../../apps/web/dist');
const indexHtml = fs.readFileSync(path.join(distDirectory, 'index.html'), 'utf8');
const initialPaths = [
  ...indexHtml.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
  ...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => match[1] ?? '');

const gzipBytes = (assetPath: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(distDirectory, assetPath)), { level: 9 }).byteLength;

let initialBytes = 0;
for (const assetPath of initialPaths) {
  const bytes = gzipBytes(assetPath);
  initialBytes += bytes;
  console.log(
    `initial ${assetPath.padEnd(48)} ${bytes.toLocaleString('en-AU').padStart(9)} B gzip`,
  );
}
console.log(
  `initial JavaScript: ${initialBytes.toLocaleString('en-AU')} B gzip in ${initialPaths.length} files ` +
    `(budget 250,000 B: ${initialBytes <= 250_000 ? 'within' : 'OVER'})`,
);

const lazyChunks = fs
  .readdirSync(path.join(distDirectory, 'assets'))
  .filter((name) => name.endsWith('.js') && !initialPaths.includes(`/assets/${name}`))
  .map((name) => ({ name, bytes: gzipBytes(`/assets/${name}`) }))
  .sort((left, right) => right.bytes - left.bytes)
  .slice(0, 5);
for (const chunk of lazyChunks) {
  console.log(
    `lazy    ${chunk.name.padEnd(48)} ${chunk.bytes.toLocaleString('en-AU').padStart(9)} B gzip`,
  );
}
