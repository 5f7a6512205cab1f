import { buildApp, type App } from './app.ts';
import { parseConfig } from './config.ts';
import type { Database } from './database/open-database.ts';

/** The version string the test app reports in `GET /api/health`. */
export const testAppVersion = '9.9.9';

/**
 * The app as route tests build it: default configuration (or the given environment variables),
 * silent logs, no web build.
 */
export function buildTestApp(
  database: Database,
  environment: Record<string, string> = {},
): Promise<App> {
  return buildApp({
    config: parseConfig(environment),
    database,
    version: testAppVersion,
    logLevel: 'silent',
    webDistDirectory: undefined,
    // Several apps share a test process and stall each other's event loop while they load.
    shedLoad: false,
  });
}
