import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/open-database.ts';
import { openEmbeddedTestDatabase } from '../database/test-databases.ts';
import Fastify from 'fastify';
import { startTestApp } from '../testing/start-test-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';

describe('security headers', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmbeddedTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('sends a strict content security policy and the usual headers on every reply', async () => {
    const { app, close } = await startTestApp(database);
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const notFound = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(notFound.headers['content-security-policy']).toBe(policy);
    await close();
  });

  it('lets the configured optional services in, and only those', async () => {
    // On a bare Fastify: the policy alone, without a Stripe provider behind it.
    const app = Fastify();
    await registerSecurityHeaders(app, {
      STREET_VIEW_API_KEY: 'k',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      MAP_STYLE_URL: undefined,
    });
    app.get('/health', async () => ({ status: 'ok' }));
    const policy = String(
      (await app.inject({ method: 'GET', url: '/health' })).headers['content-security-policy'],
    );
    expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.googleapis\.com/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(policy).not.toMatch(/img-src [^;]*https:(?!\/\/)/);
    await app.close();
  });
});
