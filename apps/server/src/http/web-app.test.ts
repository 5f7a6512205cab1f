import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { openDatabase, type Database } from '../database/open-database.ts';

describe('the web app as served', () => {
  let database: Database;
  let webDistDirectory: string;
  const script = `console.log(${JSON.stringify('hazard '.repeat(2000))});`;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDirectory: undefined });
    webDistDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(webDistDirectory, 'assets'));
    fs.writeFileSync(path.join(webDistDirectory, 'index.html'), '<!doctype html><title>t</title>');
    fs.writeFileSync(path.join(webDistDirectory, 'assets', 'index-a1b2c3.js'), script);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(webDistDirectory, { recursive: true, force: true });
  });

  it('sends hashed assets compressed and cached as immutable, the page revalidated', async () => {
    const app = await buildApp({
      config: parseConfig({}),
      database,
      version: 'test',
      logLevel: 'silent',
      webDistDirectory,
    });
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
    const page = await app.inject({ method: 'GET', url: '/some/client/route' });
    expect(page.headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});
