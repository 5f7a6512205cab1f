import { describe, expect, it } from 'vitest';
import { drawTextHalosFirst } from './svg-paint-order.ts';

describe('drawTextHalosFirst', () => {
  it('draws a haloed text as its stroke alone, then its fill alone', () => {
    const svg =
      '<g><text dominant-baseline="central" transform="translate(1 2)" fill="#333" stroke="rgb(255,255,255)" stroke-width="2" paint-order="stroke" stroke-miterlimit="2">11%</text></g>';
    expect(drawTextHalosFirst(svg)).toBe(
      '<g>' +
        '<text dominant-baseline="central" transform="translate(1 2)" stroke="rgb(255,255,255)" stroke-width="2" stroke-miterlimit="2" fill="none">11%</text>' +
        '<text dominant-baseline="central" transform="translate(1 2)" fill="#333">11%</text>' +
        '</g>',
    );
  });

  it('leaves a text without a halo as it is', () => {
    const svg = '<text x="1" fill="#333">1990</text>';
    expect(drawTextHalosFirst(svg)).toBe(svg);
  });
});
