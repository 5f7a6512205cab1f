import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAccount } from '../account/render-with-account.tsx';
import { breakpoints } from '../theme/breakpoints.ts';
import { TopBar } from './top-bar.tsx';

/** Sets the window's width and tells the app, as a browser does when the window is resized. */
function resizeTo(widthPx: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: widthPx });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

describe('TopBar', () => {
  it('is ultra-mobile under 360 px: the menu as an icon and a compact Login; from 360 px the named menu', () => {
    expect(breakpoints.ultraMobileNavbar).toBe(360);
    resizeTo(320);
    renderWithAccount(<TopBar />);
    for (const widthPx of [320, 359]) {
      resizeTo(widthPx);
      const menu = screen.getByRole('button', { name: 'Menu' });
      expect(menu.textContent, `${widthPx} px`).toBe('');
      expect(menu.querySelector('svg'), `${widthPx} px`).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Login' }).dataset.size).toBe('compact-sm');
    }
    for (const widthPx of [360, 479]) {
      resizeTo(widthPx);
      expect(screen.getByRole('button', { name: 'Menu' }).textContent, `${widthPx} px`).toBe(
        'Menu',
      );
      expect(screen.getByRole('button', { name: 'Login' }).dataset.size).toBe('compact-md');
    }
  });

  it('shows Portfolio in the bar from 640 px, and always in the menu', async () => {
    resizeTo(1280);
    renderWithAccount(<TopBar />);
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Portfolio' }).getAttribute('href')).toBe(
      '/portfolio',
    );
    resizeTo(375);
    expect(within(bar).queryByRole('link', { name: 'Portfolio' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect((await screen.findByRole('menuitem', { name: 'Portfolio' })).getAttribute('href')).toBe(
      '/portfolio',
    );
  });
});
