import { describe, expect, it } from 'vitest';
import type { LineSeriesOption, PieSeriesOption } from 'echarts';
import { runningMaximumFrom } from './chart-input.ts';
import { failureProbabilityOverTimeOption } from './failure-probability-over-time.ts';
import { hazardBreakdownOption, singleHazardOption } from './hazard-breakdown.ts';
import { ratingPie, ratingPieOption } from './rating-pie.ts';
import { niceCeiling, valueAtRiskAxisMaximumPercent } from './reference-lines.ts';
import { renderChartSvg } from './render-svg.ts';
import { linearChartInput } from './test-input.ts';
import { valueAtRiskOverTimeOption } from './value-at-risk-over-time.ts';
import { hasVulnerabilityData, vulnerabilityOption } from './vulnerability.ts';

const seriesOf = (option: { series?: unknown }) => option.series as LineSeriesOption[];

describe('running maximum', () => {
  it('is null before 2020 and never decreases after', () => {
    const values = [0.5, 0.1, 0.3, 0.2, 0.4];
    expect(runningMaximumFrom(values, 2018)).toEqual([null, null, 0.3, 0.3, 0.4]);
  });
});

describe('valueAtRiskOverTimeOption', () => {
  it('draws one line per computed hazard, the total and the maximum to date, in percent', () => {
    const input = linearChartInput({ startFraction: 0.0001, endFraction: 0.001 });
    const series = seriesOf(valueAtRiskOverTimeOption(input));
    expect(series.map((entry) => entry.name)).toEqual([
      'Riverine Flooding',
      'Coastal Inundation',
      'Extreme Heat',
      'Forest Fire',
      'Extreme Wind',
      'Soil Movement',
      'Freeze-Thaw',
      'Surface Water Flooding',
      'Tropical Cyclone Wind',
      'Total',
      'Maximum to date',
    ]);
    const total = series.find((entry) => entry.name === 'Total');
    // 2100: nine hazards at 0.1 % each → 0.9 %.
    expect((total?.data as number[][]).at(-1)).toEqual([2100, expect.closeTo(0.9, 9)]);
  });

  it('shows the reference lines that fall within the axis only', () => {
    const lowRisk = valueAtRiskOverTimeOption(
      linearChartInput({ startFraction: 0, endFraction: 0.0005 }),
    );
    const lowLines = seriesOf(lowRisk).find((entry) => entry.name === 'Total')?.markLine?.data;
    expect(lowLines?.map((line) => (line as { name: string }).name)).toEqual([
      'Moderate Risk (B)',
      'High Risk (C)',
    ]);
    const highRisk = valueAtRiskOverTimeOption(
      linearChartInput({ startFraction: 0, endFraction: 0.02 }),
    );
    const highLines = seriesOf(highRisk).find((entry) => entry.name === 'Total')?.markLine?.data;
    expect(highLines).toHaveLength(3);
  });

  it('leaves out hazards that were not calculated', () => {
    const input = linearChartInput({
      startFraction: 0.001,
      endFraction: 0.002,
      notCalculated: { inundation: 'Site more than 10 km from the coast' },
    });
    const names = seriesOf(valueAtRiskOverTimeOption(input)).map((entry) => entry.name);
    expect(names).not.toContain('Coastal Inundation');
  });

  it('marks a sample with a watermark and muted series', () => {
    const option = valueAtRiskOverTimeOption(
      linearChartInput({ startFraction: 0.001, endFraction: 0.002, sample: true }),
    );
    expect(JSON.stringify(option.graphic)).toContain('SAMPLE ONLY');
    expect(seriesOf(option)[0]?.color).toBe('rgba(51, 34, 136, 0.4)');
  });
});

describe('axis maximum', () => {
  it('rounds up to 1, 2, 2.5 or 5 × 10^k with headroom', () => {
    expect(niceCeiling(0.23)).toBe(0.25);
    expect(niceCeiling(3.1)).toBe(5);
    expect(valueAtRiskAxisMaximumPercent(0)).toBe(0.25);
    expect(valueAtRiskAxisMaximumPercent(8)).toBe(10);
  });
});

describe('failureProbabilityOverTimeOption', () => {
  it('ends with the combined probability and its maximum to date', () => {
    const names = seriesOf(
      failureProbabilityOverTimeOption(
        linearChartInput({ startFraction: 0.001, endFraction: 0.01 }),
      ),
    ).map((entry) => entry.name);
    expect(names.slice(-2)).toEqual(['Combined', 'Maximum to date']);
  });

  it('draws no line for a hazard whose failure probability is not calculated, but keeps its VAR', () => {
    const input = linearChartInput({
      startFraction: 0.001,
      endFraction: 0.01,
      failureNotCalculated: { soil_movement: 'No published rate' },
    });
    const failureNames = seriesOf(failureProbabilityOverTimeOption(input)).map(
      (entry) => entry.name,
    );
    expect(failureNames).not.toContain('Soil Movement');
    expect(failureNames).toContain('Extreme Heat');
    const riskNames = seriesOf(valueAtRiskOverTimeOption(input)).map((entry) => entry.name);
    expect(riskNames).toContain('Soil Movement');
  });
});

describe('ratingPieOption', () => {
  it("gives each hazard's share of the year's VAR and the year's rating", () => {
    const option = ratingPieOption(
      linearChartInput({ startFraction: 0.0001, endFraction: 0.002 }),
      2100,
    );
    const pie = (option.series as PieSeriesOption[])[0];
    expect(pie?.data).toHaveLength(9);
    // 2100 total: 9 × 0.2 % = 1.8 % → C.
    expect(JSON.stringify(option.title)).toContain('Rating C');
  });

  it('shows an empty ring when there is no risk', () => {
    const option = ratingPieOption(linearChartInput({ startFraction: 0, endFraction: 0 }), 1990);
    expect(JSON.stringify(option.series)).toContain('No risk');
  });
});

describe('ratingPie', () => {
  it("names each hazard's slice and its year's VAR, as the option draws them", () => {
    const input = linearChartInput({ startFraction: 0.0001, endFraction: 0.002 });
    const pie = ratingPie(input, 2100);
    expect(pie.seriesName).toBe('VAR 2100');
    expect(pie.labelled).toBe(true);
    const option = ratingPieOption(input, 2100);
    const data = (option.series as PieSeriesOption[])[0]?.data as { name: string }[];
    expect(pie.slices.map((slice) => slice.name)).toEqual(data.map((slice) => slice.name));
  });

  it('is a grey unlabelled ring without risk', () => {
    const pie = ratingPie(linearChartInput({ startFraction: 0, endFraction: 0 }), 1990);
    expect(pie.slices).toEqual([{ name: 'No risk', value: 1, colour: '#E9ECEF' }]);
    expect(pie.labelled).toBe(false);
  });
});

describe('hazard breakdown', () => {
  it('stacks the hazards', () => {
    const series = seriesOf(
      hazardBreakdownOption(linearChartInput({ startFraction: 0.001, endFraction: 0.002 })),
    );
    expect(series.every((entry) => entry.stack === 'value-at-risk')).toBe(true);
  });

  it("says 'Not Calculated' and the reason for a hazard without a result", () => {
    const option = singleHazardOption(
      linearChartInput({
        startFraction: 0.001,
        endFraction: 0.002,
        notCalculated: { inundation: 'Site more than 10 km from the coast' },
      }),
      'inundation',
    );
    expect(JSON.stringify(option.graphic)).toContain(
      'Not Calculated\\nSite more than 10 km from the coast',
    );
  });
});

describe('vulnerabilityOption', () => {
  it('orders elements so the largest share is drawn at the top', () => {
    const input = linearChartInput({ startFraction: 0.001, endFraction: 0.002 });
    expect(hasVulnerabilityData(input)).toBe(true);
    const option = vulnerabilityOption(input, 2050);
    expect((option.yAxis as { data: string[] }).data).toEqual(['External walls', 'Roof covering']);
  });
});

describe('renderChartSvg', () => {
  it('renders an option to SVG on the server with its title and data', () => {
    const svg = renderChartSvg(
      valueAtRiskOverTimeOption(linearChartInput({ startFraction: 0.001, endFraction: 0.003 })),
      800,
      400,
    );
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Value At Risk by hazard');
    expect(svg).toContain('Moderate Risk (B)');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(10);
  });

  it('labels the year axis every decade from the first year when there is room', () => {
    const svg = renderChartSvg(
      valueAtRiskOverTimeOption(linearChartInput({ startFraction: 0.001, endFraction: 0.003 })),
      900,
      380,
    );
    const yearLabels = [...svg.matchAll(/>((?:19|20|21)\d\d)<\/text>/g)].map((match) =>
      Number(match[1]),
    );
    expect(yearLabels).toEqual(Array.from({ length: 12 }, (_, index) => 1990 + index * 10));
  });
});
