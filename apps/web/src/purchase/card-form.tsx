import { Group, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  cardCvcError,
  cardExpiryError,
  cardMessages,
  cardNumberError,
  formatCardNumber,
  type CardDetails,
} from '@hazardscope/contracts';

export const emptyCard: CardDetails = { number: '', expiry: '', cvc: '', name: '' };

/** Each field's inline error, by the card rules the server applies too. */
export function cardErrors(card: CardDetails): Partial<Record<keyof CardDetails, string>> {
  const errors: Partial<Record<keyof CardDetails, string>> = {};
  const number = cardNumberError(card.number);
  if (number) errors.number = number;
  const expiry = cardExpiryError(card.expiry);
  if (expiry) errors.expiry = expiry;
  const cvc = cardCvcError(card.cvc, card.number);
  if (cvc) errors.cvc = cvc;
  if (card.name.trim() === '') errors.name = cardMessages.nameRequired;
  return errors;
}

/** 'MMYY' typed → 'MM/YY'. */
function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The card form of the built-in payment drop-in: number (grouped in fours, Luhn-checked), expiry
 * MM/YY, CVC and the name on the card. A field shows its error once left.
 */
export function CardForm(props: {
  card: CardDetails;
  onChange(card: CardDetails): void;
  disabled: boolean;
}) {
  const [touched, setTouched] = useState<Partial<Record<keyof CardDetails, boolean>>>({});
  const errors = cardErrors(props.card);
  const field = (name: keyof CardDetails) => ({
    value: props.card[name],
    disabled: props.disabled,
    error: touched[name] ? errors[name] : undefined,
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });
  const set = (name: keyof CardDetails, value: string) =>
    props.onChange({ ...props.card, [name]: value });
  return (
    <SimpleGrid cols={1} spacing="xs">
      <TextInput
        label="Card number"
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        {...field('number')}
        onChange={(event) => set('number', formatCardNumber(event.currentTarget.value))}
      />
      <Group grow align="flex-start" gap="xs">
        <TextInput
          label="Expiry"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          {...field('expiry')}
          onChange={(event) => set('expiry', formatExpiry(event.currentTarget.value))}
        />
        <TextInput
          label="CVC"
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...field('cvc')}
          onChange={(event) => set('cvc', event.currentTarget.value.replace(/\D/g, ''))}
        />
      </Group>
      <TextInput
        label="Name on card"
        autoComplete="cc-name"
        {...field('name')}
        onChange={(event) => set('name', event.currentTarget.value)}
      />
    </SimpleGrid>
  );
}
