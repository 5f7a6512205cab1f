import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AnalysisInputError } from '@hazardscope/analysis';
import type { ErrorReply } from '@hazardscope/contracts';
import { AppError } from '../errors.ts';

/**
 * Maps every error to a reply a person can act on: validation → 400 naming the field, AppError → its
 * status, Fastify's own 4xx (bad JSON, body too large…) → their status, anything else → 500 with a
 * generic message (the detail goes to the log only).
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first
      ? describeFieldPath(error.validationContext, first.instancePath)
      : undefined;
    const message = first
      ? `${field ? `${field}: ` : ''}${first.message}`
      : 'The request does not match what this call accepts.';
    return reply.code(400).send({ error: 'BAD_REQUEST', message, field } satisfies ErrorReply);
  }
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply
      .code(error.statusCode)
      .send({ error: error.code, message: error.message, field: error.field } satisfies ErrorReply);
  }
  if (error instanceof AnalysisInputError) {
    const code = error.kind === 'invalid' ? 'BAD_REQUEST' : 'UNPROCESSABLE';
    return reply
      .code(error.kind === 'invalid' ? 400 : 422)
      .send({ error: code, message: error.message, field: error.field } satisfies ErrorReply);
  }
  const statusCode = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send({
      error: 'PAYLOAD_TOO_LARGE',
      message: bodyTooLargeMessage(request.routeOptions.bodyLimit),
    } satisfies ErrorReply);
  }
  if (statusCode >= 400 && statusCode < 500) {
    return reply
      .code(statusCode)
      .send({ error: error.code ?? 'BAD_REQUEST', message: error.message } satisfies ErrorReply);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({
    error: 'INTERNAL',
    message: 'Something went wrong on our side. Please try again in a few minutes.',
  } satisfies ErrorReply);
}

/** `body` + `/asset/latitude` → `asset.latitude`; the part of the request names the field only for params. */
function describeFieldPath(context: string | undefined, instancePath: string): string | undefined {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path === '') return context;
  return path;
}

/** 'The request body is larger than this call accepts (64 KB).' */
function bodyTooLargeMessage(limitBytes: number): string {
  const size =
    limitBytes >= 1024 * 1024 && limitBytes % (1024 * 1024) === 0
      ? `${limitBytes / (1024 * 1024)} MB`
      : `${Math.ceil(limitBytes / 1024)} KB`;
  return `The request body is larger than this call accepts (${size}).`;
}
