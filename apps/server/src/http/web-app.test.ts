import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultPublicConfig,
  productNamePlaceholder,
  publicConfigElementId,
  publicConfigSchema,
} from '@hazardscope/contracts';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Database } from '../database/open-database.ts';
import { openEmbeddedTestDatabase } from '../database/test-databases.ts';
import { composePage } from './web-app.ts';

describe('the web app as served', () => {
  let database: Database;
  let webDistDirectory: string;
  const script = `console.log(${JSON.stringify('hazard '.repeat(2000))});`;

  beforeAll(async () => {
    database = await openEmbeddedTestDatabase();
    webDistDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(webDistDirectory, 'assets'));
    fs.writeFileSync(
      path.join(webDistDirectory, 'index.html'),
      '<!doctype html><html><head><title>Hazardscope</title></head><body>loading</body></html>',
    );
    fs.writeFileSync(
      path.join(webDistDirectory, 'first-screen.html'),
      `<!doctype html><html><head><title>Hazardscope</title></head><body><a aria-label="${productNamePlaceholder} home">${productNamePlaceholder}</a></body></html>`,
    );
    fs.writeFileSync(path.join(webDistDirectory, 'assets', 'index-a1b2c3.js'), script);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(webDistDirectory, { recursive: true, force: true });
  });

  const startApp = (environment: Record<string, string> = {}) =>
    buildApp({
      config: parseConfig(environment),
      database,
      version: 'test',
      logLevel: 'silent',
      webDistDirectory,
    });

  it('sends hashed assets compressed and cached as immutable, the page revalidated', async () => {
    const app = await startApp();
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    const page = await app.inject({ method: 'GET', url: '/my-analyses' });
    expect(page.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('sends the main page with its first screen and every other route with the loading page', async () => {
    const app = await startApp({ PRODUCT_NAME: 'Risk <&> "Lens"' });
    const main = await app.inject({ method: 'GET', url: '/?latitude=1' });
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('text/html; charset=utf-8');
    const escaped = 'Risk &lt;&amp;&gt; &quot;Lens&quot;';
    expect(main.body).toContain(`<title>${escaped}</title>`);
    expect(main.body).toContain(`<a aria-label="${escaped} home">${escaped}</a>`);
    expect(main.body).not.toContain(productNamePlaceholder);
    const other = await app.inject({ method: 'GET', url: '/info/methods' });
    expect(other.body).toContain('<body>loading</body>');
    expect(other.body).toContain(`<title>${escaped}</title>`);
    await app.close();
  });

  it("answers a path that is none of the app's pages 404, with the app's page that says so", async () => {
    const app = await startApp();
    for (const url of ['/no-such-page', '/sciences', '/info/methods/more']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.headers['cache-control']).toBe('no-cache');
      expect(missing.body).toContain('<body>loading</body>');
    }
    for (const url of ['/', '/pricing', '/Pricing/', '/info/data_sources', '/about?x=1']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    await app.close();
  });

  it('sends /science, as the product links it, to the Scientific Methods outline', async () => {
    const app = await startApp();
    const science = await app.inject({ method: 'GET', url: '/Science/?from=report' });
    expect(science.statusCode).toBe(308);
    expect(science.headers.location).toBe('/info/methods?from=report');
    expect((await app.inject({ method: 'GET', url: '/science' })).headers.location).toBe(
      '/info/methods',
    );
    await app.close();
  });

  it("answers a request that names the page's entity tag with 304", async () => {
    const app = await startApp();
    const first = await app.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({ method: 'GET', url: '/pricing' });
    expect(other.headers.etag).not.toBe(etag);
    await app.close();
  });
});

describe('composePage', () => {
  const builtPage =
    '<!doctype html><html><head><title>Hazardscope</title></head><body></body></html>';

  it('writes the public configuration as a JSON data block that no text of it can close', () => {
    const config = { ...defaultPublicConfig, productName: '</script><script>alert(1)</script>' };
    const { html } = composePage(builtPage, config);
    const block = new RegExp(
      `<script type="application/json" id="${publicConfigElementId}">(.*?)</script>\\s*</head>`,
    ).exec(html);
    expect(block?.[1]).toBeDefined();
    expect(publicConfigSchema.parse(JSON.parse(block?.[1] ?? ''))).toEqual(config);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('keeps a product name with replacement patterns as it is', () => {
    const { html } = composePage(builtPage, { ...defaultPublicConfig, productName: "$& $' $1" });
    expect(html).toContain('<title>$&amp; $&#39; $1</title>');
  });
});
