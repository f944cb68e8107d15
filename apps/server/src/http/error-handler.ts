/**
 * Turns every failure into the API's error envelope: our AppErrors, schema validation
 * failures (first issue's Chinese message; a bad path parameter is its call's not-found),
 * Fastify's own request errors (415, 413, bad JSON), the database out of reach for a moment (its
 * restart: 503, retry) and, for anything unexpected, a logged 500 without internals. A call's own error body (CallRefusal) goes out as is once it matches the
 * entry's declaration; one that does not is our bug, answered as a 500.
 */
import { BODY_MEDIA_TYPES, errorBody, ERROR_CODES, type BodyEncoding, type ErrorCode } from '@veridojo/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/database.ts';
import { AppError, CallRefusal } from './errors.ts';
import { bodyEncodingOfRequest, invalidParamCode } from './route.ts';

/** Why 10: the message names a mistyped field or two; a body of a million keys must not become a megabyte answer. */
const UNKNOWN_KEYS_SHOWN = 10;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

/** The 415 and 413 answers name what this route takes. */
function bodyMessage(code: ErrorCode, encoding: BodyEncoding | undefined): string | undefined {
  if (!encoding) return undefined;
  if (code === 'UNSUPPORTED_MEDIA_TYPE') return `请求内容类型必须是 ${BODY_MEDIA_TYPES[encoding.type].join(' 或 ')}`;
  if (code === 'PAYLOAD_TOO_LARGE') return `请求内容过大：此接口最多接受 ${sizeText(encoding.maxBytes)}`;
  return undefined;
}

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
    if (error instanceof CallRefusal) {
      const checked = error.schema.safeParse(error.body);
      if (checked.success) return reply.code(error.http).type('application/json; charset=utf-8').send(error.body);
      request.log.error({ err: checked.error, status: error.http }, 'error body does not match its declaration');
      return send(reply, 'INTERNAL');
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') return send(reply, invalidParamCode(request));
      const first = error.validation[0]!;
      if (first.keyword === 'unrecognized_keys') {
        const keys = (first.params as { keys?: string[] }).keys ?? [];
        const shown = keys.slice(0, UNKNOWN_KEYS_SHOWN).map((k) => (k.length > 40 ? `${k.slice(0, 40)}…` : k));
        const more = keys.length > shown.length ? ` 等 ${keys.length} 个` : '';
        return send(reply, 'UNKNOWN_FIELD', `请求包含未知字段：${shown.join('、')}${more}`);
      }
      if (first.instancePath === '/' && first.keyword === 'invalid_type') {
        return send(reply, 'VALIDATION_FAILED', '请求体必须是 JSON 对象');
      }
      return send(reply, 'VALIDATION_FAILED', first.message);
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, mapped, bodyMessage(mapped, bodyEncodingOfRequest(request)));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'request rejected');
      return send(reply, error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
    }
    // PostgreSQL restarting: the page's "try again later", and the operator sees unavailability, not a bug.
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return send(reply, 'SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 'INTERNAL');
  });
}
