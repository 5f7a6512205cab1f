import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { defaultPublicConfig, productNamePlaceholder } from '@hazardscope/contracts';
import { ProductConfigProvider } from '../config/product-config.tsx';
import { cssVariablesResolver, theme } from '../theme/theme.ts';
import { FirstScreen } from './first-screen.tsx';

/**
 * The first screen's markup, with Mantine's theme variables, for the build to put in the page
 * (vite.config.ts). The product name is a placeholder the server fills in: each installation names
 * its product in its configuration.
 */
export function renderFirstScreen(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ProductConfigProvider
        value={{ ...defaultPublicConfig, productName: productNamePlaceholder }}
      >
        <FirstScreen />
      </ProductConfigProvider>
    </MantineProvider>,
  );
}
