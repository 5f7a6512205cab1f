import { describe, expect, it } from 'vitest';
import { regionalLandSubsidence } from './regional-land-subsidence.ts';

describe('regionalLandSubsidence', () => {
  it('gives north Jakarta the published 1–15 cm/yr range by scenario bound (Abidin et al. 2011)', () => {
    expect(regionalLandSubsidence(-6.117, 106.79, 'low')?.millimetresPerYear).toBe(10);
    expect(regionalLandSubsidence(-6.117, 106.79, 'central')?.millimetresPerYear).toBe(80);
    expect(regionalLandSubsidence(-6.117, 106.79, 'high')?.millimetresPerYear).toBe(150);
  });

  it('gives New Orleans 5.6 ± 2.5 mm/yr (Dixon et al. 2006) and Ho Chi Minh City 2–5 cm/yr', () => {
    expect(regionalLandSubsidence(29.9511, -90.0715, 'central')?.millimetresPerYear).toBe(5.6);
    expect(regionalLandSubsidence(29.9511, -90.0715, 'high')?.millimetresPerYear).toBeCloseTo(
      8.1,
      6,
    );
    expect(regionalLandSubsidence(10.776, 106.7, 'central')?.place).toBe('Ho Chi Minh City');
  });

  it('knows nothing elsewhere: the land motion is then unknown, not 0', () => {
    expect(regionalLandSubsidence(1.3521, 103.8198, 'central')).toBeNull();
  });
});
