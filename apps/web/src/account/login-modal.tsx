import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { AccountReply } from '@hazardscope/contracts';
import { useAccount } from './account-context.tsx';
import { ForgotForm } from './forgot-form.tsx';
import { LoginForm, ModeLink } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { VerifyForm } from './verify-form.tsx';
import { usePageView } from '../analytics/page-views.ts';

type LoginMode = 'login' | 'register' | 'forgot' | 'verify';

const loginModalTitle = 'Please Log in or Register';
export const verifyEmailNotice =
  'Please verify email: enter the 6-digit code we have e-mailed you.';

/**
 * The Login/Register modal: login, register, forgot and verify.
 * It closes on cancel or once an account is logged in.
 */
export function LoginModal(props: {
  opened: boolean;
  onClose: () => void;
  initialMode?: 'login' | 'register';
  onLoggedIn?: () => void;
  /** Why a login is asked for here, shown above the form. */
  notice?: string;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={loginModalTitle} size="md">
      {props.opened && props.notice && (
        <Text mb="md" role="status">
          {props.notice}
        </Text>
      )}
      {props.opened && (
        <LoginModes
          initialMode={props.initialMode ?? 'login'}
          onDone={() => {
            props.onLoggedIn?.();
            props.onClose();
          }}
        />
      )}
    </Modal>
  );
}

function LoginModes(props: { initialMode: LoginMode; onDone: () => void }) {
  const { logIn } = useAccount();
  const [mode, setMode] = useState<LoginMode>(props.initialMode);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState('');
  const loggedIn = (reply: AccountReply) => {
    logIn(reply);
    props.onDone();
  };
  usePageView(mode === 'login' ? '/login' : mode === 'register' ? '/register' : undefined);
  const verify = (address: string, text: string) => {
    setEmail(address);
    setNotice(text);
    setMode('verify');
  };

  switch (mode) {
    case 'login':
      return (
        <LoginForm
          submitLabel="Log in"
          initialEmail={email}
          onLoggedIn={loggedIn}
          onVerifyNeeded={(address) => verify(address, verifyEmailNotice)}
          actions={
            <>
              <ModeLink onClick={() => setMode('register')}>Register</ModeLink>
              <ModeLink onClick={() => setMode('forgot')}>Forgot password?</ModeLink>
            </>
          }
        />
      );
    case 'register':
      return (
        <RegisterForm
          initialEmail={email}
          onRegistered={verify}
          actions={<ModeLink onClick={() => setMode('login')}>I have an account</ModeLink>}
        />
      );
    case 'forgot':
      return (
        <ForgotForm
          initialEmail={email}
          actions={<ModeLink onClick={() => setMode('login')}>Back to log in</ModeLink>}
        />
      );
    case 'verify':
      return (
        <VerifyForm
          email={email}
          notice={notice}
          onVerified={loggedIn}
          actions={<ModeLink onClick={() => setMode('login')}>Back to log in</ModeLink>}
        />
      );
  }
}
