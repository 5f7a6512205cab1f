import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellProviders } from '../test-support/render-page.tsx';
import { ProcessingModal, type ProcessingModalProps } from './processing-modal.tsx';

function modal(props: Partial<ProcessingModalProps>) {
  return (
    <ProcessingModal
      opened
      sample
      resultReady
      onViewResults={() => {}}
      onClose={() => {}}
      {...props}
    />
  );
}

/**
 * Every tick is at most 500 ms apart and 20 of them reach 100 %; each tick is scheduled when React
 * applies the previous one, so each 500 ms passes in an act() of its own.
 */
function runToHundredPercent() {
  for (let tick = 0; tick < 20; tick += 1) {
    act(() => {
      vi.advanceTimersByTime(500);
    });
  }
}

const progressPercent = () =>
  Number(
    screen.getByRole('progressbar', { name: 'Analysis progress' }).getAttribute('aria-valuenow'),
  );

describe('ProcessingModal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps its content while it closes for the results, then starts at 0 % when it opens again', () => {
    const page = render(modal({}), { wrapper: ShellProviders });
    runToHundredPercent();
    expect(screen.getByText('Your sample results are ready.')).toBeTruthy();
    expect(screen.getByRole('checkbox')).toBeTruthy();

    // Closing for the results: the state no longer has a result for the modal, which fades out
    // with what it showed (no shrinking content, no layout shift).
    page.rerender(modal({ opened: false, resultReady: false, sample: true }));
    expect(screen.getByText('Your sample results are ready.')).toBeTruthy();
    expect(screen.getByRole('checkbox')).toBeTruthy();
    expect(progressPercent()).toBe(100);

    page.rerender(modal({ opened: true, resultReady: false, sample: false }));
    expect(progressPercent()).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Running your analysis' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
