/**
 * The worker's side of the worker protocol: HTTP calls to the server with the bearer token, and
 * the retry rule for the calls whose loss would cost a judgement again (attachment uploads, result
 * and failure reports).
 */
import { API, ClaimResponse, cleanText, pathOf, type ApiName, type ClaimedJob, type JobKind, type JobResult } from '@veridojo/contracts';
import type { z } from 'zod';

/** A failed call: `status` is the server's HTTP status (undefined: no answer at all), `code` its error id. */
export type CallError = Error & { status?: number; code?: string };

/**
 * Whether repeating a failed call may help: no answer (network, timeout) or a 5xx (the server is
 * restarting or overloaded). Any 4xx is final: LEASE_LOST, a refused report — repeating changes nothing.
 */
function isTransient(error: unknown): boolean {
  const status = (error as CallError).status;
  return status === undefined || status >= 500;
}

/** Why 0.5 s doubling to at most 5 s: a blip is over in a second; a restarting server takes a few. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 5000;

/**
 * Calls `attempt` until it succeeds, fails for good (not transient), or the next try would start
 * after `deadline()` (ms since the epoch; read each time, a heartbeat may move it) — then the last
 * error is thrown. `onRetry` hears each transient failure and the wait before the next try.
 */
export async function retryUntil<T>(
  attempt: () => Promise<T>,
  deadline: () => number,
  onRetry: (error: Error, waitMs: number) => void,
): Promise<T> {
  for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransient(error) || Date.now() + wait > deadline()) throw error;
      onRetry(error as Error, wait);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

export class ServerClient {
  readonly base: string;
  readonly token: string;

  constructor(base: string, token: string) {
    this.base = base.replace(/\/$/, '');
    this.token = token;
  }

  /** A call with a JSON body. */
  private call(name: ApiName, params: Record<string, number>, body: unknown, timeoutMs: number, stop?: AbortSignal): Promise<unknown> {
    return this.send(name, params, { type: 'application/json', bytes: JSON.stringify(body) }, timeoutMs, stop);
  }

  private async send(
    name: ApiName,
    params: Record<string, number>,
    body: { type: string; bytes: string | Uint8Array<ArrayBuffer>; query?: Record<string, string> },
    timeoutMs: number,
    stop?: AbortSignal,
  ): Promise<unknown> {
    const search = body.query ? `?${new URLSearchParams(body.query).toString()}` : '';
    const res = await fetch(`${this.base}/api${pathOf(name, params)}${search}`, {
      method: API[name].method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': body.type },
      body: body.bytes,
      signal: stop ? AbortSignal.any([AbortSignal.timeout(timeoutMs), stop]) : AbortSignal.timeout(timeoutMs),
    });
    const data = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    if (!res.ok)
      throw Object.assign(new Error(`${name}: ${res.status} ${data.code ?? ''} ${data.message ?? ''}`), {
        code: data.code,
        status: res.status,
      });
    return data;
  }

  /** Waits up to waitMs for a job; `stop` hangs up early (the server then keeps the job for others). */
  async claim(
    worker: { name: string; version: string },
    kinds: JobKind[],
    waitMs: number,
    stop?: AbortSignal,
  ): Promise<z.infer<typeof ClaimResponse>['job']> {
    // The server may hold the call for waitMs; allow it that long plus a margin.
    const data = await this.call(
      'workerClaim',
      {},
      { worker: worker.name, version: worker.version, kinds, wait_ms: waitMs },
      waitMs + 15_000,
      stop,
    );
    return ClaimResponse.parse(data).job;
  }

  async heartbeat(id: number, leaseToken: string): Promise<void> {
    await this.call('workerHeartbeat', { id }, { lease_token: leaseToken }, 10_000);
  }

  /**
   * Uploads the attachment of a job's result (gzip bytes, its kind's large field) as they are, not
   * as JSON: before the report, which then carries none. Why 30 s: 8 MiB on a slow link.
   */
  async uploadAttachment(job: Pick<ClaimedJob, 'id' | 'lease_token'>, gzip: Uint8Array): Promise<void> {
    // zlib's buffers are backed by an ArrayBuffer (never shared memory), which is what fetch takes.
    const bytes = new Uint8Array(gzip.buffer as ArrayBuffer, gzip.byteOffset, gzip.byteLength);
    const body = { type: 'application/octet-stream', bytes, query: { lease_token: job.lease_token } };
    await this.send('workerAttachment', { id: job.id }, body, 30_000);
  }

  /** Reports a job's result, labelled with the job's kind (the server checks it against the job's). */
  async report(job: Pick<ClaimedJob, 'id' | 'kind' | 'lease_token'>, result: JobResult<JobKind>): Promise<void> {
    await this.call('workerReport', { id: job.id }, { lease_token: job.lease_token, kind: job.kind, result }, 30_000);
  }

  async fail(id: number, leaseToken: string, error: string): Promise<void> {
    // The error may quote a tool's output (colour escapes and all): the call takes text under the character rule.
    await this.call('workerFail', { id }, { lease_token: leaseToken, error: cleanText(error.slice(0, 4000), true) }, 10_000);
  }
}
