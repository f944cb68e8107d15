/**
 * Registers one call of the contract's call table: method, path, body and response schemas
 * come from packages/contracts, so validation, types and the OpenAPI document agree. The call's
 * body encoding decides what the route reads: JSON (the parser every route shares) up to the
 * call's limit, or a binary body whose parser exists only in the scope of the call declaring it,
 * so no other route accepts one (they answer 415 before reading a byte).
 */
import { BODY_MEDIA_TYPES, bodyEncodingOf, ErrorBody, type ApiCall, type BodyEncoding } from '@veridojo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type BodyOf<C extends ApiCall> = C['body'] extends z.ZodType
  ? z.output<C['body']>
  : C['bodyEncoding'] extends { type: 'zip' }
    ? Buffer | undefined
    : undefined;
type QueryOf<C extends ApiCall> = C['query'] extends z.ZodType ? z.output<C['query']> : undefined;

export type CallHandler<C extends ApiCall> = (
  request: FastifyRequest<{ Body: BodyOf<C>; Querystring: QueryOf<C>; Params: Record<string, string> }>,
  reply: FastifyReply,
) => Promise<z.input<C['response']>>;

/** What the error handler reads to word a 415 or 413 for the route that refused the body. */
export interface RouteConfig {
  bodyEncoding?: BodyEncoding;
}

export function bodyEncodingOfRequest(request: FastifyRequest): BodyEncoding | undefined {
  return (request.routeOptions.config as RouteConfig | undefined)?.bodyEncoding;
}

export function route<C extends ApiCall>(app: FastifyInstance, call: C, handler: NoInfer<CallHandler<C>>) {
  const encoding = bodyEncodingOf(call);
  const register = (scope: FastifyInstance) =>
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: call.method,
      url: call.path,
      bodyLimit: encoding.maxBytes,
      config: { bodyEncoding: encoding } satisfies RouteConfig,
      schema: {
        summary: call.summary,
        tags: [call.tag],
        ...(encoding.type === 'json' ? {} : { consumes: [...BODY_MEDIA_TYPES[encoding.type]] }),
        ...(call.body ? { body: call.body } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        response: { 200: call.response, '4xx': ErrorBody, '5xx': ErrorBody },
      },
      handler: handler as never,
    });
  if (encoding.type === 'json') {
    register(app);
    return;
  }
  // A binary body: a scope of its own whose only parsers are this encoding's types.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    for (const type of BODY_MEDIA_TYPES[encoding.type]) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: encoding.maxBytes }, (_request, body, done) => done(null, body));
    }
    register(scope);
  });
}
