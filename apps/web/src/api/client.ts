/**
 * The HTTP client: every request is built from the contract's call table (`API` in
 * @veridojo/contracts: method, path under /api, path parameters, encodings; read through its
 * zod-free wire view, call-routes.ts) and sent with the session cookie. One function per encoding the table declares: apiCall (JSON in, JSON out),
 * download (a file answer: Blob and file name), upload (a file as the body, JSON out). Failures
 * become ApiError, which says whether the server answered at all.
 */
import type {
  ApiName,
  DownloadName,
  JsonCallName,
  ParamsOf,
  QueryOf,
  RequestOf,
  ResponseOf,
  StreamName,
  UploadName,
} from '@veridojo/contracts';
import { CALL_ROUTES } from './call-routes.ts';

const API_BASE = '/api';

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

type CallArgs<N extends ApiName> =
  RequestOf<N> extends undefined
    ? ParamsOf<N> extends undefined
      ? [body?: undefined, params?: undefined]
      : [body: undefined, params: ParamsOf<N>]
    : ParamsOf<N> extends undefined
      ? [body: RequestOf<N>, params?: undefined]
      : [body: RequestOf<N>, params: ParamsOf<N>];

/** `/api` + the call's path with its parameters filled, + its query string. */
export function urlOf(name: ApiName, params: Record<string, string | number> | undefined, query?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return API_BASE + pathOf(name, params) + (qs ? `?${qs}` : '');
}

/** The call's path with its `:param` placeholders filled (URL-encoded), as the contract's pathOf does. */
export function pathOf(name: ApiName, params: Record<string, string | number> = {}): string {
  return CALL_ROUTES[name].path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Sends one request; a network failure, an error status or an unreadable error answer becomes ApiError. */
async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    // Every answer depends on the session or on live configuration (spec §7: no-cache).
    response = await fetch(url, { credentials: 'include', cache: 'no-store', ...init });
  } catch (error) {
    throw new ApiError('network', undefined, {}, error);
  }
  if (!response.ok) throw new ApiError('http', response.status, (await readJson(response).catch(() => ({}))) as ErrorAnswer);
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? {} : JSON.parse(text);
}

async function jsonAnswer<T>(response: Response): Promise<T> {
  try {
    return (await readJson(response)) as T;
  } catch (error) {
    throw new ApiError('http', response.status, {}, error);
  }
}

/** Calls `name` from the call table, e.g. `apiCall('login', { username, password })`. */
export async function apiCall<N extends JsonCallName>(name: N, ...[body, params]: CallArgs<N>): Promise<ResponseOf<N>> {
  const response = await send(urlOf(name, params ?? undefined), {
    method: CALL_ROUTES[name].method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return jsonAnswer<ResponseOf<N>>(response);
}

/** Everything one JSON call may carry, for callers that build it as data (the query layer in api/query.ts). */
export interface CallRequest<N extends JsonCallName> {
  body?: RequestOf<N>;
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  /** Aborting it stops the request; the promise then rejects with a `network` ApiError. */
  signal?: AbortSignal;
}

/** Calls `name` with its parts given by field, e.g. `apiRequest('adminUsers', { query: { page: 2 }, signal })`. */
export async function apiRequest<N extends JsonCallName>(name: N, request: CallRequest<N> = {}): Promise<ResponseOf<N>> {
  const { body, params, query, signal } = request;
  const response = await send(urlOf(name, params ?? undefined, query as Record<string, unknown> | undefined), {
    method: CALL_ROUTES[name].method,
    // The same headers as apiCall: a server-side check may rely on the JSON content type.
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  return jsonAnswer<ResponseOf<N>>(response);
}

/**
 * Calls a streamed call (server-sent events), e.g. the AI chat: `onEvent` gets each event as it
 * arrives; resolves when the stream ends. A refusal before the stream (an error status) is an
 * ApiError like any call's; `signal` stops reading (the server then stops too).
 */
export async function apiStream<N extends StreamName>(
  name: N,
  body: RequestOf<N>,
  onEvent: (event: ResponseOf<N>) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await send(urlOf(name, undefined), {
    method: CALL_ROUTES[name].method,
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.body) throw new ApiError('network', response.status);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data) onEvent(JSON.parse(data) as ResponseOf<N>);
      }
    }
  } catch (error) {
    if (signal?.aborted) return;
    throw new ApiError('network', response.status, {}, error);
  }
}

/** A downloaded file: its bytes and the name to save it under. */
interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a Content-Disposition header: the exact RFC 5987 `filename*` (UTF-8) when
 * present, else the plain `filename`; undefined when it names none.
 */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const exact = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
}

/**
 * Downloads a file call, e.g. `download('exportPack', { query: { chapter: 2 } })`; the name comes
 * from the answer, else the call table's default.
 */
export async function download<N extends DownloadName>(
  name: N,
  options: { params?: ParamsOf<N>; query?: QueryOf<N> } = {},
): Promise<DownloadedFile> {
  const call = CALL_ROUTES[name];
  const response = await send(urlOf(name, options.params ?? undefined, options.query as Record<string, unknown> | undefined), {
    method: call.method,
  });
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    throw new ApiError('network', response.status, {}, error);
  }
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? call.fileName! };
}

/** Uploads `file` as the body of an upload call, e.g. `upload('importPack', zip, { query: { name } })`. */
export async function upload<N extends UploadName>(
  name: N,
  file: Blob,
  options: { params?: ParamsOf<N>; query?: QueryOf<N> } = {},
): Promise<ResponseOf<N>> {
  const call = CALL_ROUTES[name];
  // The file's own type when the call accepts it (a browser names a zip application/x-zip-compressed on Windows), else the call's first.
  const accepted = call.bodyMediaTypes!;
  const type = accepted.includes(file.type) ? file.type : accepted[0]!;
  const response = await send(urlOf(name, options.params ?? undefined, options.query as Record<string, unknown> | undefined), {
    method: call.method,
    headers: { 'Content-Type': type, Accept: 'application/json' },
    body: file,
  });
  return jsonAnswer<ResponseOf<N>>(response);
}

export interface FailureTexts {
  /** The server answered with an error but gave no text. */
  failed: string;
  /** No answer arrived (network down, server stopped). */
  requestFailed: string;
  /** Anything else (a bug on our side); defaults to `requestFailed`. */
  unexpected?: string;
  /** The session has ended (NOT_LOGGED_IN), when the page has its own sentence for it. */
  loggedOut?: string;
}

/** Spec §8 order: the server's message, else its error, else `failed`; no answer: `requestFailed`. */
export function failureText(error: unknown, texts: FailureTexts): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return texts.requestFailed;
    if (error.code === 'NOT_LOGGED_IN' && texts.loggedOut) return texts.loggedOut;
    return error.serverMessage ?? error.serverError ?? texts.failed;
  }
  return texts.unexpected ?? texts.requestFailed;
}

/** A failed action named by its fixed text (加载订单失败…): the server's sentence, else that text, and "…：无法连接服务器" without an answer. */
export function actionFailureText(error: unknown, action: string): string {
  return failureText(error, { failed: action, requestFailed: `${action}：无法连接服务器` });
}
