import type { GridComponentOption, PieSeriesOption, XAXisComponentOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { failureProbabilityOverTimeOption } from './failure-probability-over-time.ts';
import {
  chartMargins,
  estimateTextWidthPx,
  fitChart,
  legendLineCount,
  wrappedLineCount,
} from './fit-chart.ts';
import { ratingPieOption } from './rating-pie.ts';
import { renderChartSvg } from './render-svg.ts';
import { linearChartInput } from './test-input.ts';
import { valueAtRiskOverTimeOption } from './value-at-risk-over-time.ts';
import { vulnerabilityOption } from './vulnerability.ts';

const input = linearChartInput({ startFraction: 0.0001, endFraction: 0.001 });

describe('text estimates', () => {
  it('measures a wide letter wider than a narrow one', () => {
    expect(estimateTextWidthPx('m', 12)).toBeGreaterThan(estimateTextWidthPx('i', 12));
  });

  it('wraps a title that does not fit, at word boundaries, and keeps a short one on one line', () => {
    const title = 'Value At Risk by hazard (% of replacement cost per year)';
    expect(wrappedLineCount(title, 15, 1200)).toBe(1);
    expect(wrappedLineCount(title, 15, 320)).toBe(2);
    expect(wrappedLineCount(title, 15, 150)).toBeGreaterThanOrEqual(4);
  });

  it('counts more legend lines on a narrower chart', () => {
    const names = [
      'Riverine Flooding',
      'Coastal Inundation',
      'Extreme Heat',
      'Forest Fire',
      'Total',
    ];
    expect(legendLineCount(names, {}, 1200)).toBe(1);
    expect(legendLineCount(names, {}, 340)).toBeGreaterThan(1);
    expect(legendLineCount([], {}, 340)).toBe(0);
  });
});

describe('fitChart', () => {
  it('lists every series in a plain legend (no paging hides Total or Maximum to date)', () => {
    const fitted = fitChart(valueAtRiskOverTimeOption(input), { widthPx: 351, heightPx: 600 });
    expect(fitted.legend).toMatchObject({ type: 'plain' });
    expect(fitted.tooltip).toMatchObject({ confine: true });
  });

  it('places the grid between a wrapped title and a wrapped legend, more room on a phone', () => {
    const option = valueAtRiskOverTimeOption(input);
    const phone = chartMargins(option, 351);
    const desktop = chartMargins(option, 1200);
    expect(phone.topPx).toBeGreaterThan(desktop.topPx);
    expect(phone.bottomPx).toBeGreaterThan(desktop.bottomPx);
    const fitted = fitChart(option, { widthPx: 351, heightPx: 700 });
    expect(fitted.grid as GridComponentOption).toMatchObject({
      top: phone.topPx,
      bottom: phone.bottomPx,
    });
  });

  it('runs a value axis name inward from the axis, so its first letters are not cut', () => {
    const fitted = fitChart(failureProbabilityOverTimeOption(input), {
      widthPx: 351,
      heightPx: 600,
    });
    expect(fitted.yAxis).toMatchObject({ nameTextStyle: { align: 'left' } });
  });

  it('breaks a long title into lines and draws every legend item at 330 px', () => {
    const option = valueAtRiskOverTimeOption(input);
    const margins = chartMargins(option, 330);
    const heightPx = margins.topPx + 260 + margins.bottomPx;
    const svg = renderChartSvg(fitChart(option, { widthPx: 330, heightPx }), 330, heightPx);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    // Unfitted, ECharts draws the title as one line that runs off a phone's edge.
    expect(texts).not.toContain('Value At Risk by hazard (% of replacement cost per year)');
    expect(texts.some((text) => text?.startsWith('Value At Risk by hazard'))).toBe(true);
    expect(texts.some((text) => text?.endsWith('per year)'))).toBe(true);
    for (const name of ['Total', 'Maximum to date', 'Tropical Cyclone Wind']) {
      expect(svg).toContain(name);
    }
  });

  it('centres a pie in its plot area with a radius that fits the width', () => {
    const option = ratingPieOption(input, 2050);
    const margins = chartMargins(option, 351);
    const heightPx = margins.topPx + 220 + margins.bottomPx;
    const fitted = fitChart(option, { widthPx: 351, heightPx });
    const [pie] = fitted.series as PieSeriesOption[];
    expect(pie?.center).toEqual(['50%', margins.topPx + 110]);
    const [, outer] = pie?.radius as number[];
    expect(outer).toBeLessThanOrEqual(110);
  });

  it('leaves room beside a pie for its share labels, whole and inside the drawing', () => {
    // Shares of a real report's 2100 pie (New Orleans), whose '34%' and '23%' were cut to '3…' and
    // '…' in a row of three pies without legends (336 × 399 px each).
    const shares = [0.34, 0, 0.16, 0, 0.01, 0.1, 0, 0.23, 0.16];
    const mixed = linearChartInput({ startFraction: 0.001, endFraction: 0.001 });
    mixed.riskHazards = mixed.riskHazards.map((row) =>
      row.map((_, hazard) => (shares[hazard] ?? 0) * 0.009),
    );
    for (const [widthPx, heightPx] of [
      [240, 300],
      [336, 399],
    ] as const) {
      const option = { ...ratingPieOption(mixed, 2100), legend: { show: false } };
      const svg = renderChartSvg(fitChart(option, { widthPx, heightPx }), widthPx, heightPx);
      // The share labels: texts that start with a digit, with their anchor and place.
      const labels = [
        ...svg.matchAll(
          /<text[^>]*text-anchor="(\w+)"[^>]*translate\(([\d.]+) [\d.]+\)[^>]*>(\d[^<]*)<\/text>/g,
        ),
      ];
      expect(labels.length).toBe(5);
      for (const [, anchor, x, text] of labels) {
        expect(text).toMatch(/^\d+%$/);
        // About 6.5 px a character at 11 px: the label stays within the drawing.
        const widthOfText = 6.5 * (text?.length ?? 0);
        if (anchor === 'end') expect(Number(x) - widthOfText).toBeGreaterThanOrEqual(0);
        else expect(Number(x) + widthOfText).toBeLessThanOrEqual(widthPx);
      }
    }
  });

  it('thins the ticks of a horizontal value axis on a narrow chart', () => {
    const option = vulnerabilityOption(input, 2050);
    const narrow = fitChart(option, { widthPx: 351, heightPx: 500 }).xAxis as {
      splitNumber?: number;
    };
    const wide = fitChart(option, { widthPx: 1200, heightPx: 500 }).xAxis as {
      splitNumber?: number;
    };
    expect(narrow.splitNumber).toBeLessThan(wide.splitNumber ?? 0);
    expect(narrow.splitNumber).toBeLessThanOrEqual(2);
  });
});

describe('the year axis', () => {
  it('labels the tooltip with a calendar year, not a formatted number', () => {
    const option = valueAtRiskOverTimeOption(input);
    const axis = option.xAxis as XAXisComponentOption & {
      axisPointer?: { label?: { formatter?: (parameters: { value: number }) => string } };
    };
    expect(axis.axisPointer?.label?.formatter?.({ value: 2056 })).toBe('2056');
  });
});

describe('the year axis on a phone', () => {
  it('labels every second decade where every decade would crowd', () => {
    const option = valueAtRiskOverTimeOption(input);
    const phone = fitChart(option, { widthPx: 340, heightPx: 600 }).xAxis as { interval?: number };
    const desktop = fitChart(option, { widthPx: 1200, heightPx: 600 }).xAxis as {
      interval?: number;
    };
    expect(phone.interval).toBe(20);
    expect(desktop.interval).toBe(10);
  });
});
