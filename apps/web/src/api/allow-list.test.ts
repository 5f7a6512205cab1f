import { describe, expect, it, vi } from 'vitest';
import { hasAllowListRight } from './allow-list.ts';

/** Answers the allow-list call with `reply`, recording what was sent. */
function stubAllowList(reply: () => Response) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return reply();
  });
  return sent;
}

describe('hasAllowListRight', () => {
  it("asks with the lowercased username and grants only on 'Authorised'", async () => {
    const sent = stubAllowList(() => new Response('Authorised'));
    expect(await hasAllowListRight('export', 'Analyst@Example.org')).toBe(true);
    expect(sent).toEqual([{ url: '/api/allowlist', body: { export: 'analyst@example.org' } }]);
    stubAllowList(() => new Response('Not authorised'));
    expect(await hasAllowListRight('allow', 'analyst@example.org')).toBe(false);
  });

  it('grants nothing on an error reply or a failed call', async () => {
    stubAllowList(() => new Response('Authorised', { status: 500 }));
    expect(await hasAllowListRight('export', 'analyst@example.org')).toBe(false);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await hasAllowListRight('export', 'analyst@example.org')).toBe(false);
  });
});
