import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkCopiedModal } from './link-copied-modal.tsx';

describe('LinkCopiedModal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes after its duration even when the dialog behind it re-renders meanwhile', () => {
    const firstOnClose = vi.fn();
    const secondOnClose = vi.fn();
    const view = render(
      <MantineProvider>
        <LinkCopiedModal opened durationMs={2000} onClose={firstOnClose} />
      </MantineProvider>,
    );
    act(() => vi.advanceTimersByTime(1500));
    view.rerender(
      <MantineProvider>
        <LinkCopiedModal opened durationMs={2000} onClose={secondOnClose} />
      </MantineProvider>,
    );
    act(() => vi.advanceTimersByTime(500));
    expect(firstOnClose).not.toHaveBeenCalled();
    expect(secondOnClose).toHaveBeenCalledTimes(1);
  });
});
