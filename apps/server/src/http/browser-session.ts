import cookie from '@fastify/cookie';
import { webClientHeader, type AccountReply } from '@hazardscope/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web client's login: the API key travels in an HttpOnly cookie that page scripts cannot read,
 * so a script injected into the page cannot steal it. API clients keep sending the key as
 * `Authorization: Bearer <key>` and never get the cookie.
 *
 * The web client marks every call with `X-Requested-With: hazardscope-web`. On a call that logs in,
 * the mark asks for the cookie: the key is set in it and left out of the reply's body. It is also the
 * protection against cross-site request forgery (OWASP's "custom request header" defence): the cookie
 * is SameSite=Strict, and a request that changes something (any method but GET, HEAD, OPTIONS) is
 * authorised by the cookie only when it carries the mark, which another site's page cannot add
 * without a CORS preflight this server never grants.
 */
export const sessionCookieName = 'hazardscope_session';

/** The cookie lasts 7 days, as the web's login always has; the key itself may lapse sooner. */
const sessionCookieMaxAgeSeconds = 7 * 24 * 60 * 60;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerBrowserSession(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}

function isWebClientRequest(request: FastifyRequest): boolean {
  return request.headers[webClientHeader.name] === webClientHeader.value;
}

/** The key of the session cookie, whatever the Authorization header says. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName] || undefined;
}

/** How a request presents its key: the Authorization header wins over the cookie. */
export type PresentedKey =
  | { source: 'header'; apiKey: string }
  | { source: 'cookie'; apiKey: string; forgeryGuarded: boolean };

export function readPresentedKey(request: FastifyRequest): PresentedKey | undefined {
  const header = request.headers.authorization?.trim();
  if (header) {
    const apiKey = header.replace(/^bearer\s+/i, '').trim();
    if (apiKey !== '') return { source: 'header', apiKey };
  }
  const fromCookie = readSessionCookie(request);
  if (fromCookie === undefined) return undefined;
  return {
    source: 'cookie',
    apiKey: fromCookie,
    forgeryGuarded: safeMethods.has(request.method) || isWebClientRequest(request),
  };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  apiKey: string,
): void {
  void reply.setCookie(sessionCookieName, apiKey, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/api',
    maxAge: sessionCookieMaxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(sessionCookieName, { path: '/api' });
}

/**
 * The reply of a call that logged in. For the web client the key goes into the session cookie and
 * out of the body; an API client gets it in the body, as before.
 */
export function deliverLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  accountReply: AccountReply,
): AccountReply {
  const { apiKey, ...withoutKey } = accountReply;
  if (apiKey === undefined || !isWebClientRequest(request)) return accountReply;
  setSessionCookie(request, reply, apiKey);
  return withoutKey;
}
