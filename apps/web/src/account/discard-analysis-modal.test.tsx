import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DiscardAnalysisModal } from './discard-analysis-modal.tsx';
import { renderWithAccount } from './render-with-account.tsx';

describe('DiscardAnalysisModal', () => {
  it('names the unsaved analysis (title, asset type, address) and the one to switch to', () => {
    const onDiscard = vi.fn();
    const onCancel = vi.fn();
    renderWithAccount(
      <DiscardAnalysisModal
        opened
        current={{
          title: 'Harbour house',
          assetType: 'Simple House',
          address: '1 Harbour Street, Sydney',
        }}
        target={{
          title: '9 Queen Street, Brisbane',
          assetType: 'Office Block',
          address: '9 Queen Street, Brisbane',
        }}
        onCancel={onCancel}
        onDiscard={onDiscard}
      />,
    );
    expect(
      screen.getByText(
        'Warning. The current analysis is not saved, are you sure you want to discard it?',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Harbour house \(Simple House\)/)).toBeTruthy();
    expect(screen.getByText('1 Harbour Street, Sydney')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Discard current analysis and switch to 9 Queen Street, Brisbane (Office Block)',
      }),
    );
    expect(onDiscard).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
