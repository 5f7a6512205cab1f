import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider } from '../../account/account-context.tsx';
import { stubServer } from '../../account/render-with-account.tsx';
import { renderPage } from '../../test-support/render-page.tsx';
import { HomePage } from './home-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('leaves the style elements of its frame alone when the search changes', async () => {
    stubServer(() => ({ status: 200, body: [] }));
    renderPage(
      <AccountProvider initialAccount={undefined}>
        <HomePage />
      </AccountProvider>,
    );
    const scenario = await screen.findByLabelText(/Emissions scenario/);
    // Mantine's Grid and responsive props each render a <style>; text set into one again makes the
    // browser compute the style of the whole page anew.
    expect(document.querySelectorAll('style[data-mantine-styles="inline"]').length).toBeGreaterThan(
      0,
    );
    const rewritten: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target;
        if (target instanceof HTMLStyleElement) rewritten.push(target.textContent);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const other = [...(scenario as HTMLSelectElement).options].find((option) => !option.selected);
    fireEvent.change(scenario, { target: { value: other?.value } });
    await waitFor(() => expect((scenario as HTMLSelectElement).value).toBe(other?.value));
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(rewritten).toEqual([]);
  });
});
