/**
 * The thread side of the check host (host.ts): answers each request `{ id, name, input }` with
 * the named check's output, or with the message of what it threw. Says `ready` once its modules
 * are loaded, so the host never counts loading against a check's deadline.
 */
import { parentPort } from 'node:worker_threads';
import type { CheckTable } from './table.ts';

export interface CheckRequest {
  id: number;
  name: string;
  input: unknown;
}

export type CheckReply = { ready: true } | { id: number; ok: true; output: unknown } | { id: number; ok: false; message: string };

export function serveChecks(table: CheckTable): void {
  const port = parentPort;
  if (!port) throw new Error('serveChecks runs in a worker thread');
  port.on('message', ({ id, name, input }: CheckRequest) => {
    let reply: CheckReply;
    try {
      const check = table[name];
      if (!check) throw new Error(`no check named ${name}`);
      reply = { id, ok: true, output: check(input as never) };
    } catch (error) {
      reply = { id, ok: false, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies CheckReply);
}
