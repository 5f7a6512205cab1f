import { loadHazardData } from '@hazardscope/hazard-data';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { checkSite } from './check-site.ts';

const hazardData = loadHazardData();

describe('checkSite', () => {
  it('analyses city centres by the water where they stand', () => {
    expect(checkSite(hazardData, 60.17, 24.94).placement).toBe('land'); // Helsinki
    expect(checkSite(hazardData, 45.4341, 12.3388).placement).toBe('land'); // Venice San Marco
    expect(checkSite(hazardData, 22.2819, 114.1582).placement).toBe('land'); // Hong Kong Central
    expect(checkSite(hazardData, -16.92, 145.78).placement).toBe('shore'); // Cairns Esplanade
    expect(checkSite(hazardData, 1.3291, 172.9752).placement).toBe('shore'); // Bairiki, Tarawa
  });

  it('moves a point 4 km off Sydney to the nearest land', () => {
    const reply = checkSite(hazardData, -33.87, 151.335);
    expect(reply.placement).toBe('moved');
    expect(reply.movedKilometres).toBeGreaterThan(3);
    expect(reply.movedKilometres).toBeLessThan(5);
    expect(reply.longitude).toBeLessThan(151.3);
  });

  it('refuses the open sea with a 400 that says what to do', () => {
    let error: unknown;
    try {
      checkSite(hazardData, 30, -40);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toContain('is at sea');
    expect((error as AppError).message).toContain('Choose the point on land');
    expect((error as AppError).statusCode).toBe(400);
  });
});
