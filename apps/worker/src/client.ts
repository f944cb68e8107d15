/** The worker's side of the worker protocol: HTTP calls to the server with the bearer token. */
import { API, ClaimResponse, cleanText, pathOf, type ApiName, type JudgeResult } from '@veridojo/contracts';
import type { z } from 'zod';

export class ServerClient {
  readonly base: string;
  readonly token: string;

  constructor(base: string, token: string) {
    this.base = base.replace(/\/$/, '');
    this.token = token;
  }

  private async call(
    name: ApiName,
    params: Record<string, number>,
    body: unknown,
    timeoutMs: number,
    stop?: AbortSignal,
  ): Promise<unknown> {
    const res = await fetch(`${this.base}/api${pathOf(name, params)}`, {
      method: API[name].method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
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
  async claim(worker: string, waitMs: number, stop?: AbortSignal): Promise<z.infer<typeof ClaimResponse>['job']> {
    // The server may hold the call for waitMs; allow it that long plus a margin.
    const data = await this.call('workerClaim', {}, { worker, kinds: ['judge', 'validate'], wait_ms: waitMs }, waitMs + 15_000, stop);
    return ClaimResponse.parse(data).job;
  }

  async heartbeat(id: number, leaseToken: string): Promise<void> {
    await this.call('workerHeartbeat', { id }, { lease_token: leaseToken }, 10_000);
  }

  async report(id: number, leaseToken: string, result: JudgeResult): Promise<void> {
    await this.call('workerReport', { id }, { lease_token: leaseToken, result }, 30_000);
  }

  async fail(id: number, leaseToken: string, error: string): Promise<void> {
    // The error may quote a tool's output (colour escapes and all): the call takes text under the character rule.
    await this.call('workerFail', { id }, { lease_token: leaseToken, error: cleanText(error.slice(0, 4000), true) }, 10_000);
  }
}
