import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/docs/json, with Swagger UI
 * at /api/docs. Must be registered before the routes it describes.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  info: { title: string; version: string },
) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${info.title} API`,
        version: info.version,
        description:
          'Calls of SPEC.md §7 under /api. Log in with `POST /api/account/login` (password in the body, never in a ' +
          'URL); the reply carries `apiKey`, sent back as `Authorization: Bearer <apiKey>` (the bare key is accepted). ' +
          'Errors are `{ error, message, field? }`; 429 replies carry Retry-After.',
      },
      components: {
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
