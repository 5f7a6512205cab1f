import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  formatPercent,
  hazardKeys,
  hazardLabels,
  returnPeriodText,
  type AnalysisResult,
  type HazardKey,
} from '@hazardscope/contracts';
import { hazardBreakdownOption, type ChartInput } from '@hazardscope/charts';
import { breakpoints } from '../theme/breakpoints.ts';
import { ChartCard } from '../charts/chart.tsx';
import { HazardIcon } from '../hazards/hazard-icon.tsx';
import { useViewportWidth } from '../hooks/use-viewport-width.ts';
import { snapshotYears } from './report-years.ts';
import { SampleInsightNotice } from './sample-notice.tsx';

interface HazardRow {
  hazard: HazardKey;
  notCalculatedReason: string | undefined;
  /** Set when the damage is computed but the failure probability is not (soil movement). */
  failureNotCalculatedReason: string | undefined;
  valueAtRisk: number[];
  failureProbability: number[];
}

export function hazardRows(analysis: AnalysisResult): HazardRow[] {
  const startYear = analysis.inputs.scenario.startYear;
  return hazardKeys.map((hazard, hazardIndex) => ({
    hazard,
    notCalculatedReason: analysis.metadata[hazard]?.no_calc_reason,
    failureNotCalculatedReason: analysis.metadata[hazard]?.failure_no_calc_reason,
    valueAtRisk: snapshotYears.map(
      (year) => analysis.properties.riskHazards[year - startYear]?.[hazardIndex] ?? 0,
    ),
    failureProbability: snapshotYears.map(
      (year) => analysis.properties.failureHazards[year - startYear]?.[hazardIndex] ?? 0,
    ),
  }));
}

/**
 * Per-hazard breakdown: how each hazard builds the total, a table of VAR and
 * failure probability, 'Not Calculated' with the reason, and the flood-defence note when purchased.
 */
export function BreakdownTab(props: { analysis: AnalysisResult; chartInput: ChartInput }) {
  const { analysis } = props;
  const sample = analysis.properties.sample;
  const rows = hazardRows(analysis);
  const isNarrow = useViewportWidth() <= breakpoints.mobileHazardTable;
  // Memoised: a chart draws again whenever it is given a new option object.
  const breakdownOption = useMemo(
    () => hazardBreakdownOption(props.chartInput),
    [props.chartInput],
  );
  return (
    <Stack gap="lg">
      {sample && <SampleInsightNotice />}
      <ChartCard
        option={breakdownOption}
        plotHeightPx={270}
        label="Contribution of each hazard to Value At Risk over the years"
      />
      {!sample && <FloodDefenceNote analysis={analysis} />}
      {isNarrow ? <HazardCards rows={rows} /> : <HazardTable rows={rows} />}
    </Stack>
  );
}

/** The riverine flood defence the analysis assumed, when it assumed one. */
export function FloodDefenceNote(props: { analysis: AnalysisResult }) {
  const years = props.analysis.metadata.flood_riverine?.flood_defence_return_period;
  if (years === undefined) return null;
  return (
    <Text size="sm">
      Riverine flood results assume a flood protection standard of {returnPeriodText(years)}: the
      river is contained up to that flood; flood defences beyond that are not known to the analysis.
    </Text>
  );
}

function HazardName(props: { hazard: HazardKey }) {
  return (
    <Group gap={6} wrap="nowrap">
      <HazardIcon hazard={props.hazard} size={18} />
      <Text size="sm" fw={500}>
        {hazardLabels[props.hazard]}
      </Text>
    </Group>
  );
}

function NotCalculated(props: { reason: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color="gray" variant="light">
        Not Calculated
      </Badge>
      <Text size="sm" c="dimmed">
        Reason: {props.reason}
      </Text>
    </Group>
  );
}

/** A failure probability the analysis does not calculate: said so, never shown as 0 %. */
function FailureNotCalculated(props: { reason: string }) {
  return (
    <Text size="sm" c="dimmed">
      Failure: Not Calculated ({props.reason})
    </Text>
  );
}

export function HazardTable(props: { rows: HazardRow[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Hazard</Table.Th>
            {snapshotYears.map((year) => (
              <Table.Th key={`var-${year}`} ta="right">
                VAR {year}
              </Table.Th>
            ))}
            {snapshotYears.map((year) => (
              <Table.Th key={`fp-${year}`} ta="right">
                Failure {year}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.hazard} data-hazard={row.hazard}>
              <Table.Td>
                <HazardName hazard={row.hazard} />
              </Table.Td>
              {row.notCalculatedReason !== undefined ? (
                <Table.Td colSpan={6}>
                  <NotCalculated reason={row.notCalculatedReason} />
                </Table.Td>
              ) : (
                <>
                  {row.valueAtRisk.map((value, index) => (
                    <Table.Td key={`var-${index}`} ta="right">
                      {formatPercent(value)}
                    </Table.Td>
                  ))}
                  {row.failureNotCalculatedReason !== undefined ? (
                    <Table.Td colSpan={row.failureProbability.length}>
                      <FailureNotCalculated reason={row.failureNotCalculatedReason} />
                    </Table.Td>
                  ) : (
                    row.failureProbability.map((value, index) => (
                      <Table.Td key={`fp-${index}`} ta="right">
                        {formatPercent(value)}
                      </Table.Td>
                    ))
                  )}
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same facts as cards under 640 px. */
export function HazardCards(props: { rows: HazardRow[] }) {
  return (
    <Stack gap="xs">
      {props.rows.map((row) => (
        <Card key={row.hazard} withBorder radius="md" p="sm" data-hazard={row.hazard}>
          <Stack gap={6}>
            <HazardName hazard={row.hazard} />
            {row.notCalculatedReason !== undefined ? (
              <NotCalculated reason={row.notCalculatedReason} />
            ) : (
              snapshotYears.map((year, index) => (
                <Group
                  key={year}
                  justify="space-between"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  <Text size="sm" c="dimmed">
                    {year}
                  </Text>
                  <Text size="sm">
                    VAR {formatPercent(row.valueAtRisk[index] ?? 0)}
                    {row.failureNotCalculatedReason === undefined &&
                      ` · Failure ${formatPercent(row.failureProbability[index] ?? 0)}`}
                  </Text>
                </Group>
              ))
            )}
            {row.notCalculatedReason === undefined &&
              row.failureNotCalculatedReason !== undefined && (
                <FailureNotCalculated reason={row.failureNotCalculatedReason} />
              )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
