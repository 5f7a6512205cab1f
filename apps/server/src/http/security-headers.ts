import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Security headers on every reply (@fastify/helmet) with a strict content security policy: scripts
 * only from this origin (no inline script, no eval), so an injected script cannot run and read the
 * page. Origins are added only for the optional services the configuration turns on:
 * - STREET_VIEW_API_KEY: the Google Maps JavaScript API, with the hosts of Google's published CSP
 *   guide for it ('Content Security Policy guide', Maps JavaScript API documentation).
 * - STRIPE_PUBLISHABLE_KEY: Stripe.js and its frames, the hosts of Stripe's published CSP list.
 * - MAP_STYLE_URL: a hosted map style, whose tiles may come from any https host.
 * Styles may be inline: Mantine writes its theme variables into a style element.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'STREET_VIEW_API_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'MAP_STYLE_URL'>,
): Promise<void> {
  const google = config.STREET_VIEW_API_KEY
    ? {
        script: [
          'https://*.googleapis.com',
          'https://*.gstatic.com',
          '*.google.com',
          'https://*.ggpht.com',
          '*.googleusercontent.com',
          "'unsafe-eval'",
          'blob:',
        ],
        image: [
          'https://*.googleapis.com',
          'https://*.gstatic.com',
          '*.google.com',
          '*.googleusercontent.com',
        ],
        connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com'],
        frame: ['*.google.com'],
        font: ['https://fonts.gstatic.com'],
        style: ['https://fonts.googleapis.com'],
      }
    : undefined;
  const stripe = config.STRIPE_PUBLISHABLE_KEY
    ? {
        script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
        connect: ['https://api.stripe.com'],
        frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      }
    : undefined;
  const hostedMap = config.MAP_STYLE_URL ? ['https:'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(google?.script ?? []), ...(stripe?.script ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'", ...(google?.style ?? [])],
        imgSrc: ["'self'", 'data:', 'blob:', ...(google?.image ?? []), ...hostedMap],
        fontSrc: ["'self'", 'data:', ...(google?.font ?? [])],
        connectSrc: [
          "'self'",
          ...(google?.connect ?? []),
          ...(stripe?.connect ?? []),
          ...hostedMap,
        ],
        // MapLibre runs its worker from a same-origin file; it may also start one from a blob.
        workerSrc: ["'self'", 'blob:'],
        // The sample report PDF is embedded in an object element.
        objectSrc: ["'self'"],
        frameSrc: ["'self'", ...(google?.frame ?? []), ...(stripe?.frame ?? [])],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The PDF and the map's worker are same-origin; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
}
