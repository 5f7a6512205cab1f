import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import { defaultPublicConfig, type PublicConfig } from '@hazardscope/contracts';
import { ProductConfigProvider } from '../config/product-config.tsx';

/** Renders a page as the app shell would: inside Mantine and the product-config context. */
export function renderPage(page: ReactElement, config: Partial<PublicConfig> = {}): RenderResult {
  return render(
    <MantineProvider>
      <ProductConfigProvider value={{ ...defaultPublicConfig, ...config }}>
        {page}
      </ProductConfigProvider>
    </MantineProvider>,
  );
}

/** A product configuration no default could produce, to prove a page reads the context. */
export const customProductConfig: Partial<PublicConfig> = {
  productName: 'Riverbank Risk Studio',
  providerShortName: 'Riverbank Analytics',
  supportEmail: 'help@riverbank.example',
};
