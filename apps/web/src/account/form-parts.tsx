import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { FormMessage } from './form-message.tsx';

type InputProps = GetInputPropsReturnType;

/** The e-mail field of every account and feedback form; first in the form, so it takes focus. */
export function EmailInput(props: { inputProps: InputProps }) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      data-autofocus
      {...props.inputProps}
    />
  );
}

/** A new password and its confirmation (register, reset, profile). */
export function NewPasswordInputs(props: {
  passwordProps: InputProps;
  confirmationProps: InputProps;
  passwordLabel?: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label={props.passwordLabel ?? 'Password'}
        autoComplete="new-password"
        required
        data-autofocus={props.autoFocus || undefined}
        {...props.passwordProps}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        {...props.confirmationProps}
      />
    </>
  );
}

/** The error area, then the secondary actions on the left and the submit button on the right. */
export function FormFooter(props: {
  error: string | undefined;
  actions?: ReactNode;
  /** Offers a Cancel button before the other actions. */
  onCancel?: () => void;
  submitLabel: string;
  canSubmit: boolean;
  submitting: boolean;
}) {
  return (
    <>
      <FormMessage kind="error" text={props.error} />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
          )}
          {props.actions}
        </Group>
        <Button type="submit" disabled={!props.canSubmit} loading={props.submitting}>
          {props.submitLabel}
        </Button>
      </Group>
    </>
  );
}

/** A finished form: the success text and one button (OK or Close). */
/**
 * Said after a new password is set (a reset, or Edit Profile): the server then ends every other
 * session of the account, so someone still logged in elsewhere learns why they must log in again.
 */
export const otherSessionsEndedText = 'You have been logged out on your other devices.';

export function DoneNotice(props: { text: string; buttonLabel: string; onClick: () => void }) {
  return (
    <Stack gap="md">
      <FormMessage kind="success" text={props.text} />
      <Group justify="flex-end">
        <Button onClick={props.onClick} data-autofocus>
          {props.buttonLabel}
        </Button>
      </Group>
    </Stack>
  );
}
