import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardDetails, PaymentIntentReply, SavedAnalysis } from '@hazardscope/contracts';
import { fetchSavedAnalysis, saveAnalysis } from '../account/account-api.ts';
import { useProductConfig } from '../config/product-config.tsx';
import type { AnalysisRun } from '../results/analysis-run.ts';
import { CardForm, cardErrors, emptyCard } from './card-form.tsx';
import { confirmPurchase, startPurchase } from './payment-api.ts';
import { PurchaseSummary } from './purchase-summary.tsx';

export const purchaseTexts = {
  title: 'Purchase Summary',
  success: 'Payment successful! Redirecting...',
  loadFailed: 'Payment form loading failed.',
  paymentError: (message: string) => `Payment error: ${message}`,
  confirmDetails: 'Confirm Payment Details',
  submit: 'Submit Purchase',
  testMode:
    'Test payments: nothing is charged. Pay with 4242 4242 4242 4242 (any future expiry and CVC); 4000 0000 0000 0002 is declined.',
} as const;

/** The drop-in's states: loading, ready (maybe after a declined payment), paying, success, failed to load. */
type DropInState =
  | { status: 'loading' }
  | { status: 'ready'; intent: PaymentIntentReply; analysisId: string; error?: string }
  | { status: 'paying'; intent: PaymentIntentReply; analysisId: string }
  | { status: 'success' }
  | { status: 'load-failed' };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Purchase Summary modal: benefits, the analysis's design and materials, and the card payment
 * drop-in. An unsaved analysis is saved first (a purchase belongs to a saved analysis). On success
 * the purchased analysis, now with its real results, is handed back through `onPurchased`.
 */
export function PurchaseModal(props: {
  run: AnalysisRun;
  title: string;
  onSaved(saved: SavedAnalysis): void;
  onPurchased(saved: SavedAnalysis): void;
  onClose(): void;
}) {
  const { paymentProvider } = useProductConfig();
  const [state, setState] = useState<DropInState>({ status: 'loading' });
  const [card, setCard] = useState<CardDetails>(emptyCard);
  const savedId = useRef(props.run.saved?.id);
  const { run, title, onSaved, onPurchased } = props;

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      if (savedId.current === undefined) {
        const saved = await saveAnalysis(run.runId, title);
        savedId.current = saved._id;
        onSaved(saved);
      }
      const analysisId = savedId.current;
      setState({ status: 'ready', intent: await startPurchase(analysisId), analysisId });
    } catch (error) {
      console.error('Payment form loading failed', error);
      setState({ status: 'load-failed' });
    }
  }, [run.runId, title, onSaved]);

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
    try {
      await confirmPurchase(intent.orderId, card);
      setState({ status: 'success' });
      onPurchased(await fetchSavedAnalysis(analysisId));
    } catch (error) {
      setState({ status: 'ready', intent, analysisId, error: message(error) });
    }
  };

  const ready = state.status === 'ready' || state.status === 'paying';
  return (
    <Modal opened onClose={props.onClose} title={purchaseTexts.title} size="lg">
      <Stack gap="sm">
        <PurchaseSummary analysis={run.analysis} />
        <Title order={4}>Payment</Title>
        {ready && (
          <Text fw={600} data-testid="purchase-price">
            {state.intent.priceLabel}
          </Text>
        )}
        <div data-testid="payment-drop-in" data-state={state.status}>
          {state.status === 'loading' && (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">Loading the payment form…</Text>
            </Group>
          )}
          {state.status === 'load-failed' && (
            <Alert color="red" title={purchaseTexts.loadFailed}>
              <Button size="xs" mt="xs" onClick={() => void load()}>
                Reload
              </Button>
            </Alert>
          )}
          {state.status === 'success' && <Alert color="green" title={purchaseTexts.success} />}
          {ready && (
            <Stack gap="xs">
              {paymentProvider === 'test' && (
                <Text size="xs" c="dimmed">
                  {purchaseTexts.testMode}
                </Text>
              )}
              <CardForm card={card} onChange={setCard} disabled={state.status === 'paying'} />
              {state.status === 'ready' && state.error !== undefined && (
                <Alert color="red" role="alert">
                  {purchaseTexts.paymentError(state.error)}
                </Alert>
              )}
            </Stack>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={state.status === 'paying'}>
            Cancel
          </Button>
          <Button
            disabled={!ready || !cardValid}
            loading={state.status === 'paying'}
            onClick={() => void pay()}
          >
            {ready && cardValid ? purchaseTexts.submit : purchaseTexts.confirmDetails}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The purchase-complete thank-you modal. */
export function ThankYouModal(props: { onClose(): void }) {
  const { productName } = useProductConfig();
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
