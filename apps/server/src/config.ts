import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** A folder that must exist when given (TERRAIN_DIR, FLOOD_MAPS_DIR); empty means unset. */
const optionalDirectory = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : path.resolve(value)))
  .refine(
    (value) => value === undefined || (existsSync(value) && statSync(value).isDirectory()),
    'must name an existing folder',
  )
  .optional();

/** A comma-separated list of e-mail addresses, compared without case. */
const addressList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ''),
  );

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Every setting of the server, read from the environment at start-up. Each has a working default
 * so `npm start` runs with nothing configured (README § Configuration documents each).
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Hazardscope <no-reply@hazardscope.local>'),
  /** The commercial report's price per single-asset analysis, in PURCHASE_CURRENCY's major unit. */
  PURCHASE_PRICE: z.coerce.number().positive().default(1035),
  /** ISO 4217 code of the price. */
  PURCHASE_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'PURCHASE_CURRENCY must be a three-letter ISO 4217 code, e.g. USD')
    .default('USD'),
  /** Both set: card payments through Stripe; neither: the built-in test provider. */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** The signing secret (whsec_…) of the Stripe webhook endpoint POST /api/payment/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Testing only: another address of Stripe's API (a local Stripe-compatible server). */
  STRIPE_API_BASE: optionalUrl,
  STREET_VIEW_API_KEY: optionalText,
  GEOCODER_URL: optionalUrl,
  ELEVATION_URL: optionalUrl,
  /**
   * A folder of fine elevation tiles (SRTM/NASADEM .hgt, GeoTIFF/COG such as Copernicus GLO-30 in
   * EPSG:4326): the site's ground and its height above the nearest drainage come from them.
   */
  TERRAIN_DIR: optionalDirectory,
  /**
   * A folder of flood-depth GeoTIFFs by return period (JRC global river flood maps, WRI Aqueduct
   * Floods file names): their depths replace the modelled riverine and coastal curves.
   */
  FLOOD_MAPS_DIR: optionalDirectory,
  MAP_STYLE_URL: optionalUrl,
  PRODUCT_NAME: z.string().min(1).default('Hazardscope'),
  PROVIDER_SHORT_NAME: z.string().min(1).default('Hazardscope'),
  SUPPORT_EMAIL: z.email().default('support@hazardscope.local'),
  ALLOWLIST: addressList,
  /** Addresses that may export CSV without payment, without the purchase right of ALLOWLIST. */
  EXPORT_ALLOWLIST: addressList,
  WEB_DIST_DIR: z.string().optional(),
  /** Worker threads drawing PDF reports at once, off the request thread. */
  REPORT_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  /** Reports that may wait for a worker; one more answers 503 with Retry-After. */
  REPORT_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(8),
  /**
   * Draw the report of a purchased (or allow-listed) analysis in the background when its owner
   * opens it, so the download finds it saved: 'true' (default) or 'false'.
   */
  PREPARE_REPORTS: z.enum(['true', 'false']).default('true'),
  /**
   * Serve the API documentation (/api/docs, /api/docs/json): on by default outside production, off
   * in production unless set to 'true'.
   */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /**
   * The bearer token `GET /metrics` asks for; unset, the metrics are not served (nor sampled).
   * At least 16 characters: it guards figures that tell how loaded the server is.
   */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /**
   * On SIGTERM or SIGINT: seconds to finish the requests, reports and queued work under way
   * before the process exits (0 when all finished, 1 when the time ran out). Keep it below the
   * time your supervisor waits before it kills (Kubernetes: terminationGracePeriodSeconds, 30).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(25),
  /**
   * Whether this server process also computes portfolio chunks: 'true' (default) or 'false'. On
   * the embedded database it must (it is the only process); with DATABASE_URL, 'false' leaves the
   * chunks to `npm run worker` processes.
   */
  PORTFOLIO_WORKER: z.enum(['true', 'false']).default('true'),
  /** Portfolio chunks one process computes at once; unset, one per engine thread. */
  PORTFOLIO_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Seconds a worker may hold a portfolio chunk before the queue hands it to another worker (a
   * killed worker's chunk comes back after this). A chunk of 500 assets takes seconds.
   */
  PORTFOLIO_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  /** Open connections at most; unset, the open-file limit less 256 (connection-limits.ts). */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).optional(),
  /**
   * Open connections at most from one client address (0: no cap). Unset: 256, or no cap when
   * TRUST_PROXY is set, since every connection then comes from the proxy.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).optional(),
  /**
   * Behind a load balancer or reverse proxy: 'true' (trust X-Forwarded-For entirely), a hop count,
   * or a comma-separated list of proxy addresses. The per-address rate limits need the real client
   * address; unset, every request counts as coming from the proxy.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .transform((value): boolean | number | string =>
      value === '' || value === 'false'
        ? false
        : value === 'true'
          ? true
          : /^\d+$/.test(value)
            ? Number(value)
            : value,
    ),
});

/**
 * Connections one address may hold by default. A browser holds up to 6 HTTP/1.1 connections to a
 * host, so 256 lets some 40 people behind one office's NAT address work at once, while one host
 * can no longer hold thousands.
 */
const defaultConnectionsPerAddress = 256;

export type Config = z.infer<typeof configSchema> & {
  /** MAX_CONNECTIONS_PER_ADDRESS with its default applied (0: no cap). */
  connectionsPerAddress: number;
  /** PUBLIC_URL, or the local address when it is not set. */
  publicUrl: string;
  /** DATA_DIR resolved against the working directory. */
  dataDirectory: string;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function parseConfig(environment: NodeJS.ProcessEnv): Config {
  const parsed = configSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    connectionsPerAddress:
      config.MAX_CONNECTIONS_PER_ADDRESS ??
      (config.TRUST_PROXY === false ? defaultConnectionsPerAddress : 0),
    dataDirectory: path.resolve(config.DATA_DIR),
  };
}
