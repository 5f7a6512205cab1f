import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatThousands, portfolioPagePath } from '@hazardscope/contracts';
import { Link } from 'react-router';
import { usePortfolioPricing } from '../../api/portfolios.ts';
import { formatBytes } from '../../portfolio/upload-drop-zone.tsx';
import { SupportEmailLink } from '../static-page.tsx';
import { ScrollTable } from '../../portfolio/scroll-table.tsx';

/**
 * The portfolio price tiers (`GET /api/portfolios/pricing`): the price of each asset by the tier its
 * position in the portfolio falls in, charged graduated, with the limits of one portfolio.
 */
export function PortfolioPricing() {
  const pricing = usePortfolioPricing();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="portfolio-prices"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="portfolio-prices">
          Portfolios of many assets
        </Title>
        <Text>
          Upload a table of assets and get every asset&apos;s real results, the portfolio&apos;s
          totals and its worst assets. The price is quoted by asset count before anything runs; each
          asset pays the price of the tier its position falls in, so a larger portfolio costs less
          per asset.
        </Text>
        {pricing.data === undefined ? (
          pricing.isError ? (
            <Text c="dimmed">
              The portfolio prices could not be loaded just now; ask us at <SupportEmailLink />.
            </Text>
          ) : (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">Loading the portfolio prices…</Text>
            </Group>
          )
        ) : (
          <>
            <ScrollTable label="Portfolio price tiers" minWidth={300}>
              <Table withTableBorder striped fz="sm" aria-label="Portfolio price tiers">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Assets in the portfolio</Table.Th>
                    <Table.Th>Price per asset</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pricing.data.tiers.map((tier) => (
                    <Table.Tr key={tier.fromAsset}>
                      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatThousands(tier.fromAsset)} to {formatThousands(tier.toAsset)}
                      </Table.Td>
                      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {tier.perAssetLabel}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <List size="sm" spacing={4}>
              <List.Item>
                Up to {formatThousands(pricing.data.limits.rowsPerPortfolio)} assets and{' '}
                {formatBytes(pricing.data.limits.fileBytes)} per file.
              </List.Item>
              <List.Item>
                Up to {pricing.data.limits.portfoliosPerAccountPerDay} new portfolios per account
                per day.
              </List.Item>
            </List>
          </>
        )}
        <Group>
          <Button component={Link} to={portfolioPagePath} variant="light">
            Upload a portfolio
          </Button>
          <Anchor component={Link} to={portfolioPagePath} size="sm">
            See what the file needs
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
