import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';

/** The '?' beside a row of the customisation cards (SPEC.md §2): what the row means, on demand. */
export function InfoPopover(props: { subject: string; text: string }) {
  return (
    <Popover width={280} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="light"
          color="gray"
          radius="xl"
          size="sm"
          aria-label={`About ${props.subject}`}
        >
          <IconQuestionMark size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{props.text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
