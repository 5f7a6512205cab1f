import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  countedAnnualMaxima,
  floodVariabilityFile,
  floodVariabilityJson,
  gaugeCatchmentArea,
  parseAnnualMaximumFile,
  parseGsimStations,
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
  it('reads the GSIM stations and their years, an empty header area as null', () => {
    const stations = parseGsimStations(
      [
        'gsim_id,river,station,latitude,longitude,area_km2',
        'AU_0000020,HANN RIVER,AT SANDY CREEK,-15.22,143.85,',
        'AU_0000040,BARRON RIVER,AT BILWON,-16.84,145.44,228',
        'AU_0000060,DRY CREEK,AT NOWHERE,-20,140,',
      ].join('\n'),
      [
        'gsim_id,year,annual_maximum_m3_per_s,days_available',
        'AU_0000020,1968,0.427,14',
        'AU_0000020,1969,9.16,365',
        'AU_0000040,1970,120,330',
        'AU_0000040,1971,80,329',
      ].join('\n'),
    );
    expect(stations.map((station) => station.headerArea)).toEqual([null, 228, null]);
    expect(stations[0]?.latitude).toBe(-15.22);
    expect(stations[2]?.years).toEqual([]);
    // A year counts with at least 330 days observed.
    expect(stations.map((station) => countedAnnualMaxima(station))).toEqual([[9.16], [120], []]);
  });
  it('refuses maxima of a station that is not listed', () => {
    expect(() =>
      parseGsimStations(
        'gsim_id,river,station,latitude,longitude,area_km2\n',
        'gsim_id,year,annual_maximum_m3_per_s,days_available\nAU_0000020,1969,9.16,365\n',
      ),
    ).toThrow(/AU_0000020, a station not listed/);
  });
  it('takes a gauge’s header area in km², else the engine’s river unless the gauge cannot be on it', () => {
    const river = {
      catchmentAreaSquareKilometres: 223_872,
      meanDischargeCubicMetresPerSecond: 2_000,
    };
    // GSIM's US headers give square miles: 385 mi² is 997 km².
    expect(gaugeCatchmentArea(385, 2.589988110336, [50, 70], river)).toBeCloseTo(997.1, 1);
    // A creek whose annual floods (mean 60 m³/s) are below the mean flow of the river the 5′
    // drainage gives it (2,000 m³/s) is not on that river.
    expect(gaugeCatchmentArea(null, 1, [50, 70], river)).toBe('off the engine river');
    expect(gaugeCatchmentArea(null, 1, [5_000, 7_000], river)).toBe(223_872);
    expect(gaugeCatchmentArea(null, 1, [50, 70], null)).toBe('no area');
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
