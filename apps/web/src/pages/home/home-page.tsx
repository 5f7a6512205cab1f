import {
  Badge,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingCommunity, IconCategory, IconMapPin, IconSearch } from '@tabler/icons-react';
import { hazardKeys, hazardLabels } from '@hazardscope/contracts';
import { useProductConfig } from '../../config/product-config.tsx';
import { HazardIcon } from '../../hazards/hazard-icon.tsx';
import classes from './home-page.module.css';

const steps = [
  {
    icon: IconMapPin,
    title: 'Find the place',
    text: 'Type an address and pick it from the list, enter coordinates, or select the spot on the globe.',
  },
  {
    icon: IconCategory,
    title: 'Choose the kind of asset',
    text: 'Pick a category: a building, or infrastructure such as energy, transport, water or telecommunications.',
  },
  {
    icon: IconBuildingCommunity,
    title: 'Choose the specific kind',
    text: 'Pick the asset type closest to yours — a house, an office block, a substation, a road — from 100 standard types.',
  },
  {
    icon: IconSearch,
    title: 'Search',
    text: 'Press GO. The engine computes the risk of nine hazards for every year from 1990 to 2100.',
  },
];

/** The main screen's welcome text and four-step explanation (SPEC.md §2 'Main search screen'). */
export function HomePage() {
  const { productName } = useProductConfig();
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Stack gap="md" maw={760}>
          <Badge variant="light" size="lg" radius="sm">
            Physical climate risk, 1990–2100
          </Badge>
          <Title order={1} className={classes.title}>
            What will climate change cost your building or infrastructure?
          </Title>
          <Text size="lg" c="dark.4">
            Welcome to {productName}. Choose a place and the kind of asset that stands there, and
            get its Value At Risk — the expected annual cost of damage as a share of its replacement
            cost — its failure probability and an A, B or C rating, year by year for nine hazards.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mt={40}>
          {steps.map((step, index) => (
            <Card key={step.title} withBorder padding="lg" radius="md">
              <Group gap="sm" mb="xs" wrap="nowrap">
                <ThemeIcon variant="light" size={36} radius="md">
                  <step.icon size={20} />
                </ThemeIcon>
                <Text fw={600}>
                  Step {index + 1}: {step.title}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Card withBorder padding="lg" radius="md" mt={32}>
          <Text fw={600} mb="sm">
            Nine hazards, every year
          </Text>
          <Group gap="md">
            {hazardKeys.map((hazard) => (
              <Group key={hazard} gap={6} wrap="nowrap">
                <HazardIcon hazard={hazard} />
                <Text size="sm">{hazardLabels[hazard]}</Text>
              </Group>
            ))}
          </Group>
        </Card>
      </Container>
    </Box>
  );
}
