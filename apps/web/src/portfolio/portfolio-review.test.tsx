import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test-support/render-page.tsx';
import {
  ColumnMappingTable,
  mappedFieldText,
  RejectedRows,
  rejectedRowsShown,
  rejectedRowText,
} from './portfolio-review.tsx';

describe('rejectedRowText', () => {
  it('names the line and the column, and ends the reason with a full stop', () => {
    expect(
      rejectedRowText({ line: 14, column: 'latitude', message: 'must be between -90 and 90' }),
    ).toBe('Line 14, latitude: must be between -90 and 90.');
    expect(rejectedRowText({ line: 3, column: null, message: 'The row is empty.' })).toBe(
      'Line 3: The row is empty.',
    );
  });

  it('shows a message that is already the whole sentence as it is', () => {
    const message = 'Line 14, latitude: must be between -90 and 90.';
    expect(rejectedRowText({ line: 14, column: 'latitude', message })).toBe(message);
  });
});

describe('mappedFieldText', () => {
  it('reads a field, a design field and an ignored column', () => {
    expect(mappedFieldText('latitude')).toBe('latitude');
    expect(mappedFieldText('design:build_year')).toBe('Design field build_year');
    expect(mappedFieldText(null)).toBe('Ignored');
  });
});

describe('ColumnMappingTable', () => {
  it('shows each header of the file beside what it is read as', () => {
    renderPage(
      <ColumnMappingTable
        mapping={[
          { header: 'Replacement Value', field: 'replacement_value' },
          { header: 'Notes', field: null },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Column mapping' });
    expect(
      within(table).getByRole('row', { name: 'Replacement Value replacement_value' }),
    ).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Notes Ignored' })).toBeTruthy();
  });
});

describe('RejectedRows', () => {
  const rows = Array.from({ length: 60 }, (_, index) => ({
    line: index + 2,
    column: 'latitude',
    message: 'must be between -90 and 90.',
  }));

  it('lists the first rows, counts the rest, and downloads them all', () => {
    const onDownload = vi.fn();
    renderPage(<RejectedRows count={60} rows={rows} onDownload={onDownload} downloading={false} />);
    expect(screen.getByText('60 rows will not be analysed:')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Rejected rows' })).getAllByRole('listitem'),
    ).toHaveLength(rejectedRowsShown);
    expect(screen.getByText('and 10 more in the download.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download the rejected rows (CSV)' }));
    expect(onDownload).toHaveBeenCalled();
  });

  it('offers the download alone after a reload, when only the count is known', () => {
    renderPage(
      <RejectedRows count={3} rows={undefined} onDownload={() => {}} downloading={false} />,
    );
    expect(screen.getByText('3 rows will not be analysed:')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download the rejected rows (CSV)' })).toBeTruthy();
  });

  it('says so when every row can be analysed', () => {
    renderPage(<RejectedRows count={0} rows={[]} onDownload={() => {}} downloading={false} />);
    expect(screen.getByText('Every row of the file can be analysed.')).toBeTruthy();
  });
});
