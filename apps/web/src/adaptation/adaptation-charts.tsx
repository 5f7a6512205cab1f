import { Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  adaptationChartTitles,
  adaptationFailureNotCalculated,
  adaptationFailureOption,
  adaptationHazardRiskOption,
  adaptationNetPresentValueOption,
  adaptationPathwayName,
  adaptationPremiumsOption,
  type AdaptationChartInput,
} from '@hazardscope/charts';
import {
  hazardKeys,
  hazardLabels,
  type AdaptationCompareReply,
  type HazardKey,
} from '@hazardscope/contracts';
import { Chart } from '../charts/chart.tsx';
import {
  adaptationChartUpdateGuardMilliseconds,
  useUpdateGuard,
} from '../charts/use-update-guard.ts';

/** Adaptation charts are 500 px high; the plot takes what the title and legend leave. */
const plotHeightPx = 400;

function chartInputOf(comparison: AdaptationCompareReply): AdaptationChartInput {
  return {
    startYear: comparison.scenarioStartYear,
    notCalculated: hazardKeys.filter((hazard) => comparison.notCalculatedHazards.includes(hazard)),
    failureNotCalculated: Object.fromEntries(
      comparison.failureNotCalculated.flatMap(({ hazard, reason }) =>
        hazardKeys.includes(hazard as HazardKey) ? [[hazard, reason]] : [],
      ),
    ),
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

/**
 * Hazards the Failure charts draw no line for although their damage is calculated: 'Not
 * Calculated' with the reason, so that a missing line never reads as no risk.
 */
function FailureNotCalculatedNotes(props: { input: AdaptationChartInput }) {
  const hazards = adaptationFailureNotCalculated(props.input);
  if (hazards.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="adaptation-failure-not-calculated">
      {hazards.map(({ hazard, reason }) => (
        <Group key={hazard} gap="xs" wrap="wrap" align="baseline">
          <Badge color="gray" variant="light">
            Not Calculated
          </Badge>
          <Text size="sm">
            {hazardLabels[hazard]} failure probability (no line on the charts below). Reason:{' '}
            {reason}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The three chart tabs of the adaptation screen: Overview, Hazards, Failure. */
export function AdaptationCharts(props: { comparison: AdaptationCompareReply }) {
  // New comparisons are held back for 250 ms after the charts change; the last one still shows.
  const comparison = useUpdateGuard(props.comparison, adaptationChartUpdateGuardMilliseconds);
  const input = useMemo(() => chartInputOf(comparison), [comparison]);
  // Memoised: a chart draws again whenever it is given a new option object.
  const options = useMemo(() => {
    const all = [input.baseline, ...input.pathways];
    return {
      premiums: adaptationPremiumsOption(input),
      netPresentValue: adaptationNetPresentValueOption(input),
      perSeries: new Map(
        perSeriesTabs.map((tab) => [
          tab.value,
          all.map((series) => ({ name: series.name, option: tab.option(input, series) })),
        ]),
      ),
    };
  }, [input]);
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
            option={options.premiums}
            plotHeightPx={plotHeightPx}
            label={adaptationChartTitles.premiums}
          />
          <div data-testid="adaptation-npv-chart">
            <Chart
              option={options.netPresentValue}
              plotHeightPx={plotHeightPx}
              label={adaptationChartTitles.netPresentValue}
            />
          </div>
        </Stack>
      </Tabs.Panel>
      {perSeriesTabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          <Stack gap="xl">
            {tab.value === 'failure' && <FailureNotCalculatedNotes input={input} />}
            {(options.perSeries.get(tab.value) ?? []).map((series) => (
              <Chart
                key={series.name}
                option={series.option}
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
