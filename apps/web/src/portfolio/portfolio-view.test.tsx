import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioReply, PortfolioUploadReply } from '@hazardscope/contracts';
import { renderPage } from '../test-support/render-page.tsx';
import { PortfolioView } from './portfolio-view.tsx';

const id = '5f0c6c2e-8d4f-4a53-9d5e-0f6f3b1a2c3d';
const quote = {
  assets: 997,
  amountMinor: 2374290,
  currency: 'USD',
  priceLabel: 'USD $23,742.90',
  tier: '101–1000 assets',
  paymentRequired: true,
};

function portfolio(overrides: Partial<PortfolioReply>): PortfolioReply {
  return {
    id,
    title: 'Residential book',
    scenario: 'ssp585',
    status: 'quoted',
    total: 997,
    done: 0,
    failed: 0,
    rejected: 3,
    createdAt: '2026-11-29T05:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    estimatedSecondsLeft: null,
    quote,
    summary: null,
    ...overrides,
  };
}

/** The server answers GET /api/portfolios/{id} with `reply`. */
function serve(reply: PortfolioReply | { status: number; message: string }) {
  vi.stubGlobal('fetch', async () =>
    'message' in reply
      ? new Response(JSON.stringify({ error: 'NOT_FOUND', message: reply.message }), {
          status: reply.status,
        })
      : new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PortfolioView', () => {
  it('shows a quoted portfolio with its mapping, rejected rows and price, ready to pay', async () => {
    serve(portfolio({}));
    const upload: PortfolioUploadReply = {
      id,
      status: 'quoted',
      accepted: 997,
      rejected: [{ line: 14, column: 'latitude', message: 'must be between -90 and 90' }],
      mapping: [{ header: 'Latitude', field: 'latitude' }],
      quote,
    };
    renderPage(<PortfolioView id={id} upload={upload} onDeleted={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Residential book' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Column mapping' })).toBeTruthy();
    expect(screen.getByText('Line 14, latitude: must be between -90 and 90.')).toBeTruthy();
    expect(screen.getByText('USD $23,742.90')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay and run' })).toBeTruthy();
  });

  it('offers Run instead of Pay when no payment is needed', async () => {
    serve(portfolio({ quote: { ...quote, paymentRequired: false } }));
    renderPage(<PortfolioView id={id} upload={undefined} onDeleted={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Run the portfolio' })).toBeTruthy();
    expect(screen.getByText('No payment needed')).toBeTruthy();
  });

  it('shows the progress of a running portfolio, found again after a reload', async () => {
    serve(portfolio({ status: 'running', done: 400, failed: 2, estimatedSecondsLeft: 90 }));
    renderPage(<PortfolioView id={id} upload={undefined} onDeleted={() => {}} />);
    expect(await screen.findByText('402 of 997 assets analysed')).toBeTruthy();
    expect(screen.getByText('Time left: about 2 min')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel and delete' })).toBeTruthy();
    // After a reload the reasons are not in the page: the rejected rows are offered as a download.
    expect(screen.getByRole('button', { name: 'Download the rejected rows (CSV)' })).toBeTruthy();
  });

  it("says why a portfolio cannot be opened with the server's message", async () => {
    serve({ status: 404, message: 'No portfolio of yours has this id.' });
    renderPage(<PortfolioView id={id} upload={undefined} onDeleted={() => {}} />);
    expect(await screen.findByText('No portfolio of yours has this id.')).toBeTruthy();
  });
});
