import { describe, expect, it } from 'vitest';
import { composePathwayProfile, planAdaptationPathway } from './adaptation-pathway.ts';

describe('planAdaptationPathway', () => {
  const baseline = { fields: { heightAboveGround: 0.5 }, elements: { Roof: 'tile' } };

  it('applies the options in the order of their years, each on top of those before it', () => {
    const steps = planAdaptationPathway(baseline, [
      { optionNumber: 1, adaptationYear: 2050, fields: { fireProtection: 'flame' }, elements: {} },
      {
        optionNumber: 2,
        adaptationYear: 2030,
        fields: { heightAboveGround: 1.5 },
        elements: { Walls: 'not_included' },
      },
    ]);
    expect(steps).toEqual([
      {
        optionNumber: 2,
        adaptationYear: 2030,
        customisation: {
          fields: { heightAboveGround: 1.5 },
          elements: { Roof: 'tile', Walls: 'not_included' },
        },
      },
      {
        optionNumber: 1,
        adaptationYear: 2050,
        customisation: {
          fields: { heightAboveGround: 1.5, fireProtection: 'flame' },
          elements: { Roof: 'tile', Walls: 'not_included' },
        },
      },
    ]);
  });

  it('lets a later option change back what an earlier one changed', () => {
    const steps = planAdaptationPathway(baseline, [
      { optionNumber: 1, adaptationYear: 2030, fields: {}, elements: { Roof: 'steel' } },
      { optionNumber: 2, adaptationYear: 2040, fields: {}, elements: { Roof: 'tile' } },
    ]);
    expect(steps.map((step) => step.customisation.elements.Roof)).toEqual(['steel', 'tile']);
  });

  it('orders options of the same year by option number and leaves the baseline untouched', () => {
    const steps = planAdaptationPathway(baseline, [
      { optionNumber: 3, adaptationYear: 2030, fields: { heightAboveGround: 3 }, elements: {} },
      { optionNumber: 1, adaptationYear: 2030, fields: { heightAboveGround: 1 }, elements: {} },
    ]);
    expect(steps.map((step) => step.optionNumber)).toEqual([1, 3]);
    expect(steps.at(-1)?.customisation.fields.heightAboveGround).toBe(3);
    expect(baseline).toEqual({ fields: { heightAboveGround: 0.5 }, elements: { Roof: 'tile' } });
  });
});

describe('composePathwayProfile', () => {
  const profile = (value: number) => ({
    totalRisk: [value, value, value, value, value],
    riskHazards: [[value], [value], [value], [value], [value]],
    failureHazards: [[value / 10], [value / 10], [value / 10], [value / 10], [value / 10]],
  });

  it('takes each year from the last option it has reached, the baseline before the first', () => {
    // Series start 2020: 2020–2021 baseline, 2022 the 2022 option, 2023 on the 2023 option.
    const composed = composePathwayProfile(
      profile(1),
      [
        { adaptationYear: 2023, profile: profile(3) },
        { adaptationYear: 2022, profile: profile(2) },
      ],
      2020,
    );
    expect(composed.totalRisk).toEqual([1, 1, 2, 3, 3]);
    expect(composed.riskHazards).toEqual([[1], [1], [2], [3], [3]]);
    expect(composed.failureHazards).toEqual([[0.1], [0.1], [0.2], [0.3], [0.3]]);
  });

  it('is the baseline when no option year is reached within the series', () => {
    expect(
      composePathwayProfile(profile(1), [{ adaptationYear: 2100, profile: profile(9) }], 2020)
        .totalRisk,
    ).toEqual([1, 1, 1, 1, 1]);
  });
});
