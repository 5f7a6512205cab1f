import { Alert, Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import {
  formatFixed,
  formatMoney,
  formatPercent,
  hazardKeys,
  hazardLabels,
  type ClimateScenario,
  type PortfolioAsset,
} from '@hazardscope/contracts';
import { Link } from 'react-router';
import { findArchetype, useArchetypeHierarchy, useArchetypeName } from '../api/catalogue.ts';
import { HazardIcon } from '../hazards/hazard-icon.tsx';
import { emptyFormValues, searchFromFormValues } from '../search/form-values.ts';
import { RatingChip } from './rating-chip.tsx';
import { assetReference } from './portfolio-view-model.ts';
import { ScrollTable } from './scroll-table.tsx';

/** Coordinates on screen: 6 decimals, as a single analysis shows them. */
const screenCoordinateDecimals = 6;

/**
 * The link that opens the same asset as a single analysis on the main screen: its place, asset type
 * and emissions scenario in the search form's parameters.
 */
function singleAnalysisLink(
  asset: Pick<PortfolioAsset, 'latitude' | 'longitude' | 'assetType'>,
  scenario: ClimateScenario,
  category: string | undefined,
): string {
  return `/${searchFromFormValues({
    ...emptyFormValues,
    locationType: 'select',
    latitude: asset.latitude,
    longitude: asset.longitude,
    archetype: asset.assetType,
    archetypeService: category,
    climateScenario: scenario,
  })}`;
}

/**
 * One asset of a portfolio: what the portfolio computed for it — its ratings now and at the end of
 * life, its total Value At Risk in 2020, 2050 and 2100 and per hazard in 2050 and 2100. A
 * portfolio keeps these figures per asset, not the yearly series and element detail of a single
 * analysis's result tabs; the dialog says so and opens the same asset as a single analysis, whose
 * numbers are the same.
 */
export function PortfolioAssetDialog(props: {
  asset: PortfolioAsset | undefined;
  currency: string;
  scenario: ClimateScenario;
  onClose(): void;
}) {
  const archetypeName = useArchetypeName();
  const hierarchy = useArchetypeHierarchy();
  const { asset } = props;
  const category =
    asset && hierarchy.data ? findArchetype(hierarchy.data, asset.assetType)?.category : undefined;
  return (
    <Modal
      opened={asset !== undefined}
      onClose={props.onClose}
      title={asset === undefined ? 'Asset' : `Asset ${assetReference(asset)}`}
      size="lg"
    >
      {asset !== undefined && (
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
              value={
                [asset.region, asset.country].filter((part) => part !== null).join(', ') || '–'
              }
            />
          </SimpleGrid>
          {asset.status === 'failed' ? (
            <Alert color="red" title="Not analysed">
              {asset.failureReason ?? 'The asset could not be analysed.'}
            </Alert>
          ) : (
            <AssetFigures asset={asset} />
          )}
          <Text size="sm" c="dimmed">
            A portfolio keeps these figures for each asset. The yearly charts, the vulnerability of
            its elements and its report are in the single analysis of the same asset, which gives
            the same numbers.
          </Text>
          <Group justify="flex-end">
            <Button
              component={Link}
              to={singleAnalysisLink(asset, props.scenario, category)}
              target="_blank"
              rel="noopener"
              variant="light"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              Open as a single analysis
            </Button>
            <Button variant="default" onClick={props.onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
