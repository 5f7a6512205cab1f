import { Card, Stack } from '@mantine/core';
import {
  failureProbabilityOverTimeOption,
  valueAtRiskOverTimeOption,
  type ChartInput,
} from '@hazardscope/charts';
import { Chart } from '../charts/chart.tsx';

/** Annual VAR and failure probability per hazard, with running maxima. */
export function ValueAtRiskTab(props: { chartInput: ChartInput }) {
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="sm">
        <Chart
          option={valueAtRiskOverTimeOption(props.chartInput)}
          plotHeightPx={300}
          label="Value At Risk by hazard over the years"
        />
      </Card>
      <Card withBorder radius="md" p="sm">
        <Chart
          option={failureProbabilityOverTimeOption(props.chartInput)}
          plotHeightPx={300}
          label="Annual failure probability by hazard over the years"
        />
      </Card>
    </Stack>
  );
}
