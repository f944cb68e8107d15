/**
 * The converter's calls (spec §7 Converter): POST /verilog-converter/convert and /validate.
 * Thin: the rules live in commands/conversion.ts, the answers' fields in presenters/conversion.ts;
 * over the line limit is the spec's 400 `{ is_restricted: true, message }`.
 */
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { convert, validate } from '../commands/conversion.ts';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { presentConversion, presentSyntaxCheck } from '../presenters/conversion.ts';
import { restricted } from './online-files.ts';

export function converterRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.convert, async (request, _reply, user) =>
    presentConversion(await restricted(API.convert, () => convert(ctx, user, request.body))),
  );
  route(app, ctx, API.validateVerilog, async (request, _reply, user) =>
    presentSyntaxCheck(await restricted(API.validateVerilog, () => validate(ctx, user, request.body))),
  );
}
