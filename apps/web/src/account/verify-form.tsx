import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AccountReply } from '@hazardscope/contracts';
import { verifyAuthenticationCode } from './account-api.ts';
import { digitsOnly, verifySchema } from './account-form-schemas.ts';
import { authErrorText } from './auth-error-text.ts';
import { FormMessage } from './form-message.tsx';
import { useValidatedForm } from './use-validated-form.ts';

/** The e-mailed 6-digit code; a right code verifies the address and logs in. */
export function VerifyForm(props: {
  email: string;
  notice: string;
  onVerified: (reply: AccountReply) => void;
  actions?: ReactNode;
}) {
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const { form, canSubmit } = useValidatedForm(verifySchema, { code: '' });
  const codeInput = form.getInputProps('code');

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setError(undefined);
    try {
      props.onVerified(await verifyAuthenticationCode(props.email, values.code));
    } catch (caught) {
      setError(authErrorText(caught));
    } finally {
      setSubmitting(false);
    }
  });

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
          {...codeInput}
          onChange={(event) => form.setFieldValue('code', digitsOnly(event.currentTarget.value))}
        />
        <FormMessage kind="error" text={error} />
        <Group justify="space-between" gap="xs">
          <Group gap="xs">{props.actions}</Group>
          <Button type="submit" disabled={!canSubmit} loading={submitting}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
