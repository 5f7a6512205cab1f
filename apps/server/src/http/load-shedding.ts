import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { ErrorReply } from '@hazardscope/contracts';

/** Seconds a refused client is asked to wait (Retry-After). */
const overloadRetryAfterSeconds = 5;

/**
 * Refuses new requests with 503 and Retry-After while the process is overloaded (@fastify/under-
 * pressure): the event loop more than 2 s late, or the heap above 1.5 GB. Shedding early keeps the
 * requests already admitted (and the health check a load balancer polls) answering in time.
 * Production only (buildApp's `shedLoad`): tests and development load the hazard grids and the
 * gazetteer synchronously in one process, which stalls the loop by design.
 */
export async function registerLoadShedding(app: FastifyInstance): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: 2000,
    maxHeapUsedBytes: 1.5 * 1024 * 1024 * 1024,
    retryAfter: overloadRetryAfterSeconds,
    pressureHandler: (_request, reply) => {
      // Plain JSON, not the route's reply schema: a route documents its own replies (the health
      // check's 200), and checking the refusal against them turned a 503 into a 500.
      void reply
        .code(503)
        .header('retry-after', String(overloadRetryAfterSeconds))
        .serializer(JSON.stringify)
        .send({
          error: 'UNAVAILABLE',
          message: `The server is busy. Please try again in ${overloadRetryAfterSeconds} seconds.`,
        } satisfies ErrorReply);
    },
  });
}
