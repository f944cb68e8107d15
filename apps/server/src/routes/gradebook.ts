/**
 * The gradebook calls (issue 33), for a class's teacher: the table, its CSV, and one cell's
 * submission read-only — the learner's own presenters (presenters/submission.ts, the streamed
 * waveform) behind the teacher's rule (repos/gradebook.ts submissionForTeacher). Thin: the rules
 * are in commands/gradebook.ts. A submission the teacher may not read is not found, as a stranger's.
 *
 * The table is kept encoded (EncodedJson) by assignment, under the stamp it was made at
 * (repos/gradebook.ts gradebookStamp): at the deadline a teacher refreshing a 200-student table
 * costs the access check and one stamp query until a judgement, an edit or a join changes it.
 */
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { gradebook, gradebookCsv, gradebookStampFor } from '../commands/gradebook.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { jsonWithGzipText, sendJsonStream } from '../http/json-stream.ts';
import { EncodedJson, route } from '../http/route.ts';
import { LruCache } from '../lru-cache.ts';
import { presentSubmission } from '../presenters/submission.ts';
import { submissionForTeacher } from '../repos/gradebook.ts';
import { findSubmission, submissionText, submissionWaveformGz } from '../repos/submissions.ts';
import type { UserRow } from '../repos/users.ts';

async function teachersSubmission(ctx: AppContext, teacher: UserRow, id: number) {
  const allowed = await submissionForTeacher(ctx.db, id, teacher.id);
  const submission = allowed && (await findSubmission(ctx.db, id));
  if (!allowed || !submission) throw new AppError('SUBMISSION_NOT_FOUND');
  return { allowed, submission };
}

/**
 * Why 64 tables: one is about 160 KiB encoded for 200 students × 10 problems, so at most ~10 MiB;
 * more than the assignments whose teachers look at them in the same hour on one server.
 */
const GRADEBOOK_CACHE_ENTRIES = 64;

export function gradebookRoutes(app: FastifyInstance, ctx: AppContext) {
  const tables = new LruCache<number, { stamp: string; answer: EncodedJson<typeof API.gradebook> }>(GRADEBOOK_CACHE_ENTRIES);
  route(app, ctx, API.gradebook, async (request, reply, user) => {
    reply.header('cache-control', 'no-store');
    const id = request.params.id;
    const stamp = await gradebookStampFor(ctx, user, id);
    const kept = tables.get(id);
    if (kept?.stamp === stamp) return kept.answer;
    const answer = EncodedJson.of(API.gradebook, await gradebook(ctx, user, id));
    tables.set(id, { stamp, answer });
    return answer;
  });

  route(app, ctx, API.gradebookExport, async (request, _reply, user) => gradebookCsv(ctx, user, request.params.id));

  route(app, ctx, API.gradebookSubmission, async (request, _reply, teacher) => {
    const { allowed, submission } = await teachersSubmission(ctx, teacher, request.params.id);
    const [code, log] = await Promise.all([submissionText(ctx.db, submission.id, 'code'), submissionText(ctx.db, submission.id, 'log')]);
    return {
      status: 'success' as const,
      submission: presentSubmission(submission),
      student: { user_id: submission.user_id, username: allowed.username },
      problem: { problem_id: submission.problem_id, title: allowed.problem_title },
      code: code ?? '',
      log_content: log ?? '',
    };
  });

  route(app, ctx, API.gradebookSubmissionWaveform, async (request, reply, teacher) => {
    const { submission } = await teachersSubmission(ctx, teacher, request.params.id);
    const body = jsonWithGzipText({ status: 'success' }, 'waveform_content', await submissionWaveformGz(ctx.db, submission.id));
    return sendJsonStream(request, reply, body) as never;
  });
}
