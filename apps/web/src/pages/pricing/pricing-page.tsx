import { Link } from 'react-router';
import type { ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useProductConfig } from '../../config/product-config.tsx';
import { PageSection, StaticPage, SupportEmailLink } from '../static-page.tsx';
import { planFeatures, priceFeature, type TierOffer } from '../../purchase/pricing-plans.ts';
import { PortfolioPricing } from './portfolio-pricing.tsx';

/** /pricing — the free and commercial tiers side by side. */
export function PricingPage() {
  const { productName, purchasePriceLabel } = useProductConfig();
  return (
    <StaticPage
      title="Pricing"
      lead={`Try ${productName} free with sample results, then buy a full analysis for the asset that matters.`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <PlanCard
          name="Free"
          price="USD $0"
          priceNote="No payment needed"
          summary="Explore the tool on any address. Results are illustrative samples, not a risk estimate for the site, and cannot be customised."
          highlights={[
            'Single-asset analysis',
            '100 standard asset types',
            'Illustrative sample results',
            'Sample report download',
          ]}
          action={
            <Button component={Link} to="/" variant="default" fullWidth>
              Start an analysis
            </Button>
          }
        />
        <PlanCard
          name="Commercial"
          price={purchasePriceLabel}
          priceNote="One fixed price per single-asset analysis"
          summary="Real results for your asset, ready for commercial use."
          highlights={[
            'Real results and commercial use',
            'Customise design elements and materials, with two re-runs',
            'Ratings for the current year and the end of asset life',
            'Adaptation planning',
            'Saved report and printable PDF report',
          ]}
          action={
            <Button component={Link} to="/" fullWidth>
              Run an analysis to purchase
            </Button>
          }
          recommended
        />
      </SimpleGrid>

      <PageSection title="Compare the tiers">
        <Table.ScrollContainer minWidth={340} type="native">
          <Table
            withTableBorder
            striped
            verticalSpacing="sm"
            horizontalSpacing="xs"
            fz="sm"
            layout="fixed"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="40%">Feature</Table.Th>
                <Table.Th w="30%">Free</Table.Th>
                <Table.Th w="30%">Commercial</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...planFeatures, priceFeature(purchasePriceLabel)].map((row) => (
                <Table.Tr key={row.feature}>
                  <Table.Th scope="row" fw={500}>
                    {row.feature}
                  </Table.Th>
                  <Table.Td>
                    <OfferCell offer={row.free} />
                  </Table.Td>
                  <Table.Td>
                    <OfferCell offer={row.commercial} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </PageSection>

      <PageSection title="How buying works">
        <List spacing="xs">
          <List.Item>
            Run a free analysis for your address and asset type, then choose Purchase Report in the
            results. You need an account so that the report can be saved for you.
          </List.Item>
          <List.Item>
            Pay {purchasePriceLabel} by card in the purchase screen. The real results, settings,
            adaptation tool and reports unlock as soon as the payment is confirmed.
          </List.Item>
          <List.Item>
            Adjust the design and materials and re-run the analysis up to two times; each revision
            is kept with the purchase.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Prices are in US dollars. CSV export requires an export permission on your account; ask us
          at <SupportEmailLink />. See the{' '}
          <Anchor component={Link} to="/info/terms_and_conditions">
            terms and conditions
          </Anchor>{' '}
          for the full terms of purchase.
        </Text>
      </PageSection>

      <PortfolioPricing />
    </StaticPage>
  );
}

function PlanCard(props: {
  name: string;
  price: string;
  priceNote: string;
  summary: string;
  highlights: readonly string[];
  action: ReactNode;
  recommended?: boolean;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      style={
        props.recommended === true
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3">
            {props.name}
          </Title>
          {props.recommended === true ? <Badge variant="light">Full results</Badge> : null}
        </Group>
        <Stack gap={2}>
          <Text fz={32} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {props.price}
          </Text>
          <Text size="sm" c="dimmed">
            {props.priceNote}
          </Text>
        </Stack>
        <Text>{props.summary}</Text>
        <List
          spacing="xs"
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {props.highlights.map((highlight) => (
            <List.Item key={highlight}>{highlight}</List.Item>
          ))}
        </List>
        {props.action}
      </Stack>
    </Card>
  );
}

/** A yes/no offer shows as a labelled tick or cross; a qualified offer shows its words. */
function OfferCell(props: { offer: TierOffer }) {
  if (typeof props.offer === 'string') return <Text size="sm">{props.offer}</Text>;
  const included = props.offer;
  const Icon = included ? IconCheck : IconX;
  return (
    <ThemeIcon
      size={22}
      radius="xl"
      color={included ? 'green' : 'gray'}
      variant="light"
      role="img"
      aria-label={included ? 'Included' : 'Not included'}
    >
      <Icon size={16} aria-hidden />
    </ThemeIcon>
  );
}
