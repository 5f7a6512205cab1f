import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteHazardContext } from './build-site-hazard-context.ts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { loadHazardData } from './load-hazard-data.ts';

let store: HazardDataStore;
beforeAll(() => {
  store = loadHazardData();
});

const windAt = (latitude: number, longitude: number) =>
  buildSiteHazardContext(store, { latitude, longitude }).extremeWind;

/** A 3-s gust (50-year) as the 10-min mean the table holds: ÷ 1.52 (EN 1991-1-4, z0 = 0.05 m). */
const fromGust = (gust: number) => gust / Math.sqrt(1 + 7 / Math.log(10 / 0.05));

describe('building-code wind by jurisdiction: golden values at named cities', () => {
  it('gives Cologne the German annex (wind zone 1, 22.5 m/s), not the French one', () => {
    const cologne = windAt(50.9375, 6.9603);
    expect(cologne.codeRegion).toContain('Germany');
    expect(cologne.basicWindSpeed50YearMetresPerSecond).toBe(22.5);
  });
  it('gives Strasbourg, across the Rhine, the French annex', () => {
    expect(windAt(48.5734, 7.7521).codeRegion).toContain('France');
  });
  it('gives Montreal NBC Canada (q1/50 = 0.42 kPa), not ASCE 7', () => {
    const montreal = windAt(45.5017, -73.5673);
    expect(montreal.codeRegion).toContain('NBC');
    // √(2 · 420 Pa / 1.2929 kg/m³) × 1.06 = 27.0 m/s
    expect(montreal.basicWindSpeed50YearMetresPerSecond).toBeCloseTo(27.0, 1);
  });
  it('gives Delhi IS 875 Vb = 47 m/s and Mumbai 44 m/s (3-s gusts)', () => {
    expect(windAt(28.6139, 77.209).basicWindSpeed50YearMetresPerSecond).toBeCloseTo(
      fromGust(47),
      1,
    );
    expect(windAt(19.076, 72.8777).basicWindSpeed50YearMetresPerSecond).toBeCloseTo(
      fromGust(44),
      1,
    );
  });
  it('gives Dhaka BNBC 2020 (65.7 m/s 3-s gust)', () => {
    const dhaka = windAt(23.8103, 90.4125);
    expect(dhaka.codeRegion).toContain('BNBC');
    expect(dhaka.basicWindSpeed50YearMetresPerSecond).toBeCloseTo(fromGust(65.7), 1);
  });
  it('puts Brisbane in AS/NZS 1170.2 region B1 and Sydney in region A', () => {
    expect(windAt(-27.4698, 153.0251).codeRegion).toContain('region B1');
    expect(windAt(-33.8688, 151.2093).codeRegion).toContain('region A');
  });
  it('gives Singapore its annex (20 m/s) and London the UK annex (22 m/s)', () => {
    expect(windAt(1.2903, 103.8519).basicWindSpeed50YearMetresPerSecond).toBe(20);
    const london = windAt(51.5074, -0.1278);
    expect(london.codeRegion).toContain('UK national annex');
    expect(london.basicWindSpeed50YearMetresPerSecond).toBe(22);
  });
  it('separates the typhoon-driven code winds of Manila and Okinawa from extreme wind', () => {
    const manila = windAt(14.5995, 120.9842);
    expect(manila.codeRegion).toContain('NSCP 2015');
    expect(manila.cycloneGoverned).toBe(true);
    const naha = windAt(26.2124, 127.6792);
    expect(naha.codeBasicWindSpeed50YearMetresPerSecond).toBe(46);
    expect(naha.cycloneGoverned).toBe(true);
    expect(naha.basicWindSpeed50YearMetresPerSecond).toBe(30);
    for (const wind of [manila, naha])
      expect(wind.basicWindSpeed50YearMetresPerSecond).toBeLessThan(
        wind.codeBasicWindSpeed50YearMetresPerSecond ?? 0,
      );
  });
  it('gives Houston the non-hurricane ASCE 7 speed (90 mph), hurricanes being the cyclone hazard', () => {
    const houston = windAt(29.7604, -95.3698);
    expect(houston.cycloneGoverned).toBe(true);
    expect(houston.basicWindSpeed50YearMetresPerSecond).toBeCloseTo(fromGust(90 * 0.44704), 1);
  });
  it('extrapolates US code winds by the ASCE 7 non-hurricane rule, Hawaii and Europe by EN 1991-1-4', () => {
    expect(windAt(29.7604, -95.3698).returnPeriodRule).toBe('ASCE 7 non-hurricane');
    expect(windAt(47.6038, -122.3301).returnPeriodRule).toBe('ASCE 7 non-hurricane');
    expect(windAt(41.8781, -87.6298).returnPeriodRule).toBe('ASCE 7 non-hurricane');
    expect(windAt(21.3069, -157.8583).returnPeriodRule).toBe('EN 1991-1-4');
    expect(windAt(50.9375, 6.9603).returnPeriodRule).toBe('EN 1991-1-4');
  });
  it('assumes no default where no code is tabulated (Reykjavik)', () => {
    const context = buildSiteHazardContext(store, { latitude: 64.1466, longitude: -21.9426 });
    expect(context.extremeWind.basicWindSpeed50YearMetresPerSecond).toBeNull();
    expect(context.warnings.join(' ')).toContain('No building-code wind speed is tabulated');
  });
  it('gives Zurich and the Jungfraujoch SIA 261 (q_p0 = 1.1 kN/m², a 42.4 m/s gust)', () => {
    for (const [latitude, longitude] of [
      [47.3769, 8.5417],
      [46.5475, 7.9851],
    ] as const) {
      const wind = windAt(latitude, longitude);
      expect(wind.codeRegion).toContain('SIA 261');
      // √(1100 / 0.613) = 42.36 m/s gust
      expect(wind.basicWindSpeed50YearMetresPerSecond).toBeCloseTo(fromGust(42.36), 1);
    }
  });
  it('gives Suva the cyclonic Fiji standard (66 m/s) and Lagos the Nigerian isopleth category I', () => {
    const suva = windAt(-18.1416, 178.4419);
    expect(suva.codeRegion).toContain('Fiji');
    expect(suva.cycloneGoverned).toBe(true);
    expect(suva.codeBasicWindSpeed50YearMetresPerSecond).toBeGreaterThan(
      suva.basicWindSpeed50YearMetresPerSecond ?? Infinity,
    );
    const lagos = windAt(6.5244, 3.3792);
    expect(lagos.codeRegion).toContain('Nigeria');
    // 35 m/s 100-year gust ÷ 1.52, brought to 50 years: below the 100-year mean of 23.0 m/s
    expect(lagos.basicWindSpeed50YearMetresPerSecond).toBeLessThan(fromGust(35));
    expect(lagos.basicWindSpeed50YearMetresPerSecond).toBeGreaterThan(fromGust(35) * 0.9);
  });
  it('ends every country with a whole-country row or a list of cities', () => {
    const countries = new Set(store.buildingCodeWind.map((row) => row.country));
    for (const country of countries) {
      const rows = store.buildingCodeWind.filter((row) => row.country === country);
      const covered = rows.some(
        (row) => row.place !== null || (row.subdivisions.length === 0 && row.boxes.length === 0),
      );
      expect(covered, country).toBe(true);
    }
  });
});
