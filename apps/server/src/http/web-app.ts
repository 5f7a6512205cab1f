import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from `webDistDirectory` and answers every client route (any GET that is
 * not /api and not a file) with index.html, so React Router decides what to show — including the 404
 * page. Unknown /api paths get a JSON 404.
 */
export async function serveWebApp(app: FastifyInstance, webDistDirectory: string | undefined) {
  const indexPath = webDistDirectory ? path.join(webDistDirectory, 'index.html') : undefined;
  const hasWebApp = indexPath !== undefined && fs.existsSync(indexPath);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDirectory!,
      wildcard: false,
      index: false,
      // Cache-Control comes from setHeaders alone (the plugin's own would say max-age=0).
      cacheControl: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (response, filePath) => {
        response.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || request.method !== 'GET' || !hasWebApp) {
      return reply.code(404).send({
        error: 'NOT_FOUND',
        message:
          hasWebApp || isApi
            ? `There is no ${request.method} ${request.url.split('?')[0]} here.`
            : 'The web app has not been built. Run `npm start` from the project root, which builds it.',
      });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
