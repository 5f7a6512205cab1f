import { ActionIcon, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** The delete icon of an adaptation pathway or option card, named by what it deletes. */
export function DeleteIcon(props: { label: string; disabled: boolean; onClick(): void }) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color="red"
        mr="xs"
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The dashed 'Add Pathway' and 'Add Option' tiles, hidden by their owner once three exist. */
export function AddTile(props: {
  label: string;
  accessibleLabel?: string;
  onClick(): void;
  disabled: boolean;
}) {
  return (
    <UnstyledButton
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.accessibleLabel ?? props.label}
      style={{
        border: '1px dashed var(--mantine-color-gray-5)',
        borderRadius: 'var(--mantine-radius-md)',
        padding: 'var(--mantine-spacing-sm)',
        opacity: props.disabled ? 0.5 : 1,
      }}
    >
      <Group gap={6} justify="center">
        <IconPlus size={16} />
        <Text size="sm" fw={500}>
          {props.label}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
