/**
 * Registers one call of the contract's call table: method, path, body and response schemas
 * come from packages/contracts, so validation, types and the OpenAPI document agree.
 */
import { ErrorBody, type ApiCall } from '@veridojo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type BodyOf<C extends ApiCall> = C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
type QueryOf<C extends ApiCall> = C['query'] extends z.ZodType ? z.output<C['query']> : undefined;

export type CallHandler<C extends ApiCall> = (
  request: FastifyRequest<{ Body: BodyOf<C>; Querystring: QueryOf<C>; Params: Record<string, string> }>,
  reply: FastifyReply,
) => Promise<z.input<C['response']>>;

export function route<C extends ApiCall>(app: FastifyInstance, call: C, handler: NoInfer<CallHandler<C>>) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.body ? { body: call.body } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      response: { 200: call.response, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    handler: handler as never,
  });
}
