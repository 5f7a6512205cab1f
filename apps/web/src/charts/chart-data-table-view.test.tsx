import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChartDataTable } from '@hazardscope/charts';
import { renderWithAccount } from '../account/render-with-account.tsx';
import { ChartDataTableToggle } from './chart-data-table-view.tsx';

const table: ChartDataTable = {
  caption: 'Value At Risk by hazard (% of replacement cost per year)',
  rowHeading: 'Year',
  columns: ['Extreme Heat', 'Total'],
  rows: [
    { label: '1990', cells: ['0.010 %', '0.020 %'] },
    { label: '2100', cells: ['0.10 %', '0.90 %'] },
  ],
};

describe('ChartDataTableToggle', () => {
  it("shows the chart's figures as a table with headers on 'Show data' and hides them again", () => {
    renderWithAccount(<ChartDataTableToggle table={table} />);
    const toggle = screen.getByRole('button', { name: 'Show data' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(toggle);
    const shown = screen.getByRole('table');
    expect(within(shown).getByText(table.caption)).toBeTruthy();
    expect(
      within(shown)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Year', 'Extreme Heat', 'Total']);
    const row2100 = within(shown).getByRole('rowheader', { name: '2100' }).closest('tr');
    expect(row2100?.textContent).toContain('0.90 %');
    expect(screen.getByRole('region', { name: `Data: ${table.caption}` })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide data' }));
    expect(screen.queryByRole('table')).toBeNull();
  });
});
