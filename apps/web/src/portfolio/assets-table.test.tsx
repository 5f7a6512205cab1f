import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test-support/render-page.tsx';
import type { AssetTableRow } from './asset-columns.tsx';
import { AssetsTable, assetsPerPage } from './assets-table.tsx';

function row(index: number, overrides: Partial<AssetTableRow> = {}): AssetTableRow {
  return {
    key: String(index),
    reference: `Asset ${index}`,
    assetType: index % 2 === 0 ? 'Simple House' : 'Office',
    place: `${index}.0000, 10.0000`,
    replacementValue: 100_000 + index,
    currency: 'USD',
    ratingNow: 'A',
    ratingEndOfLife: index % 3 === 0 ? 'C' : 'B',
    totalRisk2020: 0.001,
    totalRisk2050: 0.002,
    totalRisk2100: index / 10_000,
    failureReason: null,
    ...overrides,
  };
}

const rows = [
  ...Array.from({ length: 30 }, (_, index) => row(index + 1)),
  row(31, {
    ratingNow: null,
    ratingEndOfLife: null,
    totalRisk2020: null,
    totalRisk2050: null,
    totalRisk2100: null,
    failureReason: 'latitude is over the sea',
  }),
];

const bodyRows = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const firstCellOf = (element: HTMLElement) => within(element).getAllByRole('cell')[0]?.textContent;

describe('AssetsTable', () => {
  it('shows a page of 25, the highest VAR in 2100 first, and pages on', () => {
    renderPage(<AssetsTable rows={rows} onOpen={() => {}} />);
    expect(bodyRows()).toHaveLength(assetsPerPage);
    expect(firstCellOf(bodyRows()[0] as HTMLElement)).toBe('Asset 30');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(bodyRows()).toHaveLength(rows.length - assetsPerPage);
    // The failed asset, without a VAR, sorts below every computed one.
    expect(firstCellOf(bodyRows().at(-1) as HTMLElement)).toBe('Asset 31');
  });

  it('sorts by a column when its heading is clicked, and says so', () => {
    renderPage(<AssetsTable rows={rows} onOpen={() => {}} />);
    const heading = screen.getByRole('columnheader', { name: /VAR 2100/ });
    expect(heading.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(heading).getByRole('button'));
    expect(heading.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCellOf(bodyRows()[0] as HTMLElement)).toBe('Asset 31');
  });

  it('filters by the search text and by the rating at end of life', async () => {
    renderPage(<AssetsTable rows={rows} onOpen={() => {}} />);
    fireEvent.change(screen.getByLabelText('Search assets'), { target: { value: 'office' } });
    expect(screen.getByRole('status').textContent).toBe('16 of 31 assets match');
    fireEvent.change(screen.getByLabelText('Search assets'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Rating', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Failed: latitude is over the sea')).toBeTruthy();
  });

  it('opens an asset from its reference', () => {
    const onOpen = vi.fn();
    renderPage(<AssetsTable rows={rows} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Asset 30' }));
    expect(onOpen).toHaveBeenCalledWith('30');
  });
});
