import { z } from 'zod';

/** What the server tells the web app about this installation (`GET /api/config`, no auth). */
export const publicConfigSchema = z.object({
  productName: z.string(),
  providerShortName: z.string(),
  supportEmail: z.string(),
  publicUrl: z.string(),
  /** A MapLibre style URL for online imagery, or null for the offline Natural Earth style. */
  mapStyleUrl: z.string().nullable(),
  streetViewApiKey: z.string().nullable(),
  stripePublishableKey: z.string().nullable(),
  /** The commercial report's price as shown, e.g. 'USD $1035'. */
  purchasePriceLabel: z.string(),
  /** Which card form the purchase shows: the built-in test provider's or Stripe's. */
  paymentProvider: z.enum(['test', 'stripe']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The values used before the server has answered, and by tests. Same as the server's defaults. */
export const defaultPublicConfig: PublicConfig = {
  productName: 'Hazardscope',
  providerShortName: 'Hazardscope',
  supportEmail: 'support@hazardscope.local',
  publicUrl: 'http://localhost:3000',
  mapStyleUrl: null,
  streetViewApiKey: null,
  stripePublishableKey: null,
  purchasePriceLabel: 'USD $1035',
  paymentProvider: 'test',
};

/**
 * The id of the JSON data block (`<script type="application/json">`, never run) in which the server
 * hands each page its public configuration, so the web app starts without asking for it.
 */
export const publicConfigElementId = 'public-config';

/**
 * Stands for the product name in the first screen prerendered at build time; the server writes the
 * configured name, escaped, in its place when it composes the page.
 */
export const productNamePlaceholder = '%PRODUCT_NAME%';
