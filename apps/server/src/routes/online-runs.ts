/**
 * The online IDE's runs and templates (spec §7 Online IDE): POST /online/compile and
 * /online/simulate, GET /online/templates and POST /online/templates/{name}. Thin: the rules live
 * in commands/ide-runs.ts and commands/ide-templates.ts; a file over the line limit becomes the
 * spec's 400 `{ is_restricted: true, message }`.
 */
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { runIde } from '../commands/ide-runs.ts';
import { listTemplates, loadTemplate } from '../commands/ide-templates.ts';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { restricted } from './online-files.ts';

export function onlineRunRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.ideCompile, (request, _reply, user) => restricted(API.ideCompile, () => runIde(ctx, user, 'compile', request.body)));

  route(app, ctx, API.ideSimulate, (request, _reply, user) =>
    restricted(API.ideSimulate, () => runIde(ctx, user, 'simulate', request.body)),
  );

  route(app, ctx, API.ideTemplates, async () => ({ status: 'success' as const, templates: listTemplates(ctx) }));

  route(app, ctx, API.ideLoadTemplate, (request, _reply, user) =>
    restricted(API.ideLoadTemplate, () => loadTemplate(ctx, user, request.params.name)),
  );
}
