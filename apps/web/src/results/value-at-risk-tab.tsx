import { Alert, Loader, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  failureProbabilityOverTimeOption,
  scenarioComparisonOption,
  valueAtRiskOverTimeOption,
  type ChartInput,
} from '@hazardscope/charts';
import { climateScenarioLabels, type ClimateScenario } from '@hazardscope/contracts';
import { useScenarioRange, type ScenarioRangeSource } from '../api/scenario-range.ts';
import { ChartCard } from '../charts/chart.tsx';

export interface ValueAtRiskTabProps {
  chartInput: ChartInput;
  /** The analysis's emissions scenario. */
  climateScenario: ClimateScenario;
  /** The saved analysis, or the run not saved yet, the range is asked for. */
  rangeSource: ScenarioRangeSource;
  /** Real results shown (purchased or allow-listed): only then is there a range to ask for. */
  realResults: boolean;
}

/** The height of the Value At Risk chart's plot (px). */
export const valueAtRiskPlotHeightPx = 300;

/**
 * Annual VAR and failure probability per hazard, with running maxima; for an analysis with real
 * results, saved or not, the bands of the total VAR and of the combined failure probability
 * between the low and high ends of the scenario's AR6 range, and the total VAR of every scenario
 * in 2030, 2050 and 2100.
 */
export function ValueAtRiskTab(props: ValueAtRiskTabProps) {
  const range = useScenarioRange(props.rangeSource, props.realResults);
  // Memoised: a chart draws again whenever it is given a new option object.
  const { chartInput } = props;
  const options = useMemo(() => {
    const band =
      range.data === undefined
        ? undefined
        : { lower: range.data.lower.totalRisk, upper: range.data.upper.totalRisk };
    const failureBand =
      range.data === undefined
        ? undefined
        : { lower: range.data.lower.combinedFailure, upper: range.data.upper.combinedFailure };
    return {
      valueAtRisk: valueAtRiskOverTimeOption(chartInput, band),
      scenarios:
        range.data === undefined ? undefined : scenarioComparisonOption(range.data.comparison),
      failure: failureProbabilityOverTimeOption(chartInput, failureBand),
    };
  }, [chartInput, range.data]);
  return (
    <Stack gap="lg">
      <Text size="sm">
        Emissions scenario: <strong>{climateScenarioLabels[props.climateScenario]}</strong>
        {range.data === undefined
          ? ''
          : '. The shaded bands of the total and of the combined failure probability span the low and high ends of its range (AR6 5–95 % warming, likely sea-level range).'}
      </Text>
      <ChartCard
        option={options.valueAtRisk}
        plotHeightPx={valueAtRiskPlotHeightPx}
        label="Value At Risk by hazard over the years"
      />
      <RangeStatus pending={range.isFetching} error={range.error} />
      {options.scenarios === undefined ? null : (
        <ChartCard
          option={options.scenarios}
          plotHeightPx={260}
          label="Total Value At Risk by emissions scenario in 2030, 2050 and 2100"
        />
      )}
      <ChartCard
        option={options.failure}
        plotHeightPx={300}
        label="Annual failure probability by hazard over the years"
      />
    </Stack>
  );
}

/** Why the range is not drawn yet, or that it is being computed. */
function RangeStatus(props: { pending: boolean; error: Error | null }) {
  if (props.error !== null) {
    return (
      <Alert color="red" title="The scenario range could not be computed">
        {props.error.message}
      </Alert>
    );
  }
  if (props.pending) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-label="Computing the scenario range" />
        <Text size="sm">Computing the range and the other scenarios…</Text>
      </Group>
    );
  }
  return null;
}
