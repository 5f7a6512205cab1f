import { Button, Group, Modal, Stack, Text } from '@mantine/core';

const discardWarningText =
  'Warning. The current analysis is not saved, are you sure you want to discard it?';

/** How the warning names an analysis: its title, its asset type and its address. */
export interface NamedAnalysis {
  title: string;
  /** The archetype's name ('Simple House'). */
  assetType: string;
  address: string;
}

/** 'Harbour house (Simple House)': the title with the asset type. */
function analysisLabel(analysis: NamedAnalysis): string {
  return `${analysis.title} (${analysis.assetType})`;
}

/**
 * Asked before switching away from an unsaved analysis: the warning names the analysis that would be
 * lost (title, asset type, address); Cancel, or 'Discard current analysis and switch to …' naming
 * the analysis chosen.
 */
export function DiscardAnalysisModal(props: {
  opened: boolean;
  /** The unsaved analysis on screen. */
  current: NamedAnalysis;
  /** The analysis the user chose. */
  target: NamedAnalysis | undefined;
  onCancel: () => void;
  onDiscard: () => void;
}) {
  const { current, target } = props;
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title="Unsaved analysis">
      <Stack gap="md">
        <Text>{discardWarningText}</Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {analysisLabel(current)}
          {current.address !== current.title && (
            <Text span c="dimmed" size="sm" display="block" fw={400}>
              {current.address}
            </Text>
          )}
        </Text>
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
            Discard current analysis and switch to {target ? analysisLabel(target) : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
