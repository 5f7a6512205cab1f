import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import {
  formatThousands,
  portfolioPagePath,
  type PortfolioListReply,
  type PortfolioStatus,
} from '@hazardscope/contracts';
import { Link } from 'react-router';

export type SavedPortfolio = PortfolioListReply['portfolios'][number];

/** The address of one portfolio's page. */
function portfolioPageLink(id: string): string {
  return `${portfolioPagePath}?id=${encodeURIComponent(id)}`;
}

export const portfolioStatusLabels: Record<PortfolioStatus, string> = {
  quoted: 'Quoted, not run',
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A portfolio's progress in a list: its assets, done out of the total, and the failures. */
function portfolioProgressText(portfolio: SavedPortfolio): string {
  if (portfolio.status === 'quoted') return `${formatThousands(portfolio.total)} assets`;
  const failed = portfolio.failed > 0 ? `, ${formatThousands(portfolio.failed)} failed` : '';
  return `${formatThousands(portfolio.done)} of ${formatThousands(portfolio.total)} assets${failed}`;
}

/** The account's portfolios, each a link to its page with its status and progress. */
export function SavedPortfolioRows(props: {
  portfolios: readonly SavedPortfolio[];
  /** Called when a link is followed (a modal closes). */
  onOpen?: () => void;
}) {
  return (
    <Stack gap={6}>
      {props.portfolios.map((portfolio) => (
        <Group key={portfolio.id} justify="space-between" gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={portfolioPageLink(portfolio.id)}
            onClick={props.onOpen}
            style={{ overflowWrap: 'anywhere' }}
          >
            {portfolio.title}
          </Anchor>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {portfolioProgressText(portfolio)}
            </Text>
            <Badge variant="light" color={portfolio.status === 'done' ? 'green' : 'blue'}>
              {portfolioStatusLabels[portfolio.status]}
            </Badge>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** My Analyses' card of portfolios, beside the single analyses. */
export function SavedPortfoliosCard(props: {
  portfolios: readonly SavedPortfolio[];
  onOpen(): void;
}) {
  if (props.portfolios.length === 0) return null;
  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-label="Portfolios">
      <Stack gap="xs">
        <Text fw={600}>Portfolios</Text>
        <SavedPortfolioRows portfolios={props.portfolios} onOpen={props.onOpen} />
      </Stack>
    </Card>
  );
}
