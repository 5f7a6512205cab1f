import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioAsset, PortfolioBreakdownRow } from '@hazardscope/contracts';
import { portfolioAssetFixture } from '../test-support/portfolio-asset-fixture.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { AssetsTable, assetsPerPage } from './assets-table.tsx';

const portfolioId = '5f0c6c2e-8d4f-4a53-9d5e-0f6f3b1a2c3d';
/** The portfolio the stub server holds: more assets than the browser should ever see. */
const assetCount = 100_000;

const asset = (index: number) => portfolioAssetFixture(index);

const breakdown = (key: string, label: string): PortfolioBreakdownRow => ({
  key,
  label,
  assets: 1,
  value: 1,
  valueAtRisk2050: 0,
  expectedAnnualDamage2050: 0,
  ratings: { A: 1, B: 0, C: 0 },
});

let requests: URLSearchParams[];

/** The server: a page of `limit` assets from `offset`, 7 matching whenever a filter is given. */
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const query = new URL(input, 'http://localhost').searchParams;
    requests.push(query);
    const filtered = ['search', 'assetType', 'rating', 'region'].some((name) => query.has(name));
    const matching = filtered ? 7 : assetCount;
    const offset = Number(query.get('offset'));
    const limit = Math.min(Number(query.get('limit')), matching - offset);
    const assets = Array.from({ length: limit }, (_, row) => asset(offset + row));
    return new Response(JSON.stringify({ assets, nextCursor: null, matching }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderTable(onOpen: (asset: PortfolioAsset) => void = () => {}) {
  renderPage(
    <AssetsTable
      portfolioId={portfolioId}
      currency="USD"
      archetypeName={(acronym) => (acronym === 'SH' ? 'Simple House' : acronym)}
      assetTypes={[breakdown('SH', 'SH')]}
      regions={[breakdown('AU/New South Wales', 'AU / New South Wales')]}
      onOpen={onOpen}
    />,
  );
}

const bodyRows = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const lastRequest = () => requests.at(-1);

describe('AssetsTable', () => {
  it('asks the server for one page, the highest VAR in 2100 first, and pages on', async () => {
    renderTable();
    expect(await screen.findByText('100,000 assets')).toBeTruthy();
    expect(bodyRows()).toHaveLength(assetsPerPage);
    expect(Object.fromEntries(lastRequest() ?? [])).toEqual({
      offset: '0',
      limit: String(assetsPerPage),
      sort: 'valueAtRisk2100',
      order: 'desc',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastRequest()?.get('offset')).toBe(String(assetsPerPage)));
    expect(await screen.findByRole('button', { name: 'Asset 25' })).toBeTruthy();
  });

  it('sorts on the server by the column whose heading is clicked, and says so', async () => {
    renderTable();
    await screen.findByText('100,000 assets');
    const heading = screen.getByRole('columnheader', { name: /VAR 2100/ });
    expect(heading.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(heading).getByRole('button'));
    expect(heading.getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(lastRequest()?.get('order')).toBe('asc'));
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Value/ })).getByRole('button'),
    );
    await waitFor(() => expect(lastRequest()?.get('sort')).toBe('value'));
    // The place is not a server sort key: its heading is plain text.
    const location = screen.getByRole('columnheader', { name: 'Location' });
    expect(within(location).queryByRole('button')).toBeNull();
  });

  it('filters on the server by search text, asset type, rating and region', async () => {
    renderTable();
    await screen.findByText('100,000 assets');
    fireEvent.change(screen.getByLabelText('Search assets'), { target: { value: ' sydney ' } });
    expect(await screen.findByText('7 assets')).toBeTruthy();
    expect(lastRequest()?.get('search')).toBe('sydney');
    fireEvent.click(screen.getByLabelText('Rating', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    await waitFor(() => expect(lastRequest()?.get('rating')).toBe('failed'));
    fireEvent.click(screen.getByLabelText('Region', { selector: 'input' }));
    fireEvent.click(
      await screen.findByRole('option', { name: 'AU / New South Wales', hidden: true }),
    );
    await waitFor(() => expect(lastRequest()?.get('region')).toBe('AU/New South Wales'));
    fireEvent.click(screen.getByLabelText('Asset type', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Simple House', hidden: true }));
    await waitFor(() => expect(lastRequest()?.get('assetType')).toBe('SH'));
    expect(bodyRows()).toHaveLength(7);
  });

  it('opens an asset from its reference', async () => {
    const onOpen = vi.fn();
    renderTable(onOpen);
    fireEvent.click(await screen.findByRole('button', { name: 'Asset 3' }));
    expect(onOpen).toHaveBeenCalledWith(asset(3));
  });
});
