import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  formatFixed,
  formatMoney,
  formatPercent,
  hazardKeys,
  hazardLabels,
  type PortfolioAsset,
  type SavedAnalysis,
} from '@hazardscope/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { readSavedAnalysisRun } from '../analysis/saved-analysis-run.ts';
import { useArchetypeName } from '../api/catalogue.ts';
import { HazardIcon } from '../hazards/hazard-icon.tsx';
import { ResultDialogSlot } from '../results/result-dialog-slot.tsx';
import { useAnalysisRun } from '../results/use-analysis-run.ts';
import { RatingChip } from './rating-chip.tsx';
import { assetReference } from './portfolio-view-model.ts';
import { ScrollTable } from './scroll-table.tsx';

/** Coordinates on screen: 6 decimals, as a single analysis shows them. */
const screenCoordinateDecimals = 6;

/**
 * An analysed asset of the portfolio as a single analysis, from `GET
 * /api/portfolios/{id}/assets/{index}/analysis`: asked once per asset and page (the server keeps
 * the run; opening the asset again shows the same run, saved or not).
 */
function usePortfolioAssetAnalysis(portfolioId: string, index: number | undefined) {
  return useQuery({
    queryKey: ['portfolio-asset-analysis', portfolioId, index],
    enabled: index !== undefined,
    // The run call's module (and the whole analysis's schemas) loads when an asset is first opened.
    queryFn: async ({ signal }) => {
      const { requestPortfolioAssetAnalysis } = await import('../api/risk.ts');
      return requestPortfolioAssetAnalysis(portfolioId, index ?? 0, signal);
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The result dialog's key of an asset's run, so that it is found again when reopened. */
const assetRunKey = (portfolioId: string, index: number) => `portfolio|${portfolioId}|${index}`;

/**
 * One asset of a portfolio. An analysed asset opens the result dialog of a single analysis, with
 * the same tabs and real results (the portfolio is paid for): the server runs the asset's request
 * again on the portfolio's analysis date, so the numbers are those the portfolio stored, and the
 * run can be saved, reported and compared across scenarios as the owner's. Until it answers, and
 * when it cannot (a failed asset, or a portfolio no longer paid for), a short dialog shows what the
 * portfolio keeps of the asset: its ratings, its total VAR in 2020, 2050 and 2100 and per hazard
 * in 2050 and 2100, or why it could not be analysed.
 */
export function PortfolioAssetDialog(props: {
  portfolioId: string;
  asset: PortfolioAsset | undefined;
  currency: string;
  onClose(): void;
}) {
  const { asset, portfolioId, onClose } = props;
  const analysedIndex = asset?.status === 'done' ? asset.index : undefined;
  const analysis = usePortfolioAssetAnalysis(portfolioId, analysedIndex);
  const analysisRun = useAnalysisRun();
  const { state, open, markSaved, markPurchased, close } = analysisRun;
  // This page's runs, read when an asset opens (not a dependency: a re-run added to them must not
  // reopen the asset's own run).
  const runs = useRef(analysisRun.runs);
  runs.current = analysisRun.runs;
  const reply = analysis.data?.response;
  useEffect(() => {
    if (analysedIndex === undefined || reply === undefined) return;
    const key = assetRunKey(portfolioId, analysedIndex);
    const kept = runs.current.find((run) => run.key === key && run.runId === reply._id);
    open(
      kept ?? {
        runId: reply._id,
        analysis: reply.analysis,
        realResults: reply.realResults,
        warnings: reply.warnings,
        key,
        portfolioAssetRunId: reply._id,
      },
    );
  }, [analysedIndex, portfolioId, reply, open]);

  const viewingRunId = state.status === 'viewing' ? state.run.runId : undefined;
  const closeAll = useCallback(() => {
    close();
    onClose();
  }, [close, onClose]);
  const onSaved = useCallback(
    (saved: SavedAnalysis) => {
      if (viewingRunId === undefined) return;
      markSaved(viewingRunId, { id: saved._id, groupId: saved.groupId, title: saved.title });
    },
    [viewingRunId, markSaved],
  );
  const onPurchased = useCallback(
    (saved: SavedAnalysis) => {
      if (viewingRunId === undefined) return;
      const reading = readSavedAnalysisRun(saved);
      if ('run' in reading) markPurchased(viewingRunId, reading.run);
    },
    [viewingRunId, markPurchased],
  );
  // Another saved analysis of the shown one's group opens as its link would, beside the portfolio.
  const onOpenSaved = useCallback((analysisId: string) => {
    window.open(`/?analysisId=${encodeURIComponent(analysisId)}`, '_blank', 'noopener');
  }, []);

  if (asset === undefined) return null;
  if (state.status === 'viewing' && analysedIndex !== undefined) {
    return (
      <ResultDialogSlot
        run={state.run}
        analysisRun={analysisRun}
        onOpenSaved={onOpenSaved}
        onSaved={onSaved}
        onPurchased={onPurchased}
        onClose={closeAll}
        onErrorReset={closeAll}
      />
    );
  }
  return (
    <AssetSummaryDialog
      asset={asset}
      currency={props.currency}
      loading={analysis.isFetching}
      error={analysis.error?.message}
      onClose={closeAll}
    />
  );
}

/**
 * The short dialog of an asset: its place and value, and its portfolio figures while its full
 * results load or when they cannot be shown, or why it was not analysed.
 */
function AssetSummaryDialog(props: {
  asset: PortfolioAsset;
  currency: string;
  loading: boolean;
  error: string | undefined;
  onClose(): void;
}) {
  const archetypeName = useArchetypeName();
  const { asset } = props;
  return (
    <Modal opened onClose={props.onClose} title={`Asset ${assetReference(asset)}`} size="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Fact label="Asset type" value={archetypeName(asset.assetType)} />
          <Fact label="Replacement value" value={formatMoney(asset.value, props.currency)} />
          <Fact
            label="Location"
            value={
              asset.address ??
              `${formatFixed(asset.latitude, screenCoordinateDecimals)}, ${formatFixed(asset.longitude, screenCoordinateDecimals)}`
            }
          />
          <Fact
            label="Region"
            value={[asset.region, asset.country].filter((part) => part !== null).join(', ') || '–'}
          />
        </SimpleGrid>
        {asset.status === 'failed' ? (
          <Alert color="red" title="Not analysed">
            {asset.failureReason ?? 'The asset could not be analysed.'}
          </Alert>
        ) : (
          <AssetFigures asset={asset} />
        )}
        {props.loading && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">Opening the full results of this asset…</Text>
          </Group>
        )}
        {props.error !== undefined && !props.loading && (
          <Alert color="red" title="The full results could not be opened">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Fact(props: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {props.value}
      </Text>
    </Stack>
  );
}

function AssetFigures(props: { asset: PortfolioAsset }) {
  const { asset } = props;
  const total = asset.totalValueAtRisk;
  const byHazard = asset.hazardValueAtRisk;
  return (
    <Stack gap="sm">
      <Group gap="xl">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Rating now
          </Text>
          <RatingChip rating={asset.currentRating} />
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Rating at end of life
          </Text>
          <RatingChip rating={asset.endOfLifeRating} />
        </Stack>
      </Group>
      {total !== null && (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          Total Value At Risk: {formatPercent(total.year2020)} in 2020,{' '}
          {formatPercent(total.year2050)} in 2050, {formatPercent(total.year2100)} in 2100 (of the
          replacement value per year).
        </Text>
      )}
      {byHazard !== null && (
        <ScrollTable label="Value At Risk by hazard" minWidth={260}>
          <Table
            fz="sm"
            withTableBorder
            striped
            horizontalSpacing="xs"
            aria-label="Value At Risk by hazard"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Hazard</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  VAR 2050
                </Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  VAR 2100
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hazardKeys.map((hazard) => (
                <Table.Tr key={hazard}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <HazardIcon hazard={hazard} size={16} />
                      {hazardLabels[hazard]}
                    </Group>
                  </Table.Td>
                  {/* A hazard not calculated at the site reads so: its 0 is not 'no risk'. */}
                  {asset.notCalculatedHazards?.includes(hazard) ? (
                    <Table.Td colSpan={2} ta="right" c="dimmed">
                      Not Calculated
                    </Table.Td>
                  ) : (
                    <>
                      <Table.Td
                        ta="right"
                        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                      >
                        {formatPercent(byHazard.year2050[hazard] ?? 0)}
                      </Table.Td>
                      <Table.Td
                        ta="right"
                        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                      >
                        {formatPercent(byHazard.year2100[hazard] ?? 0)}
                      </Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
