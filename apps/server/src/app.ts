import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { catalogue } from '@hazardscope/catalogue';
import { findJurisdiction, loadHazardData, type HazardDataStore } from '@hazardscope/hazard-data';
import { openFineData } from './risk/open-fine-data.ts';
import type { DestinationStream } from 'pino';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './database/open-database.ts';
import { createAuthentication } from './http/authentication.ts';
import { replyBrotliQuality } from './http/reply-encoding.ts';
import { handleError } from './http/error-handler.ts';
import { choosePaymentProvider } from './payments/choose-payment-provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import {
  createEnginePool,
  defaultEnginePoolOptions,
  type EnginePoolOptions,
} from './risk/engine-pool.ts';
import {
  cleanUpExpiredRecords,
  cleanUpIntervalMilliseconds,
} from './retention/clean-up-expired-records.ts';
import { guardRequestText } from './http/json-body.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { defaultMaxConnections, limitConnections } from './http/connection-limits.ts';
import { registerRequestLog, requestIdOf } from './http/request-log.ts';
import { createLifecycle, type Lifecycle } from './operations/lifecycle.ts';
import { createMetrics, type Metrics } from './operations/metrics.ts';
import { serverCollectors } from './operations/server-collectors.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerBrowserSession } from './http/browser-session.ts';
import { apiDocsServed, registerOpenApi } from './http/openapi.ts';
import type { RouteContext } from './http/route-context.ts';
import { serveWebApp } from './http/web-app.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { healthRoutes } from './routes/health.ts';
import type { ElevationLookup } from './location/elevation-lookup.ts';
import { elevationWithFallback } from './location/elevation-with-fallback.ts';
import { createExternalElevationLookup } from './location/external-elevation-lookup.ts';
import { createEmbeddedElevationLookup } from './location/embedded-elevation-lookup.ts';
import { createGazetteerGeocoder } from './location/gazetteer-geocoder.ts';
import type { Geocoder } from './location/geocoder.ts';
import { createNominatimGeocoder } from './location/nominatim-geocoder.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { accountRoutes } from './routes/account.ts';
import { adaptationRoutes } from './routes/adaptation.ts';
import { allowListRoutes } from './routes/allowlist.ts';
import { analysisRoutes } from './routes/analysis.ts';
import { devOutboxRoutes, devOutboxServed } from './routes/dev-outbox.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { locationRoutes } from './routes/location.ts';
import { logRoutes } from './routes/log.ts';
import { publicConfigRoutes, toPublicConfig } from './routes/public-config.ts';
import { paymentRoutes } from './routes/payment.ts';
import { portfolioRoutes } from './routes/portfolios.ts';
import { startPortfolioRunner } from './portfolios/portfolio-runner.ts';
import { riskRoutes } from './routes/risk.ts';
import { dataSourcesRoutes } from './routes/data-sources.ts';
import { reportRoutes } from './routes/reports.ts';
import { createReportPool } from './reports/report-pool.ts';
import { createStaticMapImagery, type SiteImagerySource } from './reports/site-imagery.ts';
import { collectAndReturnFreedMemory } from './return-freed-memory.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  version: string;
  /** Pino level; 'silent' in tests. */
  logLevel: Config['LOG_LEVEL'];
  webDistDirectory: string | undefined;
  /** Where log lines go (stdout when absent); tests capture them. */
  logStream?: DestinationStream;
  /** The time (tests move it to expire codes and tokens). */
  clock?: Clock;
  /** Replaces SMTP/outbox mail (create-mailer.ts) when given. */
  mailer?: Mailer;
  /** Replaces the offline gazetteer / GEOCODER_URL when given. */
  geocoder?: Geocoder;
  /** The embedded hazard grids (loaded once at start-up); loaded here when not given. */
  hazardData?: HazardDataStore;
  /**
   * Replaces the elevation source. By default: ELEVATION_URL when set, falling back to the embedded
   * 5′ grid of packages/hazard-data when the service fails; the embedded grid alone otherwise.
   */
  elevationLookup?: ElevationLookup;
  /** Replaces the report's satellite imagery (the Maps Static API with STREET_VIEW_API_KEY). */
  siteImagery?: SiteImagerySource;
  /** The payment provider; by default chosen from the Stripe settings. */
  paymentProvider?: PaymentProvider;
  /** The engine's worker threads and queue; one thread per core but one by default. */
  enginePool?: EnginePoolOptions;
  /**
   * Whether to refuse requests with 503 while the process is overloaded; by default in production
   * only. Test apps turn it off: other apps in the same test process stall its event loop.
   */
  shedLoad?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Draining, background work and the shutdown sequence (operations/lifecycle.ts). */
    lifecycle: Lifecycle;
    /** The metrics registry `GET /metrics` reads; parts of the server register collectors with it. */
    metrics: Metrics;
  }
}

/** Builds the HTTP application: every route under /api, and the web app for everything else. */
export async function buildApp(dependencies: AppDependencies) {
  const { config, database } = dependencies;
  const metrics = createMetrics({ processMetrics: config.METRICS_TOKEN !== undefined });
  const app = Fastify({
    logger: loggerOptions(dependencies.logLevel, dependencies.logStream),
    // One log line per request, written when it is answered (request-log.ts), under its id.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    bodyLimit: 2 * 1024 * 1024,
    // A request (headers and body) must arrive within 30 s, or the connection gets 408 and is
    // closed: slow uploads cannot hold connections open indefinitely.
    requestTimeout: 30_000,
    // A socket idle for a minute is closed, so idle connections do not pile up either. A kept-alive
    // socket waits 65 s for its next request: longer than the idle timeout of the proxy in front
    // (60 s by default on AWS load balancers and nginx's upstream keep-alive), because AWS asks for
    // the application's keep-alive to outlast the proxy's. Shorter, the server may close a socket
    // at the moment the proxy or a client sends on it, and that request fails with a 502 or a
    // connection reset (seen: a 5 s keep-alive reset a browser test's request).
    connectionTimeout: 60_000,
    keepAliveTimeout: 65_000,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  const connectionRefusals = limitConnections(app.server, {
    total: config.MAX_CONNECTIONS ?? defaultMaxConnections(),
    perAddress: config.connectionsPerAddress,
  });
  const lifecycle = createLifecycle(app.log);
  app.decorate('lifecycle', lifecycle);
  app.decorate('metrics', metrics);
  registerRequestLog(app, metrics);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  guardRequestText(app);
  await registerSecurityHeaders(app, config);
  await registerBrowserSession(app);
  if (dependencies.shedLoad ?? config.NODE_ENV === 'production') await registerLoadShedding(app);
  // Replies of 1 KB or more go out compressed when the client accepts it (the web app's scripts and
  // styles, the API's JSON): brotli at replyBrotliQuality, or gzip. The risk result is compressed by its
  // route, on the engine's thread (reply-encoding.ts).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: replyBrotliQuality } },
  });
  await registerOpenApi(app, {
    title: config.PRODUCT_NAME,
    version: dependencies.version,
    served: apiDocsServed(config),
  });

  const clock = dependencies.clock ?? systemClock;
  const hazardData = dependencies.hazardData ?? loadHazardData();
  const externalElevationLookup = config.ELEVATION_URL
    ? createExternalElevationLookup(config.ELEVATION_URL)
    : undefined;
  const fineData = await openFineData(config);
  const context: RouteContext = {
    config,
    lifecycle,
    database: database.client,
    clock,
    mailer: dependencies.mailer ?? createMailer(config, database.client, app.log),
    mail: { productName: config.PRODUCT_NAME, publicUrl: config.publicUrl },
    authentication: createAuthentication(database.client, clock),
    geocoder:
      dependencies.geocoder ??
      (config.GEOCODER_URL
        ? createNominatimGeocoder(config.GEOCODER_URL)
        : createGazetteerGeocoder({
            subdivisionAt: (latitude, longitude) => {
              const subdivision = findJurisdiction(
                hazardData.jurisdictions,
                latitude,
                longitude,
              ).subdivision;
              return subdivision ? { name: subdivision.name, code: subdivision.code } : undefined;
            },
          })),
    elevationLookup:
      dependencies.elevationLookup ??
      chooseElevationLookup(externalElevationLookup, createEmbeddedElevationLookup(hazardData)),
    externalElevationLookup,
    catalogue,
    hazardData,
    fineData,
    siteImagery:
      dependencies.siteImagery ??
      (config.STREET_VIEW_API_KEY ? createStaticMapImagery(config.STREET_VIEW_API_KEY) : undefined),
    reportPool: createReportPool({
      workers: config.REPORT_WORKERS,
      queueLimit: config.REPORT_QUEUE_LIMIT,
      idleTimeoutMilliseconds: reportWorkerIdleMilliseconds,
    }),
    enginePool: createEnginePool(dependencies.enginePool ?? defaultEnginePoolOptions(), {
      hazardGridBuffers: hazardData.gridBuffers,
    }),
  };
  metrics.register(
    ...serverCollectors({
      enginePool: context.enginePool,
      reportPool: context.reportPool,
      database,
      server: app.server,
      connectionRefusals,
    }),
  );
  // The portfolio job queue, and this process's worker on it (portfolios/portfolio-runner.ts).
  const portfolioQueue = await startPortfolioRunner({
    config,
    database: database.client,
    clock,
    enginePool: context.enginePool,
    lifecycle,
    metrics,
    log: app.log,
    engineThreads: (dependencies.enginePool ?? defaultEnginePoolOptions()).threads,
  });
  // Requests have finished when onClose runs; work outside them (reports drawn ahead, the steps
  // that joined the shutdown) finishes next, and only then do the pools stop.
  app.addHook('onClose', async () => {
    await lifecycle.settled();
    // Stopped already when a shutdown drained it; a test's close stops it here.
    await portfolioQueue.stop(0);
    await Promise.all([context.reportPool.close(), context.enginePool.close()]);
  });

  // Build the gazetteer's index (~1–3 s of CPU) right after start-up rather than in the first
  // visitor's search, then collect what start-up left behind. Only a real listen triggers this;
  // injected test requests do not. (The engine threads start with the first analysis.)
  app.addHook('onListen', async () => {
    setImmediate(
      () =>
        void context.geocoder
          .search('warm-up', 1)
          .catch(() => undefined)
          .then(collectAndReturnFreedMemory),
    );
  });

  const paymentProvider = dependencies.paymentProvider ?? choosePaymentProvider(config);

  // Unsaved runs, unverified accounts, outbox mail, old events and expired keys are deleted after
  // their retention, hourly while the server runs. Closing cancels a clean-up not yet started and
  // waits for one under way, which would otherwise fail on the database closed after the app.
  let firstCleanUp: NodeJS.Immediate | undefined;
  let cleanUp: NodeJS.Timeout | undefined;
  let cleanUpUnderWay: Promise<void> = Promise.resolve();
  app.addHook('onListen', async () => {
    const cleanUpNow = () => {
      cleanUpUnderWay = cleanUpExpiredRecords(database.client, clock())
        .then((counts) => app.log.info({ deleted: counts }, 'expired records deleted'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'deleting expired records failed'));
    };
    firstCleanUp = setImmediate(cleanUpNow);
    cleanUp = setInterval(cleanUpNow, cleanUpIntervalMilliseconds);
    cleanUp.unref();
  });
  app.addHook('onClose', async () => {
    clearImmediate(firstCleanUp);
    clearInterval(cleanUp);
    await cleanUpUnderWay;
  });

  // Set by the accountRequired pre-handler on the routes that need a logged-in account.
  app.decorateRequest('authenticatedAccount', null);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: dependencies.version, lifecycle });
      await api.register(publicConfigRoutes, { config });
      await api.register(accountRoutes, context);
      await api.register(analysisRoutes, context);
      await api.register(allowListRoutes, context);
      await api.register(logRoutes, context);
      await api.register(feedbackRoutes, context);
      await api.register(locationRoutes, context);
      await api.register(catalogueRoutes, { catalogue });
      await api.register(riskRoutes, context);
      await api.register(adaptationRoutes, context);
      await api.register(dataSourcesRoutes, context);
      await api.register(reportRoutes, context);
      await api.register(paymentRoutes, { ...context, paymentProvider, portfolioQueue });
      await api.register(portfolioRoutes, { ...context, paymentProvider, portfolioQueue });
    },
    { prefix: '/api' },
  );
  if (config.METRICS_TOKEN !== undefined) {
    await app.register(metricsRoutes, { metrics, token: config.METRICS_TOKEN });
  }
  if (devOutboxServed(config)) {
    await app.register(devOutboxRoutes, { database: database.client });
  }

  await serveWebApp(app, dependencies.webDistDirectory, toPublicConfig(config));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * An idle report worker exits after 30 s: long enough for a user's report and CSV in a row, short
 * enough that the server's memory returns to its idle size soon after.
 */
const reportWorkerIdleMilliseconds = 30_000;

/** The configured elevation service first (finer than 5′), the embedded grid when it fails. */
function chooseElevationLookup(
  external: ElevationLookup | undefined,
  embedded: ElevationLookup,
): ElevationLookup {
  return external ? elevationWithFallback(external, embedded) : embedded;
}

/** A hop count becomes Fastify's trust function: the nearest `hops` proxies are trusted. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * Request logs carry the method, the path without its query string (a login query would hold a
 * password) and the status; never a body, a cookie or the Authorization header.
 */
function loggerOptions(level: Config['LOG_LEVEL'], stream: DestinationStream | undefined) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  };
}
