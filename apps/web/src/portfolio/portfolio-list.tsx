import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  formatThousands,
  portfolioPagePath,
  type PortfolioListReply,
} from '@hazardscope/contracts';
import { Link } from 'react-router';

type PortfolioSummaryRow = PortfolioListReply['portfolios'][number];

/** The address of one portfolio's page. */
export function portfolioLink(id: string): string {
  return `${portfolioPagePath}?id=${encodeURIComponent(id)}`;
}

/** One line of a portfolio in a list: its status and its assets done out of the total. */
export function portfolioProgressText(portfolio: PortfolioSummaryRow): string {
  if (portfolio.status === 'quoted') return `${formatThousands(portfolio.total)} assets, not run`;
  const failed = portfolio.failed > 0 ? `, ${formatThousands(portfolio.failed)} failed` : '';
  return `${formatThousands(portfolio.done)} of ${formatThousands(portfolio.total)} assets${failed}`;
}

/** The account's portfolios, newest first, each opening its page. */
export function PortfolioList(props: { portfolios: readonly PortfolioSummaryRow[] }) {
  if (props.portfolios.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="mine-heading">
      <Stack gap="sm">
        <Title order={2} id="mine-heading">
          Your portfolios
        </Title>
        {props.portfolios.map((portfolio) => (
          <Group key={portfolio.id} justify="space-between" gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={portfolioLink(portfolio.id)}
              style={{ overflowWrap: 'anywhere' }}
            >
              {portfolio.title}
            </Anchor>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {portfolioProgressText(portfolio)}
              </Text>
              <Badge variant="light" color={portfolio.status === 'done' ? 'green' : 'blue'}>
                {portfolio.status}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
