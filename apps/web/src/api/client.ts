/**
 * The HTTP client: every request is built from the contract's call table (`API` in
 * @veridojo/contracts: method and path under /api), sent with the session cookie and a JSON
 * content type. Failures become ApiError, which says whether the server answered at all.
 */
import { API, pathOf, type ApiName, type RequestOf, type ResponseOf } from '@veridojo/contracts';

export const API_BASE = '/api';

interface ErrorAnswer {
  code?: unknown;
  message?: unknown;
  error?: unknown;
  retry_after?: unknown;
}

/** A failed call: `http` when the server answered with an error status, `network` when no answer arrived. */
export class ApiError extends Error {
  readonly kind: 'http' | 'network';
  readonly status: number | undefined;
  /** Stable error id from ERROR_CODES; switch on this, never on the text. */
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly serverError: string | undefined;
  /** Seconds until a rate-limited call may be retried. */
  readonly retryAfter: number | undefined;

  constructor(kind: 'http' | 'network', status?: number, answer: ErrorAnswer = {}, cause?: unknown) {
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
    super(text(answer.message) ?? text(answer.error) ?? (kind === 'network' ? 'network error' : `HTTP ${status}`), { cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = text(answer.code);
    this.serverMessage = text(answer.message);
    this.serverError = text(answer.error);
    this.retryAfter = typeof answer.retry_after === 'number' ? answer.retry_after : undefined;
  }
}

type PathParams = Record<string, string | number>;
type CallArgs<N extends ApiName> =
  RequestOf<N> extends undefined ? [body?: undefined, params?: PathParams] : [body: RequestOf<N>, params?: PathParams];

/** Calls `name` from the call table, e.g. `apiCall('login', { username, password })`. */
export async function apiCall<N extends ApiName>(name: N, ...[body, params]: CallArgs<N>): Promise<ResponseOf<N>> {
  const { method } = API[name];
  let response: Response;
  try {
    response = await fetch(API_BASE + pathOf(name, params), {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Every answer depends on the session or on live configuration (spec §7: no-cache).
      cache: 'no-store',
    });
  } catch (error) {
    throw new ApiError('network', undefined, {}, error);
  }
  let data: unknown;
  try {
    const text = await response.text();
    data = text === '' ? {} : JSON.parse(text);
  } catch (error) {
    throw new ApiError('http', response.status, {}, error);
  }
  if (!response.ok) throw new ApiError('http', response.status, (data ?? {}) as ErrorAnswer);
  return data as ResponseOf<N>;
}

export interface FailureTexts {
  /** The server answered with an error but gave no text. */
  failed: string;
  /** No answer arrived (network down, server stopped). */
  requestFailed: string;
  /** Anything else (a bug on our side); defaults to `requestFailed`. */
  unexpected?: string;
}

/** Spec §8 order: the server's message, else its error, else `failed`; no answer: `requestFailed`. */
export function failureText(error: unknown, texts: FailureTexts): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return texts.requestFailed;
    return error.serverMessage ?? error.serverError ?? texts.failed;
  }
  return texts.unexpected ?? texts.requestFailed;
}
