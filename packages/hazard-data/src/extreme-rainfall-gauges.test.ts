import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeGaugeStationId,
  encodeGaugeStationId,
  extremeRainfallGaugeTransferKilometres,
  siteExtremeRainfallEstimate,
  siteExtremeRainfallGauge,
} from './extreme-rainfall-gauges.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';
import { pointValue } from './point-table.ts';
import { createSiteNotes } from './site-notes.ts';

let store: HazardDataStore;
beforeAll(() => {
  store = loadHazardData();
});

const gaugeAt = (latitude: number, longitude: number) =>
  siteExtremeRainfallGauge(store, latitude, longitude, createSiteNotes());

describe('GSDR-IDF rain gauges', () => {
  it('keeps every gauge of the regional 24-hour table', () => {
    expect(store.extremeRainfallGauges.points).toBe(4068);
  });

  it('round-trips station ids through two float32 numbers', () => {
    for (const id of ['US_005282', 'ISD_006384', 'AU_000038']) {
      const { prefix, number } = encodeGaugeStationId(id);
      expect(decodeGaugeStationId(Math.fround(prefix), Math.fround(number))).toBe(id);
    }
  });

  // Golden values: the rows of data/RFA_24h_gev.csv (GSDR-IDF) for the gauges named.
  it('gives the nearest gauge with its published fit: Houston and Perth', () => {
    const houston = gaugeAt(29.7604, -95.3698);
    expect(houston?.stationId).toBe('US_005282');
    expect(houston?.distanceKilometres).toBeCloseTo(0.8, 0);
    expect(houston?.meanAnnualMaximumMillimetres).toBeCloseTo(117.9, 3);
    expect(houston?.firstYear).toBe(1940);
    expect(houston?.lastYear).toBe(1971);
    expect(houston?.recordLengthYears).toBeCloseTo(31, 0);
    expect(houston?.climateClass).toBe('Humid subtropical');
    const perth = gaugeAt(-31.9558, 115.7619);
    expect(perth?.stationId).toBe('AU_000038');
    // Location and scale: the regional growth curve (0.8434492, 0.2215858) times the index 52.5 mm.
    expect(perth?.locationMillimetres).toBeCloseTo(0.8434492 * 52.5, 3);
    expect(perth?.scaleMillimetres).toBeCloseTo(0.2215858 * 52.5, 3);
    expect(perth?.shape).toBeCloseTo(0.1164898, 6);
    const row = (column: string) =>
      pointValue(store.extremeRainfallGauges, column, findRow('AU_000038'));
    expect(row('returnLevel100YearMillimetres')).toBeCloseTo(115, 3);
  });

  it(`ignores gauges beyond ${extremeRainfallGaugeTransferKilometres} km: Mumbai's nearest is 198 km away`, () => {
    expect(gaugeAt(19.076, 72.8777)).toBeNull();
    // Open Pacific, thousands of km from any gauge.
    expect(gaugeAt(-30, -140)).toBeNull();
  });
});

function findRow(stationId: string): number {
  const { prefix, number } = encodeGaugeStationId(stationId);
  const prefixes = store.extremeRainfallGauges.columns['stationPrefix'];
  const numbers = store.extremeRainfallGauges.columns['stationNumber'];
  for (let point = 0; point < store.extremeRainfallGauges.points; point += 1)
    if (prefixes?.[point] === prefix && numbers?.[point] === number) return point;
  throw new Error(`no gauge ${stationId}`);
}

describe('the GSDR-IDF rainfall relation', () => {
  const estimate = (precipitation: number | null, warmestQuarter: number) =>
    siteExtremeRainfallEstimate(
      store.extremeRainfallRelation,
      precipitation,
      warmestQuarter,
      createSiteNotes(),
    );

  it('is fitted to the gauges with a climate and predicts unseen countries nearly as well', () => {
    const relation = store.extremeRainfallRelation;
    expect(relation.gauges).toBeGreaterThan(3900);
    expect(relation.precipitationExponent).toBeGreaterThan(0);
    expect(relation.temperatureCoefficientPerCelsius).toBeGreaterThan(0);
    expect(relation.leaveOneCountryOutRootMeanSquareLog).toBeLessThan(
      1.25 * relation.residualStandardDeviationLog,
    );
  });

  it('gives wetter and warmer climates heavier daily rain, and says when it extrapolates', () => {
    const temperate = estimate(700, 17);
    const monsoon = estimate(1500, 29);
    if (temperate === null || monsoon === null) throw new Error('both climates have rain');
    expect(monsoon.meanAnnualMaximumMillimetres).toBeGreaterThan(
      2.5 * temperate.meanAnnualMaximumMillimetres,
    );
    expect(temperate.withinFittedRange).toBe(true);
    expect(estimate(20, 30)?.withinFittedRange).toBe(false);
  });

  it('has no estimate without a positive annual precipitation', () => {
    expect(estimate(null, 20)).toBeNull();
    expect(estimate(0, 20)).toBeNull();
  });
});
