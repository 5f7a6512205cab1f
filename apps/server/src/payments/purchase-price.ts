import type { Config } from '../config.ts';

export interface PurchasePrice {
  /** In the currency's minor unit (cents for USD), as payment providers take it. */
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** As shown to the buyer: the code, then the amount with its symbol, e.g. 'USD $1035'. */
  label: string;
}

/** Digits of the currency's minor unit: 2 for USD, 0 for JPY (ISO 4217, as Intl knows it). */
function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/**
 * An amount in minor units as shown: 103500 USD → 'USD $1035'; 103550 USD → 'USD $1035.50';
 * from five digits on, grouped by thousands (a portfolio's price: 2368080 USD → 'USD $23,680.80').
 */
export function priceLabel(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const amount = amountMinor / 10 ** digits;
  const shown = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    useGrouping: 'min2',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
  }).format(amount);
  return `${currency} ${shown}`;
}

/** The commercial report's price from PURCHASE_PRICE and PURCHASE_CURRENCY. */
export function purchasePriceOf(
  config: Pick<Config, 'PURCHASE_PRICE' | 'PURCHASE_CURRENCY'>,
): PurchasePrice {
  const currency = config.PURCHASE_CURRENCY;
  const amountMinor = Math.round(config.PURCHASE_PRICE * 10 ** minorUnitDigits(currency));
  return { amountMinor, currency, label: priceLabel(amountMinor, currency) };
}
