import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '@hazardscope/catalogue';
import { alreadyPurchasedErrorCode } from '@hazardscope/contracts';
import {
  accountReply,
  errorReply,
  renderWithAccount,
  stubServer,
} from '../account/render-with-account.tsx';
import { storedResultOf } from '../customisation/stored-result-fixture.ts';
import type { AnalysisRun } from '../analysis/analysis-run.ts';
import { PurchaseModal } from './purchase-modal.tsx';
import { purchaseTexts } from './purchase-texts.ts';

const archetype = catalogue.archetypesByAcronym.get('SH');
if (archetype === undefined) throw new Error('the catalogue has no SH');
const run: AnalysisRun = {
  runId: '0b9f2c3e-3333-4b55-9a2e-2f1d3c4b5a69',
  analysis: storedResultOf(archetype),
  realResults: false,
  warnings: [],
  key: 'run',
  saved: { id: '0b9f2c3e-4444-4b55-9a2e-2f1d3c4b5a69', groupId: 'g', title: 'My house' },
};
const intent = {
  orderId: '0b9f2c3e-5555-4b55-9a2e-2f1d3c4b5a69',
  intent_id: 'test_pi_1',
  provider: 'test',
  amountMinor: 103_500,
  currency: 'USD',
  priceLabel: 'USD $1035',
  clientSecret: null,
  publishableKey: null,
};
/** `POST /api/payment/confirm` once the card is charged. */
const paymentSucceededReply = {
  status: 200,
  body: {
    status: 'succeeded',
    analysisId: run.saved?.id,
    orderId: intent.orderId,
    paidAt: '2026-11-23T00:00:00.000Z',
  },
};
/** `GET /api/analysis/:id` of the analysis once purchased (the parts the modal hands back). */
const purchasedReply = {
  _id: run.saved?.id,
  realResults: true,
  groupId: 'g',
  title: 'My house',
  parentAnalysisId: null,
  createdAt: { $date: '2026-11-23T00:00:00.000Z' },
  userId: { $oid: 'u' },
  geometry: { type: 'Point', coordinates: [151.2, -33.86] },
  properties: { address: '1 Harbour Street, Sydney', archetype: 'SH' },
};

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
}

/** Fills the card form and submits the purchase. */
async function submitCard(number: string) {
  fillCard(number);
  fireEvent.click(await screen.findByRole('button', { name: purchaseTexts.submit }));
}

afterEach(() => vi.unstubAllGlobals());

/** A server that opens the order with `intentReply` and knows no other call. */
function stubIntent(intentReply: object) {
  stubServer((_method, path) =>
    path === '/api/payment/intent'
      ? { status: 200, body: intentReply }
      : errorReply(404, 'NOT_FOUND', path),
  );
}

function renderModal(onPurchased: () => void = () => {}) {
  renderWithAccount(
    <PurchaseModal
      run={run}
      title="My house"
      onSaved={() => {}}
      onPurchased={onPurchased}
      onClose={() => {}}
    />,
    { loggedIn: accountReply() },
  );
}

// Mantine's modal with a card form renders slowly in jsdom on a busy machine (~5 s for the first).
describe('PurchaseModal', { timeout: 20_000 }, () => {
  it('shows the summary and price, and enables Submit Purchase only for complete card details', async () => {
    stubIntent(intent);
    renderModal();
    expect(await screen.findByText('USD $1035')).toBeTruthy();
    expect(screen.getByText('Commercial report benefits')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Element Specifications' })).toBeTruthy();
    const confirm = screen.getByRole('button', { name: purchaseTexts.confirmDetails });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Card number'), {
      target: { value: '4242424242424241' },
    });
    fireEvent.blur(screen.getByLabelText('Card number'));
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    fillCard('4242424242424242');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe(
      '4242 4242 4242 4242',
    );
    const submit = await screen.findByRole('button', { name: purchaseTexts.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the buyer already bought a report with the same numbers, and still lets them pay', async () => {
    stubIntent({
      ...intent,
      purchasedEquivalent: {
        analysisId: '0b9f2c3e-6666-4b55-9a2e-2f1d3c4b5a69',
        title: 'Harbour office',
        paidAt: '2026-11-02T10:00:00.000Z',
      },
    });
    renderModal();
    expect(await screen.findByText(purchaseTexts.alreadyBoughtTitle)).toBeTruthy();
    expect(
      screen.getByText(
        '“Harbour office”, bought on 02/11/2026, holds the same numbers: the same asset at the same site, with the same settings. Open it from My Analyses in the menu. Paying here buys a second copy.',
      ),
    ).toBeTruthy();
    fillCard('4242424242424242');
    const submit = await screen.findByRole('button', { name: purchaseTexts.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('says nothing of another report when the buyer has none with the same numbers', async () => {
    stubIntent(intent);
    renderModal();
    expect(await screen.findByText('USD $1035')).toBeTruthy();
    expect(screen.queryByText(purchaseTexts.alreadyBoughtTitle)).toBeNull();
  });

  it('shows a decline as a payment error and hands back the purchased analysis on success', async () => {
    let declined = true;
    const calls = stubServer((method, path) => {
      if (path === '/api/payment/intent') return { status: 200, body: intent };
      if (path === '/api/payment/confirm') {
        return declined
          ? errorReply(402, 'PAYMENT_DECLINED', 'Your card was declined.')
          : paymentSucceededReply;
      }
      return { status: 200, body: purchasedReply };
    });
    const onPurchased = vi.fn();
    renderModal(onPurchased);
    await screen.findByText('USD $1035');
    await submitCard('4000000000000002');
    expect(await screen.findByText('Payment error: Your card was declined.')).toBeTruthy();
    expect(onPurchased).not.toHaveBeenCalled();

    declined = false;
    await submitCard('4242424242424242');
    await waitFor(() =>
      expect(onPurchased).toHaveBeenCalledWith(expect.objectContaining({ realResults: true })),
    );
    const confirms = calls.filter((call) => call.url === '/api/payment/confirm');
    expect(confirms.at(-1)?.body).toMatchObject({
      orderId: intent.orderId,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
    });
  });

  it('never shows a paid purchase as a payment error: it says so and fetches the analysis again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let analysisReadable = false;
    stubServer((_method, path) => {
      if (path === '/api/payment/intent') return { status: 200, body: intent };
      if (path === '/api/payment/confirm') return paymentSucceededReply;
      if (!analysisReadable) return errorReply(503, 'UNAVAILABLE', 'The database is busy.');
      return { status: 200, body: purchasedReply };
    });
    const onPurchased = vi.fn();
    renderModal(onPurchased);
    await screen.findByText('USD $1035');
    await submitCard('4242424242424242');

    expect(await screen.findByText(purchaseTexts.purchaseComplete)).toBeTruthy();
    expect(screen.getByText(purchaseTexts.purchasedAnalysisNotLoaded)).toBeTruthy();
    expect(screen.queryByText(/Payment error/)).toBeNull();
    expect(screen.queryByRole('button', { name: purchaseTexts.submit })).toBeNull();
    expect(onPurchased).not.toHaveBeenCalled();

    analysisReadable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(onPurchased).toHaveBeenCalledWith(expect.objectContaining({ realResults: true })),
    );
  });

  it('shows an analysis purchased meanwhile as purchased, with no second purchase call', async () => {
    const calls = stubServer((_method, path) => {
      if (path === '/api/payment/intent') {
        return errorReply(409, alreadyPurchasedErrorCode, 'This analysis is already purchased.');
      }
      if (path === `/api/analysis/${run.saved?.id}`) return { status: 200, body: purchasedReply };
      return errorReply(404, 'NOT_FOUND', path);
    });
    const onPurchased = vi.fn();
    renderModal(onPurchased);
    await waitFor(() =>
      expect(onPurchased).toHaveBeenCalledWith(expect.objectContaining({ realResults: true })),
    );
    // One purchase call, answered with the code; then the purchased analysis is read.
    expect(
      calls.filter((call) => call.url.startsWith('/api/payment')).map((call) => call.url),
    ).toEqual(['/api/payment/intent']);
    expect(calls.at(-1)?.url).toBe(`/api/analysis/${run.saved?.id}`);
    expect(screen.queryByText(purchaseTexts.loadFailed)).toBeNull();
    expect(screen.queryByText(/Payment error/)).toBeNull();
  });

  it('shows the analysis purchased when another order paid for it before this card was charged', async () => {
    const calls = stubServer((_method, path) => {
      if (path === '/api/payment/intent') return { status: 200, body: intent };
      if (path === '/api/payment/confirm') {
        return errorReply(409, alreadyPurchasedErrorCode, 'This analysis is already purchased.');
      }
      return { status: 200, body: purchasedReply };
    });
    const onPurchased = vi.fn();
    renderModal(onPurchased);
    await screen.findByText('USD $1035');
    await submitCard('4242424242424242');
    await waitFor(() =>
      expect(onPurchased).toHaveBeenCalledWith(expect.objectContaining({ realResults: true })),
    );
    expect(calls.filter((call) => call.url === '/api/payment/confirm')).toHaveLength(1);
    expect(screen.queryByText(/Payment error/)).toBeNull();
  });

  it('offers Reload when the payment form cannot load', async () => {
    stubServer(() => errorReply(503, 'UNAVAILABLE', 'down'));
    renderModal();
    expect(await screen.findByText(purchaseTexts.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

/** An intent of an installation with Stripe keys (id and secret in Stripe's published shape). */
const stripeIntent = {
  ...intent,
  intent_id: 'pi_1PgafyB7WZ01zgkWSjxsAJo3',
  provider: 'stripe',
  clientSecret: 'pi_1PgafyB7WZ01zgkWSjxsAJo3_secret_Dm43xiq1k0ywrRRjDoi8y1gkM',
  publishableKey: 'pk_test_local',
};

/** The script tag the real @stripe/stripe-js adds for Stripe.js. */
const stripeScript = () =>
  document.querySelector<HTMLScriptElement>('script[src^="https://js.stripe.com"]');

/**
 * Fails the load of Stripe.js as an unreachable host does: the script's error event. The loader
 * tries twice (its own single retry, with a new script tag), so both attempts fail.
 */
async function failStripeJsLoad(): Promise<HTMLScriptElement | null> {
  let failed: HTMLScriptElement | null = null;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await waitFor(() => expect(stripeScript()).not.toBeNull());
    await waitFor(() => expect(stripeScript()).not.toBe(failed));
    failed = stripeScript();
    failed?.dispatchEvent(new Event('error'));
  }
  return failed;
}

// Stripe.js itself cannot load here (js.stripe.com is out of reach, and jsdom runs no remote
// scripts): what is tested is our side — the real loader is asked for Stripe.js, and a failed load
// (the script's error event, as a browser fires it when the host cannot be reached) shows the
// loading-failed state with Reload, which asks again.
describe('the Stripe payment drop-in', { timeout: 20_000 }, () => {
  it('loads Stripe.js for a Stripe intent, and shows the load failure with Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer((_method, path) =>
      path === '/api/payment/intent'
        ? { status: 200, body: stripeIntent }
        : errorReply(404, 'NOT_FOUND', path),
    );
    renderModal();
    expect(await screen.findByText('USD $1035')).toBeTruthy();
    await waitFor(() => expect(stripeScript()).not.toBeNull());
    expect(stripeScript()?.src).toMatch(/^https:\/\/js\.stripe\.com\/\w+\/stripe\.js/);
    expect(screen.getByTestId('payment-drop-in').dataset.state).toBe('loading');
    // No card form of ours: the buyer's details go to Stripe only.
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const confirm = screen.getByRole('button', { name: purchaseTexts.confirmDetails });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    const failedScript = await failStripeJsLoad();
    expect(await screen.findByText(purchaseTexts.loadFailed)).toBeTruthy();
    expect(screen.getByTestId('payment-drop-in').dataset.state).toBe('load-failed');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-drop-in').dataset.state).toBe('loading'),
    );
    // Asked again: a new script tag for Stripe.js.
    await waitFor(() => expect(stripeScript()).not.toBe(failedScript));
    await failStripeJsLoad();
    expect(await screen.findByText(purchaseTexts.loadFailed)).toBeTruthy();
  });
});
