import { MantineProvider, Modal } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InfoPopover } from './info-popover.tsx';

describe('InfoPopover', () => {
  it('closes on Escape without closing the dialog it stands in', { timeout: 30_000 }, async () => {
    const closeDialog = vi.fn();
    render(
      <MantineProvider>
        <Modal
          opened
          onClose={closeDialog}
          title="Analysis Result"
          transitionProps={{ duration: 0 }}
        >
          <InfoPopover subject="Floor height" text="Height of the lowest floor above the ground." />
        </Modal>
      </MantineProvider>,
    );
    const target = screen.getByRole('button', { name: 'About Floor height' });
    fireEvent.click(target);
    expect(await screen.findByText('Height of the lowest floor above the ground.')).toBeTruthy();
    fireEvent.keyDown(target, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByText('Height of the lowest floor above the ground.')).toBeNull(),
    );
    expect(closeDialog).not.toHaveBeenCalled();
    // With the popover closed, Escape closes the dialog as usual.
    fireEvent.keyDown(target, { key: 'Escape' });
    expect(closeDialog).toHaveBeenCalledTimes(1);
  });
});
