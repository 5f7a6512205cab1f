import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@hazardscope/contracts';
import type { Config } from '../config.ts';
import { purchasePriceOf } from '../payments/purchase-price.ts';

/** What the web may know about this installation; no secret ever goes here. */
export function toPublicConfig(config: Config): PublicConfig {
  return {
    productName: config.PRODUCT_NAME,
    providerShortName: config.PROVIDER_SHORT_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl: config.publicUrl,
    mapStyleUrl: config.MAP_STYLE_URL ?? null,
    streetViewApiKey: config.STREET_VIEW_API_KEY ?? null,
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    purchasePriceLabel: purchasePriceOf(config).label,
    paymentProvider: config.STRIPE_PUBLISHABLE_KEY !== undefined ? 'stripe' : 'test',
  };
}

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  options,
) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public configuration of this installation',
        response: { 200: publicConfigSchema },
      },
    },
    async () => toPublicConfig(options.config),
  );
};
