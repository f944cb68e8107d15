// A fake server for component tests: answers fetch calls by method and path, and records them.
import type { User } from '@veridojo/contracts';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  init: RequestInit;
}

export type Answer = { status?: number; body?: unknown } | 'network-error';
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
    const answer = typeof route === 'function' ? await route(call) : route;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
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
  is_vip: false,
  membership_type: 'normal',
  vip_expiry_date: null,
  ...over,
});

export const errorAnswer = (status: number, code: string, message: string) => ({
  status,
  body: { status: 'error', code, message, error: message },
});
