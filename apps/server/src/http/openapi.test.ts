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
