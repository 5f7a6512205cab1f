import { describe, expect, it } from 'vitest';
import {
  climateMovementFactor,
  suctionChangeZone,
  suctionChangeZones,
  thornthwaiteMoistureIndex,
} from './suction-change-depth.ts';

describe('suctionChangeZone', () => {
  it('reproduces the published table: Hs 1.5, 1.8, 2.3, 3.0, 4.0 m by moisture index', () => {
    // AS 2870-2011 Table 2.5 depths; Walsh et al. (1998) index ranges as tabulated by Look (2007,
    // Table 7.23): above 40, 10 to 40, −5 to 10, −25 to −5, below −25.
    const cases: [number, string, number][] = [
      [60, 'alpine / wet coastal', 1.5],
      [40, 'wet temperate', 1.8],
      [10, 'wet temperate', 1.8],
      [9.9, 'temperate', 2.3],
      [-5, 'temperate', 2.3],
      [-5.1, 'dry temperate', 3.0],
      [-25, 'dry temperate', 3.0],
      [-25.1, 'semi-arid', 4.0],
      [-100, 'semi-arid', 4.0],
    ];
    for (const [moistureIndex, name, depthMetres] of cases) {
      const zone = suctionChangeZone(moistureIndex);
      expect(zone.name).toBe(name);
      expect(zone.depthMetres).toBe(depthMetres);
    }
  });
  it('deepens monotonically from the wettest zone to the driest', () => {
    const depths = suctionChangeZones.map((zone) => zone.depthMetres);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
  });
});

describe('climateMovementFactor', () => {
  it('is Hs over the semi-arid 4.0 m: movement in proportion to the depth of suction change', () => {
    expect(suctionChangeZones.map(climateMovementFactor)).toEqual([0.375, 0.45, 0.575, 0.75, 1]);
  });
});

describe('thornthwaiteMoistureIndex', () => {
  it('is 100·(P/PET − 1) where rain exceeds demand and 60·(P/PET − 1) where it falls short', () => {
    // Thornthwaite (1948): 100·(S − 0.6·D)/PET with S − D = P − PET over the year.
    expect(thornthwaiteMoistureIndex(1300, 1000)).toBeCloseTo(30, 10);
    expect(thornthwaiteMoistureIndex(500, 1000)).toBeCloseTo(-30, 10);
    expect(thornthwaiteMoistureIndex(1000, 1000)).toBe(0);
    expect(thornthwaiteMoistureIndex(0, 1000)).toBe(-60);
  });
});
