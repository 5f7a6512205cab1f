import { Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * 'Link Copied to Clipboard.' for `durationMs` (2000 ms on the search page), then gone. The timer
 * starts once when the modal opens: a re-render of the dialog behind it (a new `onClose` function)
 * must not restart it, and the modal appears and leaves without a transition so the confirmation
 * lasts the stated time and no longer.
 */
export function LinkCopiedModal(props: { opened: boolean; durationMs: number; onClose(): void }) {
  const { opened, durationMs } = props;
  const onCloseRef = useRef(props.onClose);
  useEffect(() => {
    onCloseRef.current = props.onClose;
  });
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => onCloseRef.current(), durationMs);
    return () => clearTimeout(timer);
  }, [opened, durationMs]);
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      withCloseButton={false}
      centered
      size="auto"
      transitionProps={{ duration: 0 }}
    >
      <Text fw={600}>Link Copied to Clipboard.</Text>
    </Modal>
  );
}
