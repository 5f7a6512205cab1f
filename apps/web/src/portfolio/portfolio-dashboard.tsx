import { Box, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { portfolioValueAtRiskOption, ratingDistributionOption } from '@hazardscope/charts';
import {
  climateScenarioLabels,
  formatMoney,
  formatThousands,
  maximumToDateFromYear,
  portfolioLimits,
  type PortfolioAsset,
  type PortfolioReply,
  type PortfolioSummary,
} from '@hazardscope/contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useArchetypeName } from '../api/catalogue.ts';
import { usePortfolioAsset, usePortfolioPoints } from '../api/portfolios.ts';
import { ChartCard } from '../charts/chart.tsx';
import { LazyPortfolioMap } from '../globe/lazy-portfolio-map.tsx';
import { AssetsTable } from './assets-table.tsx';
import { PortfolioAssetDialog } from './portfolio-asset-dialog.tsx';
import { BreakdownTable, TopAssetsTable } from './portfolio-breakdowns.tsx';
import {
  expectedAnnualDamageIn,
  notCalculatedNote,
  pointMapAsset,
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
  const points = usePortfolioPoints(portfolio.id);
  // The asset open in the dialog: in full from a table, by its index from the map (then fetched).
  const [opened, setOpened] = useState<{ index: number; asset?: PortfolioAsset }>();
  const fetchedAsset = usePortfolioAsset(
    portfolio.id,
    opened !== undefined && opened.asset === undefined ? opened.index : undefined,
  );
  const openAsset = opened?.asset ?? fetchedAsset.data ?? undefined;
  const openFromTable = useCallback(
    (asset: PortfolioAsset) => setOpened({ index: asset.index, asset }),
    [],
  );
  const charts = useMemo(() => {
    return {
      valueAtRisk: portfolioValueAtRiskOption(summary),
      ratings: ratingDistributionOption([
        { label: 'Now', counts: summary.ratings.current },
        { label: 'End of life', counts: summary.ratings.endOfLife },
      ]),
    };
  }, [summary]);
  const mapPoints = useMemo(() => (points.data?.points ?? []).map(pointMapAsset), [points.data]);

  const notCalculated = notCalculatedNote(summary);
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
      {notCalculated !== null && (
        <Text size="sm" c="dimmed">
          {notCalculated}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartCard
          option={charts.ratings}
          plotHeightPx={260}
          label="Assets by rating now and at the end of life"
        />
        <ChartCard
          option={charts.valueAtRisk}
          plotHeightPx={260}
          label="Portfolio Value At Risk by hazard, value-weighted, every year"
        />
      </SimpleGrid>
      <Section title="Map of the assets">
        <Box h={{ base: 360, sm: 460 }}>
          {points.data === undefined ? (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">
                Loading the {formatThousands(portfolio.total)} assets on the map…
              </Text>
            </Group>
          ) : (
            <LazyPortfolioMap
              assets={mapPoints}
              onSelect={(key) => setOpened({ index: Number(key) })}
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
          onOpen={(key) => {
            const asset = summary.topAssets.find((candidate) => String(candidate.index) === key);
            if (asset !== undefined) openFromTable(asset);
          }}
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
        <AssetsTable
          portfolioId={portfolio.id}
          currency={summary.currency}
          archetypeName={archetypeName}
          assetTypes={summary.byAssetType}
          regions={summary.byRegion}
          onOpen={openFromTable}
        />
      </Section>
      <PortfolioAssetDialog
        portfolioId={portfolio.id}
        asset={openAsset}
        currency={summary.currency}
        onClose={() => setOpened(undefined)}
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
