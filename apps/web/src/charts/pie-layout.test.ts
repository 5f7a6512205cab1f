import { describe, expect, it } from 'vitest';
import {
  layOutPie,
  piePoint,
  pieTooltipPosition,
  ringSegmentPath,
  type PieLayoutOptions,
} from './pie-layout.ts';

const options: PieLayoutOptions = {
  outerRadiusPx: 82,
  innerRadiusPx: 48,
  labelled: true,
  minimumLabelledAngleDegrees: 12,
  leaderOutPx: 6,
  leaderSidewaysPx: 6,
  textGapPx: 5,
  labelSpacingPx: 14,
};

describe('layOutPie', () => {
  it('lays the slices clockwise from twelve o’clock, each by its share', () => {
    const shapes = layOutPie([1, 1, 2], new Set(), options);
    expect(shapes.map((shape) => shape.sharePercent)).toEqual([25, 25, 50]);
    expect(shapes[0]?.startAngleRadians).toBe(0);
    expect(shapes[0]?.endAngleRadians).toBeCloseTo(Math.PI / 2);
    expect(shapes[2]?.endAngleRadians).toBeCloseTo(2 * Math.PI);
  });

  it('leaves out hidden and empty slices and shares the pie among the rest', () => {
    const shapes = layOutPie([1, 0, 3, 4], new Set([3]), options);
    expect(shapes.map((shape) => shape.index)).toEqual([0, 2]);
    expect(shapes.map((shape) => shape.sharePercent)).toEqual([25, 75]);
    expect(layOutPie([1, 2], new Set([0, 1]), options)).toEqual([]);
  });

  it('labels the right half to the right and the left half to the left, from the ring outwards', () => {
    const [right, left] = layOutPie([1, 1], new Set(), options);
    expect(right?.label?.anchor).toBe('start');
    expect(right?.label?.leader[0]).toEqual(piePoint(Math.PI / 2, 82));
    expect(right?.label?.leader[2].x).toBeCloseTo(82 + 6 + 6);
    expect(right?.label?.text.x).toBeCloseTo(82 + 6 + 6 + 5);
    expect(left?.label?.anchor).toBe('end');
    expect(left?.label?.text.x).toBeCloseTo(-(82 + 6 + 6 + 5));
  });

  it('labels a slice straight down to the right, as ECharts does', () => {
    const shapes = layOutPie([45, 10, 45], new Set(), options);
    expect(shapes[1]?.label?.anchor).toBe('start');
  });

  it('gives slices narrower than the minimum angle, and a placeholder ring, no label', () => {
    const shapes = layOutPie([97, 3], new Set(), options);
    expect(shapes[0]?.label).toBeDefined();
    expect(shapes[1]?.label).toBeUndefined();
    expect(layOutPie([1], new Set(), { ...options, labelled: false })[0]?.label).toBeUndefined();
  });

  it('keeps the labels on one side at least the spacing apart', () => {
    // Six 15° slices near the top of the right half: their leaders' elbows are closer than 14 px.
    const shapes = layOutPie([15, 15, 15, 15, 15, 15, 270], new Set(), options);
    const rightYs = shapes
      .filter((shape) => shape.label?.anchor === 'start')
      .map((shape) => shape.label?.text.y ?? 0)
      .sort((first, second) => first - second);
    for (let index = 1; index < rightYs.length; index += 1) {
      expect((rightYs[index] ?? 0) - (rightYs[index - 1] ?? 0)).toBeGreaterThanOrEqual(14 - 1e-9);
    }
  });
});

describe('ringSegmentPath', () => {
  it('draws a segment as two arcs joined by straight ends', () => {
    expect(ringSegmentPath(0, Math.PI / 2, 82, 48)).toBe(
      'M0 -82A82 82 0 0 1 82 0L48 0A48 48 0 0 0 0 -48Z',
    );
  });

  it('draws a whole turn as two halves (an arc cannot end where it starts)', () => {
    const path = ringSegmentPath(0, 2 * Math.PI, 82, 48);
    expect(path.match(/A82/g)).toHaveLength(2);
    expect(path).toContain('M0 82');
  });
});

describe('pieTooltipPosition', () => {
  /** The tooltip's edges for a pointer at `pointerXPx`, as the browser places it. */
  const edges = (pointerXPx: number, chartWidthPx: number, tooltipWidthPx: number) => {
    const { leftPx, shiftPercent } = pieTooltipPosition(pointerXPx, chartWidthPx);
    const start = leftPx - (shiftPercent / 100) * tooltipWidthPx;
    return { start, end: start + tooltipWidthPx };
  };

  it('keeps a tooltip narrower than the chart inside it wherever the pointer is', () => {
    // A 265 px tooltip ('Tropical Cyclone Wind 0.013 %') on a 336 px card (a 375 px phone) and on
    // a 355 px one (the desktop dialog's pie), the pointer at every pixel.
    for (const chartWidthPx of [336, 355]) {
      for (let pointerXPx = 0; pointerXPx <= chartWidthPx; pointerXPx += 1) {
        const { start, end } = edges(pointerXPx, chartWidthPx, 265);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(end).toBeLessThanOrEqual(chartWidthPx + 1e-9);
      }
    }
  });

  it('puts the tooltip under the pointer: its left edge at the left, its right edge at the right', () => {
    expect(edges(0, 336, 200)).toEqual({ start: 0, end: 200 });
    expect(edges(336, 336, 200)).toEqual({ start: 136, end: 336 });
    const middle = edges(168, 336, 200);
    expect(middle.start).toBeLessThan(168);
    expect(middle.end).toBeGreaterThan(168);
  });
});
