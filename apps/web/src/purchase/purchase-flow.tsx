import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedAnalysis } from '@hazardscope/contracts';
import { useAccount } from '../account/account-context.tsx';
import { LoginModal } from '../account/login-modal.tsx';
import { PasswordResetModal } from '../account/password-reset-modal.tsx';
import type { AnalysisRun } from '../analysis/analysis-run.ts';
import { PurchaseModal } from './purchase-modal.tsx';

const loginToPurchaseText = 'Please login or create an account to continue';

type Step =
  'none' | 'login-prompt' | 'login' | 'register' | 'after-login' | 'set-password' | 'purchase';

/**
 * The purchase journey's steps: a visitor logs in or registers first; an account without a
 * password sets one; then the Purchase Summary opens. Cancelling any step ends the journey.
 */
export function usePurchaseFlow() {
  const { account } = useAccount();
  const [step, setStep] = useState<Step>('none');
  const nextStep = useCallback(
    (current: typeof account): Step =>
      current === undefined ? 'login-prompt' : current.hasPassword ? 'purchase' : 'set-password',
    [],
  );
  const start = useCallback(() => setStep(nextStep(account)), [account, nextStep]);
  // A login or registration has just finished: continue once the account has arrived.
  useEffect(() => {
    if (step === 'after-login' && account !== undefined) setStep(nextStep(account));
  }, [step, account, nextStep]);
  return { step, setStep, start, account };
}

export function PurchaseFlowModals(props: {
  flow: ReturnType<typeof usePurchaseFlow>;
  run: AnalysisRun;
  title: string;
  onSaved(saved: SavedAnalysis): void;
  onPurchased(saved: SavedAnalysis): void;
}) {
  const { step, setStep, account } = props.flow;
  const loggedIn = useRef(false);
  const close = () => setStep('none');
  return (
    <>
      <Modal opened={step === 'login-prompt'} onClose={close} title="Purchase Report">
        <Stack gap="md">
          <Text>{loginToPurchaseText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button variant="light" onClick={() => setStep('register')}>
              Register
            </Button>
            <Button onClick={() => setStep('login')}>Login</Button>
          </Group>
        </Stack>
      </Modal>
      <LoginModal
        opened={step === 'login' || step === 'register'}
        initialMode={step === 'register' ? 'register' : 'login'}
        onLoggedIn={() => (loggedIn.current = true)}
        onClose={() => {
          setStep(loggedIn.current ? 'after-login' : 'none');
          loggedIn.current = false;
        }}
      />
      {account !== undefined && (
        <PasswordResetModal
          opened={step === 'set-password'}
          target={{ username: account.username }}
          cancellable
          onClose={() => setStep(account.hasPassword ? 'purchase' : 'none')}
        />
      )}
      {step === 'purchase' && (
        <PurchaseModal
          run={props.run}
          title={props.title}
          onSaved={props.onSaved}
          onPurchased={(saved) => {
            setStep('none');
            props.onPurchased(saved);
          }}
          onClose={close}
        />
      )}
    </>
  );
}
