import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archetypeHierarchyUrl } from '../api/catalogue.ts';
import { materialsUrl } from './materials.ts';

describe("index.html's preload links", () => {
  // The public configuration is not among them: the server writes it into the page, and the
  // start-up steps ask for it only when a page lacks it (the development server's).
  it('name exactly the addresses start-up fetches, so the browser hands it the replies', () => {
    const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const preloaded = [...indexHtml.matchAll(/<link\s+rel="preload"\s+href="([^"]+)"/g)].map(
      (match) => match[1]?.replaceAll('&amp;', '&'),
    );
    expect(preloaded).toEqual([materialsUrl, archetypeHierarchyUrl]);
  });
});
