import { Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountReply } from '@hazardscope/contracts';
import { verifyAuthenticationCode } from './account-api.ts';
import { digitsOnly, verifySchema } from './account-form-schemas.ts';
import { authErrorText } from './auth-error-text.ts';
import { FormFooter } from './form-parts.tsx';
import { FormMessage } from './form-message.tsx';
import { useSubmission } from '../hooks/use-submission.ts';
import { useValidatedForm } from './use-validated-form.ts';

/** The e-mailed 6-digit code; a right code verifies the address and logs in. */
export function VerifyForm(props: {
  email: string;
  notice: string;
  onVerified: (reply: AccountReply) => void;
  actions?: ReactNode;
}) {
  const { submitting, error, run } = useSubmission(authErrorText);
  const { form, canSubmit } = useValidatedForm(verifySchema, { code: '' });

  const submit = form.onSubmit((values) =>
    run(async () => props.onVerified(await verifyAuthenticationCode(props.email, values.code))),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormMessage kind="info" text={props.notice} />
        <TextInput
          label="Verification code"
          description={`Sent to ${props.email}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          data-autofocus
          {...form.getInputProps('code')}
          // The code accepts digits only; anything else typed is dropped.
          onChange={(event) => form.setFieldValue('code', digitsOnly(event.currentTarget.value))}
        />
        <FormFooter
          error={error}
          actions={props.actions}
          submitLabel="Verify"
          canSubmit={canSubmit}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
