import { Stack, Tabs } from '@mantine/core';
import { useMemo } from 'react';
import {
  adaptationChartTitles,
  adaptationFailureOption,
  adaptationHazardRiskOption,
  adaptationNetPresentValueOption,
  adaptationPathwayName,
  adaptationPremiumsOption,
  type AdaptationChartInput,
} from '@hazardscope/charts';
import { hazardKeys, type AdaptationCompareReply } from '@hazardscope/contracts';
import { Chart } from '../charts/chart.tsx';

/** Adaptation charts are 500 px high; the plot takes what the title and legend leave. */
const plotHeightPx = 400;

function chartInputOf(comparison: AdaptationCompareReply): AdaptationChartInput {
  return {
    startYear: comparison.scenarioStartYear,
    notCalculated: hazardKeys.filter((hazard) => comparison.notCalculatedHazards.includes(hazard)),
    baseline: {
      name: 'Baseline',
      premiums: comparison.baseline.premiums,
      riskHazards: comparison.baseline.profile.riskHazards,
      failureHazards: comparison.baseline.profile.failureHazards,
      netPresentValue: comparison.baseline.netPresentValue,
    },
    pathways: comparison.pathways.map((pathway) => ({
      name: adaptationPathwayName(pathway.pathwayNumber),
      premiums: pathway.premiums,
      riskHazards: pathway.profile.riskHazards,
      failureHazards: pathway.profile.failureHazards,
      netPresentValue: pathway.netPresentValue,
    })),
  };
}

/** The Hazards and Failure tabs: one chart for the baseline and one for each pathway. */
const perSeriesTabs = [
  { value: 'hazards', label: 'Value At Risk by hazard', option: adaptationHazardRiskOption },
  {
    value: 'failure',
    label: 'Annual failure probability by hazard',
    option: adaptationFailureOption,
  },
] as const;

/** The three chart tabs of the adaptation screen: Overview, Hazards, Failure. */
export function AdaptationCharts(props: { comparison: AdaptationCompareReply }) {
  const input = useMemo(() => chartInputOf(props.comparison), [props.comparison]);
  const all = [input.baseline, ...input.pathways];
  return (
    <Tabs defaultValue="overview" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
        <Tabs.Tab value="hazards">Hazards</Tabs.Tab>
        <Tabs.Tab value="failure">Failure</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview">
        <Stack gap="xl">
          <Chart
            option={adaptationPremiumsOption(input)}
            plotHeightPx={plotHeightPx}
            label={adaptationChartTitles.premiums}
          />
          <div data-testid="adaptation-npv-chart">
            <Chart
              option={adaptationNetPresentValueOption(input)}
              plotHeightPx={plotHeightPx}
              label={adaptationChartTitles.netPresentValue}
            />
          </div>
        </Stack>
      </Tabs.Panel>
      {perSeriesTabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          <Stack gap="xl">
            {all.map((series) => (
              <Chart
                key={series.name}
                option={tab.option(input, series)}
                plotHeightPx={plotHeightPx}
                label={`${tab.label}, ${series.name}`}
              />
            ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
