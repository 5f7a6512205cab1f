import { describe, expect, it } from 'vitest';
import type { AdaptationCompareReply, DesignFieldDefinition } from '@hazardscope/contracts';
import {
  acceptDecimal,
  acceptDigits,
  newOption,
  nextOptionNumber,
  optionChanges,
  optionNeedsRun,
  optionProblems,
  optionRunRequest,
  optionSignature,
  parseNetPresentValueDraft,
  resetOpenOptions,
  restorePathways,
} from './adaptation-plan.ts';
import { adaptationVerdict } from './adaptation-verdict.ts';

const heightField: DesignFieldDefinition = {
  machineName: 'heightAboveGround',
  label: 'Floor height above ground',
  description: 'Height of the lowest floor above the ground (m).',
  type: 'real',
  default: 0.5,
  minimum: 0,
  maximum: 10,
} as DesignFieldDefinition;
const archetype = {
  fields: { heightAboveGround: heightField },
  elements: [
    {
      name: 'Roof covering',
      group: 'Roof',
      defaultMaterial: 'concrete_roof_tile',
      proportion: 0.1,
      exposure: ['wind' as const],
      criticalToFunction: false,
    },
  ],
} as unknown as Parameters<typeof optionChanges>[0];
const current = {
  fields: { heightAboveGround: 0.5 },
  elements: { 'Roof covering': 'concrete_roof_tile' },
};

describe('adaptation editor input rules', () => {
  it('keeps digits only in CAPEX, asset cost and NPV term, ignoring anything else typed', () => {
    expect(acceptDigits('1200', '120')).toBe('1200');
    expect(acceptDigits('12a', '12')).toBe('12');
    expect(acceptDigits('1.5', '1')).toBe('1');
    expect(acceptDigits('', '1')).toBe('');
  });
  it('lets the discount rate have one decimal point', () => {
    expect(acceptDecimal('0.05', '0.0')).toBe('0.05');
    expect(acceptDecimal('.', '')).toBe('.');
    expect(acceptDecimal('0.0.5', '0.0')).toBe('0.0');
    expect(acceptDecimal('-1', '')).toBe('');
  });
  it('refuses NPV settings the server would refuse, with the reason', () => {
    expect(
      parseNetPresentValueDraft({
        assetReplacementCost: '1000000',
        discountRate: '0.05',
        termYears: '30',
      }),
    ).toEqual({ settings: { assetReplacementCost: 1_000_000, discountRate: 0.05, termYears: 30 } });
    expect(
      parseNetPresentValueDraft({
        assetReplacementCost: '1000000',
        discountRate: '5',
        termYears: '30',
      }),
    ).toEqual({ error: 'Discount Rate is a fraction a year: 0.05 is 5 %.' });
    expect(
      parseNetPresentValueDraft({
        assetReplacementCost: '1',
        discountRate: '0.05',
        termYears: '0',
      }),
    ).toEqual({ error: 'NPV Term must be at least 1 year.' });
  });
});

describe('adaptation options', () => {
  it('start at 2030 with CAPEX 0 and the analysis’s own values, and send only what they change', () => {
    const option = newOption(1, current);
    expect(option).toMatchObject({ adaptationYear: 2030, capex: '0' });
    expect(optionChanges(archetype, option, current)).toEqual({ fields: {}, elements: {} });
    const changed = {
      ...option,
      values: {
        fields: { heightAboveGround: '1.5' },
        elements: { 'Roof covering': 'not_included' },
      },
    };
    expect(optionChanges(archetype, changed, current)).toEqual({
      fields: { heightAboveGround: 1.5 },
      elements: { 'Roof covering': 'not_included' },
    });
  });

  it('need a new run when the year or a value changes, not when only the CAPEX does', () => {
    const option = newOption(1, current);
    const ran = {
      ...option,
      run: { runId: 'r', signature: optionSignature(archetype, option, current) },
    };
    expect(optionNeedsRun(archetype, ran, current)).toBe(false);
    expect(optionNeedsRun(archetype, { ...ran, capex: '5000' }, current)).toBe(false);
    expect(optionNeedsRun(archetype, { ...ran, adaptationYear: 2035 }, current)).toBe(true);
  });

  it('report an empty CAPEX, a shared year and a field out of range', () => {
    const first = newOption(1, current);
    const second = {
      ...newOption(2, current),
      capex: '',
      values: { ...current, fields: { heightAboveGround: 20 } },
    };
    const problems = optionProblems(archetype, [{ pathwayNumber: 1, options: [first, second] }]);
    expect(problems).toEqual([
      'Adaptation Pathway 1, Adaptation Option 2: CAPEX is required.',
      'Adaptation Pathway 1, Adaptation Option 2: each option of a pathway needs its own adaptation year.',
      'Adaptation Pathway 1, Adaptation Option 2: Floor height above ground — Maximum allowed value is 10.',
    ]);
  });

  it('send the heat and wind thresholds they change nested as return frequencies in years', () => {
    const thresholdField = (machineName: string) =>
      ({
        machineName,
        label: machineName,
        description: '',
        type: 'real',
        default: null,
        nullable: true,
        minimum: 0,
        maximum: 1,
        allowedValues: [null, 1 / 20, 1 / 50, 1 / 100, 1 / 250],
      }) as DesignFieldDefinition;
    const withThresholds = {
      ...archetype,
      fields: {
        ...archetype.fields,
        heatThreshold: thresholdField('heatThreshold'),
        windThreshold: thresholdField('windThreshold'),
      },
    };
    const analysisValues = {
      ...current,
      fields: { ...current.fields, heatThreshold: null, windThreshold: 1 / 50 },
    };
    const option = {
      ...newOption(2, analysisValues),
      adaptationYear: 2040,
      capex: '25000',
      values: {
        ...analysisValues,
        fields: { heightAboveGround: 1.5, heatThreshold: 1 / 250, windThreshold: null },
      },
    };
    expect(optionRunRequest(withThresholds, option, analysisValues)).toEqual({
      optionNumber: 2,
      adaptationYear: 2040,
      capex: 25_000,
      fields: { heightAboveGround: 1.5 },
      thresholds: { heat: { return_frequency: 250 }, wind: { return_frequency: null } },
      elements: {},
    });
    // An option that leaves both thresholds alone sends none.
    expect(
      optionRunRequest(withThresholds, newOption(1, analysisValues), analysisValues),
    ).not.toHaveProperty('thresholds');
  });

  it('fill the lowest free slot, none past three', () => {
    const pathway = { pathwayNumber: 1, options: [newOption(1, current), newOption(3, current)] };
    expect(nextOptionNumber(pathway)).toBe(2);
    expect(
      nextOptionNumber({ ...pathway, options: [...pathway.options, newOption(2, current)] }),
    ).toBeUndefined();
  });

  it('are restored from the saved options as already run', () => {
    const [pathway] = restorePathways(
      archetype,
      [
        {
          _id: 'saved-1',
          pathwayNumber: 2,
          optionNumber: 1,
          adaptationYear: 2040,
          capex: 12_000,
          runId: 'run-1',
          fields: { heightAboveGround: 1.5 },
          elements: {},
        },
      ],
      current,
    );
    expect(pathway?.pathwayNumber).toBe(2);
    const [option] = pathway?.options ?? [];
    expect(option).toMatchObject({ capex: '12000', adaptationYear: 2040, savedId: 'saved-1' });
    expect(option && optionNeedsRun(archetype, option, current)).toBe(false);
  });
});

describe('adaptationVerdict', () => {
  const comparison = (best: 1 | null): AdaptationCompareReply => ({
    scenarioStartYear: 1990,
    currentYear: 2026,
    settings: { assetReplacementCost: 1_000_000, discountRate: 0.05, termYears: 30 },
    notCalculatedHazards: [],
    failureNotCalculated: [],
    baseline: {
      profile: { totalRisk: [], riskHazards: [], failureHazards: [] },
      premiums: [],
      netPresentValue: 40_000,
    },
    pathways: [
      {
        pathwayNumber: 1,
        profile: { totalRisk: [], riskHazards: [], failureHazards: [] },
        premiums: [],
        netPresentValue: best === null ? 45_000 : 31_500,
        savedAgainstBaseline: best === null ? -5_000 : 8_500,
        paybackYear: best === null ? null : 2041,
        paybackAfterWindow: false,
      },
    ],
    bestPathwayNumber: best,
  });
  it('names the winner, what it saves and when it pays back', () => {
    expect(adaptationVerdict(comparison(1))).toBe(
      "Pathway - 1 costs least over the 30 years from 2026: premiums plus CAPEX of USD $31,500 in today's money, USD $8,500 less than the baseline's USD $40,000; its CAPEX pays back by 2041.",
    );
  });
  it('says when the CAPEX pays back only after the window, or never', () => {
    const late = comparison(1);
    late.pathways[0] = { ...late.pathways[0]!, paybackYear: 2071, paybackAfterWindow: true };
    expect(adaptationVerdict(late)).toMatch(/its CAPEX pays back by 2071, after the window\.$/);
    late.pathways[0] = { ...late.pathways[0], paybackYear: null, paybackAfterWindow: false };
    expect(adaptationVerdict(late)).toMatch(/its CAPEX does not pay back by 2100\.$/);
  });
  it('says so when no pathway beats doing nothing', () => {
    expect(adaptationVerdict(comparison(null))).toMatch(
      /^No pathway costs less than doing nothing/,
    );
  });
});

describe('resetOpenOptions', () => {
  const edited = (optionNumber: number) => ({
    ...newOption(optionNumber, current),
    adaptationYear: 2050,
    capex: '25000',
    run: { runId: `run-${optionNumber}`, signature: 'ran' },
  });
  const pathways = [
    { pathwayNumber: 1, options: [edited(1), edited(2)] },
    { pathwayNumber: 2, options: [edited(1)] },
  ];

  it('resets only the options open in an open pathway, keeping their runs', () => {
    const reset = resetOpenOptions(
      pathways,
      { pathways: ['pathway-1'], options: { 1: ['option-2'], 2: ['option-1'] } },
      current,
    );
    expect(reset[0]?.options[0]).toEqual(pathways[0]?.options[0]);
    expect(reset[0]?.options[1]).toEqual({
      ...newOption(2, current),
      run: { runId: 'run-2', signature: 'ran' },
    });
    // Pathway 2's option is open but its pathway card is closed: unchanged.
    expect(reset[1]).toEqual(pathways[1]);
  });

  it('changes nothing when no option is open', () => {
    expect(resetOpenOptions(pathways, { pathways: [], options: {} }, current)).toEqual(pathways);
  });
});
