import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortfolioBreakdownRow } from '@hazardscope/contracts';
import { renderPage } from '../test-support/render-page.tsx';
import { BreakdownTable, breakdownRowsShown } from './portfolio-breakdowns.tsx';

const rows: PortfolioBreakdownRow[] = Array.from({ length: 25 }, (_, index) => ({
  key: `XX / Region ${index + 1}`,
  label: `XX / Region ${index + 1}`,
  assets: 1,
  value: 1_000_000,
  valueAtRisk2050: 0.001,
  expectedAnnualDamage2050: 1_000 - index,
  ratings: { A: 1, B: 0, C: 0 },
}));

describe('BreakdownTable', () => {
  it('shows the first ten groups, every group when asked, and the first ten again', () => {
    renderPage(
      <BreakdownTable
        label="Breakdown by region"
        groupHeading="Region"
        rows={rows}
        currency="USD"
      />,
    );
    const dataRows = () => screen.getAllByRole('row').length - 1;
    expect(dataRows()).toBe(breakdownRowsShown);
    expect(screen.queryByText('XX / Region 11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 25' }));
    expect(dataRows()).toBe(25);
    expect(screen.getByText('XX / Region 25')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show the first 10' }));
    expect(dataRows()).toBe(breakdownRowsShown);
  });

  it('offers no button when every group fits', () => {
    renderPage(
      <BreakdownTable
        label="Breakdown by asset type"
        groupHeading="Asset type"
        rows={rows.slice(0, 3)}
        currency="USD"
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
