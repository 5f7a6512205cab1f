import { describe, expect, it, vi } from 'vitest';
import { failureProbabilityOverTimeOption } from './failure-probability-over-time.ts';
import { hazardBreakdownOption, singleHazardOption } from './hazard-breakdown.ts';
import { ratingPieOption } from './rating-pie.ts';
import { renderChartSvg } from './render-svg.ts';
import { linearChartInput } from './test-input.ts';
import { valueAtRiskOverTimeOption } from './value-at-risk-over-time.ts';
import { vulnerabilityOption } from './vulnerability.ts';

// A file of its own: ECharts warns once per process about a missing part, so no other chart may be
// drawn in this module before the spies are set.
describe('the ECharts parts registered in echarts-core.ts', () => {
  it('cover every series, component and option the charts use (ECharts leaves a missing one out and says so on the console)', () => {
    const warnings = (['error', 'warn', 'log'] as const).map((level) => vi.spyOn(console, level));
    try {
      const input = linearChartInput({ startFraction: 0.001, endFraction: 0.003 });
      const options = [
        valueAtRiskOverTimeOption(
          linearChartInput({ startFraction: 0.001, endFraction: 0.003, sample: true }),
        ),
        failureProbabilityOverTimeOption(input),
        ratingPieOption(input, 2050),
        hazardBreakdownOption(input),
        singleHazardOption(input, 'heat'),
        vulnerabilityOption(input, 2050),
      ];
      for (const option of options) renderChartSvg(option, 600, 300);
      for (const warning of warnings) expect(warning).not.toHaveBeenCalled();
    } finally {
      for (const warning of warnings) warning.mockRestore();
    }
  });
});
