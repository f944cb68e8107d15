/**
 * Errors of the API: handlers throw `new AppError(code)` (or `tooManyRequests(seconds)`) and the
 * error handler turns it into the `{ status: 'error', code, message }` envelope with the code's
 * HTTP status; a call that
 * declares an error body of its own (its table entry's `errors`) throws `refuse(call, status, body)`.
 */
import { ERROR_CODES, type ApiCall, type ErrorCode } from '@veridojo/contracts';
import type { z } from 'zod';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly http: number;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message?: string, retryAfter?: number) {
    super(message ?? ERROR_CODES[code].message);
    this.code = code;
    this.http = ERROR_CODES[code].http;
    this.retryAfter = retryAfter;
  }
}

export function tooManyRequests(retryAfter: number, code: ErrorCode = 'RATE_LIMITED'): AppError {
  return new AppError(code, undefined, retryAfter);
}

/** A call's own error body, answered as is with its status once the error handler checked it against the entry. */
export class CallRefusal extends Error {
  readonly http: number;
  readonly body: unknown;
  readonly schema: z.ZodType;

  constructor(http: number, body: unknown, schema: z.ZodType) {
    super(`refused with ${http}`);
    this.http = http;
    this.body = body;
    this.schema = schema;
  }
}

type DeclaredErrors<C extends ApiCall> = NonNullable<C['errors']>;

/** Answers `status` with the error body `call` declares for it, e.g. the IDE's 400 `{ is_restricted, message }`. */
export function refuse<C extends ApiCall, S extends keyof DeclaredErrors<C> & number>(
  call: C,
  status: S,
  body: z.input<DeclaredErrors<C>[S]>,
): CallRefusal {
  const schema = call.errors?.[status];
  if (!schema) throw new Error(`${call.method} ${call.path} declares no error body for ${status}`);
  return new CallRefusal(status, body, schema);
}
