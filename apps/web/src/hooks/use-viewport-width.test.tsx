import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewportWidth } from './use-viewport-width.ts';

function Width() {
  return <p>{useViewportWidth()}</p>;
}

function setWidth(widthPx: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: widthPx });
}

afterEach(() => setWidth(1024));

describe('useViewportWidth', () => {
  it('gives the width on the first render and follows resizes', () => {
    setWidth(412);
    render(<Width />);
    expect(screen.getByText('412').textContent).toBe('412');
    setWidth(900);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('900').textContent).toBe('900');
  });

  it('reads window.innerWidth once per resize, not on every render', () => {
    setWidth(700);
    const { rerender } = render(<Width />);
    const read = vi.fn(() => 700);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: read });
    for (let index = 0; index < 5; index += 1) rerender(<Width />);
    expect(read).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(read).toHaveBeenCalledTimes(1);
  });
});
