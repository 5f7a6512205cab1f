import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export const discardWarningText =
  'Warning. The current analysis is not saved, are you sure you want to discard it?';

/**
 * Asked before switching away from an unsaved analysis: Cancel,
 * or 'Discard current analysis and switch to …' naming the analysis chosen.
 */
export function DiscardAnalysisModal(props: {
  opened: boolean;
  /** The title (or address) of the analysis the user chose. */
  targetTitle: string;
  onCancel: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title="Unsaved analysis">
      <Stack gap="md">
        <Text>{discardWarningText}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={props.onDiscard}
            styles={{ label: { whiteSpace: 'normal' } }}
            h="auto"
            py={8}
          >
            Discard current analysis and switch to {props.targetTitle}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
