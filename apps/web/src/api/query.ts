/**
 * Reading server state (docs/decisions/0003-web-data-layer.md): `useApiQuery` asks one call of the
 * contract's table and keeps its answer; `useQuery` does the same for any function of an
 * AbortSignal (two calls at once). Every read is an entry keyed by call + request, so:
 * - a request that changes (page 1 → page 2) or a screen that closes aborts the read it no longer
 *   needs, and an answer for a key no longer shown is never shown (the stale-answer guard);
 * - screens asking the same key at the same time share one request (deduplication), and a
 *   `shared` entry keeps its answer for the next screen (the public configuration);
 * - `poll` asks again on a timer (api/poll.ts: not while the page is hidden, backing off after
 *   failures), with one failure toast per run of failures instead of one per tick;
 * - `refetch` after a change reads again even while a read is under way (that one may predate it);
 * - NOT_LOGGED_IN ends the session in one place (auth/session-ended.ts).
 */
import type { JsonCallName, ResponseOf } from '@veridojo/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { toast } from '../app/feedback.tsx';
import { endSessionIfLoggedOut, isNotLoggedIn } from '../auth/session-ended.ts';
import { actionFailureText, apiRequest, type CallRequest } from './client.ts';
import { usePoll } from './poll.ts';

/** What a screen sees of a read: `data` stays the last answer while a new one is fetched or fails. */
type QueryState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined; fetching: boolean }
  | { status: 'ready'; data: T; error: undefined; fetching: boolean }
  | { status: 'failed'; data: T | undefined; error: unknown; fetching: boolean };

interface PollOptions<T> {
  /** The interval while answers arrive. */
  everyMs: number;
  /** The longest wait after failures: the interval doubles on each failure up to this (default 8 × everyMs). */
  maxMs?: number;
  /** Keep polling while this holds for the last answer (e.g. an order still pending); default always. */
  while?: (data: T) => boolean;
}

interface QueryOptions<T> {
  /** Keep the answer after the last screen using it closes, for the next one (data of the whole app). */
  shared?: boolean;
  /** How long a shared answer is fresh: a screen mounting later reads it again (default 60 s). */
  freshMs?: number;
  /** While the request changes, show the previous answer instead of none (a paged table). */
  keepPrevious?: boolean;
  poll?: PollOptions<T>;
  /** The failure toast, worded by actionFailureText (`获取判题队列失败` → the server's sentence or it). */
  failure?: string;
  /** Instead of `failure`: handle a failure yourself (called once per run of failures, and on refetch). */
  onError?: (error: unknown) => void;
}

export type QueryResult<T> = QueryState<T> & {
  /**
   * Asks again now (a 刷新 button, the list after a change): answered by a read that starts after
   * the call, never by one already under way; a failure is reported even during a run of failures.
   */
  refetch: () => Promise<void>;
  /** Changes the kept answer locally (a row the server answered after an edit). */
  setData: (update: (current: T) => T) => void;
};

interface Entry {
  state: QueryState<unknown>;
  users: number;
  shared: boolean;
  controller: AbortController | null;
  inflight: Promise<void> | null;
  /** Failures since the last answer: the poll's backoff and the one-toast rule read it. */
  failures: number;
  answeredAt: number;
}

const LOADING: QueryState<never> = { status: 'loading', data: undefined, error: undefined, fetching: false };
const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();

/**
 * Why 60 s: the screens of one visit share one answer of the public configuration, while a change
 * an admin makes still reaches a screen opened a minute later.
 */
const SHARED_FRESH_MS = 60_000;

function subscribe(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

function setState(key: string, entry: Entry, state: QueryState<unknown>) {
  entry.state = state;
  listeners.get(key)?.forEach((listener) => listener());
}

function acquire(key: string, shared: boolean, seed: unknown): Entry {
  let entry = entries.get(key);
  if (!entry) {
    const state: QueryState<unknown> = seed === undefined ? LOADING : { ...LOADING, data: seed };
    entry = { state, users: 0, shared, controller: null, inflight: null, failures: 0, answeredAt: 0 };
    entries.set(key, entry);
  }
  entry.shared ||= shared;
  entry.users += 1;
  return entry;
}

/** The last user gone: stop its read; forget it unless shared. Deferred so React's StrictMode remount keeps it. */
function release(key: string, entry: Entry) {
  entry.users -= 1;
  queueMicrotask(() => {
    if (entry.users > 0) return;
    entry.controller?.abort();
    entry.controller = null;
    entry.inflight = null;
    if (entry.state.fetching) entry.state = { ...entry.state, fetching: false };
    if (!entry.shared && entries.get(key) === entry) entries.delete(key);
  });
}

type Run = (signal: AbortSignal) => Promise<unknown>;

/** Reads `key` unless a read is under way (then that one is the answer: deduplication). */
function start(key: string, entry: Entry, run: Run, report: (error: unknown) => void, manual: boolean): Promise<void> {
  if (entry.inflight) return entry.inflight;
  const controller = new AbortController();
  entry.controller = controller;
  setState(key, entry, { ...entry.state, fetching: true } as QueryState<unknown>);
  const done = () => {
    entry.controller = null;
    entry.inflight = null;
  };
  entry.inflight = run(controller.signal).then(
    (data) => {
      if (controller.signal.aborted) return;
      done();
      entry.failures = 0;
      entry.answeredAt = Date.now();
      setState(key, entry, { status: 'ready', data, error: undefined, fetching: false });
    },
    (error: unknown) => {
      // Aborted: nobody waits for this answer any more (the stale-answer guard).
      if (controller.signal.aborted) return;
      done();
      const first = entry.failures === 0;
      entry.failures += 1;
      setState(key, entry, { status: 'failed', data: entry.state.data, error, fetching: false });
      endSessionIfLoggedOut(error);
      if (first || manual) report(error);
    },
  );
  return entry.inflight;
}

/**
 * Reads `run` under `key` (null: read nothing yet, e.g. no order open). `run` gets the signal that
 * aborts it when the key changes or the screen closes.
 */
export function useQuery<T>(key: string | null, run: (signal: AbortSignal) => Promise<T>, options: QueryOptions<T> = {}): QueryResult<T> {
  const { shared = false, freshMs = SHARED_FRESH_MS, keepPrevious = false, poll } = options;
  // The latest run and options without re-reading on every render (they are new functions each time).
  const latest = useRef({ run, options });
  useLayoutEffect(() => {
    latest.current = { run, options };
  });
  const report = useCallback((error: unknown) => {
    const { onError, failure } = latest.current.options;
    if (onError) onError(error);
    else if (failure) toast.error(actionFailureText(error, failure));
  }, []);
  const shown = useRef<unknown>(undefined);

  const state = useSyncExternalStore(
    useCallback((listener: () => void) => (key === null ? () => {} : subscribe(key, listener)), [key]),
    () => (key === null ? LOADING : (entries.get(key)?.state ?? LOADING)),
  ) as QueryState<T>;

  // A layout effect: a kept previous answer is seeded before the browser paints the new key's first frame.
  useLayoutEffect(() => {
    if (key === null) return;
    const entry = acquire(key, shared, keepPrevious ? shown.current : undefined);
    const fresh = entry.state.status === 'ready' && entry.shared && Date.now() - entry.answeredAt < freshMs;
    if (!fresh) void start(key, entry, (signal) => latest.current.run(signal), report, false);
    return () => release(key, entry);
  }, [key, shared, freshMs, keepPrevious, report]);

  useEffect(() => {
    if (state.data !== undefined) shown.current = state.data;
  }, [state.data]);

  // Polling: after the first read (done above), while the last answer says so and the session lives.
  const data = state.data;
  const polling =
    key !== null &&
    poll !== undefined &&
    !(data !== undefined && poll.while && !poll.while(data)) &&
    !(state.status === 'failed' && isNotLoggedIn(state.error));
  usePoll(
    polling,
    async () => {
      const entry = key === null ? undefined : entries.get(key);
      if (!entry || key === null) return true;
      await start(key, entry, (signal) => latest.current.run(signal), report, false);
      return entry.failures === 0;
    },
    { everyMs: poll?.everyMs ?? 0, maxMs: poll?.maxMs, immediate: false },
  );

  const refetch = useCallback(async () => {
    const entry = key === null ? undefined : entries.get(key);
    if (!entry || key === null) return;
    // A read under way may have left before the change this refetch is for (a saved file, a new
    // row): its answer is not enough. Wait for it, then read again; refetches meanwhile share that read.
    if (entry.inflight) await entry.inflight;
    if (entries.get(key) !== entry || entry.users === 0) return;
    await start(key, entry, (signal) => latest.current.run(signal), report, true);
  }, [key, report]);

  const setData = useCallback(
    (update: (current: T) => T) => {
      const entry = key === null ? undefined : entries.get(key);
      if (!entry || entry.state.data === undefined || key === null) return;
      setState(key, entry, { ...entry.state, data: update(entry.state.data as T) } as QueryState<unknown>);
    },
    [key],
  );

  return { ...state, refetch, setData };
}

/** The read's request without its signal (the layer supplies it); null reads nothing yet. */
type ApiQueryRequest<N extends JsonCallName> = Omit<CallRequest<N>, 'signal'>;

/** Reads call `name` of the contract's table, e.g. `useApiQuery('adminUsers', { query: { page: 2 } })`. */
export function useApiQuery<N extends JsonCallName>(
  name: N,
  request: ApiQueryRequest<N> | null = {},
  options: QueryOptions<ResponseOf<N>> = {},
): QueryResult<ResponseOf<N>> {
  const key = request === null ? null : `${name} ${JSON.stringify(request)}`;
  return useQuery(key, (signal) => apiRequest(name, { ...request, signal }), options);
}

/** Test support: forgets every kept answer (each component test starts from an empty cache). */
export function resetQueryCache() {
  for (const entry of entries.values()) entry.controller?.abort();
  entries.clear();
}
