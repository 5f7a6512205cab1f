import { Box, Card, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatPercent, type AnalysisResult } from '@hazardscope/contracts';
import { chartDataTable, ratingPie, ratingPieOption, type ChartInput } from '@hazardscope/charts';
import { ChartDataTableToggle } from '../charts/chart-data-table-view.tsx';
import { PieChart } from '../charts/pie-chart.tsx';
import { DataLimitsNotice } from './data-limits-notice.tsx';
import { RatingBadge } from './rating-badge.tsx';
import classes from './ratings-tab.module.css';
import { snapshotYears } from './report-years.ts';

/** The height of each ratings pie's plot (px). */
const ratingPiePlotHeightPx = 220;

/** Current and future rating, and what each hazard contributes in the start year, 2050 and 2100. */
export function RatingsTab(props: { analysis: AnalysisResult; chartInput: ChartInput }) {
  const { analysis, chartInput } = props;
  const { summary } = analysis;
  const startYear = analysis.inputs.scenario.startYear;
  const peakRisk = analysis.properties.totalRisk[summary.peakRiskYear - startYear] ?? 0;
  const sample = analysis.properties.sample;
  const pies = useMemo(
    () =>
      snapshotYears.map((year) => ({
        year,
        pie: ratingPie(chartInput, year),
        table: chartDataTable(ratingPieOption(chartInput, year)),
      })),
    [chartInput],
  );
  return (
    <Stack gap="lg">
      <Box className={classes.ratings}>
        <Card withBorder radius="md">
          <RatingBadge
            rating={summary.currentRating}
            title="Current rating"
            caption={`Value At Risk ${formatPercent(analysis.properties.totalRisk[snapshotYears[0] - startYear] ?? 0)} of replacement cost in ${snapshotYears[0]}`}
            sample={sample}
          />
        </Card>
        <Card withBorder radius="md">
          <RatingBadge
            rating={summary.futureRating}
            title={`Future rating (to ${analysis.properties.assetLifeEnd})`}
            caption={`Peak Value At Risk ${formatPercent(peakRisk)} in ${summary.peakRiskYear}`}
            sample={sample}
          />
        </Card>
      </Box>
      <Text size="sm" c="dimmed">
        Ratings: A (Low) below 0.2 %, B (Moderate) from 0.2 % to below 1 %, C (High) from 1 % of the
        replacement cost per year.
      </Text>
      <DataLimitsNotice chartInput={chartInput} />
      <Box className={classes.pies}>
        {pies.map(({ year, pie, table }) => (
          <Card withBorder radius="md" key={year} p="xs">
            <PieChart
              pie={pie}
              plotHeightPx={ratingPiePlotHeightPx}
              label={`Risk by hazard in ${year}`}
              formatValue={formatPercent}
            />
            <ChartDataTableToggle table={table} />
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
