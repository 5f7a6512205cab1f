import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { demandSameSite, type AnalysisSite } from './analysis-site.ts';

/** A site asked for 4 km off Sydney's coast and analysed on the shore (as the engine moves it). */
const purchased: AnalysisSite = {
  archetypeAcronym: 'SH',
  points: [
    { latitude: -33.87, longitude: 151.335 },
    { latitude: -33.869583, longitude: 151.291667 },
  ],
};
const refusal = { message: 'another site' };
const refusedField = (candidate: AnalysisSite) => {
  try {
    demandSameSite(purchased, candidate, refusal);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.statusCode).toBe(409);
    return error.field;
  }
};
const at = (latitude: number, longitude: number, archetypeAcronym = 'SH'): AnalysisSite => ({
  archetypeAcronym,
  points: [{ latitude, longitude }],
});

describe('demandSameSite', () => {
  it('takes the point asked for and the point analysed, written to six decimals or not', () => {
    expect(refusedField(at(-33.87, 151.335))).toBeUndefined();
    expect(refusedField(at(-33.869583, 151.291667))).toBeUndefined();
    expect(refusedField(at(-33.8695834, 151.2916674))).toBeUndefined();
    expect(refusedField(at(-33.87 + 9e-7, 151.335 - 9e-7))).toBeUndefined();
  });

  it('refuses another point, even one 0.00001° (about a metre) away, naming the asset', () => {
    expect(refusedField(at(-33.87 + 1e-5, 151.335))).toBe('asset');
    expect(refusedField(at(-33.87, 151.335 + 1e-5))).toBe('asset');
    expect(refusedField(at(48.8566, 2.3522))).toBe('asset');
  });

  it('refuses another asset type at the same point, naming the archetype', () => {
    expect(refusedField(at(-33.87, 151.335, 'SO'))).toBe('archetype.acronym');
  });

  it('names the field the caller gives instead, when it gives one', () => {
    expect(() =>
      demandSameSite(purchased, at(48.8566, 2.3522), { ...refusal, field: 'runId' }),
    ).toThrow(expect.objectContaining({ field: 'runId', message: 'another site' }));
  });
});
