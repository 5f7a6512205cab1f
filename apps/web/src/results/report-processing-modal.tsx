import { Anchor, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReportProcessing } from './use-report-downloads.ts';

/**
 * The PDF report: 'Preparing report...' with a progress bar while the server draws the
 * report, then 'Report Generation Complete!' with a 'Download report' link; clicking it ends the
 * modal.
 */
export function ReportProcessingModal(props: {
  processing: ReportProcessing | undefined;
  onClose(): void;
}) {
  const { processing } = props;
  const title =
    processing?.stage === 'complete'
      ? 'Report Generation Complete!'
      : processing?.stage === 'failed'
        ? 'The report could not be prepared'
        : 'Preparing report...';
  return (
    <Modal
      opened={processing !== undefined}
      onClose={props.onClose}
      title={title}
      centered
      // While the server draws, the modal stays: it closes by its link or Close button.
      closeOnClickOutside={processing?.stage !== 'preparing'}
      withCloseButton={processing?.stage !== 'preparing'}
      zIndex={400}
    >
      {processing?.stage === 'preparing' && (
        <Stack gap="xs">
          <Progress
            value={processing.percent}
            animated
            aria-label="Report progress"
            transitionDuration={200}
          />
          <Text size="sm" c="dimmed">
            Drawing the charts of each result set: {processing.percent} %
          </Text>
        </Stack>
      )}
      {processing?.stage === 'complete' && (
        <Group>
          <Anchor
            href={processing.url}
            download={processing.fileName}
            onClick={() => setTimeout(props.onClose, 0)}
          >
            <Group gap={6}>
              <IconDownload size={16} />
              Download report
            </Group>
          </Anchor>
        </Group>
      )}
      {processing?.stage === 'failed' && (
        <Stack gap="sm">
          <Text size="sm">{processing.message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
