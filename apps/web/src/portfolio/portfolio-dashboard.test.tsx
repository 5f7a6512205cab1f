import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hazardKeys, type PortfolioReply, type PortfolioSummary } from '@hazardscope/contracts';
import { portfolioAssetFixture } from '../test-support/portfolio-asset-fixture.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { PortfolioDashboard } from './portfolio-dashboard.tsx';

const id = '5f0c6c2e-8d4f-4a53-9d5e-0f6f3b1a2c3d';
const years = 111;
const series = Array.from({ length: years }, () => 0.01);
const byHazard = Object.fromEntries(hazardKeys.map((hazard) => [hazard, series]));
const summary = {
  currency: 'USD',
  assets: 3,
  totalValue: 3_000_000,
  ratings: { current: { A: 3, B: 0, C: 0 }, endOfLife: { A: 1, B: 2, C: 0 } },
  valueAtRisk: { firstYear: 1990, total: series, byHazard, lower: series, upper: series },
  expectedAnnualDamage: series.map((value) => value * 3_000_000),
  topAssets: [],
  byRegion: [],
  byAssetType: [],
} as unknown as PortfolioSummary;
const portfolio = {
  id,
  title: 'Three',
  scenario: 'ssp245',
  status: 'done',
  total: 3,
} as PortfolioReply;

const asset = (index: number) => portfolioAssetFixture(index);

let urls: string[];

beforeEach(() => {
  urls = [];
  vi.stubGlobal('fetch', async (input: string) => {
    urls.push(input);
    const url = new URL(input, 'http://localhost');
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/points'))
      return json({
        points: [
          [151.2, -33.8, 'A', 0],
          [151.3, -33.9, 'B', 1],
          [151.4, -34, null, 2],
        ],
      });
    if (url.pathname.endsWith('/assets')) {
      const cursor = url.searchParams.get('cursor');
      const assets = cursor === null ? [0, 1, 2].map(asset) : [asset(Number(cursor))];
      return json({ assets, nextCursor: null, matching: assets.length });
    }
    return new Response(JSON.stringify({ message: 'not here' }), { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

// The dashboard imports the charts, the table and the map on first render: seconds on a busy
// machine, so its waits are long (they end as soon as the element appears).
const slowWait = { timeout: 20_000 };

describe('PortfolioDashboard', { timeout: 90_000 }, () => {
  it('maps compact points, survives a browser without WebGL2, and never loads every asset', async () => {
    renderPage(<PortfolioDashboard portfolio={portfolio} summary={summary} />);
    // jsdom has no WebGL2: the map says so in its place and the rest of the dashboard stays.
    expect(
      await screen.findByText('The map could not be drawn in this browser', {}, slowWait),
    ).toBeTruthy();
    expect(urls).toContain(`/api/portfolios/${id}/points`);
    // The table asked for one page; nothing asked for the assets without a limit of a page.
    await waitFor(
      () => expect(urls.some((url) => url.includes('offset=0&limit=25'))).toBe(true),
      slowWait,
    );
    expect(urls.filter((url) => url.includes('/assets?')).length).toBe(1);
  });
});
