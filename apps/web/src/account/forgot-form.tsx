import { Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { requestPasswordReset } from './account-api.ts';
import { forgotSchema } from './account-form-schemas.ts';
import { authErrorText } from './auth-error-text.ts';
import { EmailInput, FormFooter } from './form-parts.tsx';
import { FormMessage } from './form-message.tsx';
import { useSubmission } from '../hooks/use-submission.ts';
import { useValidatedForm } from './use-validated-form.ts';

/** Forgot password: only the e-mail; the server mails a reset link. */
export function ForgotForm(props: { initialEmail?: string; actions?: ReactNode }) {
  const [sent, setSent] = useState<string>();
  const { submitting, error, run } = useSubmission(authErrorText);
  const { form, canSubmit } = useValidatedForm(forgotSchema, { email: props.initialEmail ?? '' });

  const submit = form.onSubmit((values) =>
    run(async () => {
      setSent(undefined);
      const reply = await requestPasswordReset(values.email.trim().toLowerCase());
      setSent(reply.message);
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Enter your e-mail address and we will send you a link to reset your password.
        </Text>
        <EmailInput inputProps={form.getInputProps('email')} />
        <FormMessage kind="success" text={sent} />
        <FormFooter
          error={error}
          actions={props.actions}
          submitLabel="Send reset link"
          canSubmit={canSubmit}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
