import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerLoadShedding } from './load-shedding.ts';

describe('load shedding', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('answers 503 with Retry-After while the event loop is more than 2 s late, then serves again', async () => {
    await registerLoadShedding(app);
    app.get('/ping', () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ url: '/ping' })).statusCode).toBe(200);

    const blockedUntil = Date.now() + 2600;
    while (Date.now() < blockedUntil) {
      // A synchronous stall, as a long computation on the main thread would cause.
    }
    // The delay is measured on the next sample (every second).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await app.inject({ url: '/ping' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      error: 'UNAVAILABLE',
      message: 'The server is busy. Please try again in 5 seconds.',
    });

    await expect
      .poll(async () => (await app.inject({ url: '/ping' })).statusCode, { timeout: 10_000 })
      .toBe(200);
  });
});
