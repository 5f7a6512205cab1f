import type { AccountContext } from '../accounts/account-context.ts';
import type { Config } from '../config.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** What the purchase functions work with, passed in so tests choose each part. */
export interface PaymentContext extends AccountContext {
  config: Pick<Config, 'PURCHASE_PRICE' | 'PURCHASE_CURRENCY' | 'ALLOWLIST'>;
  paymentProvider: PaymentProvider;
}
