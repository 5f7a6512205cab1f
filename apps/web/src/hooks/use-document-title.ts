import { useEffect } from 'react';
import { useProductConfig } from '../config/product-config.tsx';

/**
 * Sets the page title: the product name, or `{product}: {suffix}` (e.g. 'Purchase Complete'), or a
 * replacement title such as 'Analysis Result'; restores the product name when the caller unmounts.
 */
export function useDocumentTitle(title?: { suffix?: string; replace?: string }) {
  const { productName } = useProductConfig();
  const suffix = title?.suffix;
  const replace = title?.replace;
  useEffect(() => {
    document.title = replace ?? (suffix ? `${productName}: ${suffix}` : productName);
    return () => {
      document.title = productName;
    };
  }, [productName, suffix, replace]);
}
