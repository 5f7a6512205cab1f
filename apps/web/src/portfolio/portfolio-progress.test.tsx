import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-support/render-page.tsx';
import { formatTimeLeft, PortfolioProgress } from './portfolio-progress.tsx';

describe('formatTimeLeft', () => {
  it('reads seconds, minutes and hours', () => {
    expect(formatTimeLeft(0.2)).toBe('about 1 s');
    expect(formatTimeLeft(42)).toBe('about 42 s');
    expect(formatTimeLeft(185)).toBe('about 3 min');
    expect(formatTimeLeft(3600)).toBe('about 1 h');
    expect(formatTimeLeft(4800)).toBe('about 1 h 20 min');
  });
});

describe('PortfolioProgress', () => {
  it('shows the assets handled of the total, the failures and the time left', () => {
    renderPage(
      <PortfolioProgress
        status="running"
        total={1000}
        done={480}
        failed={20}
        estimatedSecondsLeft={30}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Portfolio progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('status').textContent).toBe('500 of 1,000 assets analysed');
    expect(screen.getByText('Time left: about 30 s')).toBeTruthy();
    expect(screen.getByText(/20 assets could not be analysed/)).toBeTruthy();
  });

  it('says it waits while queued and estimates before the first chunk', () => {
    renderPage(
      <PortfolioProgress
        status="queued"
        total={10}
        done={0}
        failed={0}
        estimatedSecondsLeft={null}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Waiting for a worker…');
    expect(screen.getByText('Estimating the time left…')).toBeTruthy();
  });
});
