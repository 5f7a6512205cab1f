import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseVariants } from '../database/test-databases.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

// The sample report reads no database; the embedded one is enough to build the app.
const embedded = databaseVariants()[0]!;

describe('GET /api/reports/sample', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(embedded);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves the sample PDF inline, cacheable, built once and then kept in memory', async () => {
    const builtAt = testApp.now().toUTCString();
    // Two first requests at once share one build.
    const [first, second] = await Promise.all([
      testApp.request({ method: 'GET', url: '/api/reports/sample' }),
      testApp.request({ method: 'GET', url: '/api/reports/sample' }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      'inline; filename="hazardscope-sample-report.pdf"',
    );
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.rawPayload.length).toBeGreaterThan(50_000);
    expect(first.headers['last-modified']).toBe(builtAt);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    // An hour later the same bytes, built at the same time: served from memory, not rebuilt.
    testApp.advance(60 * 60 * 1000);
    const later = await testApp.request({ method: 'GET', url: '/api/reports/sample' });
    expect(later.statusCode).toBe(200);
    expect(later.headers['last-modified']).toBe(builtAt);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(testApp.logLines.filter((line) => line.includes('sample report built'))).toHaveLength(1);
    // Drawn in a worker thread of the report pool, which starts with its first report.
  }, 180_000);

  it('answers 304 to a request that already holds the current copy', async () => {
    const first = await testApp.request({ method: 'GET', url: '/api/reports/sample' });
    const etag = String(first.headers.etag);
    const again = await testApp.request({
      method: 'GET',
      url: '/api/reports/sample',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('is listed in the OpenAPI document as a PDF', async () => {
    const document = (await testApp.request({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/reports/sample'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['application/pdf']);
  });
});
