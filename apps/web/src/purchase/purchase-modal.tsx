import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardDetails, PaymentIntentReply, SavedAnalysis } from '@hazardscope/contracts';
import { fetchSavedAnalysis, saveAnalysis } from '../account/saved-analyses-api.ts';
import { entryParameterNames } from '../account/entry-parameters.ts';
import { useProductConfig } from '../config/product-config.tsx';
import type { AnalysisRun } from '../analysis/analysis-run.ts';
import { cardErrors, emptyCard } from './card-form.tsx';
import { confirmPurchase, isAlreadyPurchased, startPurchase } from './payment-api.ts';
import { CardDropIn, CloseButtons, PurchaseButtons, stripeFormOf } from './drop-in-parts.tsx';
import { PurchaseSummary } from './purchase-summary.tsx';
import { purchaseTexts } from './purchase-texts.ts';
import { StripeDropIn } from './stripe-drop-in.tsx';
import { recordPageView, usePageView } from '../analytics/page-views.ts';

/**
 * The drop-in's states: loading, ready (maybe after a declined payment), paying, success, failed to
 * load. After success the purchased analysis is fetched (`loading`); if that fails (`failed`) the
 * purchase is still complete, and the modal says so and where to find the analysis.
 */
type DropInState =
  | { status: 'loading' }
  | { status: 'ready'; intent: PaymentIntentReply; analysisId: string; error?: string }
  | { status: 'paying'; intent: PaymentIntentReply; analysisId: string }
  | { status: 'success'; analysisId: string; purchasedAnalysis: 'loading' | 'failed' }
  | { status: 'load-failed' };

/**
 * The payment-return URL: this page with `?analysisId=…&paymentId=<order id>`, which finalises the
 * purchase when a payment method leaves the page (Stripe adds its own parameters to it).
 */
function paymentReturnUrl(analysisId: string, orderId: string): string {
  const url = new URL(window.location.pathname, window.location.origin);
  url.searchParams.set(entryParameterNames.analysisId, analysisId);
  url.searchParams.set(entryParameterNames.paymentId, orderId);
  return url.toString();
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Purchase Summary modal: benefits, the analysis's design and materials, and the card payment
 * drop-in. An unsaved analysis is saved first (a purchase belongs to a saved analysis). On success
 * the purchased analysis, now with its real results, is handed back through `onPurchased`; so too
 * when the server answers that it was purchased meanwhile (ALREADY_PURCHASED: another tab, another
 * checkout), with no further purchase call.
 */
export function PurchaseModal(props: {
  run: AnalysisRun;
  title: string;
  onSaved(saved: SavedAnalysis): void;
  onPurchased(saved: SavedAnalysis): void;
  onClose(): void;
}) {
  const [state, setState] = useState<DropInState>({ status: 'loading' });
  const [card, setCard] = useState<CardDetails>(emptyCard);
  const savedId = useRef(props.run.saved?.id);
  const { run, title, onSaved, onPurchased } = props;
  usePageView('/purchase');

  /**
   * The analysis is purchased (paid now, or meanwhile through another order): from here on nothing
   * is a payment error. The purchased analysis (now with its real results) is fetched and handed
   * back; when that fails, the modal says the purchase is complete and offers to fetch it again.
   */
  const paid = useCallback(
    async (analysisId: string) => {
      setState({ status: 'success', analysisId, purchasedAnalysis: 'loading' });
      let purchased: SavedAnalysis;
      try {
        purchased = await fetchSavedAnalysis(analysisId);
      } catch (error) {
        console.error('The purchased analysis could not be loaded', error);
        setState({ status: 'success', analysisId, purchasedAnalysis: 'failed' });
        return;
      }
      onPurchased(purchased);
    },
    [onPurchased],
  );

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    let analysisId = savedId.current;
    try {
      if (analysisId === undefined) {
        const saved = await saveAnalysis(run.runId, title);
        analysisId = saved._id;
        savedId.current = analysisId;
        onSaved(saved);
      }
      setState({ status: 'ready', intent: await startPurchase(analysisId), analysisId });
    } catch (error) {
      // Purchased meanwhile (another tab, another checkout): shown purchased, nothing to pay.
      if (analysisId !== undefined && isAlreadyPurchased(error)) {
        await paid(analysisId);
        return;
      }
      console.error('Payment form loading failed', error);
      setState({ status: 'load-failed' });
    }
  }, [run.runId, title, onSaved, paid]);

  useEffect(() => {
    void load();
    // Loads once per opening; Reload calls load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const cardValid = Object.keys(cardErrors(card)).length === 0;
  const pay = async () => {
    if (state.status !== 'ready') return;
    const { intent, analysisId } = state;
    setState({ status: 'paying', intent, analysisId });
    recordPageView('/purchase-submit');
    try {
      await confirmPurchase(intent.orderId, card);
    } catch (error) {
      // Purchased meanwhile through another order: this one charged nothing.
      if (!isAlreadyPurchased(error)) {
        setState({ status: 'ready', intent, analysisId, error: message(error) });
        return;
      }
    }
    await paid(analysisId);
  };

  const ready = state.status === 'ready' || state.status === 'paying';
  const stripeForm = state.status === 'ready' ? stripeFormOf(state.intent) : undefined;
  const stripe = stripeForm && state.status === 'ready' ? { ...state, ...stripeForm } : undefined;
  return (
    <Modal opened onClose={props.onClose} title={purchaseTexts.title} size="lg">
      <Stack gap="sm">
        {/* First, above the summary: the buyer may already have this report. */}
        {ready && state.intent.purchasedEquivalent !== undefined && (
          <Alert color="yellow" title={purchaseTexts.alreadyBoughtTitle}>
            {purchaseTexts.alreadyBought(
              state.intent.purchasedEquivalent.title,
              new Date(state.intent.purchasedEquivalent.paidAt).toLocaleDateString('en-AU'),
            )}
          </Alert>
        )}
        <PurchaseSummary analysis={run.analysis} />
        <Title order={4}>Payment</Title>
        {ready && (
          <Text fw={600} data-testid="purchase-price">
            {state.intent.priceLabel}
          </Text>
        )}
        {stripe !== undefined ? (
          <StripeDropIn
            publishableKey={stripe.publishableKey}
            clientSecret={stripe.clientSecret}
            returnUrl={paymentReturnUrl(stripe.analysisId, stripe.intent.orderId)}
            onPaid={async () => {
              recordPageView('/purchase-submit');
              try {
                await confirmPurchase(stripe.intent.orderId);
              } catch (error) {
                // Purchased meanwhile through another order: this payment was not taken.
                if (!isAlreadyPurchased(error)) throw error;
              }
              await paid(stripe.analysisId);
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
            >
              {state.status === 'success' && state.purchasedAnalysis === 'loading' && (
                <Alert color="green" title={purchaseTexts.success} />
              )}
              {state.status === 'success' && state.purchasedAnalysis === 'failed' && (
                <Alert color="green" title={purchaseTexts.purchaseComplete} role="status">
                  {purchaseTexts.purchasedAnalysisNotLoaded}
                </Alert>
              )}
            </CardDropIn>
            {state.status === 'success' ? (
              <CloseButtons onClose={props.onClose}>
                {state.purchasedAnalysis === 'failed' && (
                  <Button onClick={() => void paid(state.analysisId)}>Try again</Button>
                )}
              </CloseButtons>
            ) : (
              <PurchaseButtons
                canSubmit={state.status === 'ready' && cardValid}
                paying={state.status === 'paying'}
                onSubmit={() => void pay()}
                onCancel={props.onClose}
              />
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}

/** The purchase-complete thank-you modal. */
export function ThankYouModal(props: { onClose(): void }) {
  const { productName } = useProductConfig();
  usePageView('/purchase-complete');
  return (
    <Modal opened onClose={props.onClose} title="Thank you for your purchase">
      <Stack gap="sm">
        <Text>
          Your {productName} commercial report is unlocked: the analysis now shows real results and
          can be customised with two re-runs. A receipt is on its way by e-mail.
        </Text>
        <Group justify="flex-end">
          <Button onClick={props.onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
