import { Alert, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useCallback, useEffect, useState } from 'react';
import { CloseButtons, LoadFailed, LoadingPaymentForm, PurchaseButtons } from './drop-in-parts.tsx';
import { PaymentReturnAlert } from './payment-return-dialogs.tsx';
import { purchaseTexts } from './purchase-texts.ts';
import { settleStripeConfirmation } from './stripe-confirmation.ts';

type Loading =
  { status: 'loading' } | { status: 'loaded'; stripe: Stripe } | { status: 'load-failed' };

/**
 * Stripe's Payment Element as the payment drop-in, for an installation with Stripe keys. Stripe.js
 * is loaded from js.stripe.com only when this opens (the `pure` entry adds no script on import).
 * The buyer's details go to Stripe, never to our server; once Stripe has confirmed the payment,
 * `onPaid` has the server read the PaymentIntent's status from Stripe and settle the order. A
 * payment Stripe has not settled yet (e.g. `processing`) is shown as being processed, as the
 * payment return shows it, not as an error: the webhook settles the order once Stripe has the
 * money. A payment method that must leave the page (a bank redirect) comes back to `returnUrl`,
 * the payment-return URL that finalises the purchase.
 */
export function StripeDropIn(props: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  onPaid(): Promise<void>;
  onCancel(): void;
}) {
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  // A new Payment Element on Reload.
  const [attempt, setAttempt] = useState(0);
  const { publishableKey } = props;

  const load = useCallback(async () => {
    setLoading({ status: 'loading' });
    setAttempt((count) => count + 1);
    try {
      const stripe = await loadStripe(publishableKey);
      if (stripe === null) throw new Error('Stripe.js is not available in this page');
      setLoading({ status: 'loaded', stripe });
    } catch (error) {
      console.error('Payment form loading failed', error);
      setLoading({ status: 'load-failed' });
    }
  }, [publishableKey]);

  useEffect(() => {
    void load();
  }, [load]);

  if (loading.status !== 'loaded') {
    return (
      <Stack gap="sm">
        <div data-testid="payment-drop-in" data-state={loading.status}>
          {loading.status === 'loading' ? (
            <LoadingPaymentForm />
          ) : (
            <LoadFailed onReload={() => void load()} />
          )}
        </div>
        <PurchaseButtons
          canSubmit={false}
          paying={false}
          onSubmit={() => {}}
          onCancel={props.onCancel}
        />
      </Stack>
    );
  }
  return (
    <Elements key={attempt} stripe={loading.stripe} options={{ clientSecret: props.clientSecret }}>
      <StripePaymentForm
        returnUrl={props.returnUrl}
        onPaid={props.onPaid}
        onCancel={props.onCancel}
        onReload={() => void load()}
      />
    </Elements>
  );
}

/** Inside <Elements>: the Payment Element, its states and the submit button. */
function StripePaymentForm(props: {
  returnUrl: string;
  onPaid(): Promise<void>;
  onCancel(): void;
  onReload(): void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [state, setState] = useState<'loading' | 'ready' | 'paying' | 'processing' | 'load-failed'>(
    'loading',
  );
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string>();

  const pay = async () => {
    if (stripe === null || elements === null) return;
    setState('paying');
    setError(undefined);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: props.returnUrl },
      redirect: 'if_required',
    });
    const outcome = await settleStripeConfirmation(result, props.onPaid);
    if (outcome.kind === 'processing') setState('processing');
    if (outcome.kind === 'payment-error') {
      setError(outcome.message);
      setState('ready');
    }
  };

  if (state === 'processing') {
    return (
      <Stack gap="sm">
        <div data-testid="payment-drop-in" data-state={state}>
          <PaymentReturnAlert notice={{ kind: 'processing' }} />
        </div>
        <CloseButtons onClose={props.onCancel} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <div data-testid="payment-drop-in" data-state={state}>
        {state === 'loading' && <LoadingPaymentForm />}
        {state === 'load-failed' ? (
          <LoadFailed onReload={props.onReload} />
        ) : (
          <PaymentElement
            onReady={() => setState('ready')}
            onChange={(event) => setComplete(event.complete)}
            onLoadError={(event) => {
              console.error('Payment form loading failed', event.error);
              setState('load-failed');
            }}
          />
        )}
        {error !== undefined && (
          <Alert color="red" role="alert" mt="xs">
            {purchaseTexts.paymentError(error)}
          </Alert>
        )}
      </div>
      <PurchaseButtons
        canSubmit={state === 'ready' && complete && stripe !== null}
        paying={state === 'paying'}
        onSubmit={() => void pay()}
        onCancel={props.onCancel}
      />
    </Stack>
  );
}
