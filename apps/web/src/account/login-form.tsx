import { Anchor, PasswordInput, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AccountReply } from '@hazardscope/contracts';
import { logInWithoutPassword, logInWithPassword } from './account-api.ts';
import { loginSchema } from './account-form-schemas.ts';
import { authErrorText, isPasswordRequired, isVerifyEmail } from './auth-error-text.ts';
import { EmailInput, FormFooter } from './form-parts.tsx';
import { FormMessage } from './form-message.tsx';
import { useSubmission } from '../hooks/use-submission.ts';
import { useValidatedForm } from './use-validated-form.ts';

const enterPasswordNotice = 'This account has a password. Please enter it.';

/**
 * E-mail and password login. With `passwordless` (the save flow)
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
  const [notice, setNotice] = useState<string>();
  const { submitting, error, run } = useSubmission(authErrorText);
  const { form, canSubmit } = useValidatedForm(loginSchema, {
    email: props.initialEmail ?? '',
    password: '',
    passwordShown: !props.passwordless,
  });
  const passwordShown = form.values.passwordShown;

  const submit = form.onSubmit((values) =>
    run(async () => {
      const email = values.email.trim().toLowerCase();
      try {
        const reply = passwordShown
          ? await logInWithPassword(email, values.password)
          : await logInWithoutPassword(email);
        props.onLoggedIn(reply);
      } catch (caught) {
        if (isVerifyEmail(caught)) return props.onVerifyNeeded(email);
        if (!isPasswordRequired(caught) || passwordShown) throw caught;
        form.setFieldValue('passwordShown', true);
        setNotice(enterPasswordNotice);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EmailInput inputProps={form.getInputProps('email')} />
        {passwordShown && (
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
        )}
        {props.notes}
        <FormMessage kind="info" text={notice} />
        <FormFooter
          error={error}
          actions={props.actions}
          submitLabel={props.submitLabel}
          canSubmit={canSubmit}
          submitting={submitting}
        />
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
