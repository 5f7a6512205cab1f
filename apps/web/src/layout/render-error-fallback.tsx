import { Alert, Button, Code, Container, Stack, Text } from '@mantine/core';
import type { FallbackProps } from 'react-error-boundary';
import { useProductConfig } from '../config/product-config.tsx';
import { usePageView } from '../analytics/page-views.ts';

/**
 * Shown instead of a part of the page that failed to render, so the rest of the page keeps working
 * and the user can retry (nothing they entered is lost: the form lives in the URL).
 */
export function RenderErrorFallback(props: FallbackProps) {
  const { supportEmail } = useProductConfig();
  usePageView('/error');
  const message = props.error instanceof Error ? props.error.message : String(props.error);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="Unfortunately an error occurred during processing:">
        <Stack gap="sm">
          <Code block>{message}</Code>
          <Text size="sm">
            Errors are reported to us automatically. Please try again; if it keeps happening, write
            to {supportEmail}.
          </Text>
          <Button variant="default" onClick={props.resetErrorBoundary} w="fit-content">
            Try again
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
