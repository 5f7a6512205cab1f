import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AccountReply } from '@hazardscope/contracts';
import { useAccount } from './account-context.tsx';
import { addPassword, resetPassword } from './account-api.ts';
import { newPasswordSchema } from './account-form-schemas.ts';
import { authErrorText } from './auth-error-text.ts';
import {
  DoneNotice,
  otherSessionsEndedText,
  FormFooter,
  NewPasswordInputs,
} from './form-parts.tsx';
import { useSubmission } from '../hooks/use-submission.ts';
import { useValidatedForm } from './use-validated-form.ts';

const passwordUpdatedText = 'Your password has been updated and you are now logged in.';
// A reset ends every session of the account before logging in here (the server's resetPassword).
const passwordResetText = `Your password has been changed and you are now logged in here. ${otherSessionsEndedText}`;

/**
 * New password and confirmation: with `token` it resets a
 * forgotten password from the e-mailed link; with `username` it sets the first password of an
 * account created without one. Success logs the user in and shows OK; after a reset it also says
 * that the account's other sessions were logged out.
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
  const [done, setDone] = useState(false);
  const { submitting, error, run } = useSubmission(authErrorText);
  const { form, canSubmit } = useValidatedForm(newPasswordSchema, {
    password: '',
    confirmPassword: '',
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      const reply: AccountReply =
        'token' in props.target
          ? await resetPassword(props.target.token, values.password)
          : await addPassword(props.target.username, values.password);
      logIn(reply);
      setDone(true);
    }),
  );

  if (done) {
    const text = 'token' in props.target ? passwordResetText : passwordUpdatedText;
    return <DoneNotice text={text} buttonLabel="OK" onClick={props.onClose} />;
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {'username' in props.target && (
          <Text size="sm">Choose a password for {props.target.username}.</Text>
        )}
        <NewPasswordInputs
          passwordLabel="New password"
          autoFocus
          passwordProps={form.getInputProps('password')}
          confirmationProps={form.getInputProps('confirmPassword')}
        />
        <FormFooter
          error={error}
          onCancel={props.cancellable ? props.onClose : undefined}
          submitLabel="Submit"
          canSubmit={canSubmit}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
