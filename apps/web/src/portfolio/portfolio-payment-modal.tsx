import { Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { CardDetails, PaymentIntentReply, PortfolioQuote } from '@hazardscope/contracts';
import { confirmPortfolioPayment, startPortfolioPayment } from '../api/portfolios.ts';
import { cardErrors, emptyCard } from '../purchase/card-form.tsx';
import { CardDropIn, PurchaseButtons, stripeFormOf } from '../purchase/drop-in-parts.tsx';
import { StripeDropIn } from '../purchase/stripe-drop-in.tsx';
import { recordPageView, usePageView } from '../analytics/page-views.ts';

type State =
  | { status: 'loading' }
  | { status: 'ready'; intent: PaymentIntentReply; error?: string }
  | { status: 'paying'; intent: PaymentIntentReply }
  | { status: 'load-failed' };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Pays for a quoted portfolio with the purchase flow's card form (the built-in test provider) or
 * Stripe's Payment Element: the order is opened for the portfolio, paid, and the portfolio is then
 * queued by the server; `onPaid` follows.
 */
export function PortfolioPaymentModal(props: {
  portfolioId: string;
  title: string;
  quote: PortfolioQuote;
  onPaid(): void;
  onClose(): void;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [card, setCard] = useState<CardDetails>(emptyCard);
  const { portfolioId, onPaid } = props;
  usePageView('/purchase');

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', intent: await startPortfolioPayment(portfolioId) });
    } catch (error) {
      console.error('Payment form loading failed', error);
      setState({ status: 'load-failed' });
    }
  }, [portfolioId]);

  useEffect(() => {
    void load();
  }, [load]);

  const pay = async () => {
    if (state.status !== 'ready') return;
    const { intent } = state;
    setState({ status: 'paying', intent });
    recordPageView('/purchase-submit');
    try {
      await confirmPortfolioPayment(portfolioId, intent.orderId, card);
    } catch (error) {
      setState({ status: 'ready', intent, error: message(error) });
      return;
    }
    onPaid();
  };

  const intent = state.status === 'ready' || state.status === 'paying' ? state.intent : undefined;
  const stripeForm = stripeFormOf(intent);
  const stripe = stripeForm && intent ? { ...stripeForm, orderId: intent.orderId } : undefined;
  return (
    <Modal opened onClose={props.onClose} title="Pay for the portfolio" size="lg">
      <Stack gap="sm">
        <Text style={{ overflowWrap: 'anywhere' }}>
          “{props.title}”: {props.quote.assets.toLocaleString('en-US')} assets, tier{' '}
          {props.quote.tier}.
        </Text>
        <Text fw={600} data-testid="portfolio-price">
          {intent?.priceLabel ?? props.quote.priceLabel}
        </Text>
        {stripe !== undefined ? (
          <StripeDropIn
            publishableKey={stripe.publishableKey}
            clientSecret={stripe.clientSecret}
            returnUrl={window.location.href}
            onPaid={async () => {
              recordPageView('/purchase-submit');
              await confirmPortfolioPayment(portfolioId, stripe.orderId);
              onPaid();
            }}
            onCancel={props.onClose}
          />
        ) : (
          <>
            <CardDropIn
              state={state}
              card={card}
              onCardChange={setCard}
              onReload={() => void load()}
            />
            <PurchaseButtons
              canSubmit={state.status === 'ready' && Object.keys(cardErrors(card)).length === 0}
              paying={state.status === 'paying'}
              onSubmit={() => void pay()}
              onCancel={props.onClose}
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
