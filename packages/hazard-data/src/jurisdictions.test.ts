import { beforeAll, describe, expect, it } from 'vitest';
import type { JurisdictionIndex } from './jurisdictions.ts';
import { findJurisdiction } from './jurisdictions.ts';
import { loadHazardData } from './load-hazard-data.ts';

let jurisdictions: JurisdictionIndex;
beforeAll(() => {
  jurisdictions = loadHazardData().jurisdictions;
});

const lookup = (latitude: number, longitude: number) =>
  findJurisdiction(jurisdictions, latitude, longitude);

describe('findJurisdiction: the spot checks of the admin data README', () => {
  // [place, latitude, longitude, ISO 3166-1 alpha-2, alpha-3, ISO 3166-2 or null]
  const cases: [string, number, number, string, string, string | null][] = [
    ['Brisbane', -27.4698, 153.0251, 'AU', 'AUS', 'AU-QLD'],
    ['Darwin', -12.4634, 130.8456, 'AU', 'AUS', 'AU-NT'],
    ['Cairns', -16.92, 145.77, 'AU', 'AUS', 'AU-QLD'],
    ['Houston', 29.7604, -95.3698, 'US', 'USA', 'US-TX'],
    ['Miami', 25.7617, -80.1918, 'US', 'USA', 'US-FL'],
    ['Anchorage', 61.2181, -149.9003, 'US', 'USA', 'US-AK'],
    ['Mumbai', 19.076, 72.8777, 'IN', 'IND', 'IN-MH'],
    ['Delhi', 28.6139, 77.209, 'IN', 'IND', 'IN-DL'],
    // DCW's India is pre-2014: Hyderabad is still in Andhra Pradesh, Leh in Jammu and Kashmir.
    ['Hyderabad', 17.385, 78.4867, 'IN', 'IND', 'IN-AP'],
    ['Leh', 34.1526, 77.5771, 'IN', 'IND', 'IN-JK'],
    ['Montreal', 45.5017, -73.5673, 'CA', 'CAN', 'CA-QC'],
    ['São Paulo', -23.5505, -46.6333, 'BR', 'BRA', 'BR-SP'],
    ['Buenos Aires', -34.6037, -58.3816, 'AR', 'ARG', 'AR-C'],
    ['Beijing', 39.9042, 116.4074, 'CN', 'CHN', 'CN-BJ'],
    ['Moscow', 55.7558, 37.6173, 'RU', 'RUS', 'RU-MOW'],
    ['Anadyr', 64.73, 177.5, 'RU', 'RUS', 'RU-CHU'],
    ['Dhaka', 23.8103, 90.4125, 'BD', 'BGD', null],
    ['Cologne', 50.9375, 6.9603, 'DE', 'DEU', null],
    ['Naha', 26.2124, 127.6792, 'JP', 'JPN', null],
    ['Helsinki', 60.17, 24.94, 'FI', 'FIN', null],
    ['Suva', -18.1416, 178.4419, 'FJ', 'FJI', null],
    ['Apia', -13.8333, -171.75, 'WS', 'WSM', null],
  ];
  it.each(cases)('%s', (_place, latitude, longitude, alpha2, alpha3, subdivision) => {
    const found = lookup(latitude, longitude);
    expect(found.country?.alpha2).toBe(alpha2);
    expect(found.country?.alpha3).toBe(alpha3);
    if (subdivision !== null) {
      expect(found.subdivision?.code).toBe(subdivision);
      expect(found.subdivision?.scheme).toBe('ISO 3166-2');
    }
  });

  it('prefers the smaller of two overlapping units: Canberra is in the ACT, not New South Wales', () => {
    expect(lookup(-35.2809, 149.13).subdivision?.code).toBe('AU-ACT');
  });

  it('takes the nearest unit for a coastal point the polygons leave at sea', () => {
    // Bairiki (Tarawa) lies 0.23 km, Malé 1.1 km, Hong Kong Central 0.1 km outside DCW's polygons.
    for (const [latitude, longitude, alpha2] of [
      [1.33, 172.98, 'KI'],
      [4.1755, 73.5093, 'MV'],
      [22.282, 114.159, 'HK'],
    ] as const) {
      const found = lookup(latitude, longitude);
      expect(found.country?.alpha2).toBe(alpha2);
      expect(found.distanceKilometres).toBeLessThan(5);
    }
  });

  it('names Natural Earth admin-1 units where DCW has no subdivisions', () => {
    const london = lookup(51.5074, -0.1278);
    expect(london.country?.alpha2).toBe('GB');
    expect(london.subdivision?.scheme).toBe('Natural Earth adm1_code');
    expect(london.subdivision?.name).toBe('Westminster');
    expect(lookup(-1.2921, 36.8219).subdivision?.name).toBe('Nairobi');
    expect(lookup(26.2124, 127.6792).subdivision?.name).toBe('Okinawa');
    expect(lookup(50.9375, 6.9603).subdivision?.name).toBe('Nordrhein-Westfalen');
  });

  it('gives no country in the open ocean', () => {
    expect(lookup(30, -40)).toEqual({ country: null, subdivision: null, distanceKilometres: null });
  });

  it('is fast: 1,000 lookups well under a second', () => {
    const started = performance.now();
    for (let index = 0; index < 1000; index += 1)
      lookup(-60 + ((index * 7919) % 130), -180 + ((index * 104729) % 360));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
