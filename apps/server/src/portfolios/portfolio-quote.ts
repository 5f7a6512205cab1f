import {
  portfolioPriceMinor,
  portfolioPriceTierLabel,
  type PortfolioQuote,
} from '@hazardscope/contracts';
import type { Config } from '../config.ts';
import { priceLabel, purchasePriceOf } from '../payments/purchase-price.ts';

/**
 * A portfolio's price by asset count: the graduated tiers of contracts' portfolioPriceTiers applied
 * to the single analysis's price (PURCHASE_PRICE, PURCHASE_CURRENCY).
 */
export function portfolioQuoteOf(
  config: Pick<Config, 'PURCHASE_PRICE' | 'PURCHASE_CURRENCY'>,
  assets: number,
  paymentRequired: boolean,
): PortfolioQuote {
  const single = purchasePriceOf(config);
  const amountMinor = portfolioPriceMinor(assets, single.amountMinor);
  return {
    assets,
    amountMinor,
    currency: single.currency,
    priceLabel: priceLabel(amountMinor, single.currency),
    tier: portfolioPriceTierLabel(assets),
    paymentRequired,
  };
}
