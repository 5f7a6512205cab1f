import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { LazyLoginModal } from '../account/lazy-account-modals.tsx';
import type { PaymentReturnNotice } from '../analysis/payment-return-notice.ts';
import { purchaseTexts } from './purchase-texts.ts';

/**
 * The payment return's own screens: the login it waits for, the loading state while the purchase
 * is finalised, or a notice when there is no analysis to show it on.
 */
export type PaymentReturnState =
  | { status: 'none' }
  | { status: 'login-needed' }
  | { status: 'finalising' }
  | { status: 'notice'; notice: PaymentReturnNotice };

function noticeContent(notice: PaymentReturnNotice): {
  title: string;
  text: string;
  color: string;
} {
  switch (notice.kind) {
    case 'login-to-complete':
      return {
        title: purchaseTexts.purchaseWaitsForLoginTitle,
        text: purchaseTexts.purchaseWaitsForLogin,
        color: 'blue',
      };
    case 'processing':
      return {
        title: purchaseTexts.paymentProcessingTitle,
        text: purchaseTexts.paymentProcessing,
        color: 'blue',
      };
    case 'payment-error':
      return {
        title: purchaseTexts.purchaseNotCompleted,
        text: purchaseTexts.paymentError(notice.message),
        color: 'red',
      };
    case 'incomplete-link':
      return {
        title: purchaseTexts.incompletePaymentLinkTitle,
        text: purchaseTexts.incompletePaymentLink,
        color: 'yellow',
      };
    case 'purchased-not-shown':
      return {
        title: purchaseTexts.purchaseComplete,
        text: purchaseTexts.purchasedAnalysisInMyAnalyses,
        color: 'green',
      };
  }
}

/** The notice above the analysis it concerns, in the result dialog. */
export function PaymentReturnAlert(props: { notice: PaymentReturnNotice }) {
  const { title, text, color } = noticeContent(props.notice);
  return (
    <Alert color={color} title={title} role="status">
      {text}
    </Alert>
  );
}

/**
 * The login prompt (the purchase is finalised once the account is there), the loading state while
 * it is finalised, and a notice that has no analysis to stand on.
 */
export function PaymentReturnDialogs(props: {
  state: PaymentReturnState;
  /** The login prompt was closed without logging in. */
  onLoginDismissed(): void;
  onNoticeClosed(): void;
}) {
  const { state } = props;
  const loggedIn = useRef(false);
  const notice = state.status === 'notice' ? noticeContent(state.notice) : undefined;
  return (
    <>
      <LazyLoginModal
        opened={state.status === 'login-needed'}
        initialMode="login"
        notice={purchaseTexts.logInToCompletePurchase}
        onLoggedIn={() => (loggedIn.current = true)}
        onClose={() => {
          if (!loggedIn.current) props.onLoginDismissed();
          loggedIn.current = false;
        }}
      />
      <Modal
        opened={state.status === 'finalising'}
        onClose={() => {}}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={purchaseTexts.completingPurchase}
      >
        <Group gap="sm" wrap="nowrap" role="status">
          <Loader size="sm" aria-label={purchaseTexts.completingPurchase} />
          <Text size="sm">{purchaseTexts.completingPurchaseText}</Text>
        </Group>
      </Modal>
      <Modal
        opened={notice !== undefined}
        onClose={props.onNoticeClosed}
        centered
        title={notice?.title}
      >
        <Stack gap="md">
          <Text>{notice?.text}</Text>
          <Group justify="flex-end">
            <Button onClick={props.onNoticeClosed}>Close</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
