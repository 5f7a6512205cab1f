import type { orders } from '../database/schema.ts';
import { priceLabel } from './purchase-price.ts';

/**
 * What a receipt or a refund mail names of an order, whatever it bought: its id, the price
 * paid and the provider's reference of the payment.
 */
export function orderReferencesOf(order: typeof orders.$inferSelect) {
  return {
    orderId: order.id,
    priceLabel: priceLabel(order.amountMinor, order.currency),
    provider: order.provider,
    providerReference: order.providerReference,
  };
}
