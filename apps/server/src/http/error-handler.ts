/**
 * Turns every failure into the API's error envelope: our AppErrors, schema validation
 * failures (first issue's Chinese message), Fastify's own request errors (415, 413, bad JSON)
 * and, for anything unexpected, a logged 500 without internals.
 */
import { errorBody, ERROR_CODES, type ErrorCode } from '@veridojo/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_JSON',
};

function send(reply: FastifyReply, code: ErrorCode, message?: string, retryAfter?: number) {
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  return reply
    .code(ERROR_CODES[code].http)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, message, retryAfter !== undefined ? { retry_after: retryAfter } : undefined));
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.code, error.message, error.retryAfter);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      if (first.keyword === 'unrecognized_keys') {
        const keys = (first.params as { keys?: string[] }).keys ?? [];
        return send(reply, 'UNKNOWN_FIELD', `请求包含未知字段：${keys.join('、')}`);
      }
      if (first.instancePath === '/' && first.keyword === 'invalid_type') {
        return send(reply, 'VALIDATION_FAILED', '请求体必须是 JSON 对象');
      }
      return send(reply, 'VALIDATION_FAILED', first.message);
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, mapped);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'request rejected');
      return send(reply, error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 'INTERNAL');
  });
}
