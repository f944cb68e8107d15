/**
 * The online IDE's runs and templates (spec §7 Online IDE): POST /online/compile and
 * /online/simulate, GET /online/templates and POST /online/templates/{name}. Thin: the rules live
 * in commands/ide-runs.ts and commands/ide-templates.ts; a file over the line limit becomes the
 * spec's 400 `{ is_restricted: true, message }`; presenters/ide-run.ts shapes a run's fields. A
 * run with a waveform is answered as a stream: its fields checked against the response schema,
 * then the VCD inflated from the stored gzip as it is written (http/json-stream.ts), so a 32 MiB
 * waveform never holds the event loop.
 */
import { API, IdeRunResponse } from '@veridojo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runIde, type IdeRun } from '../commands/ide-runs.ts';
import { listTemplates, loadTemplate } from '../commands/ide-templates.ts';
import type { AppContext } from '../context.ts';
import { jsonWithGzipText, sendJsonStream } from '../http/json-stream.ts';
import { route } from '../http/route.ts';
import { presentIdeRun } from '../presenters/ide-run.ts';
import { restricted } from './online-files.ts';

/** The answer's fields but the streamed waveform, checked as the serializer checks a whole answer. */
const RunFields = IdeRunResponse.omit({ waveform: true });

/** The run's answer: plain JSON without a waveform, else streamed with the waveform last. */
function answer(request: FastifyRequest, reply: FastifyReply, run: IdeRun): IdeRunResponse {
  const fields = presentIdeRun(run);
  if (run.waveformGz === null) return { ...fields, waveform: null };
  const body = jsonWithGzipText(RunFields.parse(fields), 'waveform', run.waveformGz);
  return sendJsonStream(request, reply, body) as never;
}

export function onlineRunRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.ideCompile, async (request, reply, user) =>
    answer(request, reply, await restricted(API.ideCompile, () => runIde(ctx, user, 'compile', request.body))),
  );

  route(app, ctx, API.ideSimulate, async (request, reply, user) =>
    answer(request, reply, await restricted(API.ideSimulate, () => runIde(ctx, user, 'simulate', request.body))),
  );

  route(app, ctx, API.ideTemplates, async () => ({ status: 'success' as const, templates: listTemplates(ctx) }));

  route(app, ctx, API.ideLoadTemplate, (request, _reply, user) =>
    restricted(API.ideLoadTemplate, () => loadTemplate(ctx, user, request.params.name)),
  );
}
