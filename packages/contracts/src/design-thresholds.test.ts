import { describe, expect, it } from 'vitest';
import { adaptationOptionRunSchema } from './adaptation-api.ts';
import { flattenDesignThresholds, nestDesignThresholds } from './design-thresholds.ts';

const option = { optionNumber: 1, adaptationYear: 2030, capex: 0 };

describe('design thresholds in an adaptation option run', () => {
  it('accepts nested return frequencies in years, and null for From regulations', () => {
    const parsed = adaptationOptionRunSchema.parse({
      ...option,
      thresholds: { heat: { return_frequency: 100 }, wind: { return_frequency: null } },
    });
    expect(parsed.thresholds).toEqual({
      heat: { return_frequency: 100 },
      wind: { return_frequency: null },
    });
  });

  it('refuses a return period that is not offered, naming the field and the choices', () => {
    const parsed = adaptationOptionRunSchema.safeParse({
      ...option,
      thresholds: { wind: { return_frequency: 0.02 } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['thresholds', 'wind', 'return_frequency']);
    expect(parsed.error?.issues[0]?.message).toBe(
      'thresholds.wind.return_frequency must be a design return period in years (one of 20, 50, 100, 250, 500, 1000, 2000; 50 means 1 in 50 years), or null for From regulations.',
    );
  });

  it('refuses an unknown hazard or key under thresholds', () => {
    expect(
      adaptationOptionRunSchema.safeParse({ ...option, thresholds: { cold: {} } }).success,
    ).toBe(false);
    expect(
      adaptationOptionRunSchema.safeParse({
        ...option,
        thresholds: { heat: { returnPeriod: 50 } },
      }).success,
    ).toBe(false);
  });

  it('still accepts the flat annual probability, but not one threshold given both ways', () => {
    expect(
      adaptationOptionRunSchema.safeParse({ ...option, fields: { heatThreshold: 0.01 } }).success,
    ).toBe(true);
    const both = adaptationOptionRunSchema.safeParse({
      ...option,
      fields: { heatThreshold: 0.01 },
      thresholds: { heat: { return_frequency: 100 } },
    });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toMatch(/Give the heat threshold once/);
  });

  it('nests the probabilities of the design values as return frequencies and flattens them back', () => {
    const fields = { heatThreshold: 0.004, windThreshold: null, heightAboveGround: 2 };
    const nested = nestDesignThresholds(fields);
    expect(nested).toEqual({
      fields: { heightAboveGround: 2 },
      thresholds: { heat: { return_frequency: 250 }, wind: { return_frequency: null } },
    });
    expect(flattenDesignThresholds(nested.fields, nested.thresholds)).toEqual(fields);
  });

  it('sends no thresholds when the option changes neither', () => {
    expect(nestDesignThresholds({ heightAboveGround: 2 })).toEqual({
      fields: { heightAboveGround: 2 },
    });
  });
});
