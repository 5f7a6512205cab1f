import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The '?' beside a row of the customisation cards: what the row means, on demand. Escape closes the
 * popover only: Mantine's modal ignores an Escape whose target carries
 * `data-mantine-stop-propagation`, so the result dialog (and unsaved customisation) stays open.
 */
export function InfoPopover(props: { subject: string; text: string }) {
  const [opened, setOpened] = useState(false);
  const stopEscape = opened ? { 'data-mantine-stop-propagation': 'true' } : {};
  return (
    <Popover
      width={280}
      position="bottom-start"
      withArrow
      shadow="md"
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <ActionIcon
          variant="light"
          color="gray"
          radius="xl"
          size="sm"
          aria-label={`About ${props.subject}`}
          onClick={() => setOpened((isOpen) => !isOpen)}
          // Mantine closes a popover on Escape only from inside its dropdown; focus stays here.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && opened) setOpened(false);
          }}
          {...stopEscape}
        >
          <IconQuestionMark size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown {...stopEscape}>
        <Text size="sm">{props.text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
