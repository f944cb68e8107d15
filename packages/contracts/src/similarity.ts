/**
 * The similarity check (issue 33): for one problem of an assignment, the pairs of a class's
 * students whose passing submissions are near-identical once names, comments, whitespace and the
 * order of independent statements no longer count (the fingerprints are
 * packages/problem-format/src/similarity.ts; the problem's template and reference are taken out).
 * A teacher starts a check, which runs as a `similarity` job on a worker (the comparisons are CPU
 * work, kept off the server's event loop), reads its pairs with both codes for a side-by-side
 * view, and marks a pair reviewed. Only the class's teacher sees any of it; never a student.
 *
 * The side-by-side's line diff is the client's (lineDiff below, shared so it is tested once): the
 * answer carries both codes anyway, and a diff per pair on the server would be CPU on its event
 * loop for a view that shows one pair at a time.
 */
import { z } from 'zod';
import { SuccessStatus } from './envelope.ts';
import { CLASS_STUDENTS_MAX } from './classes.ts';
import { MAX_CODE_CHARS } from './judging.ts';

/**
 * The most submissions one check compares. Why 300: one per student, and a class holds at most
 * CLASS_STUDENTS_MAX (300) students; 300 are 44 850 pairs, about twice the 200 measured in
 * bench/similarity.ts, well within the check's deadline.
 */
export const SIMILARITY_MAX_SUBMISSIONS = CLASS_STUDENTS_MAX;
/**
 * The most pairs a check keeps, best first. Why 200: a teacher reviews tens of pairs; when a whole
 * class shares one solution every pair is above the threshold (44 850 for 300 students), and the
 * list then says how many more there are rather than carrying them all.
 */
export const SIMILARITY_MAX_PAIRS = 200;

const Id = z.number().int().positive();

/** What the server queues: each student's latest passing submission, and the problem's template and reference. */
export const SimilarityPayload = z.object({
  submissions: z.array(z.object({ submission_id: Id, code: z.string().max(MAX_CODE_CHARS) })).max(SIMILARITY_MAX_SUBMISSIONS),
  /** The problem's template and reference: what every student was given, or is expected to arrive at. */
  excluded: z.array(z.string()).max(2),
});
export type SimilarityPayload = z.infer<typeof SimilarityPayload>;

/** A pair of submissions and its score (0..1), a < b by submission id. */
const ScoredPair = z.object({ a: Id, b: Id, score: z.number().min(0).max(1) });

/** What the worker reports. */
export const SimilarityResult = z.object({
  /** Submissions compared. */
  compared: z.number().int().nonnegative(),
  /** The score at or above which a pair is listed. */
  threshold: z.number().min(0).max(1),
  /** The pairs at or above the threshold, best first, at most SIMILARITY_MAX_PAIRS. */
  pairs: z.array(ScoredPair).max(SIMILARITY_MAX_PAIRS),
  /** Pairs at or above the threshold beyond those listed. */
  more_pairs: z.number().int().nonnegative(),
});
export type SimilarityResult = z.infer<typeof SimilarityResult>;

// ---- The teacher's calls ----

/** Which problem of the assignment: the check is per problem. */
export const SimilarityProblemBody = z.strictObject({ problem_id: Id });
export const SimilarityProblemQuery = z.strictObject({ problem_id: z.coerce.number().int().positive() });

/** A mark on a pair: reviewed or not. The pair is named by its two students (in either order). */
export const SimilarityReviewBody = z.strictObject({
  problem_id: Id,
  user_a: Id,
  user_b: Id,
  reviewed: z.boolean(),
});

/** A check's state: queued or running on a worker, done, or failed (the worker could not finish it). */
export const SimilarityCheckState = z.enum(['queued', 'running', 'done', 'failed']);
export type SimilarityCheckState = z.infer<typeof SimilarityCheckState>;

export const SIMILARITY_STATE_LABELS: Record<SimilarityCheckState, string> = {
  queued: '排队中',
  running: '检查中',
  done: '已完成',
  failed: '检查失败，请重新检查',
};

/**
 * One side of a pair: the student and the submission compared (their latest pass when the check
 * started). Not its code: a list of SIMILARITY_MAX_PAIRS pairs with both codes of each could be
 * 200 × 2 × 64 KiB = 25 MiB encoded on the server's event loop for one view; the side-by-side
 * reads the pair it shows (SimilarityPairCodes).
 */
const PairSide = z.object({
  user_id: Id,
  username: z.string(),
  submission_id: Id,
  submitted_at: z.string(),
});

export const SimilarPair = z.object({
  score: z.number().min(0).max(1),
  a: PairSide,
  b: PairSide,
  reviewed: z.boolean(),
  /** Who marked it reviewed and when (null: not reviewed). */
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type SimilarPair = z.infer<typeof SimilarPair>;

export const SimilarityCheck = z.object({
  id: Id,
  state: SimilarityCheckState,
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Submissions compared (null until done). */
  compared: z.number().int().nullable(),
  threshold: z.number().nullable(),
  pairs: z.array(SimilarPair),
  more_pairs: z.number().int(),
});
export type SimilarityCheck = z.infer<typeof SimilarityCheck>;

/** The latest check of a problem of the assignment (null: never checked). */
export const SimilarityResponse = z.object({ status: SuccessStatus, check: SimilarityCheck.nullable() });
export type SimilarityResponse = z.infer<typeof SimilarityResponse>;

/** Which pair of the problem's latest check to show side by side: its two submissions, in either order. */
export const SimilarityPairQuery = z.strictObject({
  problem_id: z.coerce.number().int().positive(),
  a: z.coerce.number().int().positive(),
  b: z.coerce.number().int().positive(),
});

/** The two codes of a listed pair, for the side-by-side. */
export const SimilarityPairCodes = z.object({
  status: SuccessStatus,
  a: z.object({ submission_id: Id, code: z.string() }),
  b: z.object({ submission_id: Id, code: z.string() }),
});
export type SimilarityPairCodes = z.infer<typeof SimilarityPairCodes>;

/** A started check (or the one already queued or running for the problem). */
export const SimilarityStarted = z.object({ status: SuccessStatus, message: z.string(), check_id: Id, state: SimilarityCheckState });

export const SimilarityReviewed = z.object({ status: SuccessStatus, message: z.string(), reviewed: z.boolean() });

export const SIMILARITY_MESSAGES = {
  started: '已开始查重，完成后刷新即可查看结果',
  alreadyRunning: '这道题的查重正在进行',
  reviewed: '已标记为已查看',
  unreviewed: '已取消“已查看”标记',
};

// ---- The side-by-side's line diff ----

export type DiffLine = { op: 'same' | 'removed' | 'added'; text: string };

/**
 * Why 4 000 lines each: a passing submission is at most MAX_CODE_CHARS (65 536) characters, and
 * the diff is O((n + m)·d) in time; above this the two sides are shown without alignment.
 */
const DIFF_MAX_LINES = 4000;

/**
 * A line diff of two codes (Myers's O((n + m)·d) algorithm), as the side-by-side shows it: lines
 * both have, and lines only the first (removed) or only the second (added) has. Two codes too long
 * to align (DIFF_MAX_LINES) come back as all of the first removed and all of the second added.
 */
export function lineDiff(first: string, second: string): DiffLine[] {
  const a = first.split(/\r?\n/);
  const b = second.split(/\r?\n/);
  const [n, m] = [a.length, b.length];
  if (n > DIFF_MAX_LINES || m > DIFF_MAX_LINES)
    return [...a.map((text) => ({ op: 'removed' as const, text })), ...b.map((text) => ({ op: 'added' as const, text }))];
  const max = n + m;
  const v = new Int32Array(2 * max + 2);
  const trace: Int32Array[] = [];
  let found = false;
  for (let d = 0; d <= max && !found; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[max + k - 1]! < v[max + k + 1]!) ? v[max + k + 1]! : v[max + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) [x, y] = [x + 1, y + 1];
      v[max + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
  }
  // Walk the trace back from the end: each step a diagonal run, then one insertion or deletion.
  const out: DiffLine[] = [];
  let [x, y] = [n, m];
  for (let d = trace.length - 1; d >= 0; d--) {
    const row = trace[d]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && row[max + k - 1]! < row[max + k + 1]!) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : row[max + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      out.push({ op: 'same', text: a[x - 1]! });
      [x, y] = [x - 1, y - 1];
    }
    if (d > 0) {
      if (x === prevX) out.push({ op: 'added', text: b[--y]! });
      else out.push({ op: 'removed', text: a[--x]! });
    }
  }
  return out.reverse();
}
