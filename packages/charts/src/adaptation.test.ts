import { describe, expect, it } from 'vitest';
import {
  adaptationFailureNotCalculated,
  adaptationFailureOption,
  adaptationHazardRiskOption,
  adaptationNetPresentValueOption,
  adaptationPremiumsOption,
  type AdaptationChartInput,
} from './adaptation.ts';

const series = (name: string, premium: number, netPresentValue: number) => ({
  name,
  premiums: [premium, premium, premium],
  riskHazards: [0, 1, 2].map(() => Array.from({ length: 9 }, () => 0.001)),
  failureHazards: [0, 1, 2].map(() => Array.from({ length: 9 }, () => 0.002)),
  netPresentValue,
});
const input: AdaptationChartInput = {
  startYear: 1990,
  baseline: series('Baseline', 1000, 15_372.45),
  pathways: [series('Pathway - 1', 500, 9_876.5), series('Pathway - 2', 0, 0)],
  notCalculated: ['cyclone_wind'],
};

describe('adaptation charts', () => {
  it('draws premiums of the baseline and every pathway from 0, titled as the planner says', () => {
    const option = adaptationPremiumsOption(input);
    expect(option.title).toMatchObject({ text: 'Technical Insurance Premiums' });
    const series = option.series as { name: string; data: number[][] }[];
    expect(series.map((line) => line.name)).toEqual(['Baseline', 'Pathway - 1', 'Pathway - 2']);
    expect(series[1]?.data[0]).toEqual([1990, 500]);
    expect(option.yAxis).toMatchObject({ min: 0, name: 'Technical Insurance Premium ($)' });
  });

  it('shows NPV columns with dollar labels, only for series whose NPV is above 0', () => {
    const option = adaptationNetPresentValueOption(input);
    expect(option.xAxis).toMatchObject({ data: ['Baseline', 'Pathway - 1'] });
    const [bars] = option.series as {
      data: { value: number }[];
      label: { formatter: (parameters: { value: number }) => string };
    }[];
    expect(bars?.data.map((bar) => bar.value)).toEqual([15_372, 9_877]);
    expect(bars?.label.formatter({ value: 15_372 })).toBe('$15,372');
  });

  it('leaves hazards that were not calculated out of the per-hazard charts', () => {
    const option = adaptationFailureOption(input, input.baseline);
    const names = (option.series as { name: string }[]).map((line) => line.name);
    expect(names).toHaveLength(8);
    expect(names).not.toContain('Tropical Cyclone Wind');
  });

  it('draws no failure line for a hazard whose failure is not calculated, and names it with its reason', () => {
    const soil = { ...input, failureNotCalculated: { soil_movement: 'no published rate' } };
    const failureNames = (
      adaptationFailureOption(soil, soil.baseline).series as { name: string }[]
    ).map((line) => line.name);
    expect(failureNames).toHaveLength(7);
    expect(failureNames).not.toContain('Soil Movement');
    // Its damage is calculated: the Hazards tab keeps its VAR line.
    const riskNames = (
      adaptationHazardRiskOption(soil, soil.baseline).series as { name: string }[]
    ).map((line) => line.name);
    expect(riskNames).toContain('Soil Movement');
    expect(adaptationFailureNotCalculated(soil)).toEqual([
      { hazard: 'soil_movement', reason: 'no published rate' },
    ]);
    expect(adaptationFailureNotCalculated(input)).toEqual([]);
  });
});

describe('the dollar axis', () => {
  it('tops out at a round value above the data, and at 0.25 when there is nothing to show', () => {
    const axis = adaptationNetPresentValueOption(input).yAxis as {
      max: (extent: { max: number }) => number;
    };
    expect(axis.max({ max: 20_809 })).toBe(25_000);
    expect(axis.max({ max: 0 })).toBe(0.25);
  });
});
