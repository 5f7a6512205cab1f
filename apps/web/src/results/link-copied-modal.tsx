import { Modal, Text } from '@mantine/core';
import { useEffect } from 'react';

/** 'Link Copied to Clipboard.' for a moment (SPEC.md §9: 2000 ms on the search page). */
export function LinkCopiedModal(props: { opened: boolean; durationMs: number; onClose(): void }) {
  const { opened, durationMs, onClose } = props;
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [opened, durationMs, onClose]);
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered size="auto">
      <Text fw={600}>Link Copied to Clipboard.</Text>
    </Modal>
  );
}
