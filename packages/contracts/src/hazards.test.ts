import { describe, expect, it } from 'vitest';
import { hazardKeys, normaliseHazardKey } from './hazards.ts';

describe('hazard keys', () => {
  it('keeps the nine hazards in the fixed index order', () => {
    expect(hazardKeys).toHaveLength(9);
    expect(hazardKeys[0]).toBe('flood_riverine');
    expect(hazardKeys[8]).toBe('cyclone_wind');
  });
  it('renames the legacy spellings', () => {
    expect(normaliseHazardKey('coastal_inundation')).toBe('inundation');
    expect(normaliseHazardKey('freeze_thaw')).toBe('freeze-thaw');
    expect(normaliseHazardKey('heat')).toBe('heat');
    expect(normaliseHazardKey('volcano')).toBeUndefined();
  });
});
