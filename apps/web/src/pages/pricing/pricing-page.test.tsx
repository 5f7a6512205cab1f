import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-support/render-page.tsx';
import { PricingPage } from './pricing-page.tsx';
import { planFeatures } from '../../purchase/pricing-plans.ts';

describe('PricingPage', () => {
  it('shows both tiers and the commercial price as USD $1035', () => {
    renderPage(<PricingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Free' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Commercial' })).toBeTruthy();
    expect(screen.getByText('USD $1035')).toBeTruthy();
  });

  it('compares every feature of both tiers in one table, with the free tier limited to samples', () => {
    renderPage(<PricingPage />);
    const table = screen.getByRole('table');
    for (const row of planFeatures) {
      expect(within(table).getByRole('rowheader', { name: row.feature })).toBeTruthy();
    }
    const resultsRow = within(table).getByRole('rowheader', { name: 'Results' }).closest('tr');
    if (resultsRow === null) throw new Error('no Results row');
    expect(within(resultsRow).getByText('Illustrative sample results only')).toBeTruthy();
    expect(within(resultsRow).getByText('Real results')).toBeTruthy();
    const adaptationRow = within(table)
      .getByRole('rowheader', { name: 'Adaptation planning' })
      .closest('tr');
    if (adaptationRow === null) throw new Error('no adaptation row');
    expect(within(adaptationRow).getByRole('img', { name: 'Not included' })).toBeTruthy();
    expect(within(adaptationRow).getByRole('img', { name: 'Included' })).toBeTruthy();
  });

  it('keeps the wide table in its own scroll box', () => {
    renderPage(<PricingPage />);
    const table = screen.getByRole('table');
    expect(table.closest('.mantine-TableScrollContainer-scrollContainer')).not.toBeNull();
  });

  it('lists the portfolio price tiers and limits the server states', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/api/portfolios/pricing'
        ? new Response(
            JSON.stringify({
              currency: 'USD',
              singlePriceLabel: 'USD $1035',
              tiers: [
                { fromAsset: 1, toAsset: 100, perAssetLabel: 'USD $51.75' },
                { fromAsset: 101, toAsset: 1000, perAssetLabel: 'USD $20.70' },
              ],
              limits: {
                rowsPerPortfolio: 100000,
                fileBytes: 26214400,
                portfoliosPerAccountPerDay: 20,
              },
            }),
            { headers: { 'content-type': 'application/json' } },
          )
        : new Response('{}', { status: 404 }),
    );
    renderPage(<PricingPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Portfolios of many assets' }),
    ).toBeTruthy();
    const tiers = await screen.findByRole('table', { name: 'Portfolio price tiers' });
    expect(within(tiers).getByRole('row', { name: '101 to 1,000 USD $20.70' })).toBeTruthy();
    expect(screen.getByText(/Up to 100,000 assets and 25 MB per file/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a portfolio' }).getAttribute('href')).toBe(
      '/portfolio',
    );
    vi.unstubAllGlobals();
  });

  it('quotes the installation’s price (PURCHASE_PRICE, PURCHASE_CURRENCY) wherever it names one', () => {
    renderPage(<PricingPage />, { purchasePriceLabel: 'EUR €980' });
    expect(screen.getByText('EUR €980')).toBeTruthy();
    expect(screen.getByText('EUR €980 per analysis')).toBeTruthy();
    expect(screen.getByText(/Pay EUR €980 by card/)).toBeTruthy();
    expect(screen.queryByText(/1035/)).toBeNull();
  });
});
