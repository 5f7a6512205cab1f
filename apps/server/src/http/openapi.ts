import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * What a route that needs the API key declares in the OpenAPI document: the bearer scheme named
 * `apiKey` below.
 */
export const apiKeySecurity = [{ apiKey: [] }];

/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/docs/json, with Swagger UI
 * at /api/docs — served only when `served` (apiDocsServed). Must be registered before the routes it
 * describes.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  info: { title: string; version: string; served: boolean },
) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${info.title} API`,
        version: info.version,
        description:
          'The calls of the product under /api. Log in with `POST /api/account/login` (password in the body, never in a ' +
          'URL); the reply carries `apiKey`, sent back as `Authorization: Bearer <apiKey>` (the bare key is accepted). ' +
          'The web client sends `X-Requested-With: hazardscope-web` instead: its key is set in an HttpOnly, SameSite=Strict ' +
          'session cookie and left out of the reply, and a cookie-authorised call that changes something needs that header. ' +
          'Errors are `{ error, message, field? }`; 429 replies carry Retry-After.',
      },
      components: {
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document is still built (app.swagger()) when not served, for tools that run in-process.
  if (info.served) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** Outside production the docs are served; in production only with API_DOCS=true. */
export function apiDocsServed(config: {
  NODE_ENV: string;
  API_DOCS?: 'true' | 'false' | undefined;
}) {
  return config.API_DOCS === undefined
    ? config.NODE_ENV !== 'production'
    : config.API_DOCS === 'true';
}
