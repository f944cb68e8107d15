/**
 * One simulated user of the cluster: a browser's calls over TLS to nginx from a loopback address
 * of its own (127.0.1.N: rate limits and the audit see one client per user, as nginx reports each
 * one's address), with its session cookie and the Origin a browser sends. Like a learner clicking
 * again, a call answered "service unavailable" or not answered at all (a server process or the
 * database restarting) is repeated after a pause until its deadline; each repeat is counted, so
 * the test can say how much of the load met a fault.
 */
import { Agent, fetch } from 'undici';

export interface SiteAnswer {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

export interface SiteAddress {
  /** https://127.0.0.1:PORT: where nginx listens (the certificate names 127.0.0.1 and localhost). */
  url: string;
  /** The public origin the servers know (PUBLIC_ORIGIN), sent as a browser's Origin. */
  origin: string;
  ca: Buffer;
}

/** Why 30 s: a server restart takes a few seconds and a database restart one or two; much longer is an outage. */
const RETRY_DEADLINE_MS = 30_000;
/** Why 300 ms: short enough that the load stays on, long enough not to spin while nothing answers. */
const RETRY_PAUSE_MS = 300;

/** Answers worth repeating: nothing reached a server (nginx's 502/503/504, the API's 503 envelope) or a server failed mid-way (5xx). */
const transient = (status: number) => status >= 500;

export class SiteUser {
  cookie = '';
  /** Calls repeated after a transient failure: when (ms since the epoch) and what ("METHOD path: status"). */
  readonly repeats: { at: number; what: string }[] = [];
  readonly agent: Agent;

  constructor(
    readonly site: SiteAddress,
    readonly address: string,
  ) {
    // The address is the Agent's own option: undici's connector puts the client's localAddress
    // (unset) over one given in `connect`, and every user would come from 127.0.0.1.
    this.agent = new Agent({ localAddress: address, connect: { ca: site.ca, servername: 'localhost' }, keepAliveTimeout: 10_000 });
  }

  /** One call, repeated while transient; `form` sends the body as a form (Alipay's notify). */
  async call(method: string, path: string, body?: unknown, options: { form?: boolean; repeat?: boolean } = {}): Promise<SiteAnswer> {
    const deadline = Date.now() + RETRY_DEADLINE_MS;
    for (;;) {
      let answer: SiteAnswer;
      try {
        answer = await this.once(method, path, body, options.form ?? false);
      } catch (error) {
        answer = { status: 0, body: {}, text: (error as Error).message };
      }
      const retry = (answer.status === 0 || transient(answer.status)) && options.repeat !== false;
      if (!retry || Date.now() > deadline) return answer;
      this.repeats.push({ at: Date.now(), what: `${method} ${path}: ${answer.status} ${answer.text.slice(0, 80)}` });
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body: unknown = {}) => this.call('POST', path, body);

  private async once(method: string, path: string, body: unknown, form: boolean): Promise<SiteAnswer> {
    const headers: Record<string, string> = { origin: this.site.origin };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | undefined;
    if (body !== undefined && method !== 'GET') {
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
    }
    const res = await fetch(`${this.site.url}${path}`, {
      method,
      headers,
      body: payload,
      dispatcher: this.agent,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      if (pair.startsWith('veridojo_session=')) this.cookie = pair;
    }
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      /* not JSON (Alipay's notify answers plain text) */
    }
    return { status: res.status, body: parsed, text };
  }

  /**
   * Follows a server-sent event stream until an event `done` accepts, as the submission page does:
   * a stream that ends or breaks before (its server restarting, the database gone a moment) is
   * opened again, each time counted as a repeat. Throws at `timeoutMs` with the last event seen.
   */
  async follow(path: string, done: (event: Record<string, unknown>) => boolean, timeoutMs: number): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    let last: Record<string, unknown> | undefined;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${this.site.url}${path}`, {
          headers: { cookie: this.cookie, accept: 'text/event-stream' },
          dispatcher: this.agent,
          signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
        });
        if (res.status !== 200 || !res.body) {
          const text = await res.text();
          if (!transient(res.status)) throw new Error(`GET ${path} answered ${res.status}: ${text.slice(0, 300)}`);
        } else {
          let buffered = '';
          for await (const chunk of res.body) {
            buffered += Buffer.from(chunk as Uint8Array).toString('utf8');
            let end: number;
            while ((end = buffered.indexOf('\n\n')) >= 0) {
              const block = buffered.slice(0, end);
              buffered = buffered.slice(end + 2);
              const data = block
                .split('\n')
                .filter((line) => line.startsWith('data: '))
                .map((line) => line.slice(6))
                .join('\n');
              if (!data) continue;
              last = JSON.parse(data) as Record<string, unknown>;
              if (done(last)) {
                await res.body.cancel().catch(() => undefined);
                return last;
              }
            }
          }
        }
      } catch (error) {
        if ((error as Error).message.startsWith(`GET ${path} answered`)) throw error;
      }
      this.repeats.push({ at: Date.now(), what: `GET ${path}: stream ended early` });
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
    throw new Error(`${path}: no final event within ${timeoutMs} ms; last event: ${JSON.stringify(last)}`);
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
