import { Card, Stack, Title } from '@mantine/core';
import { SavedPortfolioRows, type SavedPortfolio } from '../account/saved-portfolios.tsx';

/** The account's portfolios on the Portfolio page, newest first, each opening its page. */
export function PortfolioList(props: { portfolios: readonly SavedPortfolio[] }) {
  if (props.portfolios.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="mine-heading">
      <Stack gap="sm">
        <Title order={2} id="mine-heading">
          Your portfolios
        </Title>
        <SavedPortfolioRows portfolios={props.portfolios} />
      </Stack>
    </Card>
  );
}
