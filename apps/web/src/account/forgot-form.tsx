import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { requestPasswordReset } from './account-api.ts';
import { forgotSchema } from './account-form-schemas.ts';
import { authErrorText } from './auth-error-text.ts';
import { FormMessage } from './form-message.tsx';
import { useValidatedForm } from './use-validated-form.ts';

/** Forgot password: only the e-mail; the server mails a reset link (SPEC.md §5). */
export function ForgotForm(props: { initialEmail?: string; actions?: ReactNode }) {
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string }>();
  const [submitting, setSubmitting] = useState(false);
  const { form, canSubmit } = useValidatedForm(forgotSchema, { email: props.initialEmail ?? '' });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setMessage(undefined);
    try {
      const reply = await requestPasswordReset(values.email.trim().toLowerCase());
      setMessage({ kind: 'success', text: reply.message });
    } catch (error) {
      setMessage({ kind: 'error', text: authErrorText(error) });
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Enter your e-mail address and we will send you a link to reset your password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <FormMessage kind={message?.kind ?? 'error'} text={message?.text} />
        <Group justify="space-between" gap="xs">
          <Group gap="xs">{props.actions}</Group>
          <Button type="submit" disabled={!canSubmit} loading={submitting}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
