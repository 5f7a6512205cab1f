import { Button, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../layout/logo.tsx';

/** Any path not in the route table: the logo and 'Page not found.' */
export function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="lg">
        <Logo size={56} />
        <Text fz={24} fw={600} role="heading" aria-level={1}>
          Page not found.
        </Text>
        <Button component={Link} to="/" variant="light">
          Back to the analysis
        </Button>
      </Stack>
    </Container>
  );
}
