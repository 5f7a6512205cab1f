import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { priceLabel, purchasePriceOf } from './purchase-price.ts';

describe('purchasePriceOf', () => {
  it('defaults to USD 1035, shown as USD $1035 and charged as 103500 cents', () => {
    expect(purchasePriceOf(parseConfig({}))).toEqual({
      amountMinor: 103_500,
      currency: 'USD',
      label: 'USD $1035',
    });
  });

  it('takes the price and currency from configuration, in the currency’s minor unit', () => {
    expect(
      purchasePriceOf(parseConfig({ PURCHASE_PRICE: '99.5', PURCHASE_CURRENCY: 'eur' })),
    ).toEqual({ amountMinor: 9_950, currency: 'EUR', label: 'EUR €99.50' });
    expect(priceLabel(150_000, 'JPY')).toBe('JPY ¥150,000');
    expect(priceLabel(2_368_080, 'USD')).toBe('USD $23,680.80');
  });

  it('refuses a currency that is not an ISO 4217 code', () => {
    expect(() => parseConfig({ PURCHASE_CURRENCY: 'dollars' })).toThrow(/PURCHASE_CURRENCY/);
  });
});
