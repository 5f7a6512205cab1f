import { describe, expect, it } from 'vitest';
import {
  backgroundWaterLevelMetres,
  combinedWaterLevelsMetres,
  cycloneSurgeCurve,
  cycloneSurgeMetres,
} from './coastal-water-levels.ts';

// Kirezci et al. 2020 fit at 31.59 N 131.40 E (Miyazaki, Japan), a row of the source table whose
// 100-year and 1000-year levels are 2.258 m and 2.735 m.
const miyazaki = {
  distanceKilometres: 0,
  thresholdMetres: 0.955,
  scaleMetres: 0.1458,
  shape: 0.0398,
  exceedancesPerYear: 20.917,
  returnLevel100YearMetres: 2.258,
};

describe('backgroundWaterLevelMetres', () => {
  it("reproduces the source table's return levels from its GPD parameters", () => {
    expect(backgroundWaterLevelMetres(miyazaki, 100)).toBeCloseTo(2.258, 2);
    expect(backgroundWaterLevelMetres(miyazaki, 1000)).toBeCloseTo(2.735, 2);
    expect(backgroundWaterLevelMetres(miyazaki, 2)).toBeCloseTo(1.542, 2);
  });

  it('is continuous at a zero shape and returns the threshold below one exceedance', () => {
    const gumbelLike = { ...miyazaki, shape: 0 };
    const nearlyGumbel = { ...miyazaki, shape: 1e-5 };
    expect(backgroundWaterLevelMetres(gumbelLike, 100)).toBeCloseTo(
      backgroundWaterLevelMetres(nearlyGumbel, 100),
      3,
    );
    expect(backgroundWaterLevelMetres({ ...miyazaki, exceedancesPerYear: 0.1 }, 5)).toBe(0.955);
  });
});

describe('cycloneSurgeMetres (Xu 2010)', () => {
  it('is 6 ft at 60 mph, rises 0.1023 m per m/s and is zero below', () => {
    expect(cycloneSurgeMetres(26.8224)).toBeCloseTo(1.8288, 9);
    expect(cycloneSurgeMetres(50)).toBeCloseTo(0.1023 * (50 - 26.8224) + 1.8288, 9);
    expect(cycloneSurgeMetres(25)).toBe(0);
  });

  it('decays inland by 0.2 m per km', () => {
    const cyclone = {
      basin: 'NA' as const,
      returnPeriodsYears: [10, 100],
      sustainedWindMetresPerSecond: [30, 50],
      vulnerability: {
        region: 'NA1',
        regionName: 'Caribbean and Mexico',
        calibration: 'RMSF',
        thresholdMetresPerSecond: 25.7,
        halfDamageMetresPerSecond: 59.6,
      },
    };
    const atCoast = cycloneSurgeCurve(cyclone, 0);
    const inland = cycloneSurgeCurve(cyclone, 5);
    expect(atCoast[1]!.surgeMetres - inland[1]!.surgeMetres).toBeCloseTo(1, 9);
  });
});

describe('combinedWaterLevelsMetres', () => {
  const periods = [2, 10, 100, 1000];
  it('equals the background level where there is no cyclone surge', () => {
    const levels = combinedWaterLevelsMetres(miyazaki, [], periods);
    periods.forEach((period, index) =>
      expect(levels[index]).toBeCloseTo(backgroundWaterLevelMetres(miyazaki, period), 9),
    );
  });

  it('lies at or above both components and below their level at half the return period', () => {
    const surge = [
      { returnPeriodYears: 10, surgeMetres: 1.9 },
      { returnPeriodYears: 100, surgeMetres: 3.5 },
      { returnPeriodYears: 1000, surgeMetres: 5 },
    ];
    const levels = combinedWaterLevelsMetres(miyazaki, surge, [100, 1000]);
    expect(levels[0]!).toBeGreaterThanOrEqual(3.5 - 1e-6);
    expect(levels[0]!).toBeLessThan(3.5 + 0.1);
    expect(levels[1]!).toBeGreaterThanOrEqual(5 - 1e-6);
  });
});
