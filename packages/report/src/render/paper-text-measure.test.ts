import { describe, expect, it } from 'vitest';
import { parseChartFont } from './paper-text-measure.ts';

describe('parseChartFont', () => {
  it('reads the size and the weight of an ECharts font shorthand', () => {
    expect(parseChartFont('normal normal 600 15px Inter, sans-serif')).toEqual({
      sizePixels: 15,
      bold: true,
    });
    expect(parseChartFont('bold 13.5px sans-serif')).toEqual({ sizePixels: 13.5, bold: true });
    expect(parseChartFont('12px Inter')).toEqual({ sizePixels: 12, bold: false });
    expect(parseChartFont(undefined)).toEqual({ sizePixels: 12, bold: false });
  });
});
