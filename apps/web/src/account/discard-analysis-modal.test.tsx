import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DiscardAnalysisModal } from './discard-analysis-modal.tsx';
import { renderWithAccount } from './render-with-account.tsx';

describe('DiscardAnalysisModal', () => {
  it('warns about the unsaved analysis and names the one to switch to', () => {
    const onDiscard = vi.fn();
    const onCancel = vi.fn();
    renderWithAccount(
      <DiscardAnalysisModal
        opened
        targetTitle="9 Queen Street, Brisbane"
        onCancel={onCancel}
        onDiscard={onDiscard}
      />,
    );
    expect(
      screen.getByText(
        'Warning. The current analysis is not saved, are you sure you want to discard it?',
      ),
    ).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Discard current analysis and switch to 9 Queen Street, Brisbane',
      }),
    );
    expect(onDiscard).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
