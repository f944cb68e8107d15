/**
 * The synthesis calls (issue 32): POST /online/synth (the IDE's 综合 button) and GET
 * /submission/:id/synthesis (a judged submission's report beside its reference's figures; others'
 * submissions are not found, as for every submission call). Thin: the rules live in
 * commands/synthesis.ts. Each answer ends with the netlist, streamed from its stored gzip
 * (http/json-stream.ts), so a large netlist never holds the event loop.
 */
import { API, IdeSynthResponse, SubmissionSynthResponse } from '@veridojo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { synthesiseProject, synthesiseSubmission } from '../commands/synthesis.ts';
import type { AppContext } from '../context.ts';
import { jsonWithGzipText, sendJsonStream } from '../http/json-stream.ts';
import { route } from '../http/route.ts';
import { restricted } from './online-files.ts';
import { ownSubmission } from './submissions.ts';

/** The fields but the netlist, checked as the serializer checks a whole answer, then the netlist streamed last. */
function withNetlist<T extends { netlist: string | null }>(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: Omit<T, 'netlist'>,
  netlistGz: Buffer | AsyncIterable<Uint8Array> | null,
): T {
  if (netlistGz === null) return { ...fields, netlist: null } as T;
  return sendJsonStream(request, reply, jsonWithGzipText(fields, 'netlist', netlistGz)) as never;
}

export function synthesisRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.ideSynth, async (request, reply, user) => {
    const run = await restricted(API.ideSynth, () => synthesiseProject(ctx, user, request.body));
    const fields = IdeSynthResponse.omit({ netlist: true }).parse({ status: 'success', files: run.files, report: run.report });
    return withNetlist<IdeSynthResponse>(request, reply, fields, run.netlistGz);
  });

  route(app, ctx, API.submissionSynthesis, async (request, reply, user) => {
    const submission = await ownSubmission(ctx, user, request.params.id);
    const made = await synthesiseSubmission(ctx, user, submission);
    const fields = SubmissionSynthResponse.omit({ netlist: true }).parse({
      status: 'success',
      submission_id: submission.id,
      report: made.report,
      reference: made.reference,
      comparison: made.comparison,
    });
    return withNetlist<SubmissionSynthResponse>(request, reply, fields, made.netlistGz);
  });
}
