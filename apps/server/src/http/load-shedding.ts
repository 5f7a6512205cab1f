import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import type { ErrorReply } from '@hazardscope/contracts';

/** Seconds a refused client is asked to wait (Retry-After). */
const overloadRetryAfterSeconds = 5;

/** The event loop's mean delay over a sample above which requests are refused (ms). */
const maxEventLoopDelayMilliseconds = 2000;

/** The JavaScript heap in use above which requests are refused (bytes). */
const maxHeapUsedBytes = 1.5 * 1024 * 1024 * 1024;

/** How often the process's load is sampled (ms). */
const sampleIntervalMilliseconds = 1000;

/** Resolution of the event-loop delay histogram (ms), taken off its mean as its own error. */
const delayResolutionMilliseconds = 10;

/**
 * Refuses new requests with 503 and Retry-After while the process is overloaded: the event loop
 * more than 2 s late on average over the last second, or the heap above 1.5 GB. Shedding early
 * keeps the requests already admitted (and the health check a load balancer polls) answering in
 * time. Production only (buildApp's `shedLoad`): tests and development load the hazard grids and
 * the gazetteer synchronously in one process, which stalls the loop by design.
 *
 * Written here rather than with @fastify/under-pressure, which samples memory with
 * `process.memoryUsage()`: that reads /proc/self/stat, so once a connection flood has taken every
 * file descriptor it throws EMFILE from a timer, and the process died of it (seen: ~20,000 slow
 * connections from one host, exit 1 in ~10 s). The heap is read from V8 (no file), and a sample
 * that fails anyway keeps the last figures and is logged, never thrown.
 */
export async function registerLoadShedding(app: FastifyInstance): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: delayResolutionMilliseconds });
  delay.enable();
  let overloaded = false;
  let samplingFailureLogged = false;
  const sample = () => {
    try {
      const meanDelayMilliseconds = delay.mean / 1e6 - delayResolutionMilliseconds;
      delay.reset();
      const heapUsedBytes = v8.getHeapStatistics().used_heap_size;
      // No delay recorded over a whole interval means the loop never turned: as late as it gets.
      const late = Number.isNaN(meanDelayMilliseconds)
        ? true
        : meanDelayMilliseconds > maxEventLoopDelayMilliseconds;
      overloaded = late || heapUsedBytes > maxHeapUsedBytes;
    } catch (error) {
      if (!samplingFailureLogged) {
        samplingFailureLogged = true;
        app.log.warn({ err: error }, 'sampling the load failed; keeping the last figures');
      }
    }
  };
  const timer = setInterval(sample, sampleIntervalMilliseconds);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    delay.disable();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!overloaded) return;
    // Plain JSON, not the route's reply schema: a route documents its own replies (the health
    // check's 200), and checking the refusal against them turned a 503 into a 500.
    return reply
      .code(503)
      .header('retry-after', String(overloadRetryAfterSeconds))
      .serializer(JSON.stringify)
      .send({
        error: 'UNAVAILABLE',
        message: `The server is busy. Please try again in ${overloadRetryAfterSeconds} seconds.`,
      } satisfies ErrorReply);
  });
}
