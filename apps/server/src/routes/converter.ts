/**
 * The converter's calls (spec §7 Converter): POST /verilog-converter/convert and /validate.
 * Thin: the rules live in commands/conversion.ts; over the line limit is the spec's 400
 * `{ is_restricted: true, message }`.
 */
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { convert, validate } from '../commands/conversion.ts';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { restricted } from './online-files.ts';

export function converterRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.convert, (request, _reply, user) => restricted(API.convert, () => convert(ctx, user, request.body)));
  route(app, ctx, API.validateVerilog, (request, _reply, user) => restricted(API.validateVerilog, () => validate(ctx, user, request.body)));
}
