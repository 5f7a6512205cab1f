import { buildApp, type App } from './app.ts';
import { parseConfig } from './config.ts';
import type { Database } from './database/open-database.ts';

/** The version string the test app reports in `GET /api/health`. */
export const testAppVersion = '9.9.9';

/** The app as route tests build it: default configuration, silent logs, no web build. */
export function buildTestApp(database: Database): Promise<App> {
  return buildApp({
    config: parseConfig({}),
    database,
    version: testAppVersion,
    logLevel: 'silent',
    webDistDirectory: undefined,
  });
}
