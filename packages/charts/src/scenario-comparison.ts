import {
  climateScenarioLabels,
  climateScenarios,
  type ClimateScenario,
  type ScenarioRange,
} from '@hazardscope/contracts';
import type { EChartsOption } from 'echarts';
import { axisLineStyle, baseOption, seriesColour } from './chart-style.ts';
import { bottomLegend, percentAxis, percentTooltip, toPercent } from './time-series-parts.ts';
import { valueAtRiskAxisMaximumPercent } from './reference-lines.ts';

/** One colour per scenario, from low (blue) to high emissions (red). */
const scenarioColours: Record<ClimateScenario, string> = {
  ssp126: '#1C7ED6',
  ssp245: '#F59F00',
  ssp370: '#E8590C',
  ssp585: '#C92A2A',
};

/** Total VAR (%) of every emissions scenario in the comparison years, as grouped bars. */
export function scenarioComparisonOption(
  comparison: ScenarioRange['comparison'],
  sample = false,
): EChartsOption {
  const maximum = Math.max(
    0,
    ...climateScenarios.flatMap((scenario) =>
      comparison.totalRiskByScenario[scenario].map(toPercent),
    ),
  );
  return {
    ...baseOption('Total Value At Risk by emissions scenario (% per year)', undefined, sample),
    legend: bottomLegend,
    tooltip: { ...percentTooltip, axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      name: 'Year',
      nameLocation: 'middle',
      nameGap: 28,
      data: comparison.years.map(String),
      axisLine: axisLineStyle,
    },
    yAxis: percentAxis('VAR (%)', valueAtRiskAxisMaximumPercent(maximum)),
    series: climateScenarios.map((scenario) => ({
      name: climateScenarioLabels[scenario],
      type: 'bar',
      barMaxWidth: 28,
      color: seriesColour(scenarioColours[scenario], sample),
      data: comparison.totalRiskByScenario[scenario].map(toPercent),
    })),
  };
}
