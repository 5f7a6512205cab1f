import { Badge, Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useProductConfig } from '../../config/product-config.tsx';
import classes from './home-page.module.css';

/**
 * The main screen's hero band: the welcome (badge, title and text), then `children`. Without
 * children it is the first screen's content, prerendered at build time and drawn before any script
 * has run, so it must stay free of anything that depends on the viewport in script.
 */
export function HomeHero(props: { children?: ReactNode }) {
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
        {props.children}
      </Container>
    </Box>
  );
}
