import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AccountReply } from '@hazardscope/contracts';
import { logInWithoutPassword, logInWithPassword } from './account-api.ts';
import { loginSchema } from './account-form-schemas.ts';
import { authErrorText, isPasswordRequired, isVerifyEmail } from './auth-error-text.ts';
import { FormMessage } from './form-message.tsx';
import { useValidatedForm } from './use-validated-form.ts';

/**
 * E-mail and password login (SPEC.md §4 'Login modal modes'). With `passwordless` (the save flow)
 * only the e-mail is asked; a 'password required' reply brings the password field in.
 */
export function LoginForm(props: {
  passwordless?: boolean;
  submitLabel: string;
  initialEmail?: string;
  onLoggedIn: (reply: AccountReply) => void;
  onVerifyNeeded: (email: string) => void;
  /** Shown between the fields and the buttons (the save flow's notes). */
  notes?: ReactNode;
  /** Extra actions beside the submit button (mode links, Cancel). */
  actions?: ReactNode;
}) {
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string }>();
  const [submitting, setSubmitting] = useState(false);
  const { form, canSubmit } = useValidatedForm(loginSchema, {
    email: props.initialEmail ?? '',
    password: '',
    passwordShown: !props.passwordless,
  });
  const passwordShown = form.values.passwordShown;

  const submit = form.onSubmit(async (values) => {
    const email = values.email.trim().toLowerCase();
    setSubmitting(true);
    setMessage(undefined);
    try {
      const reply = passwordShown
        ? await logInWithPassword(email, values.password)
        : await logInWithoutPassword(email);
      props.onLoggedIn(reply);
    } catch (error) {
      if (isVerifyEmail(error)) {
        props.onVerifyNeeded(email);
      } else if (isPasswordRequired(error) && !passwordShown) {
        form.setFieldValue('passwordShown', true);
        setMessage({ kind: 'info', text: 'This account has a password. Please enter it.' });
      } else {
        setMessage({ kind: 'error', text: authErrorText(error) });
      }
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
        {passwordShown && (
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
        )}
        {props.notes}
        <FormMessage kind={message?.kind ?? 'error'} text={message?.text} />
        <Group justify="space-between" gap="xs">
          <Group gap="xs">{props.actions}</Group>
          <Button type="submit" disabled={!canSubmit} loading={submitting}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A link-styled button that switches the modal's mode. */
export function ModeLink(props: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={props.onClick}>
      {props.children}
    </Anchor>
  );
}
