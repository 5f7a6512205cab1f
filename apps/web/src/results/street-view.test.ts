import { describe, expect, it } from 'vitest';
import { headingDegrees } from './street-view.tsx';

describe('headingDegrees', () => {
  it('faces north, east, south and west', () => {
    const origin = { latitude: 0, longitude: 0 };
    expect(headingDegrees(origin, { latitude: 1, longitude: 0 })).toBeCloseTo(0, 6);
    expect(headingDegrees(origin, { latitude: 0, longitude: 1 })).toBeCloseTo(90, 6);
    expect(headingDegrees(origin, { latitude: -1, longitude: 0 })).toBeCloseTo(180, 6);
    expect(headingDegrees(origin, { latitude: 0, longitude: -1 })).toBeCloseTo(270, 6);
  });
});
