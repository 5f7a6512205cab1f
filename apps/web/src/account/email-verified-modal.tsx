import { Button, Group, Modal, Stack, Text } from '@mantine/core';

const emailVerifiedText = 'Email verified successfully.';

/** The e-mail verification notice of the `verifyEmail=true` entry parameter. */
export function EmailVerifiedModal(props: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Email Verification">
      <Stack gap="md">
        <Text>{emailVerifiedText}</Text>
        <Group justify="flex-end">
          <Button onClick={props.onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
