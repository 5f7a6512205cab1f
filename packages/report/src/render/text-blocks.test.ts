import { describe, expect, it } from 'vitest';
import type { HeadingBlock, ParagraphBlock } from '../report-model.ts';
import { keepStackedHeadings } from './text-blocks.ts';

const heading = (level: 1 | 2, text: string): HeadingBlock => ({
  kind: 'heading',
  level,
  number: undefined,
  text,
  inContents: true,
});
const paragraph: ParagraphBlock = { kind: 'paragraph', tone: 'body', text: 'A table follows.' };

describe('keepStackedHeadings', () => {
  it('keeps a heading with the heading that directly follows it and with what that one keeps', () => {
    const [breakdowns, byCountry, body] = keepStackedHeadings([
      heading(1, 'Breakdowns'),
      heading(2, 'By country'),
      paragraph,
    ]);
    // The level-2 heading keeps 90 points; the level-1 heading its own height more.
    expect(breakdowns?.kind === 'heading' && breakdowns.keepWithNextPoints).toBeGreaterThan(90);
    expect(byCountry).toEqual(heading(2, 'By country'));
    expect(body).toBe(paragraph);
  });

  it('leaves a heading followed by text as it is', () => {
    const blocks = [heading(1, 'Methods'), paragraph];
    expect(keepStackedHeadings(blocks)).toEqual(blocks);
  });
});
