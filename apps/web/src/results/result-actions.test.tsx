import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultActions, type ResultActionsProps } from './result-actions.tsx';

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

function renderActions(overrides: Partial<ResultActionsProps>) {
  const props: ResultActionsProps = {
    compact: false,
    savedId: 'a5f0c2d4-0000-4000-8000-000000000001',
    purchased: true,
    exportAllowed: false,
    ownedByReader: true,
    onPurchase: vi.fn(),
    onShare: vi.fn(),
    onSave: vi.fn(),
    onReportStrangeResults: vi.fn(),
    onDownloadReport: vi.fn(),
    onExportCsv: vi.fn(),
    reportDownloadError: false,
    exportError: false,
    providerShortName: 'Climate Risk',
    ...overrides,
  };
  render(
    <MantineProvider>
      <ResultActions {...props} />
    </MantineProvider>,
  );
  return props;
}

describe('ResultActions downloads', () => {
  afterEach(cleanup);

  it('opens both downloads for a saved analysis with real results', () => {
    const props = renderActions({});
    const pdf = button('Download PDF Report');
    const csv = button('Export CSV');
    expect(pdf.disabled).toBe(false);
    expect(csv.disabled).toBe(false);
    pdf.click();
    csv.click();
    expect(props.onDownloadReport).toHaveBeenCalledTimes(1);
    expect(props.onExportCsv).toHaveBeenCalledTimes(1);
  });

  it('keeps them closed before a purchase, and for an analysis not saved yet', () => {
    renderActions({ purchased: false });
    expect(button('Download PDF Report').disabled).toBe(true);
    expect(button('Export CSV').disabled).toBe(true);
    cleanup();
    renderActions({ savedId: undefined });
    expect(button('Download PDF Report').disabled).toBe(true);
    expect(button('Export CSV').disabled).toBe(true);
  });

  it("keeps them closed to a shared link's reader who does not own the purchased analysis", async () => {
    // The server makes reports and exports of the reader's own analyses only (404 or 401 for
    // anyone else), so the buttons would only turn into 'Error: contact …'.
    const props = renderActions({ ownedByReader: false, exportAllowed: true });
    const pdf = button('Download PDF Report');
    const csv = button('Export CSV');
    expect(pdf.disabled).toBe(true);
    expect(csv.disabled).toBe(true);
    fireEvent.pointerEnter(pdf.parentElement as HTMLElement);
    expect(
      await screen.findByText(
        'The PDF report is for the owner of this analysis: log in with the account that saved it.',
      ),
    ).toBeTruthy();
    expect(props.onDownloadReport).not.toHaveBeenCalled();
  });

  it('opens the CSV export alone to a reader allow-listed for export before a purchase', () => {
    const props = renderActions({ purchased: false, exportAllowed: true });
    expect(button('Download PDF Report').disabled).toBe(true);
    const csv = button('Export CSV');
    expect(csv.disabled).toBe(false);
    csv.click();
    expect(props.onExportCsv).toHaveBeenCalledTimes(1);
    cleanup();
    renderActions({ purchased: false, exportAllowed: true, savedId: undefined });
    expect(button('Export CSV').disabled).toBe(true);
  });

  it("reads 'Error: contact {provider short name}' after a failed log call or download", () => {
    renderActions({ reportDownloadError: true, exportError: true });
    expect(button('Download PDF Report').textContent).toBe('Error: contact Climate Risk');
    expect(button('Export CSV').textContent).toBe('Error: contact Climate Risk');
  });
});

describe('ResultActions reasons', () => {
  afterEach(cleanup);

  it('says why a disabled button cannot be used when the pointer is over it, and not before', async () => {
    renderActions({ purchased: false });
    const reason = 'The PDF report comes with the commercial report.';
    expect(screen.queryByText(reason)).toBeNull();
    const wrapper = button('Download PDF Report').parentElement;
    if (wrapper === null) throw new Error('The disabled button has no wrapper to point at.');
    fireEvent.pointerEnter(wrapper);
    expect(await screen.findByText(reason)).toBeTruthy();
  });
});
