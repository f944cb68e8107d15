/**
 * Changing server state (docs/decisions/0003-web-data-layer.md): `useApiAction` sends one call of
 * the contract's table and owns what every button around a call repeated by hand: the busy flag
 * (a second click while busy is ignored), the success toast, the failure toast worded by
 * failureText / actionFailureText, and NOT_LOGGED_IN ending the session in one place
 * (auth/session-ended.ts). `useAction` does the same for any async function (an upload, two calls);
 * `useRowAction` keeps one busy flag per row (an admin table: row 3 saving leaves row 5 editable).
 */
import type { JsonCallName, ResponseOf } from '@veridojo/contracts';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '../app/feedback.tsx';
import { endSessionIfLoggedOut } from '../auth/session-ended.ts';
import { actionFailureText, apiRequest, failureText, type CallRequest, type FailureTexts } from './client.ts';

interface ActionOptions<A, Args extends unknown[] = unknown[]> {
  /** The success toast: fixed text or made from the answer (`answer.message`). */
  success?: string | ((answer: A) => string);
  /**
   * The failure: a fixed action text for actionFailureText (`删除用户失败`), the FailureTexts of
   * failureText, or a function that shows it (inline under a form, prefixed text, worded by the
   * run's arguments); default: none.
   */
  failure?: string | FailureTexts | ((error: unknown, ...args: Args) => void);
}

interface Action<Args extends unknown[], A> {
  /** Runs it; the answer, or undefined when it failed (already reported) or another run was busy. */
  run: (...args: Args) => Promise<A | undefined>;
  busy: boolean;
}

/** Reports a failed action the way `failure` says; NOT_LOGGED_IN also ends the session. */
function reportFailure<Args extends unknown[]>(error: unknown, failure: ActionOptions<unknown, Args>['failure'], ...args: Args) {
  endSessionIfLoggedOut(error);
  if (typeof failure === 'function') failure(error, ...args);
  else if (typeof failure === 'string') toast.error(actionFailureText(error, failure));
  else if (failure) toast.error(failureText(error, failure));
}

/** One run of an action: the success toast with its answer, or the failure reported (undefined). */
async function perform<Args extends unknown[], A>(
  call: (...args: Args) => Promise<A>,
  args: Args,
  options: ActionOptions<A, Args>,
): Promise<A | undefined> {
  try {
    const answer = await call(...args);
    if (options.success) toast.success(typeof options.success === 'function' ? options.success(answer) : options.success);
    return answer;
  } catch (error) {
    reportFailure(error, options.failure, ...args);
    return undefined;
  }
}

export function useAction<Args extends unknown[], A>(
  fn: (...args: Args) => Promise<A>,
  options: ActionOptions<A, Args> = {},
): Action<Args, A> {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const latest = useRef({ fn, options });
  useLayoutEffect(() => {
    latest.current = { fn, options };
  });
  const run = useCallback(async (...args: Args): Promise<A | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    const { fn: call, options: now } = latest.current;
    try {
      return await perform(call, args, now);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}

interface RowAction<K, Args extends unknown[], A> {
  /** Runs it for the row its first argument names; ignored while that row is busy. */
  run: (...args: Args) => Promise<A | undefined>;
  /** Whether the row with this key has a run under way (its controls disabled). */
  busyFor: (key: K) => boolean;
}

/**
 * useAction with one busy flag per row: `keyOf` names the row of a run's first argument (a user's id).
 * Rows run independently; a second run for a row still busy is ignored.
 */
export function useRowAction<K, Args extends unknown[], A>(
  keyOf: (first: NoInfer<Args>[0]) => K,
  fn: (...args: Args) => Promise<A>,
  options: ActionOptions<A, Args> = {},
): RowAction<K, Args, A> {
  const [busy, setBusy] = useState<ReadonlySet<K>>(() => new Set());
  const running = useRef(new Set<K>());
  const latest = useRef({ keyOf, fn, options });
  useLayoutEffect(() => {
    latest.current = { keyOf, fn, options };
  });
  const run = useCallback(async (...args: Args): Promise<A | undefined> => {
    const { keyOf: rowOf, fn: call, options: now } = latest.current;
    const key = rowOf(args[0]);
    if (running.current.has(key)) return undefined;
    running.current.add(key);
    setBusy(new Set(running.current));
    try {
      return await perform(call, args, now);
    } finally {
      running.current.delete(key);
      setBusy(new Set(running.current));
    }
  }, []);
  const busyFor = useCallback((key: K) => busy.has(key), [busy]);
  return { run, busyFor };
}

/** Sends call `name`, e.g. `useApiAction('adminDeleteUser', { success: '删除成功', failure: '删除用户失败' })`. */
export function useApiAction<N extends JsonCallName>(
  name: N,
  options: ActionOptions<ResponseOf<N>> = {},
): Action<[request?: Omit<CallRequest<N>, 'signal'>], ResponseOf<N>> {
  return useAction((request?: Omit<CallRequest<N>, 'signal'>) => apiRequest(name, request), options);
}
