// A fake server for component tests: answers fetch calls by method and path, and records them.
// Every answer it gives for a call of the contract's table is checked against that call's
// response schema (or the error envelope), so a test cannot pass on a body the server never sends.
import { API, ErrorBody, type ApiCall, type User } from '@veridojo/contracts';
import { vi } from 'vitest';

/** The table entry answering `METHOD /api/path`, matching `:param` segments; a literal segment beats a parameter. */
function callOf(method: string, path: string): ApiCall | undefined {
  const segments = path
    .split('?')[0]!
    .replace(/^\/api/, '')
    .split('/');
  const params = (call: ApiCall) => call.path.split('/').filter((p) => p.startsWith(':')).length;
  return (Object.values(API) as ApiCall[])
    .filter((call) => {
      if (call.method !== method) return false;
      const pattern = call.path.split('/');
      return pattern.length === segments.length && pattern.every((p, k) => p.startsWith(':') || p === segments[k]);
    })
    .sort((a, b) => params(a) - params(b))[0];
}

/** Throws when a mocked body is not what the server could answer (a test-writing error). */
function checkAnswer(method: string, path: string, status: number, body: unknown) {
  const call = callOf(method, path);
  if (!call || body === undefined || status >= 500 || (call.responseEncoding && call.responseEncoding.type !== 'json')) return;
  const schema = status < 400 ? call.response : ErrorBody;
  const parsed = schema.safeParse(body);
  if (!parsed.success && !(status >= 400 && call.errors?.[status]?.safeParse(body).success))
    throw new Error(
      `mocked answer to ${method} ${path} (${status}) does not match the contract: ${JSON.stringify(parsed.error.issues[0])}`,
    );
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  init: RequestInit;
}

/**
 * `offContract` marks an answer the server never gives on purpose (the client's handling of a
 * broken answer is under test); 5xx answers are not checked either: a proxy may send anything.
 */
export type Answer =
  | { status?: number; body?: unknown; offContract?: true }
  /** A raw answer (a server-sent event stream): the text as is, with its content type. */
  | { status?: number; raw: string; contentType: string }
  | 'network-error';
type Handler = (call: RecordedCall) => Answer | Promise<Answer>;

/** Replaces fetch; `routes` maps 'POST /api/user/login' to an answer or a function of the call. */
export function mockApi(routes: Record<string, Answer | Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = { method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, init };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (route === undefined)
      return new Response(JSON.stringify({ status: 'error', code: 'NOT_FOUND', message: '请求的资源不存在' }), { status: 404 });
    // Like fetch: an aborted signal rejects with an AbortError, also while the answer is awaited.
    const signal = init.signal;
    const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
    if (signal?.aborted) throw aborted();
    const pending = typeof route === 'function' ? route(call) : route;
    const answer = signal
      ? await Promise.race([
          pending,
          new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(aborted()), { once: true })),
        ])
      : await pending;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if ('raw' in answer) return new Response(answer.raw, { status: answer.status ?? 200, headers: { 'content-type': answer.contentType } });
    try {
      if (!answer.offContract) checkAnswer(method, path, answer.status ?? 200, answer.body);
    } catch (error) {
      // The app would show this as a network error; say what is wrong with the test instead.
      console.error(error);
      throw error;
    }
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const aUser = (over: Partial<User> = {}): User => ({
  id: 7,
  username: 'alice',
  email: null,
  is_admin: false,
  is_teacher: false,
  is_vip: false,
  membership_type: 'normal',
  vip_expiry_date: null,
  ...over,
});

export const errorAnswer = (status: number, code: string, message: string) => ({
  status,
  body: { status: 'error', code, message, error: message },
});
