import { describe, expect, it } from 'vitest';
import { findBuildingCodeWindRegion } from './building-code-wind.ts';
import type { BuildingCodeWindTable } from './tables.ts';

const row = (
  codeRegion: string,
  speed: number,
  boxes: BuildingCodeWindTable[number]['boxes'],
  isDefault = false,
) => ({
  codeRegion,
  basicWindSpeed50YearMetresPerSecond: speed,
  codeValue: `${speed} m/s`,
  reference: 'test',
  boxes,
  isDefault,
});

const table: BuildingCodeWindTable = [
  row('coast', 30, [{ southDegrees: 50, northDegrees: 51, westDegrees: 0, eastDegrees: 1 }]),
  row('country', 24, [{ southDegrees: 45, northDegrees: 55, westDegrees: -5, eastDegrees: 5 }]),
  row('default', 25, [], true),
];

describe('findBuildingCodeWindRegion', () => {
  it('takes the first row whose box contains the site', () => {
    expect(findBuildingCodeWindRegion(table, 50.5, 0.5).codeRegion).toBe('coast');
    expect(findBuildingCodeWindRegion(table, 48, 2).codeRegion).toBe('country');
  });

  it('falls back to the default row outside every box', () => {
    expect(findBuildingCodeWindRegion(table, 0, 100).codeRegion).toBe('default');
  });

  it('refuses a table without a default row', () => {
    expect(() => findBuildingCodeWindRegion(table.slice(0, 2), 0, 100)).toThrow(/default/);
  });
});
