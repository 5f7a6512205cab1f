import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmailVerifiedModal } from './email-verified-modal.tsx';
import { entryParameterNames } from './entry-parameters.ts';
import { LazyPasswordResetModal } from './lazy-account-modals.tsx';

/**
 * Dialogs opened by entry URL parameters: `pwResetToken` opens the password reset
 * (the token then leaves the URL) and `verifyEmail=true` shows the verification notice.
 */
export function EntryDialogs() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the token is removed from the URL as soon as the dialog has it.
  const [resetToken] = useState(
    () => searchParams.get(entryParameterNames.passwordResetToken) || undefined,
  );
  const [resetOpened, setResetOpened] = useState(resetToken !== undefined);
  const verifyEmailOpened = searchParams.get(entryParameterNames.verifyEmail) === 'true';

  const dropParameter = (name: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (resetToken === undefined) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(entryParameterNames.passwordResetToken);
        return next;
      },
      { replace: true },
    );
  }, [resetToken, setSearchParams]);

  return (
    <>
      {resetToken !== undefined && (
        <LazyPasswordResetModal
          opened={resetOpened}
          onClose={() => setResetOpened(false)}
          target={{ token: resetToken }}
          cancellable
        />
      )}
      <EmailVerifiedModal
        opened={verifyEmailOpened}
        onClose={() => dropParameter(entryParameterNames.verifyEmail)}
      />
    </>
  );
}
