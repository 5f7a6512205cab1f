import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../operations/metrics.ts';

/** The header that carries a request's id, both ways. */
const requestIdHeader = 'x-request-id';

/**
 * An id a proxy in front already gave the request (nginx's $request_id, a load balancer's trace id)
 * is kept, so one id follows the request through both logs; only letters, digits and `._:-`, at
 * most 128, so it cannot forge log lines or carry markup.
 */
const acceptedRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the proxy's id when it is a plain one, otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptedRequestId.test(given) ? given : randomUUID();
}

/** The route label of a request: its pattern (`/api/analysis/:id`), never the path it was called with. */
function routeLabel(routePattern: string | undefined): string {
  // Unmatched paths are whatever a client sent: one label for all keeps the series bounded.
  return routePattern ?? '(unmatched)';
}

/**
 * Every request gets an id, returned in `X-Request-Id` and in the body of an error reply
 * (`requestId`), and is logged as one JSON line when answered: method, path without its query,
 * status, route and time taken, under that id (`reqId`). Its duration goes to the metrics.
 * Registered before any other hook, so a request refused early (load shedding) has its id too.
 */
export function registerRequestLog(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && isErrorReply(payload)) {
      return { ...payload, requestId: request.id };
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request.routeOptions.url);
    const milliseconds = reply.elapsedTime;
    metrics.observeRequest({
      method: request.method,
      route,
      statusCode: reply.statusCode,
      seconds: milliseconds / 1000,
    });
    request.log.info(
      { req: request, res: reply, route, responseTimeMilliseconds: Math.round(milliseconds) },
      'request completed',
    );
  });
}

function isErrorReply(payload: unknown): payload is { error: string; message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { error?: unknown }).error === 'string' &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}
