import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, fetchAllPages, nextPageUrl } from './fetch-json.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextPageUrl', () => {
  it('reads the rel="next" target of a Link header, among others or alone', () => {
    expect(nextPageUrl('</api/analysis?cursor=abc>; rel="next"')).toBe('/api/analysis?cursor=abc');
    expect(nextPageUrl('</first>; rel="first", </second>; rel="next"')).toBe('/second');
    expect(nextPageUrl('</first>; rel="first"')).toBeUndefined();
    expect(nextPageUrl(null)).toBeUndefined();
  });
});

describe('fetchAllPages', () => {
  it('follows the Link header page after page and joins the pages in order', async () => {
    const pages: Record<string, { items: number[]; next?: string }> = {
      '/list': { items: [1, 2], next: '/list?cursor=b' },
      '/list?cursor=b': { items: [3, 4], next: '/list?cursor=c' },
      '/list?cursor=c': { items: [5] },
    };
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      const page = pages[url]!;
      return new Response(JSON.stringify(page.items), {
        headers: page.next ? { link: `<${page.next}>; rel="next"` } : {},
      });
    });
    expect(await fetchAllPages('/list', z.array(z.number()))).toEqual([1, 2, 3, 4, 5]);
    expect(requested).toEqual(['/list', '/list?cursor=b', '/list?cursor=c']);
  });

  it('stops after the most pages it may read, and passes on an error reply', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('[1]', { headers: { link: '</again>; rel="next"' } }),
    );
    expect(await fetchAllPages('/again', z.array(z.number()), undefined, 3)).toEqual([1, 1, 1]);
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'Log in first.' }), { status: 401 }),
    );
    await expect(fetchAllPages('/list', z.array(z.number()))).rejects.toBeInstanceOf(ApiError);
  });
});
