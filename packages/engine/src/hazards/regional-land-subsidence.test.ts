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

  it('gives Manila 2–4.2 cm/yr (Eco et al. 2020) and north Semarang 6–7 cm/yr (Gumilar et al.)', () => {
    expect(regionalLandSubsidence(14.6, 120.98, 'low')?.millimetresPerYear).toBe(20);
    expect(regionalLandSubsidence(14.6, 120.98, 'central')?.millimetresPerYear).toBe(31);
    expect(regionalLandSubsidence(14.6, 120.98, 'high')?.millimetresPerYear).toBe(42);
    expect(regionalLandSubsidence(-6.96, 110.42, 'central')?.millimetresPerYear).toBe(65);
    // The hills of south Semarang do not sink with the plain.
    expect(regionalLandSubsidence(-7.06, 110.42, 'central')).toBeNull();
  });

  it('knows nothing elsewhere: the land motion is then unknown, not 0', () => {
    expect(regionalLandSubsidence(1.3521, 103.8198, 'central')).toBeNull();
  });
});
