import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { CardDetails, PaymentIntentReply } from '@hazardscope/contracts';
import { useProductConfig } from '../config/product-config.tsx';
import { CardForm } from './card-form.tsx';
import type { ReactNode } from 'react';
import { purchaseTexts } from './purchase-texts.ts';

/**
 * The purchase modal's Cancel and submit buttons: 'Confirm Payment Details' (disabled) until a
 * payment can be requested, then 'Submit Purchase'.
 */
export function PurchaseButtons(props: {
  canSubmit: boolean;
  paying: boolean;
  onSubmit(): void;
  onCancel(): void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel} disabled={props.paying}>
        Cancel
      </Button>
      <Button disabled={!props.canSubmit} loading={props.paying} onClick={props.onSubmit}>
        {props.canSubmit || props.paying ? purchaseTexts.submit : purchaseTexts.confirmDetails}
      </Button>
    </Group>
  );
}

/**
 * Close (and any further action) once there is nothing more to submit: the purchase is complete,
 * or the payment is with the provider.
 */
export function CloseButtons(props: { onClose(): void; children?: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onClose}>
        Close
      </Button>
      {props.children}
    </Group>
  );
}

/** The drop-in while the payment form loads. */
export function LoadingPaymentForm() {
  return (
    <Group gap="xs">
      <Loader size="sm" />
      <Text size="sm">Loading the payment form…</Text>
    </Group>
  );
}

/** 'Payment form loading failed.' with Reload. */
export function LoadFailed(props: { onReload(): void }) {
  return (
    <Alert color="red" title={purchaseTexts.loadFailed}>
      <Button size="xs" mt="xs" onClick={props.onReload}>
        Reload
      </Button>
    </Alert>
  );
}

/**
 * The built-in provider's card fields: the test-mode note (test provider only), the card form and
 * the last payment error.
 */
function CardPaymentFields(props: {
  card: CardDetails;
  onChange(card: CardDetails): void;
  paying: boolean;
  error: string | undefined;
}) {
  const { paymentProvider } = useProductConfig();
  return (
    <Stack gap="xs">
      {paymentProvider === 'test' && (
        <Text size="xs" c="dimmed">
          {purchaseTexts.testMode}
        </Text>
      )}
      <CardForm card={props.card} onChange={props.onChange} disabled={props.paying} />
      {props.error !== undefined && (
        <Alert color="red" role="alert">
          {purchaseTexts.paymentError(props.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The built-in provider's drop-in as both purchase modals show it (a single analysis's and a
 * portfolio's): the form loading, its loading failed (with Reload), or the card fields of an open
 * order; `children` is what a modal shows in it once paid.
 */
export function CardDropIn(props: {
  /** The modal's state: its status, and the last payment error while ready. */
  state:
    | { status: 'ready'; error?: string | undefined }
    | { status: 'loading' | 'paying' | 'success' | 'load-failed' };
  card: CardDetails;
  onCardChange(card: CardDetails): void;
  onReload(): void;
  children?: ReactNode;
}) {
  const { status } = props.state;
  return (
    <div data-testid="payment-drop-in" data-state={status}>
      {status === 'loading' && <LoadingPaymentForm />}
      {status === 'load-failed' && <LoadFailed onReload={props.onReload} />}
      {props.children}
      {(status === 'ready' || status === 'paying') && (
        <CardPaymentFields
          card={props.card}
          onChange={props.onCardChange}
          paying={status === 'paying'}
          error={props.state.status === 'ready' ? props.state.error : undefined}
        />
      )}
    </div>
  );
}

/** Stripe's Payment Element parameters of an open order, or undefined for the built-in form. */
export function stripeFormOf(
  intent: PaymentIntentReply | undefined,
): { publishableKey: string; clientSecret: string } | undefined {
  return intent?.provider === 'stripe' &&
    intent.publishableKey !== null &&
    intent.clientSecret !== null
    ? { publishableKey: intent.publishableKey, clientSecret: intent.clientSecret }
    : undefined;
}
