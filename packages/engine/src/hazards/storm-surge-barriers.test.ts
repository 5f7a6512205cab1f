import { describe, expect, it } from 'vitest';
import { levelBehindBarrierMetres, stormSurgeBarrierAt } from './storm-surge-barriers.ts';

describe('stormSurgeBarrierAt', () => {
  it('finds MOSE for Piazza San Marco and Chioggia, nothing for Trieste', () => {
    const mose = stormSurgeBarrierAt(45.4341, 12.3388);
    expect(mose?.name).toContain('MOSE');
    // +110 cm and +300 cm on the Punta della Salute datum, whose zero is 0.25 m below present
    // mean sea level (golden values, m above present mean sea level).
    expect(mose?.closureLevelMetres).toBeCloseTo(0.85, 9);
    expect(mose?.designLevelMetres).toBeCloseTo(2.75, 9);
    expect(stormSurgeBarrierAt(45.22, 12.28)?.name).toContain('MOSE');
    expect(stormSurgeBarrierAt(45.65, 13.77)).toBeNull();
  });
});

describe('levelBehindBarrierMetres', () => {
  const barrier = { closureLevelMetres: 0.85, designLevelMetres: 2.75 };
  it('passes levels below the closure, holds those up to the design level, lets higher ones in', () => {
    expect(levelBehindBarrierMetres(barrier, 0.6)).toBe(0.6);
    expect(levelBehindBarrierMetres(barrier, 1.9)).toBe(0.85);
    expect(levelBehindBarrierMetres(barrier, 2.75)).toBe(0.85);
    expect(levelBehindBarrierMetres(barrier, 3.1)).toBe(3.1);
  });
});
