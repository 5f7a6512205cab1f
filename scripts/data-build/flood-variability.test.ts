import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  floodVariabilityFile,
  floodVariabilityJson,
  parseAnnualMaximumFile,
  quantile,
  sampleCoefficientOfVariation,
} from './flood-variability.ts';

describe('flood variability table', () => {
  // Loads the embedded grids and places 1,313 gauges (about 4 s).
  it(
    'rebuilds the committed table byte for byte from the committed gauges and grids',
    {
      timeout: 60_000,
    },
    () => {
      expect(floodVariabilityJson()).toBe(readFileSync(floodVariabilityFile, 'utf8'));
    },
  );
  it('reads a gauge pair of columns, skipping missing years', () => {
    const text = [
      'Gauge code;4;Gauge code;4',
      'Lat;-20.5;Lat;-3.25',
      'Lon;-46.0;Lon;-60.0',
      'Alt;744.0;Alt;-99999.0',
      'Basin area;301.0;Basin area;4670000.0',
      'River;A;River;B',
      ';;;',
      'Date;Value;Date;Value',
      '1970;10;1970;100',
      '1971;null;1971;120',
      '1972;30;null;null',
    ].join('\r\n');
    expect(parseAnnualMaximumFile(text)).toEqual([
      {
        latitude: -20.5,
        longitude: -46,
        areaSquareKilometres: 301,
        annualMaximaCubicMetresPerSecond: [10, 30],
      },
      {
        latitude: -3.25,
        longitude: -60,
        areaSquareKilometres: 4_670_000,
        annualMaximaCubicMetresPerSecond: [100, 120],
      },
    ]);
  });
  it('takes the sample coefficient of variation with divisor n − 1', () => {
    // mean 20, sample standard deviation √200 ≈ 14.14.
    expect(sampleCoefficientOfVariation([10, 30])).toBeCloseTo(Math.sqrt(200) / 20, 12);
  });
  it('interpolates quantiles between order statistics', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
  });
});
