import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '@hazardscope/catalogue';
import {
  accountReply,
  errorReply,
  renderWithAccount,
  stubServer,
} from '../account/render-with-account.tsx';
import { storedResultOf } from '../customisation/stored-result-fixture.ts';
import type { AnalysisRun } from '../results/analysis-run.ts';
import { PurchaseModal, purchaseTexts } from './purchase-modal.tsx';

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

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
}

afterEach(() => vi.unstubAllGlobals());

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
    stubServer((method, path) =>
      path === '/api/payment/intent'
        ? { status: 200, body: intent }
        : errorReply(404, 'NOT_FOUND', path),
    );
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

  it('shows a decline as a payment error and hands back the purchased analysis on success', async () => {
    let declined = true;
    const purchased = { _id: run.saved?.id, realResults: true };
    const calls = stubServer((method, path) => {
      if (path === '/api/payment/intent') return { status: 200, body: intent };
      if (path === '/api/payment/confirm') {
        return declined
          ? errorReply(402, 'PAYMENT_DECLINED', 'Your card was declined.')
          : {
              status: 200,
              body: {
                status: 'succeeded',
                analysisId: run.saved?.id,
                orderId: intent.orderId,
                paidAt: '2026-11-23T00:00:00.000Z',
              },
            };
      }
      return {
        status: 200,
        body: {
          ...purchased,
          groupId: 'g',
          title: 'My house',
          parentAnalysisId: null,
          createdAt: { $date: '2026-11-23T00:00:00.000Z' },
          userId: { $oid: 'u' },
          geometry: { type: 'Point', coordinates: [151.2, -33.86] },
          properties: { address: '1 Harbour Street, Sydney', archetype: 'SH' },
        },
      };
    });
    const onPurchased = vi.fn();
    renderModal(onPurchased);
    await screen.findByText('USD $1035');
    fillCard('4000000000000002');
    fireEvent.click(await screen.findByRole('button', { name: purchaseTexts.submit }));
    expect(await screen.findByText('Payment error: Your card was declined.')).toBeTruthy();
    expect(onPurchased).not.toHaveBeenCalled();

    declined = false;
    fillCard('4242424242424242');
    fireEvent.click(await screen.findByRole('button', { name: purchaseTexts.submit }));
    await waitFor(() =>
      expect(onPurchased).toHaveBeenCalledWith(expect.objectContaining({ realResults: true })),
    );
    const confirms = calls.filter((call) => call.url === '/api/payment/confirm');
    expect(confirms.at(-1)?.body).toMatchObject({
      orderId: intent.orderId,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
    });
  });

  it('offers Reload when the payment form cannot load', async () => {
    stubServer(() => errorReply(503, 'UNAVAILABLE', 'down'));
    renderModal();
    expect(await screen.findByText(purchaseTexts.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
