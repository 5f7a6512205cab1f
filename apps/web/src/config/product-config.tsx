import { createContext, useContext, type ReactNode } from 'react';
import { defaultPublicConfig, type PublicConfig } from '@hazardscope/contracts';

const ProductConfigContext = createContext<PublicConfig>(defaultPublicConfig);

export function ProductConfigProvider(props: { value: PublicConfig; children: ReactNode }) {
  return (
    <ProductConfigContext.Provider value={props.value}>
      {props.children}
    </ProductConfigContext.Provider>
  );
}

/** The installation's product name, provider short name, support e-mail and service settings. */
export function useProductConfig(): PublicConfig {
  return useContext(ProductConfigContext);
}
