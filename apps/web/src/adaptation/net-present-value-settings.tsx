import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import type { ChangeEvent, Dispatch, SetStateAction } from 'react';
import { acceptDecimal, acceptDigits, type NetPresentValueDraft } from './adaptation-plan.ts';

/**
 * The NPV settings row: Asset Replacement Cost ($), Discount Rate and NPV Term as typed (digits,
 * and one decimal point in the rate; other typing is ignored), and 'Update NPV Settings', which
 * prices the pathways again with them.
 */
export function NetPresentValueSettings(props: {
  draft: NetPresentValueDraft;
  onDraftChange: Dispatch<SetStateAction<NetPresentValueDraft>>;
  /** What is wrong with the draft, if anything: the button is disabled and it is shown. */
  error: string | undefined;
  disabled: boolean;
  onUpdate(): void;
}) {
  const { draft, onDraftChange } = props;
  // Each box keeps what is typed only while `accept` takes it, else its previous text.
  const typedInto =
    (key: keyof NetPresentValueDraft, accept: (typed: string, previous: string) => string) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value;
      onDraftChange((previous) => ({ ...previous, [key]: accept(typed, previous[key]) }));
    };
  return (
    <Paper withBorder p="sm">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="Asset Replacement Cost ($)"
          inputMode="numeric"
          value={draft.assetReplacementCost}
          onChange={typedInto('assetReplacementCost', acceptDigits)}
          w={190}
        />
        <TextInput
          label="Discount Rate"
          inputMode="decimal"
          value={draft.discountRate}
          onChange={typedInto('discountRate', acceptDecimal)}
          w={120}
        />
        <TextInput
          label="NPV Term"
          inputMode="numeric"
          rightSection={<Text size="xs">years</Text>}
          rightSectionWidth={48}
          value={draft.termYears}
          onChange={typedInto('termYears', acceptDigits)}
          w={120}
        />
        <Button
          variant="light"
          onClick={props.onUpdate}
          disabled={props.error !== undefined || props.disabled}
        >
          Update NPV Settings
        </Button>
      </Group>
      {props.error !== undefined && (
        <Text size="sm" c="red" mt={6}>
          {props.error}
        </Text>
      )}
    </Paper>
  );
}
