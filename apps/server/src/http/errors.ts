/**
 * Error factories: handlers throw `fail(code)` and the error handler turns it into
 * the `{ status: 'error', code, message }` envelope with the code's HTTP status.
 */
import { ERROR_CODES, type ErrorCode } from '@veridojo/contracts';

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

export function fail(code: ErrorCode, message?: string): AppError {
  return new AppError(code, message);
}

export function tooManyRequests(retryAfter: number, code: ErrorCode = 'RATE_LIMITED'): AppError {
  return new AppError(code, undefined, retryAfter);
}
