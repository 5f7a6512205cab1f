import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountOf } from './authentication.ts';

describe('accountOf', () => {
  it('refuses, naming the route, when the route never required an account', async () => {
    const app = Fastify();
    app.decorateRequest('authenticatedAccount', null);
    app.get('/api/forgot-the-pre-handler', async (request) => accountOf(request).username);
    const reply = await app.inject({ method: 'GET', url: '/api/forgot-the-pre-handler' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({
      message: '/api/forgot-the-pre-handler reads an account it never required',
    });
    await app.close();
  });
});
