import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

/**
 * The provider of this installation: Stripe when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are
 * both set; the built-in test provider (nothing real is charged) when neither is. Exactly one of
 * them set is a start-up error naming the missing one.
 */
export function choosePaymentProvider(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_BASE'>,
): PaymentProvider {
  const secretKey = config.STRIPE_SECRET_KEY;
  const publishableKey = config.STRIPE_PUBLISHABLE_KEY;
  if (secretKey === undefined && publishableKey === undefined) return createTestPaymentProvider();
  if (secretKey === undefined || publishableKey === undefined) {
    const [set, missing] =
      secretKey === undefined
        ? ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY']
        : ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'];
    throw new ConfigError(
      `${set} is set but ${missing} is not: Stripe payments need both keys. Set ${missing}, or unset ${set} to take test payments with the built-in provider.`,
    );
  }
  return createStripePaymentProvider({
    secretKey,
    publishableKey,
    apiBase: config.STRIPE_API_BASE,
  });
}
