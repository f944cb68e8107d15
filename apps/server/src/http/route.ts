/**
 * Registers one call of the contract's call table; everything about the call comes from its
 * entry in packages/contracts, so validation, access, types and the OpenAPI document agree:
 * - access: checked before the body is read (a route-level onRequest hook); the handler is
 *   given its caller — the user on 'user'/'admin' calls, maybe one on 'public' calls;
 * - path parameters: validated and typed by the entry's schema, a value outside it answered with
 *   the entry's own not-found code;
 * - request body: JSON (the parser every route shares) up to the call's limit, or a binary body
 *   whose parser exists only in the scope of the call declaring it, so no other route accepts
 *   one (they answer 415 before reading a byte) — read whole, or (`stream`) handed to the
 *   handler as chunks that arrive, the limit checked as they are read;
 * - answer: JSON checked against the response schema, or a file download with its media type
 *   and Content-Disposition; error bodies the entry declares beside the error envelope.
 */
import { Readable } from 'node:stream';
import {
  BODY_MEDIA_TYPES,
  bodyEncodingOf,
  ErrorBody,
  responseEncodingOf,
  type ApiCall,
  type BodyEncoding,
  type ErrorCode,
} from '@veridojo/contracts';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../repos/users.ts';
import { callerFor, type CallerOf } from './access.ts';
import { AppError } from './errors.ts';
import { requestScope } from './request-scope.ts';

type BodyOf<C extends ApiCall> = C['body'] extends z.ZodType
  ? z.output<C['body']>
  : C['bodyEncoding'] extends { type: 'zip' }
    ? Buffer | undefined
    : C['bodyEncoding'] extends { type: 'stream' }
      ? AsyncIterable<Buffer>
      : undefined;
type QueryOf<C extends ApiCall> = C['query'] extends z.ZodType ? z.output<C['query']> : undefined;
type ParamsOf<C extends ApiCall> = C['params'] extends { schema: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;

/**
 * What a download handler returns: the bytes, or chunks written as they are produced (an export
 * too large to hold), and a file name when not the table's default.
 */
type FileAnswer = ({ bytes: Uint8Array } | { stream: AsyncIterable<Uint8Array> }) & { fileName?: string };
type AnswerOf<C extends ApiCall> = C['responseEncoding'] extends { type: 'file' }
  ? FileAnswer
  : C['responseEncoding'] extends { type: 'sse' }
    ? AsyncIterable<z.input<C['response']>>
    : z.input<C['response']> | EncodedJson<C>;

/**
 * A JSON answer already checked against its call's response schema and written out. A handler that
 * answers the same large value many times (a gradebook nobody's judgement changed since) encodes it
 * once and returns this: no later view pays the schema check and the stringify again (2.4 and
 * 0.5 ms for a 200-student gradebook, bench/gradebook.ts). Made only by `of`, so its text always
 * passed the check the route's serializer would have made.
 */
export class EncodedJson<C extends ApiCall = ApiCall> {
  private constructor(
    readonly call: C,
    /** UTF-8, as sent: a view does not encode the text again either. */
    readonly bytes: Buffer,
  ) {}

  static of<C extends ApiCall>(call: C, value: z.input<C['response']>): EncodedJson<C> {
    return new EncodedJson(call, Buffer.from(JSON.stringify(z.encode(call.response, value as never))));
  }
}

type CallHandler<C extends ApiCall> = (
  request: FastifyRequest<{ Body: BodyOf<C>; Querystring: QueryOf<C>; Params: ParamsOf<C> }>,
  reply: FastifyReply,
  caller: CallerOf<C['access']>,
) => Promise<AnswerOf<C>>;

declare module 'fastify' {
  /** A route's call table entry: the error handler reads it to word a 415/413 or a bad parameter. */
  interface FastifyContextConfig {
    call?: ApiCall;
  }
}

function callOfRequest(request: FastifyRequest): ApiCall | undefined {
  return request.routeOptions.config?.call;
}

export function bodyEncodingOfRequest(request: FastifyRequest): BodyEncoding | undefined {
  const call = callOfRequest(request);
  return call ? bodyEncodingOf(call) : undefined;
}

/** The code a path parameter outside the call's schema is answered with (its kind of not found). */
export function invalidParamCode(request: FastifyRequest): ErrorCode {
  return callOfRequest(request)?.params?.invalid ?? 'NOT_FOUND';
}

/** A call table entry read from a route's options (for the check that every entry is registered once). */
export function callOfRoute(config: { call?: ApiCall } | undefined): ApiCall | undefined {
  return config?.call;
}

/**
 * `attachment` with the name twice: an ASCII stand-in for old clients, and the exact name in
 * RFC 5987 form (UTF-8, percent-encoded), which every current browser prefers.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** The caller found by each request's access check, handed to its handler. */
const callers = new WeakMap<FastifyRequest, UserRow | undefined>();

export function route<C extends ApiCall>(app: FastifyInstance, ctx: AppContext, call: C, handler: NoInfer<CallHandler<C>>) {
  const encoding = bodyEncodingOf(call);
  const answer = responseEncodingOf(call);
  // A declared error body joins the envelope for its status: a validation failure there stays the envelope.
  const ownErrors = Object.fromEntries(Object.entries(call.errors ?? {}).map(([status, body]) => [status, z.union([body, ErrorBody])]));
  const success =
    answer.type === 'file'
      ? { description: call.summary, content: { [answer.mediaType]: { schema: call.response } } }
      : answer.type === 'text'
        ? { description: call.summary, content: { 'text/plain': { schema: call.response } } }
        : answer.type === 'sse'
          ? { description: `${call.summary}（每个事件的 data 是一个 JSON）`, content: { 'text/event-stream': { schema: call.response } } }
          : call.response;
  const register = (scope: FastifyInstance) =>
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: call.method,
      url: call.path,
      bodyLimit: encoding.maxBytes,
      config: { call },
      // Before the body is read: a stranger gets no 20 MiB upload or 12 MiB report parsed.
      onRequest: async (request) => {
        callers.set(request, await callerFor(ctx, call.access, request));
      },
      schema: {
        summary: call.summary,
        tags: [call.tag],
        ...(encoding.type === 'json' ? {} : { consumes: [...BODY_MEDIA_TYPES[encoding.type]] }),
        ...(call.params ? { params: call.params.schema } : {}),
        ...(call.body ? { body: call.body } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        response: { 200: success, '4xx': ErrorBody, '5xx': ErrorBody, ...ownErrors },
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await requestScope.run({ requestId: request.id }, () =>
          handler(request as never, reply, callers.get(request) as CallerOf<C['access']>),
        );
        if (answer.type === 'text') return reply.header('content-type', 'text/plain; charset=utf-8').send(String(result));
        if (answer.type === 'sse') return streamEvents(request, reply, call, result as AsyncIterable<unknown>);
        if (result instanceof EncodedJson) {
          if (result.call !== call) throw new Error(`${call.path} answered with an encoding of ${result.call.path}`);
          // Bytes are sent as they are (Fastify serializes only objects).
          return reply.header('content-type', 'application/json; charset=utf-8').send(result.bytes);
        }
        if (answer.type !== 'file') return result;
        const file = result as FileAnswer;
        reply
          .header('content-type', answer.mediaType)
          .header('content-disposition', contentDisposition(file.fileName ?? answer.fileName))
          .header('cache-control', 'no-store');
        if ('stream' in file) return reply.send(Readable.from(file.stream));
        return reply.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
      },
    });
  if (encoding.type === 'json') {
    register(app);
    return;
  }
  // A binary or form body: a scope of its own whose only parsers are this encoding's types.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    for (const type of BODY_MEDIA_TYPES[encoding.type]) {
      if (encoding.type === 'form')
        scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: encoding.maxBytes }, (_request, body, done) => {
          const fields: Record<string, string> = {};
          for (const [key, value] of new URLSearchParams(body as string)) {
            // A field twice is not a form anyone honest sends: refused rather than guessed at.
            if (Object.hasOwn(fields, key)) return done(new AppError('VALIDATION_FAILED', `表单字段重复：${key}`));
            fields[key] = value;
          }
          done(null, fields);
        });
      else if (encoding.type === 'stream')
        // The body is not read here: the handler reads it (Fastify checks no limit on a stream, this does).
        scope.addContentTypeParser(type, (request, payload, done) => {
          if (Number(request.headers['content-length']) > encoding.maxBytes) return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
          done(null, limitedBody(payload, encoding.maxBytes));
        });
      else
        scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: encoding.maxBytes }, (_request, body, done) => done(null, body));
    }
    register(scope);
  });
}

/** The chunks of a streamed body, failing with the 413 of a body over the limit once more than `maxBytes` came. */
async function* limitedBody(payload: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let bytes = 0;
  for await (const chunk of payload) {
    bytes += chunk.length;
    if (bytes > maxBytes) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    yield chunk;
  }
}

/**
 * Writes server-sent events: each item of `events`, checked against the call's response schema,
 * as one `data:` line of JSON. The answer is committed from the first byte on, so a failure
 * afterwards can only end the stream: the events themselves carry errors (the AI chat's `error`
 * event). A client hanging up stops the iteration (its `return()` runs, cancelling the producer).
 */
async function streamEvents(request: FastifyRequest, reply: FastifyReply, call: ApiCall, events: AsyncIterable<unknown>) {
  reply.hijack();
  const raw = reply.raw;
  const inherited = Object.entries(reply.getHeaders()).filter(([k]) => k !== 'content-type' && k !== 'content-length');
  raw.writeHead(200, {
    ...Object.fromEntries(inherited),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // A proxy (nginx) must pass each event on as it comes, not buffer the answer.
    'x-accel-buffering': 'no',
  });
  const iterator = events[Symbol.asyncIterator]();
  const gone = () => void iterator.return?.();
  raw.on('close', gone);
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done || raw.destroyed) break;
      raw.write(`data: ${JSON.stringify(call.response.parse(next.value))}\n\n`);
    }
  } catch (error) {
    request.log.error({ err: error }, 'server-sent events failed');
  } finally {
    raw.off('close', gone);
    raw.end();
  }
}
