import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { catalogue } from '@hazardscope/catalogue';
import type { Config } from './config.ts';
import type { Database } from './database/open-database.ts';
import { handleError } from './http/error-handler.ts';
import { serveWebApp } from './http/web-app.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { healthRoutes } from './routes/health.ts';
import { publicConfigRoutes } from './routes/public-config.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  version: string;
  /** Pino level; 'silent' in tests. */
  logLevel: Config['LOG_LEVEL'];
  webDistDirectory: string | undefined;
}

/** Builds the HTTP application: every route under /api, and the web app for everything else. */
export async function buildApp(dependencies: AppDependencies) {
  const app = Fastify({
    logger: loggerOptions(dependencies.logLevel),
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database: dependencies.database,
        version: dependencies.version,
      });
      await api.register(publicConfigRoutes, { config: dependencies.config });
      await api.register(catalogueRoutes, { catalogue });
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, dependencies.webDistDirectory);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Request logs carry the method, the path without its query string (a login query would hold a
 * password) and the status; never a body, a cookie or the Authorization header.
 */
function loggerOptions(level: Config['LOG_LEVEL']) {
  return {
    level,
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
