/**
 * Submission calls (spec §7): result, its pushed updates, log, waveform and the caller's list.
 * Others' submissions are not found.
 */
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { jsonWithGzipText, sendJsonStream } from '../http/json-stream.ts';
import { route } from '../http/route.ts';
import type { UserRow } from '../repos/users.ts';
import { presentCounterexample, presentSubmission, showsCounterexample } from '../presenters/submission.ts';
import { counterexampleOf } from '../repos/counterexamples.ts';
import { findSubmission, submissionsOf, submissionText, submissionWaveformGz } from '../repos/submissions.ts';

/**
 * Why 25 s: a followed submission is read again at least this often — a notice sent while this
 * process's listening connection was down is caught up — and the event it sends keeps proxies
 * (nginx's 120 s read timeout) from closing a quiet stream.
 */
const RESYNC_MS = 25_000;
/**
 * Why 10 minutes: a judgement ends within its time limit plus its wait in the queue; a stream open
 * longer belongs to a forgotten tab. It ends, and the page falls back to polling.
 */
const STREAM_MS = 10 * 60_000;

/**
 * Why 8 open streams per user and server process: a learner follows one submission per open
 * problem tab, so a handful; each stream holds a connection, a listener and a read at every
 * notice, and a script opening hundreds would hold them for 10 minutes each. Past the cap a stream
 * sends the state once and ends: the page falls back to polling, nothing is refused.
 */
export const STREAMS_PER_USER = 8;

type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

/** Open streams by user id, in this process. */
const openStreams = new Map<number, number>();

/**
 * The submission's state now, then again each time it changes, until it is final: woken by the
 * database's notice (any server process may have recorded the verdict), or by the resync timer.
 * Counted against the user's STREAMS_PER_USER while it is open.
 */
async function* followSubmission(ctx: AppContext, first: SubmissionRow, userId: number, hungUp: AbortSignal) {
  const open = openStreams.get(userId) ?? 0;
  if (open >= STREAMS_PER_USER) {
    yield presentSubmission(first);
    return;
  }
  openStreams.set(userId, open + 1);
  try {
    yield* following(ctx, first, AbortSignal.any([ctx.shutdown.signal, hungUp]));
  } finally {
    const left = (openStreams.get(userId) ?? 1) - 1;
    if (left > 0) openStreams.set(userId, left);
    else openStreams.delete(userId);
  }
}

/** The stream itself: ends at the final state, after STREAM_MS, or when `ended` aborts (the server stops, the client hung up). */
async function* following(ctx: AppContext, first: SubmissionRow, ended: AbortSignal) {
  const id = String(first.id);
  let changed = false;
  let wake: (() => void) | undefined;
  const listener = (payload: string | null) => {
    if (payload !== null && payload !== id) return;
    changed = true;
    wake?.();
  };
  ctx.submissionEvents.on('notice', listener);
  const ends = Date.now() + STREAM_MS;
  try {
    let row: SubmissionRow | undefined = first;
    while (row) {
      yield presentSubmission(row);
      if (row.status === 'success' || row.status === 'failed' || Date.now() >= ends) return;
      // Stopping, or the client gone: the stream ends now (the page opens it again on another process), not at the next resync.
      if (ended.aborted) return;
      if (!changed) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            ended.removeEventListener('abort', done);
            resolve();
          };
          const timer = setTimeout(done, RESYNC_MS);
          wake = done;
          ended.addEventListener('abort', done);
        });
        wake = undefined;
      }
      changed = false;
      if (ended.aborted) return;
      row = await findSubmission(ctx.db, first.id);
    }
  } finally {
    ctx.submissionEvents.off('notice', listener);
  }
}

export async function ownSubmission(ctx: AppContext, user: UserRow, id: number) {
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
    const submission = await ownSubmission(ctx, user, request.params.id);
    // A poll of a submission with none to show skips the query.
    const found = showsCounterexample(submission) ? await counterexampleOf(ctx.db, submission.id) : undefined;
    const counterexample = presentCounterexample(submission, found, ctx.now());
    return { ...presentSubmission(submission), counterexample };
  });

  route(app, ctx, API.submissionEvents, async (request, reply, user) => {
    // Checked before the first event: a stranger's id is the usual not-found answer, not a stream.
    const submission = await ownSubmission(ctx, user, request.params.id);
    // A client that hangs up ends the wait at once: the stream's generator would otherwise only see
    // it after the resync timer, holding its place among the user's streams until then.
    const hungUp = new AbortController();
    reply.raw.once('close', () => hungUp.abort());
    return followSubmission(ctx, submission, user.id, hungUp.signal);
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
