import type { Config } from '../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

/**
 * The provider of this installation. Without STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY the
 * built-in test provider takes payments (nothing real is charged).
 */
export function choosePaymentProvider(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY'>,
): PaymentProvider {
  if (config.STRIPE_SECRET_KEY !== undefined || config.STRIPE_PUBLISHABLE_KEY !== undefined) {
    throw new Error(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set, but this build takes card payments through its built-in test provider only. Unset both to run with test payments.',
    );
  }
  return createTestPaymentProvider();
}
