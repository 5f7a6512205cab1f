import { Button, Checkbox, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useAccount, type Account } from './account-context.tsx';
import { editProfile } from './account-api.ts';
import { profileSchema } from './account-form-schemas.ts';
import { errorText } from './auth-error-text.ts';
import { FormMessage } from './form-message.tsx';
import { useValidatedForm } from './use-validated-form.ts';

export const profileUpdatedText = 'Details updated successfully';

/**
 * Edit Profile (SPEC.md §2): e-mail, newsletter opt-in, and an optional Reset Password tick that
 * brings in the password and its confirmation. Success shows 'Details updated successfully' and OK.
 */
export function EditProfileModal(props: { opened: boolean; onClose: () => void }) {
  const { account } = useAccount();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Edit Profile">
      {props.opened && account && <EditProfileForm account={account} onClose={props.onClose} />}
    </Modal>
  );
}

function EditProfileForm(props: { account: Account; onClose: () => void }) {
  const { logIn } = useAccount();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const { form, canSubmit } = useValidatedForm(profileSchema, {
    email: props.account.username,
    newsletter: props.account.newsletterSubscription,
    resetPassword: false,
    password: '',
    confirmPassword: '',
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const updated = await editProfile({
        username: values.email.trim().toLowerCase(),
        newsletter: values.newsletter,
        ...(values.resetPassword ? { password: values.password } : {}),
      });
      logIn(updated);
      setDone(true);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSubmitting(false);
    }
  });

  if (done) {
    return (
      <Stack gap="md">
        <FormMessage kind="success" text={profileUpdatedText} />
        <Group justify="flex-end">
          <Button
            data-autofocus
            onClick={() => {
              // OK resets the form to the saved details, ready for another change.
              form.setInitialValues({
                ...form.values,
                resetPassword: false,
                password: '',
                confirmPassword: '',
              });
              form.reset();
              setDone(false);
            }}
          >
            OK
          </Button>
        </Group>
      </Stack>
    );
  }
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
        <Checkbox
          label="Send me occasional updates and news"
          {...form.getInputProps('newsletter', { type: 'checkbox' })}
        />
        <Checkbox
          label="Reset Password"
          {...form.getInputProps('resetPassword', { type: 'checkbox' })}
        />
        {form.values.resetPassword && (
          <>
            <PasswordInput
              label="New password"
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
          </>
        )}
        <FormMessage kind="error" text={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit} loading={submitting}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
