import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { register } from './account-api.ts';
import { registerSchema } from './account-form-schemas.ts';
import { authErrorText } from './auth-error-text.ts';
import { FormMessage } from './form-message.tsx';
import { useValidatedForm } from './use-validated-form.ts';

/** Register: e-mail, password twice, newsletter opt-in; success asks for the e-mailed code. */
export function RegisterForm(props: {
  initialEmail?: string;
  onRegistered: (email: string, message: string) => void;
  actions?: ReactNode;
}) {
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const { form, canSubmit } = useValidatedForm(registerSchema, {
    email: props.initialEmail ?? '',
    password: '',
    confirmPassword: '',
    newsletter: false,
  });

  const submit = form.onSubmit(async (values) => {
    const email = values.email.trim().toLowerCase();
    setSubmitting(true);
    setError(undefined);
    try {
      const reply = await register({
        username: email,
        password: values.password,
        newsletter: values.newsletter,
      });
      props.onRegistered(email, reply.message);
    } catch (caught) {
      setError(authErrorText(caught));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label="Send me occasional updates and news"
          {...form.getInputProps('newsletter', { type: 'checkbox' })}
        />
        <FormMessage kind="error" text={error} />
        <Group justify="space-between" gap="xs">
          <Group gap="xs">{props.actions}</Group>
          <Button type="submit" disabled={!canSubmit} loading={submitting}>
            Register
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
