import { Checkbox, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { register } from './account-api.ts';
import { registerSchema } from './account-form-schemas.ts';
import { authErrorText } from './auth-error-text.ts';
import { EmailInput, FormFooter, NewPasswordInputs } from './form-parts.tsx';
import { useSubmission } from '../hooks/use-submission.ts';
import { useValidatedForm } from './use-validated-form.ts';

export const newsletterLabel = 'Send me occasional updates and news';

/** Register: e-mail, password twice, newsletter opt-in; success asks for the e-mailed code. */
export function RegisterForm(props: {
  initialEmail?: string;
  onRegistered: (email: string, message: string) => void;
  actions?: ReactNode;
}) {
  const { submitting, error, run } = useSubmission(authErrorText);
  const { form, canSubmit } = useValidatedForm(registerSchema, {
    email: props.initialEmail ?? '',
    password: '',
    confirmPassword: '',
    newsletter: false,
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      const email = values.email.trim().toLowerCase();
      const reply = await register({
        username: email,
        password: values.password,
        newsletter: values.newsletter,
      });
      props.onRegistered(email, reply.message);
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EmailInput inputProps={form.getInputProps('email')} />
        <NewPasswordInputs
          passwordProps={form.getInputProps('password')}
          confirmationProps={form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label={newsletterLabel}
          {...form.getInputProps('newsletter', { type: 'checkbox' })}
        />
        <FormFooter
          error={error}
          actions={props.actions}
          submitLabel="Register"
          canSubmit={canSubmit}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
