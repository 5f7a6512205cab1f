import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHazardData } from '@hazardscope/hazard-data';
import { databaseVariants } from '../database/test-databases.ts';
import { bearer, registerVerifiedAccount } from '../testing/account-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const hazardData = loadHazardData();

/** Bad text reaches no route: NUL, lone surrogates, deep nesting and oversize bodies are 4xx, never 500. */
describe.each(databaseVariants())('request text gate on $name', (variant) => {
  let testApp: TestApp;
  let apiKey: string;

  beforeAll(async () => {
    testApp = await startTestApp(variant, { hazardData });
    apiKey = (await registerVerifiedAccount(testApp)).apiKey;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const postRaw = (url: string, body: string) =>
    testApp.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...bearer(apiKey) },
      payload: body,
    });

  const bodies = {
    '/api/log': (text: string) => ({ event: 'search', params: { note: text } }),
    '/api/analysis': (text: string) => ({ analysis: { title: text }, isAdaptation: false }),
    '/api/risk': (text: string) => ({
      archetype: { acronym: 'SH' },
      asset: { latitude: -33.87, longitude: 151.21, address: text },
    }),
    '/api/feedback': (text: string) => ({
      email: 'reader@example.org',
      subject: 'Subject',
      comment: text,
      label: 'General Feedback',
    }),
  };

  it.each(Object.keys(bodies))('refuses NUL and lone surrogates on %s with 400', async (url) => {
    const build = bodies[url as keyof typeof bodies];
    // JSON.stringify escapes lone surrogates as \udXXX and NUL as \u0000: the escaped forms are what arrive.
    for (const text of ['a\u0000b', 'x\uD800y', '\uDFFF']) {
      const reply = await postRaw(url, JSON.stringify(build(text)));
      expect(reply.statusCode, `${url} ${JSON.stringify(text)}: ${reply.body}`).toBe(400);
      expect(reply.json().message).toMatch(/NUL character|lone UTF-16 surrogate/);
    }
  });

  it.each(Object.keys(bodies))('refuses JSON nested 5,000 levels on %s with 400', async (url) => {
    const deep = `{"params":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const reply = await postRaw(url, deep);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('The JSON body is nested more than 64 levels deep.');
  });

  it('refuses a body over the limit with 413 stating the limit', async () => {
    const reply = await postRaw(
      '/api/feedback',
      JSON.stringify({ comment: 'x'.repeat(3 * 1024 * 1024) }),
    );
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than this call accepts (2 MB).',
      requestId: reply.headers['x-request-id'],
    });
  });

  it('limits /api/log bodies to 64 KB', async () => {
    const reply = await postRaw(
      '/api/log',
      JSON.stringify({ event: 'search', params: { note: 'x'.repeat(70 * 1024) } }),
    );
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe('The request body is larger than this call accepts (64 KB).');
  });

  it('refuses NUL in a query string or a path parameter with 400', async () => {
    const search = await testApp.request({ method: 'GET', url: '/api/account?username=a%00b' });
    expect(search.statusCode).toBe(400);
    const shared = await testApp.request({ method: 'GET', url: '/api/share_analysis/a%00b' });
    expect(shared.statusCode).toBe(400);
  });

  it('still accepts ordinary text with emoji and accents', async () => {
    const reply = await postRaw('/api/log', JSON.stringify(bodies['/api/log']('Café 🌊 flood')));
    expect(reply.statusCode).toBe(200);
  });
});
