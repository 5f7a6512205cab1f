import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import {
  findUnacceptableText,
  jsonNestingDepth,
  maximumJsonDepthLevels,
  type UnacceptableText,
} from './request-text-rules.ts';

/**
 * The one gate every request's text passes before a route sees it: JSON bodies are checked for
 * depth before parsing (400) and, like the query string and path parameters, for NUL characters and
 * lone surrogates after (400 naming the field). The size limit is Fastify's `bodyLimit` (413, its
 * message stated by the error handler).
 */
export function guardRequestText(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingDepth(text) > maximumJsonDepthLevels) {
      done(
        new AppError(
          'BAD_REQUEST',
          `The JSON body is nested more than ${maximumJsonDepthLevels} levels deep.`,
        ),
      );
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error);
      const found = findUnacceptableText(value);
      if (found) return done(unacceptable(found));
      done(null, value);
    });
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found =
      findUnacceptableText(request.query, '') ?? findUnacceptableText(request.params, '');
    if (found) throw unacceptable(found);
  });
}

function unacceptable(found: UnacceptableText): AppError {
  const field = found.path === '' ? undefined : found.path;
  return new AppError('BAD_REQUEST', `${field ? `${field}: ` : ''}${found.message}`, field);
}
