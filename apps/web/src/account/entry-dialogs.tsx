import { useEffect, useState } from 'react';
import { EmailVerifiedModal } from './email-verified-modal.tsx';
import { useEntryParameters } from './entry-parameters.ts';
import { LazyPasswordResetModal } from './lazy-account-modals.tsx';

/**
 * Dialogs opened by entry URL parameters: `pwResetToken` opens the password reset
 * (the token then leaves the URL) and `verifyEmail=true` shows the verification notice.
 */
export function EntryDialogs() {
  const [entryParameters, setEntryParameters] = useEntryParameters();
  // Read once: the token is removed from the URL as soon as the dialog has it.
  const [resetToken] = useState(() => entryParameters.passwordResetToken ?? undefined);
  const [resetOpened, setResetOpened] = useState(resetToken !== undefined);

  useEffect(() => {
    if (resetToken !== undefined) void setEntryParameters({ passwordResetToken: null });
  }, [resetToken, setEntryParameters]);

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
        opened={entryParameters.verifyEmail === 'true'}
        onClose={() => void setEntryParameters({ verifyEmail: null })}
      />
    </>
  );
}
