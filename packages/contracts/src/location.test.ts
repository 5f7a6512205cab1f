import { describe, expect, it } from 'vitest';
import { parseCoordinates } from './location.ts';

describe('parseCoordinates', () => {
  it("reads 'lat,lon' and 'lat lon'", () => {
    expect(parseCoordinates('-33.8679,151.2073')).toEqual({
      latitude: -33.8679,
      longitude: 151.2073,
    });
    expect(parseCoordinates(' 47.37  8.54 ')).toEqual({ latitude: 47.37, longitude: 8.54 });
    expect(parseCoordinates('47.37, -8.54')).toEqual({ latitude: 47.37, longitude: -8.54 });
  });

  it('accepts the bounds themselves', () => {
    expect(parseCoordinates('90,180')).toEqual({ latitude: 90, longitude: 180 });
    expect(parseCoordinates('-90 -180')).toEqual({ latitude: -90, longitude: -180 });
  });

  it('treats out-of-range values as not coordinates', () => {
    expect(parseCoordinates('90.1,0')).toBeUndefined();
    expect(parseCoordinates('0,180.5')).toBeUndefined();
  });

  it('needs exactly two numeric parts', () => {
    expect(parseCoordinates('1,2,3')).toBeUndefined();
    expect(parseCoordinates('12')).toBeUndefined();
    expect(parseCoordinates('George St, Sydney')).toBeUndefined();
    expect(parseCoordinates('1e2,3')).toBeUndefined();
    expect(parseCoordinates('')).toBeUndefined();
  });
});
