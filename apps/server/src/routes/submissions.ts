/** Submission calls (spec §7): result, log, waveform and the caller's list. Others' submissions are not found. */
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { jsonWithGzipText, sendJsonStream } from '../http/json-stream.ts';
import { route } from '../http/route.ts';
import type { UserRow } from '../repos/users.ts';
import { presentSubmission } from '../presenters/submission.ts';
import { findSubmission, submissionsOf, submissionText, submissionWaveformGz } from '../repos/submissions.ts';

async function ownSubmission(ctx: AppContext, user: UserRow, id: number) {
  const submission = await findSubmission(ctx.db, id);
  // Someone else's submission is reported as absent, not forbidden: its existence is not ours to tell.
  if (!submission || (submission.user_id !== user.id && !user.is_admin)) throw new AppError('SUBMISSION_NOT_FOUND');
  return submission;
}

export function submissionRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.submissionList, async (request, _reply, user) => {
    const rows = await submissionsOf(ctx.db, user.id, { page: request.query.page, pageSize: request.query.page_size });
    return rows.map((r) => ({
      submission_id: r.id,
      problem_id: r.problem_id,
      problem_title: r.title,
      status: r.status,
      verdict: r.verdict,
      created_at: r.created_at.toISOString(),
    }));
  });

  route(app, ctx, API.submission, async (request, reply, user) => {
    reply.header('cache-control', 'no-store');
    return presentSubmission(await ownSubmission(ctx, user, request.params.id));
  });

  route(app, ctx, API.submissionLog, async (request, _reply, user) => {
    const submission = await ownSubmission(ctx, user, request.params.id);
    return { status: 'success', log_content: (await submissionText(ctx.db, submission.id, 'log')) ?? '' };
  });

  // The spec's envelope, streamed from the stored gzip (http/json-stream.ts): a large VCD never blocks the event loop.
  route(app, ctx, API.submissionWaveform, async (request, reply, user) => {
    const submission = await ownSubmission(ctx, user, request.params.id);
    const body = jsonWithGzipText({ status: 'success' }, 'waveform_content', await submissionWaveformGz(ctx.db, submission.id));
    return sendJsonStream(request, reply, body) as never;
  });
}
