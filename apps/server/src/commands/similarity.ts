/**
 * The similarity check of a problem of an assignment (issue 33), for the class's teacher only:
 * start one (a `similarity` job, queued with its check's row in one transaction; a check already
 * queued or running for the problem is answered instead of a second), read the latest one with
 * each pair's two submissions and its reviewed mark, and mark a pair of students reviewed or not.
 * The comparisons run on a worker (packages/problem-format/src/similarity.ts on its check thread),
 * never on this process's event loop.
 */
import { SIMILARITY_MESSAGES, type SimilarityCheck, type SimilarityCheckState } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { teacherAssignment } from './class-access.ts';
import { currentRequestId } from '../http/request-scope.ts';
import { insertJob, wakeClaimers } from '../queue/enqueue.ts';
import {
  countClassStudents,
  insertSimilarityCheck,
  insertSimilarityJob,
  isAssignedProblem,
  latestSimilarityCheck,
  pairSubmissions,
  setSimilarityReview,
  similarityReviews,
  type PairSubmissionRow,
} from '../repos/similarity.ts';
import { submissionText } from '../repos/submissions.ts';
import type { UserRow } from '../repos/users.ts';

/** The assignment (of one of the caller's own classes: class-access.ts) and one of its problems; anything else is not found. */
async function assignedProblemOf(ctx: AppContext, user: UserRow, assignmentId: number, problemId: number) {
  const assignment = await teacherAssignment(ctx, user, assignmentId);
  if (!(await isAssignedProblem(ctx.db, assignment.id, problemId))) throw new AppError('PROBLEM_NOT_FOUND');
  return assignment;
}

/** Starts a check of the problem, or answers the one already queued or running. */
export async function startSimilarityCheck(
  ctx: AppContext,
  user: UserRow,
  assignmentId: number,
  problemId: number,
): Promise<{ checkId: number; state: SimilarityCheckState; message: string }> {
  await assignedProblemOf(ctx, user, assignmentId, problemId);
  const started = await ctx.db.transaction(async (tx) => {
    // One check per problem at a time, also when the teacher clicks twice or in two tabs.
    await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [SIMILARITY_LOCK, assignmentId]);
    const latest = await latestSimilarityCheck(tx, assignmentId, problemId);
    if (latest && (latest.state === 'queued' || latest.state === 'running'))
      return { checkId: latest.id, state: latest.state, message: SIMILARITY_MESSAGES.alreadyRunning, queued: false };
    const jobId = await insertJob(tx, {
      kind: 'similarity',
      userId: user.id,
      insert: (db) => insertSimilarityJob(db, { assignmentId, problemId, userId: user.id, requestId: currentRequestId() }),
    });
    const checkId = await insertSimilarityCheck(tx, { assignmentId, problemId, jobId, startedBy: user.id });
    return { checkId, state: 'queued' as const, message: SIMILARITY_MESSAGES.started, queued: true };
  });
  if (started.queued) wakeClaimers(ctx);
  return { checkId: started.checkId, state: started.state, message: started.message };
}

/** An arbitrary constant naming the similarity checks' advisory locks (the second key: the assignment). */
const SIMILARITY_LOCK = 72_410_033;

/** The latest check of the problem with its pairs (their students, not their codes) and reviewed marks; null when never checked. */
export async function similarityResult(
  ctx: AppContext,
  user: UserRow,
  assignmentId: number,
  problemId: number,
): Promise<SimilarityCheck | null> {
  await assignedProblemOf(ctx, user, assignmentId, problemId);
  const check = await latestSimilarityCheck(ctx.db, assignmentId, problemId);
  if (!check) return null;
  const scored = check.pairs ?? [];
  const submissions = await pairSubmissions(ctx.db, [...new Set(scored.flatMap((p) => [p.a, p.b]))]);
  const reviews = new Map((await similarityReviews(ctx.db, assignmentId, problemId)).map((r) => [`${r.user_a}:${r.user_b}`, r]));
  const side = (s: PairSubmissionRow) => {
    return { user_id: s.user_id, username: s.username, submission_id: s.id, submitted_at: s.created_at.toISOString() };
  };
  // A pair whose user was deleted since (their submissions with them) is no longer shown.
  const present = scored.filter((pair) => submissions.has(pair.a) && submissions.has(pair.b));
  const pairs = present.map((pair) => {
    const [a, b] = [side(submissions.get(pair.a)!), side(submissions.get(pair.b)!)];
    const review = reviews.get(`${Math.min(a.user_id, b.user_id)}:${Math.max(a.user_id, b.user_id)}`);
    return {
      score: pair.score,
      a,
      b,
      reviewed: review !== undefined,
      reviewed_by: review?.reviewed_by ?? null,
      reviewed_at: review?.reviewed_at.toISOString() ?? null,
    };
  });
  return {
    id: check.id,
    state: check.state,
    started_at: check.created_at.toISOString(),
    finished_at: check.finished_at?.toISOString() ?? null,
    compared: check.compared,
    threshold: check.threshold,
    pairs,
    more_pairs: check.more_pairs,
  };
}

/**
 * The two codes of a pair that the problem's latest check lists (its submissions named in either
 * order), for the side-by-side; any other pair — of an older check, or two submissions never
 * paired — is not found, so the call reads no submission the check did not show its teacher.
 */
export async function similarPairCodes(
  ctx: AppContext,
  user: UserRow,
  assignmentId: number,
  pair: { problem_id: number; a: number; b: number },
): Promise<{ a: { submission_id: number; code: string }; b: { submission_id: number; code: string } }> {
  await assignedProblemOf(ctx, user, assignmentId, pair.problem_id);
  const check = await latestSimilarityCheck(ctx.db, assignmentId, pair.problem_id);
  const listed = (check?.pairs ?? []).some((p) => (p.a === pair.a && p.b === pair.b) || (p.a === pair.b && p.b === pair.a));
  const [a, b] = listed
    ? await Promise.all([submissionText(ctx.db, pair.a, 'code'), submissionText(ctx.db, pair.b, 'code')])
    : [null, null];
  // A user deleted since takes their submissions along: the pair is gone with them.
  if (a === null || b === null) throw new AppError('SUBMISSION_NOT_FOUND');
  return { a: { submission_id: pair.a, code: a }, b: { submission_id: pair.b, code: b } };
}

/** Marks a pair of the class's students reviewed, or takes the mark back. */
export async function reviewSimilarPair(
  ctx: AppContext,
  user: UserRow,
  assignmentId: number,
  mark: { problem_id: number; user_a: number; user_b: number; reviewed: boolean },
): Promise<string> {
  const assignment = await assignedProblemOf(ctx, user, assignmentId, mark.problem_id);
  if (mark.user_a === mark.user_b || (await countClassStudents(ctx.db, assignment.class_id, [mark.user_a, mark.user_b])) !== 2)
    throw new AppError('STUDENT_NOT_IN_CLASS');
  await setSimilarityReview(ctx.db, {
    assignmentId,
    problemId: mark.problem_id,
    users: [mark.user_a, mark.user_b],
    reviewedBy: user.id,
    reviewed: mark.reviewed,
  });
  return mark.reviewed ? SIMILARITY_MESSAGES.reviewed : SIMILARITY_MESSAGES.unreviewed;
}
