import type { Server } from 'node:net';
import type { Metric } from 'prom-client';
import type { ConnectionRefusals } from '../http/connection-limits.ts';
import type { Database } from '../database/open-database.ts';
import type { ReportPool } from '../reports/report-pool.ts';
import type { EnginePool } from '../risk/engine-pool.ts';
import { counterOf, gaugeOf } from './metrics.ts';

/**
 * The figures an operator watches to see the server filling up before it sheds requests (the
 * engine refuses with 503 beyond its queue, the report pool beyond REPORT_QUEUE_LIMIT) and the
 * database failing: each read from its owner when scraped.
 */
export function serverCollectors(sources: {
  enginePool: EnginePool;
  reportPool: ReportPool;
  database: Database;
  server: Server;
  connectionRefusals: ConnectionRefusals;
}): Metric[] {
  const { enginePool, reportPool, database, server, connectionRefusals } = sources;
  const collectors: Metric[] = [
    gaugeOf(
      'http_open_connections',
      'Client connections open now (capped by MAX_CONNECTIONS).',
      () =>
        new Promise<number>((resolve) =>
          server.getConnections((error, count) => resolve(error ? 0 : count)),
        ),
    ),
    counterOf(
      'http_connections_refused_total',
      'Connections closed as they arrived: over MAX_CONNECTIONS or over MAX_CONNECTIONS_PER_ADDRESS from one address.',
      () => connectionRefusals.overTotal + connectionRefusals.overAddress,
    ),
    gaugeOf(
      'engine_queue_length',
      'Analyses waiting for an engine thread.',
      () => enginePool.queued,
    ),
    gaugeOf(
      'engine_active_analyses',
      'Analyses running on an engine thread now.',
      () => enginePool.admitted - enginePool.queued,
    ),
    gaugeOf(
      'engine_threads',
      'Engine worker threads alive (they start with the first analysis and exit when idle).',
      () => enginePool.threads,
    ),
    gaugeOf(
      'report_pending',
      'PDF reports being drawn or waiting for a report worker (more than REPORT_WORKERS + REPORT_QUEUE_LIMIT are refused).',
      () => reportPool.pending,
    ),
    gaugeOf(
      'report_threads',
      'Report worker threads alive (they exit when idle).',
      () => reportPool.threads,
    ),
    counterOf(
      'database_query_errors_total',
      'Database statements that failed, and connections that could not be opened.',
      () => database.statistics().queryErrors,
    ),
  ];
  if (database.statistics().connections !== undefined) {
    const connections = () =>
      database.statistics().connections ?? { total: 0, idle: 0, waiting: 0 };
    collectors.push(
      gaugeOf(
        'database_connections',
        'Connections of the PostgreSQL pool (open, busy or idle).',
        () => connections().total,
      ),
      gaugeOf(
        'database_connections_idle',
        'Connections of the PostgreSQL pool that are idle.',
        () => connections().idle,
      ),
      gaugeOf(
        'database_connections_waiting',
        'Statements waiting for a connection of the PostgreSQL pool.',
        () => connections().waiting,
      ),
    );
  }
  return collectors;
}
