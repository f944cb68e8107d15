/**
 * An OpenAI-compatible chat-completions server on loopback, for tests and benchmarks: it speaks
 * the real protocol (POST …/chat/completions, JSON answers with `choices` and `usage`, streamed
 * answers as `data: {chunk}` server-sent events ending in `data: [DONE]`) and records every request
 * (headers and body) so tests read exactly what the platform sent. Each request takes the next
 * planned behaviour: a normal answer, an error status, a hang, an empty answer, malformed JSON,
 * or a stream cut off before it finishes.
 */
import http from 'node:http';

type Behaviour =
  | { kind: 'answer'; text: string; tokens?: number; pieces?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'empty' }
  | { kind: 'malformed' }
  | { kind: 'cut'; text: string };

interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    max_tokens?: number;
  };
}

export class OpenAiTestServer {
  readonly requests: RecordedRequest[] = [];
  /** Behaviours for the next requests, in order; when empty, `fallback` answers. */
  readonly plan: Behaviour[] = [];
  fallback: Behaviour = { kind: 'answer', text: '这是测试用的 AI 回答。', tokens: 42 };
  private server: http.Server | undefined;
  private readonly hanging = new Set<http.ServerResponse>();

  get url(): string {
    const address = this.server?.address();
    if (!address || typeof address === 'string') throw new Error('not started');
    return `http://127.0.0.1:${address.port}/v1`;
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Every message text of every request, joined: what a test searches for leaks. */
  everything(): string {
    return this.requests.map((r) => r.body.messages.map((m) => m.content).join('\n')).join('\n');
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
    this.requests.push({ path: req.url, headers: req.headers, body });
    const behaviour = this.plan.shift() ?? this.fallback;
    const id = `chatcmpl-${this.requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finish: string | null, usage?: object) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: usage ? [] : [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) })}\n\n`;
    switch (behaviour.kind) {
      case 'status':
        res
          .writeHead(behaviour.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: `test status ${behaviour.status}`, type: 'test' } }));
        return;
      case 'hang':
        this.hanging.add(res);
        res.on('close', () => this.hanging.delete(res));
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
        return;
      case 'empty':
      case 'answer': {
        const text = behaviour.kind === 'answer' ? behaviour.text : '';
        const tokens = behaviour.kind === 'answer' ? (behaviour.tokens ?? 42) : 0;
        const usage = { prompt_tokens: tokens - 10, completion_tokens: 10, total_tokens: tokens };
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id,
              object: 'chat.completion',
              created,
              model: body.model,
              choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
              usage,
            }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const parts = behaviour.kind === 'answer' ? Math.max(1, behaviour.pieces ?? 3) : 1;
        const size = Math.ceil(text.length / parts) || 1;
        res.write(chunk({ role: 'assistant', content: '' }, null));
        for (let k = 0; k < text.length; k += size) {
          res.write(chunk({ content: text.slice(k, k + size) }, null));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        res.write(chunk({}, 'stop'));
        if (body.stream_options?.include_usage) res.write(chunk({}, null, usage));
        res.end('data: [DONE]\n\n');
        return;
      }
      case 'cut': {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk({ role: 'assistant', content: behaviour.text }, null));
        await new Promise((resolve) => setTimeout(resolve, 20));
        res.destroy();
        return;
      }
    }
  }
}
