import { useState, type ReactElement, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, screen, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { defaultPublicConfig, type PublicConfig } from '@hazardscope/contracts';
import { ProductConfigProvider } from '../config/product-config.tsx';

/**
 * What the app shell puts around every page, for tests: Mantine, react-query without retries (a
 * failed call fails the test at once), a router with its query-string adapter, and the product
 * configuration (the defaults, with `config` laid over them).
 */
export function ShellProviders(props: { config?: Partial<PublicConfig>; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <NuqsAdapter>
            <ProductConfigProvider value={{ ...defaultPublicConfig, ...props.config }}>
              {props.children}
            </ProductConfigProvider>
          </NuqsAdapter>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders a page as the app shell would: inside Mantine, a router and the product-config context. */
export function renderPage(page: ReactElement, config: Partial<PublicConfig> = {}): RenderResult {
  return render(<ShellProviders config={config}>{page}</ShellProviders>);
}

/** A product configuration no default could produce, to prove a page reads the context. */
export const customProductConfig: Partial<PublicConfig> = {
  productName: 'Riverbank Risk Studio',
  providerShortName: 'Riverbank Analytics',
  supportEmail: 'help@riverbank.example',
};

/** Asserts that the rendered page has a heading of this level for each name. */
export function expectHeadings(level: 1 | 2 | 3, names: readonly string[]): void {
  for (const name of names) {
    expect(screen.getByRole('heading', { level, name })).toBeTruthy();
  }
}
