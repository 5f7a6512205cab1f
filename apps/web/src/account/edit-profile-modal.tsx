import { Checkbox, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useAccount, type Account } from './account-context.tsx';
import { editProfile } from './account-api.ts';
import { profileSchema } from './account-form-schemas.ts';
import { errorText, isVerifyEmail } from './auth-error-text.ts';
import {
  DoneNotice,
  EmailInput,
  FormFooter,
  NewPasswordInputs,
  otherSessionsEndedText,
} from './form-parts.tsx';
import { newsletterLabel } from './register-form.tsx';
import { useSubmission } from '../hooks/use-submission.ts';
import { useValidatedForm } from './use-validated-form.ts';
import { VerifyForm } from './verify-form.tsx';
import { ModeLink } from './login-form.tsx';

const profileUpdatedText = 'Details updated successfully';
const newAddressNotice = 'We have e-mailed a 6-digit verification code to your new address.';
const verifyBeforePasswordNotice =
  'Please verify email: enter the 6-digit code we have e-mailed you, then set the password again.';

/**
 * Edit Profile: e-mail, newsletter opt-in, and an optional Reset Password tick that
 * brings in the password and its confirmation. Success shows 'Details updated successfully' and OK;
 * after a new password it also says that the account's other sessions were logged out.
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
  const [done, setDone] = useState(false);
  // Set once the server has taken a new password: it has ended the account's other sessions.
  const [passwordChanged, setPasswordChanged] = useState(false);
  const [verification, setVerification] = useState<{ email: string; notice: string }>();
  const { submitting, error, run } = useSubmission(errorText);
  const { form, canSubmit } = useValidatedForm(profileSchema, {
    email: props.account.username,
    newsletter: props.account.newsletterSubscription,
    resetPassword: false,
    password: '',
    confirmPassword: '',
    currentPassword: '',
  });
  // Changing the e-mail or the password needs the current password (the server re-authenticates).
  const asksCurrentPassword =
    props.account.hasPassword &&
    (form.values.resetPassword ||
      form.values.email.trim().toLowerCase() !== props.account.username);

  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        const updated = await editProfile({
          username: values.email.trim().toLowerCase(),
          newsletter: values.newsletter,
          ...(values.resetPassword ? { password: values.password } : {}),
          ...(asksCurrentPassword ? { currentPassword: values.currentPassword } : {}),
        });
        logIn(updated);
        setPasswordChanged(values.resetPassword);
        // A new address is verified again: the server has mailed a code to it.
        if (updated.emailVerified) setDone(true);
        else setVerification({ email: updated.username, notice: newAddressNotice });
      } catch (caught) {
        // A password needs a proven address; the server has mailed a code to the current one.
        if (!isVerifyEmail(caught)) throw caught;
        setVerification({ email: props.account.username, notice: verifyBeforePasswordNotice });
      }
    }),
  );

  if (verification) {
    return (
      <VerifyForm
        email={verification.email}
        notice={verification.notice}
        onVerified={(reply) => {
          logIn(reply);
          setVerification(undefined);
          if (verification.notice === newAddressNotice) setDone(true);
        }}
        actions={<ModeLink onClick={() => setVerification(undefined)}>Back</ModeLink>}
      />
    );
  }
  if (done) {
    // OK resets the form to the saved details, ready for another change.
    const resetForm = () => {
      form.setInitialValues({
        ...form.values,
        email: form.values.email.trim().toLowerCase(),
        resetPassword: false,
        password: '',
        confirmPassword: '',
        currentPassword: '',
      });
      form.reset();
      setDone(false);
    };
    const text = passwordChanged
      ? `${profileUpdatedText}. ${otherSessionsEndedText}`
      : profileUpdatedText;
    return <DoneNotice text={text} buttonLabel="OK" onClick={resetForm} />;
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EmailInput inputProps={form.getInputProps('email')} />
        <Checkbox
          label={newsletterLabel}
          {...form.getInputProps('newsletter', { type: 'checkbox' })}
        />
        <Checkbox
          label="Reset Password"
          {...form.getInputProps('resetPassword', { type: 'checkbox' })}
        />
        {form.values.resetPassword && (
          <NewPasswordInputs
            passwordLabel="New password"
            passwordProps={form.getInputProps('password')}
            confirmationProps={form.getInputProps('confirmPassword')}
          />
        )}
        {asksCurrentPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
        )}
        <FormFooter
          error={error}
          onCancel={props.onClose}
          submitLabel="Update"
          canSubmit={canSubmit}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
