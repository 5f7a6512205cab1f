import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Brotli quality for replies compressed as they go out: 4 is fast enough to do on every reply and
 * within a few per cent of the best size for JSON of numbers (a 160 KB analysis: 43 KB at 4, 42 KB
 * at 11, 48 KB at 1).
 */
export const replyBrotliQuality = 4;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Sends a large JSON body that is already bytes (an analysis written by the engine's thread),
 * compressed in one piece on libuv's threads when the client accepts brotli or gzip. For a 160 KB
 * body this costs about half the CPU of the response compression's stream (measured: brotli 2.7 ms
 * against 5.0 ms), whose encoder is sized for any length and fed in chunks; the event loop does
 * none of it.
 */
export async function sendJsonBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    const compressed = await brotliCompress(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: replyBrotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
    return reply.header('content-encoding', 'br').send(compressed);
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzip(body));
  return reply.send(body);
}
