import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type Metric,
} from 'prom-client';

/** Every metric of ours starts with this (Prometheus's naming: one prefix per application). */
const metricPrefix = 'hazardscope_';

/**
 * Request durations in seconds: from a cached catalogue reply (~1 ms) through an analysis (~10–300
 * ms under load) to a report drawn in the request (~1–3 s) and the 30 s request timeout.
 */
const requestDurationBucketsSeconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface Metrics {
  /** The registry `GET /metrics` reads. */
  readonly registry: Registry;
  /**
   * Adds collectors to the registry: the one way a part of the server publishes its figures. A
   * collector reads its figures when scraped (a Gauge's `collect`), or counts as things happen.
   */
  register(...collectors: Metric[]): void;
  /** Records one answered request (the request log's hook calls it). */
  observeRequest(request: {
    method: string;
    route: string;
    statusCode: number;
    seconds: number;
  }): void;
}

/**
 * One registry per app (tests build several apps in one process; prom-client's global registry
 * would mix them). With `processMetrics`, Node's own figures are collected too: resident and heap
 * memory, the event loop's delay (mean, percentiles, from perf_hooks' monitorEventLoopDelay), CPU,
 * open file descriptors and garbage collection. Without it (metrics off) nothing samples.
 */
export function createMetrics(options: { processMetrics: boolean }): Metrics {
  const registry = new Registry();
  if (options.processMetrics) {
    collectDefaultMetrics({ register: registry, prefix: metricPrefix });
  }
  const requestDuration = new Histogram({
    name: `${metricPrefix}http_request_duration_seconds`,
    help: 'Time from a request arriving to its reply being sent, by route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: requestDurationBucketsSeconds,
    registers: [registry],
  });
  return {
    registry,
    register(...collectors) {
      for (const collector of collectors) registry.registerMetric(collector);
    },
    observeRequest({ method, route, statusCode, seconds }) {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
  };
}

/** A gauge read when scraped: `read` gives its value now. */
export function gaugeOf(name: string, help: string, read: () => number | Promise<number>): Gauge {
  return new Gauge({
    name: `${metricPrefix}${name}`,
    help,
    registers: [],
    async collect() {
      this.set(await read());
    },
  });
}

/**
 * A counter that mirrors a running total kept elsewhere (a driver's error count): each scrape adds
 * what the total grew by since the last, so it only ever rises, as Prometheus expects a counter to.
 */
export function counterOf(name: string, help: string, readTotal: () => number): Counter {
  let reported = 0;
  return new Counter({
    name: `${metricPrefix}${name}`,
    help,
    registers: [],
    collect() {
      const total = readTotal();
      if (total > reported) this.inc(total - reported);
      reported = total;
    },
  });
}
