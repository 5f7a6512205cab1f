import { readFile } from 'node:fs/promises';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseVariants } from '../database/test-databases.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { apiDocsServed } from './openapi.ts';

let testApp: TestApp;
beforeAll(async () => {
  // The document does not depend on the database: the embedded one is enough.
  const [embedded] = databaseVariants();
  if (embedded === undefined) throw new Error('no embedded database variant');
  testApp = await startTestApp(embedded);
});
afterAll(async () => {
  await testApp.close();
});

interface Operation {
  summary?: string;
  tags?: string[];
}

describe('the OpenAPI document', () => {
  it('gives every documented call a summary and a tag', async () => {
    await testApp.app.ready();
    const document = testApp.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.summary || !operation.tags?.length) missing.push(`${method} ${path}`);
      }
    }
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('is served outside production, and in production only when asked for', () => {
    expect(apiDocsServed({ NODE_ENV: 'development' })).toBe(true);
    expect(apiDocsServed({ NODE_ENV: 'production' })).toBe(false);
    expect(apiDocsServed({ NODE_ENV: 'production', API_DOCS: 'true' })).toBe(true);
  });
});

/** The calls of the README's call table: each `METHOD /path` of a row's first cell, query left off. */
async function readmeCalls(): Promise<{ method: HTTPMethods; url: string }[]> {
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const table = readme.slice(
    readme.indexOf('## Calls'),
    readme.indexOf('\n## ', readme.indexOf('## Calls') + 1),
  );
  const calls: { method: HTTPMethods; url: string }[] = [];
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split(/(?<!\\)\|/)[1] ?? '';
    for (const [, method, url] of firstCell.matchAll(/`(GET|POST|PUT|DELETE|PATCH) (\/[^?` ]*)/g)) {
      calls.push({ method: method as HTTPMethods, url: url! });
    }
  }
  return calls;
}

// Every route but those hidden from the document (/dev/outbox, the docs themselves) is in the
// document; those are checked the other way only: every call the README lists exists.
describe("the README's call table", () => {
  it('lists every documented call, and no call the server does not have', async () => {
    await testApp.app.ready();
    const document = testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const listed = new Set((await readmeCalls()).map(({ method, url }) => `${method} ${url}`));
    const unlisted = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'head')
        // OpenAPI writes a path parameter {id}; Fastify and the README write :id.
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)
        .filter((call) => !listed.has(call)),
    );
    expect(unlisted).toEqual([]);
    const unknown = (await readmeCalls()).filter((call) => !testApp.app.hasRoute(call));
    expect(unknown).toEqual([]);
    expect(listed.size).toBeGreaterThan(40);
  });
});
