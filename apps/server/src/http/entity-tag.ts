import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A strong entity tag of `content`: its SHA-256 (27 base64url characters), quoted. */
export function entityTagOf(content: string | Uint8Array): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether the request's If-None-Match names `etag` (one of a list, weak or strong, or `*`): the
 * client's copy is current and a 304 answers it (RFC 9110 §13.1.2, weak comparison).
 */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
