import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { materialsUrl } from './materials.ts';
import { publicConfigUrl } from './startup-gate.tsx';

describe("index.html's preload links", () => {
  it('name exactly the addresses the start-up steps fetch, so the browser hands them the replies', () => {
    const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const preloaded = [...indexHtml.matchAll(/<link\s+rel="preload"\s+href="([^"]+)"/g)].map(
      (match) => match[1]?.replaceAll('&amp;', '&'),
    );
    expect(preloaded).toEqual([publicConfigUrl, materialsUrl]);
  });
});
