// The web app's initial JavaScript (issue 6 budget: ≤ 250 KB gzipped before the globe and chart
// chunks): the entry script of the built index.html, the chunks it preloads, and the app's chunk that
// the entry imports once the first frame is painted (src/boot.ts) with every chunk that one imports
// statically: all of it loads at start. Each is compressed with gzip level 9 as a server would send
// it. Lazy chunks are listed for comparison.
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

const chunkCode = (assetPath: string) =>
  fs.readFileSync(path.join(distDirectory, assetPath), 'utf8');
// The entry's import of the app, then the static imports (`from"./x.js"`, `import"./x.js"`; not
// `import("./x.js")`) of each chunk loaded at start.
const startChunks = initialPaths.flatMap((entry) =>
  [...chunkCode(entry).matchAll(/import\(`\.\/([\w.-]+\.js)`\)/g)].map(
    (match) => `/assets/${match[1] ?? ''}`,
  ),
);
for (const assetPath of startChunks) {
  if (initialPaths.includes(assetPath)) continue;
  initialPaths.push(assetPath);
  for (const match of chunkCode(assetPath).matchAll(/(?:from|import)"\.\/([\w.-]+\.js)"/g)) {
    startChunks.push(`/assets/${match[1] ?? ''}`);
  }
}

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
