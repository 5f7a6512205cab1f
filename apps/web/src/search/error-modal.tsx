import { Anchor, Button, Code, Collapse, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useProductConfig } from '../config/product-config.tsx';
import { usePageView } from '../analytics/page-views.ts';

/** The generic error modal: the message, collapsible details, a note, contact, Close. */
export function ErrorModal(props: {
  opened: boolean;
  message: string;
  details?: string;
  onClose(): void;
}) {
  const { supportEmail } = useProductConfig();
  const [detailsOpen, detailsToggle] = useDisclosure(false);
  usePageView(props.opened ? '/error' : undefined);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Error" centered size="lg">
      <Stack gap="sm">
        <Text fw={600}>Unfortunately an error occurred during processing:</Text>
        <Text>{props.message}</Text>
        {props.details && (
          <>
            <Anchor component="button" type="button" size="sm" onClick={detailsToggle.toggle}>
              {detailsOpen ? 'Hide details' : 'Details'}
            </Anchor>
            <Collapse expanded={detailsOpen}>
              <Code block>{props.details}</Code>
            </Collapse>
          </>
        )}
        <Text size="sm" c="dimmed">
          Errors are reported to us automatically. Please try again in a few minutes. If it keeps
          happening, <Anchor href={`mailto:${supportEmail}`}>contact us</Anchor>.
        </Text>
        <Group justify="flex-end">
          <Button onClick={props.onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
