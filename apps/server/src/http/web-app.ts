import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  isWebAppPage,
  productNamePlaceholder,
  webPageRedirectOf,
  publicConfigElementId,
  type PublicConfig,
} from '@hazardscope/contracts';
import { escapeHtml } from '../mail/mail-messages.ts';
import { entityTagOf, isNotModified } from './entity-tag.ts';

/**
 * The main page as the web app's build writes it: index.html with the main page's first screen
 * prerendered in place of the loading indicator (apps/web/prerender-first-screen.ts).
 */
const firstScreenPage = 'first-screen.html';

/** A page as sent: its text, and the entity tag of that text. */
interface ComposedPage {
  html: string;
  etag: string;
}

/**
 * A page of the web app composed from a built page: the product name in its title and in place of
 * the prerendered first screen's placeholder, escaped; the public configuration as a JSON data block
 * (not a script: the content security policy allows no inline script), so the app starts without
 * asking for it. `<` is written as \u003c, so no text of the configuration can close the block.
 */
export function composePage(builtPage: string, config: PublicConfig): ComposedPage {
  const productName = escapeHtml(config.productName);
  const configJson = JSON.stringify(config).replaceAll('<', '\\u003c');
  const html = builtPage
    .replace(/<title>[^<]*<\/title>/, () => `<title>${productName}</title>`)
    .replaceAll(productNamePlaceholder, () => productName)
    .replace(
      '</head>',
      () =>
        `<script type="application/json" id="${publicConfigElementId}">${configJson}</script>\n  </head>`,
    );
  return { html, etag: entityTagOf(html) };
}

/**
 * Serves the built web app from `webDistDirectory` and answers every client route (any GET that is
 * not /api and not a file) with a page of the app, so React Router decides what to show — including
 * the 404 page. The main page `/` comes with its first screen prerendered; the other routes with the
 * loading indicator, as their content differs. An address of `webPageRedirects` ('/science') is a
 * permanent redirect to its page. Pages are composed once, at start, and revalidated by
 * their entity tag (a 304 when unchanged). Unknown /api paths get a JSON 404.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDistDirectory: string | undefined,
  config: PublicConfig,
) {
  const indexPath = webDistDirectory ? path.join(webDistDirectory, 'index.html') : undefined;
  const hasWebApp = indexPath !== undefined && fs.existsSync(indexPath);
  let pages: { main: ComposedPage; other: ComposedPage } | undefined;
  if (hasWebApp) {
    const indexHtml = fs.readFileSync(indexPath, 'utf8');
    const firstScreenPath = path.join(webDistDirectory!, firstScreenPage);
    pages = {
      main: composePage(
        fs.existsSync(firstScreenPath) ? fs.readFileSync(firstScreenPath, 'utf8') : indexHtml,
        config,
      ),
      other: composePage(indexHtml, config),
    };
    await app.register(fastifyStatic, {
      root: webDistDirectory!,
      wildcard: false,
      index: false,
      // Cache-Control comes from setHeaders alone (the plugin's own would say max-age=0).
      cacheControl: false,
      // Hashed assets never change; anything else must always be revalidated.
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
    if (isApi || request.method !== 'GET' || !pages) {
      return reply.code(404).send({
        error: 'NOT_FOUND',
        message:
          hasWebApp || isApi
            ? `There is no ${request.method} ${request.url.split('?')[0]} here.`
            : 'The web app has not been built. Run `npm start` from the project root, which builds it.',
      });
    }
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    const redirect = webPageRedirectOf(pathname);
    if (redirect !== undefined) {
      return reply.redirect(query === undefined ? redirect : `${redirect}?${query}`, 308);
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // Any other path gets the app's page too, which shows its 'Page not found', with status 404.
    if (!isWebAppPage(pathname)) return reply.code(404).send(pages.other.html);
    const page = pathname === '/' ? pages.main : pages.other;
    reply.header('etag', page.etag);
    if (isNotModified(request, page.etag)) return reply.code(304).send();
    return reply.send(page.html);
  });
}
