import { Box, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { portfolioValueAtRiskOption, ratingDistributionOption } from '@hazardscope/charts';
import {
  climateScenarioLabels,
  formatMoney,
  formatThousands,
  maximumToDateFromYear,
  portfolioLimits,
  type PortfolioReply,
  type PortfolioSummary,
} from '@hazardscope/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { useArchetypeName } from '../api/catalogue.ts';
import { fetchAllPortfolioAssets } from '../api/portfolios.ts';
import { Chart } from '../charts/chart.tsx';
import { LazyPortfolioMap } from '../globe/lazy-portfolio-map.tsx';
import { AssetsTable } from './assets-table.tsx';
import { PortfolioAssetDialog } from './portfolio-asset-dialog.tsx';
import { BreakdownTable, TopAssetsTable } from './portfolio-breakdowns.tsx';
import {
  assetKey,
  assetMapPoint,
  assetTableRow,
  expectedAnnualDamageIn,
  portfolioChartSeries,
} from './portfolio-view-model.ts';

/** The years the key figures quote the expected annual damage for. */
const damageYears = [maximumToDateFromYear, 2050, 2100] as const;

/**
 * A finished portfolio as an analyst would show it to a board: the key figures, the rating
 * distribution now and at the end of life, the value-weighted VAR by hazard for every year with
 * the scenario's band, the map of every asset, the assets with the highest VAR, the breakdowns by
 * region and by asset type, and every asset in a table. An asset opens from the map or a table.
 */
export function PortfolioDashboard(props: {
  portfolio: PortfolioReply;
  summary: PortfolioSummary;
}) {
  const { portfolio, summary } = props;
  const archetypeName = useArchetypeName();
  const [loadedCount, setLoadedCount] = useState(0);
  const assets = useQuery({
    queryKey: ['portfolio-assets', portfolio.id],
    queryFn: () => fetchAllPortfolioAssets(portfolio.id, setLoadedCount),
    staleTime: Infinity,
  });
  const [openKey, setOpenKey] = useState<string>();
  const charts = useMemo(() => {
    const series = portfolioChartSeries(summary);
    return {
      valueAtRisk: portfolioValueAtRiskOption(series.input, series.range),
      ratings: ratingDistributionOption([
        { label: 'Now', counts: summary.ratings.current },
        { label: 'End of life', counts: summary.ratings.endOfLife },
      ]),
    };
  }, [summary]);
  const mapPoints = useMemo(() => (assets.data ?? []).map(assetMapPoint), [assets.data]);
  const tableRows = useMemo(
    () => (assets.data ?? []).map((asset) => assetTableRow(asset, summary.currency, archetypeName)),
    [assets.data, summary.currency, archetypeName],
  );
  const openAsset =
    openKey === undefined
      ? undefined
      : (assets.data?.find((asset) => assetKey(asset) === openKey) ??
        summary.topAssets.find((asset) => assetKey(asset) === openKey));

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="sm">
        <KeyFigure label="Assets analysed" value={formatThousands(summary.assets)} />
        <KeyFigure label="Total value" value={formatMoney(summary.totalValue, summary.currency)} />
        {damageYears.map((year) => (
          <KeyFigure
            key={year}
            label={`Expected annual damage ${year}`}
            value={formatMoney(expectedAnnualDamageIn(summary, year) ?? 0, summary.currency)}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Emissions scenario: <strong>{climateScenarioLabels[portfolio.scenario]}</strong>. The
        expected annual damage is the sum over the assets of replacement value × Value At Risk in
        the year; the band of the Value At Risk chart spans the low and high ends of the
        scenario&apos;s range.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" p="sm">
          <Chart
            option={charts.ratings}
            plotHeightPx={260}
            label="Assets by rating now and at the end of life"
          />
        </Card>
        <Card withBorder radius="md" p="sm">
          <Chart
            option={charts.valueAtRisk}
            plotHeightPx={260}
            label="Portfolio Value At Risk by hazard, value-weighted, every year"
          />
        </Card>
      </SimpleGrid>
      <Section title="Map of the assets">
        <Box h={{ base: 360, sm: 460 }}>
          {assets.data === undefined ? (
            <AssetsLoading loaded={loadedCount} total={portfolio.total} />
          ) : (
            <LazyPortfolioMap
              assets={mapPoints}
              onSelect={setOpenKey}
              label="Map of the portfolio's assets, coloured by rating at end of life"
            />
          )}
        </Box>
      </Section>
      <Section title={`The ${portfolioLimits.topAssets} assets with the highest Value At Risk`}>
        <TopAssetsTable
          assets={summary.topAssets}
          currency={summary.currency}
          archetypeName={archetypeName}
          onOpen={setOpenKey}
        />
      </Section>
      <Section title="By country and region">
        <BreakdownTable
          label="Breakdown by country and region"
          groupHeading="Country / region"
          rows={summary.byRegion}
          currency={summary.currency}
        />
      </Section>
      <Section title="By asset type">
        <BreakdownTable
          label="Breakdown by asset type"
          groupHeading="Asset type"
          rows={summary.byAssetType.map((row) => ({ ...row, label: archetypeName(row.key) }))}
          currency={summary.currency}
        />
      </Section>
      <Section title="Every asset">
        {assets.data === undefined ? (
          <AssetsLoading loaded={loadedCount} total={portfolio.total} />
        ) : (
          <AssetsTable rows={tableRows} onOpen={setOpenKey} />
        )}
      </Section>
      <PortfolioAssetDialog
        asset={openAsset}
        currency={summary.currency}
        scenario={portfolio.scenario}
        onClose={() => setOpenKey(undefined)}
      />
    </Stack>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  );
}

function KeyFigure(props: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fz={18} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {props.value}
      </Text>
    </Card>
  );
}

function AssetsLoading(props: { loaded: number; total: number }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">
        Loading the assets… {formatThousands(props.loaded)} of {formatThousands(props.total)}
      </Text>
    </Group>
  );
}
