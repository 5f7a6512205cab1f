import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AccountReply } from '@hazardscope/contracts';
import { useAccount } from './account-context.tsx';
import { addPassword, resetPassword } from './account-api.ts';
import { newPasswordSchema } from './account-form-schemas.ts';
import { authErrorText } from './auth-error-text.ts';
import { FormMessage } from './form-message.tsx';
import { useValidatedForm } from './use-validated-form.ts';

export const passwordUpdatedText = 'Your password has been updated and you are now logged in.';

/**
 * New password and confirmation (SPEC.md §2 'Password reset modal'): with `token` it resets a
 * forgotten password from the e-mailed link; with `username` it sets the first password of an
 * account created without one. Success logs the user in and shows OK.
 */
export function PasswordResetModal(props: {
  opened: boolean;
  onClose: () => void;
  target: { token: string } | { username: string };
  /** Offer Cancel (the reset link can also be left by closing the dialog). */
  cancellable?: boolean;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={'token' in props.target ? 'Reset Password' : 'Set Password'}
    >
      {props.opened && <PasswordResetForm {...props} />}
    </Modal>
  );
}

function PasswordResetForm(props: {
  onClose: () => void;
  target: { token: string } | { username: string };
  cancellable?: boolean;
}) {
  const { logIn } = useAccount();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const { form, canSubmit } = useValidatedForm(newPasswordSchema, {
    password: '',
    confirmPassword: '',
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const reply: AccountReply =
        'token' in props.target
          ? await resetPassword(props.target.token, values.password)
          : await addPassword(props.target.username, values.password);
      logIn(reply);
      setDone(true);
    } catch (caught) {
      setError(authErrorText(caught));
    } finally {
      setSubmitting(false);
    }
  });

  if (done) {
    return (
      <Stack gap="md">
        <FormMessage kind="success" text={passwordUpdatedText} />
        <Group justify="flex-end">
          <Button onClick={props.onClose} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {'username' in props.target && (
          <Text size="sm">Choose a password for {props.target.username}.</Text>
        )}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <FormMessage kind="error" text={error} />
        <Group justify="flex-end" gap="xs">
          {props.cancellable && (
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={!canSubmit} loading={submitting}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
