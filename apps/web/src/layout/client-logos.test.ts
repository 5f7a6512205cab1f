import { describe, expect, it } from 'vitest';
import { carouselItemCount } from './client-logos.ts';

describe('carouselItemCount', () => {
  it.each([
    [1400, 8],
    [899, 8],
    [898, 7],
    [799, 7],
    [750, 6],
    [650, 5],
    [550, 4],
    [375, 3],
    [299, 3],
    [250, 1],
    [120, 1],
  ])('shows the right number of logos at %i px', (widthPx, count) => {
    expect(carouselItemCount(widthPx)).toBe(count);
  });
});
