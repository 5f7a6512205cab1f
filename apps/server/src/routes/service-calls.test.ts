import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowListed } from '../allowlist/is-allow-listed.ts';
import { allowListEntries, events, feedback } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { bearer, registerVerifiedAccount } from '../testing/account-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe.each(databaseVariants())(
  'allow-list, log, feedback, config and docs on $name',
  (variant) => {
    let testApp: TestApp;
    const configuredUser = 'listed@example.org';

    beforeAll(async () => {
      testApp = await startTestApp(variant, {
        environment: {
          ALLOWLIST: configuredUser.toUpperCase(),
          SUPPORT_EMAIL: 'help@example.org',
          TRUST_PROXY: 'true',
        },
      });
    });
    afterAll(async () => {
      await testApp.close();
    });

    const inject = (options: InjectOptions) => testApp.request(options);

    it("answers 'Authorised' to a listed user asking about themself, a refusal otherwise", async () => {
      const listed = await registerVerifiedAccount(testApp);
      await testApp.database.client
        .insert(allowListEntries)
        .values({ username: listed.username, kind: 'export' });
      const ask = (body: object, apiKey?: string) =>
        inject({
          method: 'POST',
          url: '/api/allowlist',
          payload: body,
          ...(apiKey ? { headers: bearer(apiKey) } : {}),
        });
      const exportReply = await ask({ export: listed.username.toUpperCase() }, listed.apiKey);
      expect(exportReply.statusCode).toBe(200);
      expect(exportReply.headers['content-type']).toMatch(/^text\/plain/);
      expect(exportReply.body).toBe('Authorised');
      expect((await ask({ allow: listed.username }, listed.apiKey)).body).toBe('Not authorised');
      // Nobody learns about someone else's entry.
      expect((await ask({ export: listed.username })).body).toBe('Not authorised');
      expect((await ask({ allow: 'x@y.org', export: 'x@y.org' })).statusCode).toBe(400);
    });

    it('treats the ALLOWLIST setting as granting both kinds, to a verified address only', async () => {
      const config = { ALLOWLIST: [configuredUser], EXPORT_ALLOWLIST: [] };
      const database = testApp.database.client;
      const verified = (username: string) => ({ username, emailVerifiedAt: new Date() });
      expect(await isAllowListed(database, config, verified('Listed@Example.org'), 'allow')).toBe(
        true,
      );
      expect(await isAllowListed(database, config, verified(configuredUser), 'export')).toBe(true);
      expect(await isAllowListed(database, config, verified('other@example.org'), 'allow')).toBe(
        false,
      );
      const unproven = { username: configuredUser, emailVerifiedAt: null };
      expect(await isAllowListed(database, config, unproven, 'allow')).toBe(false);
      expect(await isAllowListed(database, config, unproven, 'export')).toBe(false);
    });

    it('treats the EXPORT_ALLOWLIST setting as granting the export alone, to a verified address only', async () => {
      const config = { ALLOWLIST: [], EXPORT_ALLOWLIST: ['exporter@example.org'] };
      const database = testApp.database.client;
      const exporter = { username: 'Exporter@Example.org', emailVerifiedAt: new Date() };
      expect(await isAllowListed(database, config, exporter, 'export')).toBe(true);
      expect(await isAllowListed(database, config, exporter, 'allow')).toBe(false);
      const unproven = { ...exporter, emailVerifiedAt: null };
      expect(await isAllowListed(database, config, unproven, 'export')).toBe(false);
    });

    it('records report, export, update and search events', async () => {
      const download = await inject({
        method: 'POST',
        url: '/api/log',
        payload: {
          dateCreated: '2026-03-01 9:00:00',
          origin: 'Hazardscope',
          type: 'DOWNLOAD_REPORT',
          username: 'Someone@Example.org',
          name: 'Office',
          address: '1 George St',
          asset: { _id: 'x', geometry: { type: 'Point', coordinates: [1, 2] }, archetype: 'SO' },
        },
      });
      expect(download.statusCode).toBe(200);
      const search = await inject({
        method: 'POST',
        url: '/api/log',
        payload: { event: 'search', params: { latitude: 1, longitude: 2, username: 'a@b.org' } },
      });
      expect(search.statusCode).toBe(200);
      const rows = await testApp.database.client.select().from(events);
      expect(rows.map((row) => [row.type, row.username])).toEqual(
        expect.arrayContaining([
          ['DOWNLOAD_REPORT', 'someone@example.org'],
          ['search', 'a@b.org'],
        ]),
      );
      const unknownType = await inject({
        method: 'POST',
        url: '/api/log',
        payload: { dateCreated: 'x', origin: 'y', type: 'PRINT' },
      });
      expect(unknownType.statusCode).toBe(400);
    });

    it('stores feedback and mails it to the support address', async () => {
      const reply = await inject({
        method: 'POST',
        url: '/api/feedback',
        payload: {
          email: 'Reader@Example.org',
          subject: 'Odd flood values',
          comment: 'Riverine flooding looks high here.',
          label: 'Strange Result',
          pageUrl: 'http://localhost:3000/?analysisId=1',
          analysisTitle: 'Office',
          parameters: { archetype: 'SO' },
        },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().message).toBe("Thank you for your feedback, we'll contact you shortly.");
      const [stored] = await testApp.database.client.select().from(feedback);
      expect(stored).toMatchObject({ email: 'reader@example.org', label: 'Strange Result' });
      const mail = await testApp.latestMailTo('help@example.org');
      expect(mail?.subject).toBe('[Strange Result] Odd flood values');
      expect(mail?.text).toContain('Riverine flooding looks high here.');
    });

    it('refuses feedback with a subject over 80 characters, naming the field', async () => {
      const reply = await inject({
        method: 'POST',
        url: '/api/feedback',
        payload: {
          email: 'reader@example.org',
          subject: 'x'.repeat(81),
          comment: 'c',
          label: 'General Feedback',
        },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().field).toBe('subject');
    });

    it('limits feedback per client address, read from X-Forwarded-For behind a trusted proxy', async () => {
      const send = (clientAddress: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/feedback',
          remoteAddress: '10.9.9.9',
          headers: { 'x-forwarded-for': clientAddress },
          payload: {
            email: 'a@example.org',
            subject: 's',
            comment: 'c',
            label: 'General Feedback',
          },
        });
      for (let message = 0; message < 10; message += 1) {
        expect((await send('203.0.113.5')).statusCode).toBe(200);
      }
      const limited = await send('203.0.113.5');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      expect((await send('203.0.113.6')).statusCode).toBe(200);
    });

    it('limits logged events per client address to 120 an hour, with when to retry', async () => {
      const log = (clientAddress: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/log',
          remoteAddress: clientAddress,
          payload: { event: 'search', params: { latitude: 1, longitude: 2 } },
        });
      for (let call = 0; call < 120; call += 1) {
        expect((await log('198.51.100.7')).statusCode).toBe(200);
      }
      const limited = await log('198.51.100.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      expect((await log('198.51.100.8')).statusCode).toBe(200);
      testApp.advance(60 * 60 * 1000);
      expect((await log('198.51.100.7')).statusCode).toBe(200);
    });

    it('records an error a page reported, without a username, and bounds and limits it apart', async () => {
      const report = {
        event: 'client-error',
        kind: 'Uncaught error',
        message: 'Cannot read properties of undefined',
        stack: 'TypeError: Cannot read properties of undefined\n    at a (/assets/index.js:1:2)',
        source: '/assets/index.js',
        line: 1,
        column: 2,
        page: '/',
      };
      const sent = (payload: object, clientAddress = '198.51.100.20') =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/log',
          remoteAddress: clientAddress,
          payload,
        });
      expect((await sent(report)).statusCode).toBe(200);
      const [row] = await testApp.database.client
        .select()
        .from(events)
        .where(eq(events.type, 'client-error'));
      expect(row?.username).toBeNull();
      expect(row?.payload).toEqual(report);
      // Over its bounds, or with a field it does not know (a username), it is refused.
      expect((await sent({ ...report, message: 'x'.repeat(501) })).statusCode).toBe(400);
      expect((await sent({ ...report, username: 'a@b.org' })).statusCode).toBe(400);
      // 30 an hour per address, counted apart from the log calls a download waits on.
      for (let call = 1; call < 30; call += 1) expect((await sent(report)).statusCode).toBe(200);
      expect((await sent(report)).statusCode).toBe(429);
      const search = { event: 'search', params: { latitude: 1, longitude: 2 } };
      expect((await sent(search)).statusCode).toBe(200);
    });

    it('answers malformed input to every call with a 4xx naming the problem, never a 500', async () => {
      const account = await registerVerifiedAccount(testApp);
      const calls: Array<[InjectOptions['method'], string]> = [
        ['PUT', '/api/account'],
        ['POST', '/api/account'],
        ['POST', '/api/account/login'],
        ['POST', '/api/account/authentication_code'],
        ['POST', '/api/account/newsletter'],
        ['PUT', '/api/account/password_reset'],
        ['PUT', '/api/account/password_add'],
        ['POST', '/api/analysis'],
        ['POST', '/api/analysis/delete-adaptation'],
        ['POST', '/api/allowlist'],
        ['POST', '/api/log'],
        ['POST', '/api/feedback'],
      ];
      const bodies = [{}, { username: 42, analysis: 7 }, [], 'text', { analysis: '[1,2]' }];
      for (const [method, url] of calls) {
        for (const payload of bodies) {
          const reply = await inject({ method, url, payload, headers: bearer(account.apiKey) });
          expect(
            reply.statusCode,
            `${method} ${url} ${JSON.stringify(payload)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(reply.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
          expect(reply.json().message).toEqual(expect.any(String));
        }
      }
      for (const url of [
        '/api/account?username=x',
        '/api/account/password_reset',
        '/api/analysis?include=everything',
        '/api/location/search?query=a&limit=0',
        '/api/location/reverse?latitude=a&longitude=1',
        '/api/share_analysis/%00',
      ]) {
        const reply = await inject({ method: 'GET', url, headers: bearer(account.apiKey) });
        expect(reply.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(reply.statusCode, url).toBeLessThan(500);
      }
    });

    it('serves the public configuration', async () => {
      const reply = await inject({ method: 'GET', url: '/api/config' });
      expect(reply.json()).toMatchObject({
        productName: 'Hazardscope',
        supportEmail: 'help@example.org',
        mapStyleUrl: null,
        stripePublishableKey: null,
      });
    });

    it('lists outbox mail at /dev/outbox outside production, as HTML or JSON', async () => {
      const html = await inject({ method: 'GET', url: '/dev/outbox' });
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.body).toContain('Odd flood values');
      const json = await inject({ method: 'GET', url: '/dev/outbox?format=json' });
      expect(json.json()[0]).toMatchObject({ to: expect.any(String), subject: expect.any(String) });
    });

    it('publishes an OpenAPI document of the calls, with the docs page', async () => {
      const document = (await inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/account',
          '/api/account/login',
          '/api/analysis',
          '/api/share_analysis/{id}',
          '/api/location/search',
        ]),
      );
      expect(document.paths['/api/account/login'].post.requestBody).toBeDefined();
      expect(document.paths['/dev/outbox']).toBeUndefined();
      const page = await inject({ method: 'GET', url: '/api/docs' });
      expect([200, 302]).toContain(page.statusCode);
    });
  },
);

describe.each(databaseVariants())('production on a public address on $name', (variant) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(variant, {
      environment: { NODE_ENV: 'production', HOST: '0.0.0.0' },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('has no /dev/outbox and does not point the log at it', async () => {
    expect((await testApp.request({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    await registerVerifiedAccount(testApp);
    const mailLines = testApp.logLines.filter((line) => line.includes('mail written'));
    expect(mailLines.length).toBeGreaterThan(0);
    for (const line of mailLines) expect(line).not.toContain('/dev/outbox');
  });
});
