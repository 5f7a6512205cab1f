import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentNotSettledErrorCode } from '@hazardscope/contracts';
import {
  accountReply,
  currentAccountContext,
  errorReply,
  renderWithAccount,
  stubServer,
  typeInto,
  type RecordedReply,
} from '../account/render-with-account.tsx';
import { PaymentReturnAlert, PaymentReturnDialogs } from '../purchase/payment-return-dialogs.tsx';
import { purchaseTexts } from '../purchase/purchase-texts.ts';
import { savedAnalysisReply } from './saved-analysis-fixture.ts';
import { useAnalysisRun } from './use-analysis-run.ts';
import { useSharedAnalysisEntry } from './use-shared-analysis-entry.ts';

const analysisId = '0b9f2c3e-4444-4b55-9a2e-2f1d3c4b5a69';
const orderId = '0b9f2c3e-5555-4b55-9a2e-2f1d3c4b5a69';
const paymentReturnPath = `/?analysisId=${analysisId}&paymentId=${orderId}&PayerID=PAYER-7`;

const purchaseReply = {
  status: 200,
  body: { status: 'succeeded', analysisId, orderId, paidAt: '2026-11-23T00:00:00.000Z' },
};

/** The main screen's parts the payment return drives: the journey, the address and the dialogs. */
function Journey() {
  const analysisRun = useAnalysisRun();
  const [purchaseReturned, setPurchaseReturned] = useState<string>();
  const entry = useSharedAnalysisEntry(analysisRun, setPurchaseReturned);
  const { state } = analysisRun;
  return (
    <>
      <PaymentReturnDialogs
        state={entry.paymentReturn}
        onLoginDismissed={entry.dismissLogin}
        onNoticeClosed={entry.closeNotice}
      />
      <section aria-label="Journey">
        {state.status === 'viewing' && (
          <p>
            Viewing {state.run.saved?.id}: {state.run.realResults ? 'real results' : 'sample'}
            {state.run.purchaseCompleted && ', purchase complete'}
          </p>
        )}
        {state.status === 'viewing' && state.run.paymentNotice !== undefined && (
          <PaymentReturnAlert notice={state.run.paymentNotice} />
        )}
        {state.status === 'failed' && <p>Error modal: {state.message}</p>}
        {purchaseReturned !== undefined && <p>Thanks for {purchaseReturned}</p>}
      </section>
    </>
  );
}

const journey = () => screen.getByRole('region', { name: 'Journey' });
/** The page's address: the entry parameters are read from it and cleared in it. */
const address = () => window.location.search;

/** Logs in through the login prompt's form. */
function logInThrough(login: HTMLElement) {
  typeInto(/^Email/, 'reader@example.org');
  typeInto(/^Password/, 'secret-password');
  fireEvent.click(within(login).getByRole('button', { name: 'Log in' }));
}

/** The analysis is shown with its real results, in the purchase-complete state. */
async function expectPurchaseComplete() {
  await waitFor(() =>
    expect(journey().textContent).toContain(
      `Viewing ${analysisId}: real results, purchase complete`,
    ),
  );
}

/** Opens the page at `path`, as a return from payment arrives. */
function renderJourneyAt(path: string, options: Parameters<typeof renderWithAccount>[1] = {}) {
  window.history.replaceState(null, '', path);
  renderWithAccount(<Journey />, options);
}

/** Answers the calls of a payment return; `finalise` is the payment_finalise reply. */
function paymentServer(finalise: () => RecordedReply | Promise<RecordedReply>) {
  let paid = false;
  const calls = stubServer(async (method, path) => {
    if (path === '/api/payment_finalise') {
      const reply = await finalise();
      paid = reply.status === 200;
      return reply;
    }
    if (path === '/api/account/login') return { status: 200, body: accountReply() };
    // The session cookie's account: none once the session has lapsed.
    if (path === '/api/account/session') return { status: 200, body: { account: null } };
    if (path === `/api/share_analysis/${analysisId}`) {
      return { status: 200, body: savedAnalysisReply(analysisId, paid) };
    }
    if (path === '/api/analysis') return { status: 200, body: [] };
    return errorReply(404, 'NOT_FOUND', `${method} ${path}`);
  });
  return calls;
}

const finaliseCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url === '/api/payment_finalise');

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a return from payment', { timeout: 20_000 }, () => {
  it('asks a visitor to log in, then shows a loading state and completes the purchase', async () => {
    let answerFinalise: (reply: RecordedReply) => void = () => {};
    const calls = paymentServer(
      () => new Promise<RecordedReply>((resolve) => (answerFinalise = resolve)),
    );
    renderJourneyAt(paymentReturnPath);

    const login = await screen.findByRole('dialog', { name: 'Please Log in or Register' });
    expect(within(login).getByText(purchaseTexts.logInToCompletePurchase)).toBeTruthy();
    expect(screen.queryByText(/Please log in\./)).toBeNull();
    expect(finaliseCalls(calls)).toEqual([]);

    logInThrough(login);

    const loading = await screen.findByRole('dialog', { name: purchaseTexts.completingPurchase });
    expect(within(loading).getByText(purchaseTexts.completingPurchaseText)).toBeTruthy();
    // The loading state shows at once; the call follows once the payment module has loaded.
    await waitFor(() =>
      expect(finaliseCalls(calls)).toEqual([
        expect.objectContaining({
          method: 'POST',
          body: { analysisId, paymentId: orderId, PayerID: 'PAYER-7' },
        }),
      ]),
    );
    answerFinalise(purchaseReply);

    await expectPurchaseComplete();
    expect(journey().textContent).toContain(`Thanks for ${analysisId}`);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: purchaseTexts.completingPurchase })).toBeNull(),
    );
    expect(address()).not.toMatch(/paymentId|PayerID/);
  });

  it('shows a payment the provider has not confirmed yet as being processed, with the analysis', async () => {
    // Told apart by its code: the message is for the person, and may change.
    const calls = paymentServer(() =>
      errorReply(409, paymentNotSettledErrorCode, 'Still with the bank, come back later.'),
    );
    renderJourneyAt(paymentReturnPath, { loggedIn: accountReply() });

    await waitFor(() => expect(journey().textContent).toContain(`Viewing ${analysisId}: sample`));
    expect(journey().textContent).toContain(purchaseTexts.paymentProcessingTitle);
    expect(journey().textContent).toContain(purchaseTexts.paymentProcessing);
    expect(journey().textContent).not.toMatch(/Error|Still with the bank/);
    expect(finaliseCalls(calls)).toHaveLength(1);
    expect(address()).not.toMatch(/paymentId|PayerID/);
    expect(address()).toContain(`analysisId=${analysisId}`);
  });

  it('shows a declined payment as a payment error, not as a fault of the system', async () => {
    paymentServer(() => errorReply(402, 'PAYMENT_DECLINED', 'Your card was declined.'));
    renderJourneyAt(paymentReturnPath, { loggedIn: accountReply() });

    await waitFor(() => expect(journey().textContent).toContain(`Viewing ${analysisId}: sample`));
    expect(journey().textContent).toContain('Payment error: Your card was declined.');
    expect(journey().textContent).not.toContain('Error modal');
  });

  it('asks for a login again when the session has lapsed, then completes the purchase', async () => {
    let sessionLapsed = true;
    const calls = paymentServer(() =>
      sessionLapsed ? errorReply(401, 'UNAUTHORISED', 'Please log in.') : purchaseReply,
    );
    renderJourneyAt(paymentReturnPath, { loggedIn: accountReply() });

    const login = await screen.findByRole('dialog', { name: 'Please Log in or Register' });
    expect(journey().textContent).not.toContain('Error modal');
    sessionLapsed = false;
    logInThrough(login);
    await expectPurchaseComplete();
    expect(finaliseCalls(calls)).toHaveLength(2);
  });

  it('shows the analysis when the login prompt is closed, and completes the purchase at a later login', async () => {
    const calls = paymentServer(() => purchaseReply);
    renderJourneyAt(paymentReturnPath);

    const login = await screen.findByRole('dialog', { name: 'Please Log in or Register' });
    fireEvent.keyDown(within(login).getByLabelText(/^Email/), { key: 'Escape' });
    await waitFor(() => expect(journey().textContent).toContain(`Viewing ${analysisId}: sample`));
    expect(journey().textContent).toContain(purchaseTexts.purchaseWaitsForLoginTitle);
    expect(finaliseCalls(calls)).toEqual([]);
    expect(address()).not.toMatch(/paymentId|PayerID/);

    // Logged in later (the top bar's Login): the purchase is completed then.
    act(() => currentAccountContext().logIn(accountReply()));
    await expectPurchaseComplete();
    expect(finaliseCalls(calls)).toHaveLength(1);
  });

  it('tells a payment id without its analysis plainly, and takes it out of the address', async () => {
    const calls = paymentServer(() => purchaseReply);
    renderJourneyAt(`/?paymentId=${orderId}`, { loggedIn: accountReply() });

    const notice = await screen.findByRole('dialog', {
      name: purchaseTexts.incompletePaymentLinkTitle,
    });
    expect(within(notice).getByText(purchaseTexts.incompletePaymentLink)).toBeTruthy();
    await waitFor(() => expect(address()).not.toContain('paymentId'));
    expect(finaliseCalls(calls)).toEqual([]);
    fireEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: purchaseTexts.incompletePaymentLinkTitle }),
      ).toBeNull(),
    );
  });
});
