/**
 * The submissions and drafts tables, and the per-problem counters kept with them (problem_users:
 * who submitted and who passed each problem; problem_counters: how many; the gradebook's
 * assignment_grades, repos/gradebook.ts), which change in the same statements that insert a
 * submission and record its verdict.
 */
import { JOB_KINDS, statusOfVerdict, type JudgeResult, type SubmissionStatus, type Verdict } from '@veridojo/contracts';
import { runPrepared, type PreparedStatement, type Queryable } from '../db/database.ts';
import { SUBMISSION_CHANNEL } from './channels.ts';
import { GRADE_JUDGEMENT_CTE } from './gradebook.ts';
import { FINISH_JOB_CTES, finishedJob, finishParams, type FinishedJobRow } from './jobs.ts';

/** What a judge job's verdict writes into its submission. */
interface VerdictRecord {
  status: 'success' | 'failed';
  verdict: string;
  mismatches: number;
  samples: number;
  details: unknown;
  log: string;
  /** The gzip-compressed VCD as hex text (decoded to bytea in SQL). */
  waveformHex: string | null;
}

export interface SubmissionRow {
  id: number;
  user_id: number;
  problem_id: number;
  revision_id: number;
  status: SubmissionStatus;
  verdict: Verdict | null;
  mismatches: number | null;
  samples: number | null;
  details: {
    output_mismatches: Record<string, number>;
    first_mismatch: { time: number; inputs: Record<string, string> } | null;
    diagnostics: JudgeResult['diagnostics'];
    testbench?: JudgeResult['testbench'];
  } | null;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS = 'id, user_id, problem_id, revision_id, status, verdict, mismatches, samples, details, created_at, finished_at';

/** Why: a log longer than this is noise a learner will not read; the head holds the errors. */
const MAX_LOG_CHARS = 64 * 1024;
/** Why 4 MiB (compressed, ~40 MiB of VCD): a judged waveform of many thousand samples fits; a viewer cannot show more usefully. */
const MAX_WAVEFORM_GZ_BYTES = 4 * 1024 * 1024;
/** Waveforms are kept this long (logs and verdicts forever): they are large and easy to regenerate by resubmitting. */
export const WAVEFORM_RETENTION_DAYS = 30;

const INSERT_WITH_JOB: PreparedStatement = {
  name: 'insert_submission_with_job',
  sql: `WITH r AS (
          SELECT rv.id, rv.judge_spec FROM problems p JOIN problem_revisions rv ON rv.id = p.current_revision_id WHERE p.id = $2::int
        ), s AS (
          INSERT INTO submissions (user_id, problem_id, revision_id, code) SELECT $1::int, $2::int, r.id, $3::text FROM r RETURNING id
        ), j AS (
          INSERT INTO jobs (kind, payload, submission_id, user_id, priority, request_id)
          SELECT 'judge', jsonb_build_object('submission_id', s.id, 'spec', r.judge_spec, 'code', $3::text), s.id, $1::int, $4::int, $5::text FROM s, r
          RETURNING id
        ), first_try AS (
          INSERT INTO problem_users (problem_id, user_id) SELECT $2::int, $1::int FROM s ON CONFLICT DO NOTHING RETURNING problem_id
        ), counted AS (
          INSERT INTO problem_counters (problem_id, submitted_users) SELECT problem_id, 1 FROM first_try
          ON CONFLICT (problem_id) DO UPDATE SET submitted_users = problem_counters.submitted_users + 1
        )
        SELECT s.id FROM s, j`,
};

/**
 * Inserts a submission against the problem's current revision and its judge job — whose payload
 * carries the revision's judge specification and the code, at the judge kind's priority — in one
 * statement, which also counts the user as a submitter of the problem the first time. Returns the
 * submission id, or undefined when the problem has no revision.
 */
export async function insertSubmissionWithJob(
  db: Queryable,
  s: { userId: number; problemId: number; code: string; requestId?: string | null },
): Promise<number | undefined> {
  const [row] = await runPrepared<{ id: number }>(db, INSERT_WITH_JOB, [
    String(s.userId),
    String(s.problemId),
    s.code,
    String(JOB_KINDS.judge.priority),
    s.requestId ?? null,
  ]);
  return row?.id;
}

const FIND_SUBMISSION: PreparedStatement = { name: 'find_submission', sql: `SELECT ${COLUMNS} FROM submissions WHERE id = $1::int` };

export async function findSubmission(db: Queryable, id: number): Promise<SubmissionRow | undefined> {
  const [row] = await runPrepared<SubmissionRow>(db, FIND_SUBMISSION, [String(id)]);
  return row;
}

export async function submissionText(db: Queryable, id: number, column: 'log' | 'code'): Promise<string | null> {
  const [row] = await db.query<{ text: string | null }>(`SELECT ${column} AS text FROM submissions WHERE id = $1`, [id]);
  return row?.text ?? null;
}

/**
 * The stored VCD as stored: gzip-compressed (and not compressed again by the database). Bytes
 * cross the driver as hex text: PGlite's own bytea conversion goes byte by byte in JavaScript.
 */
export async function submissionWaveformGz(db: Queryable, id: number): Promise<Buffer | null> {
  const [row] = await db.query<{ hex: string | null }>(`SELECT encode(waveform_gz, 'hex') AS hex FROM submissions WHERE id = $1`, [id]);
  return row?.hex ? Buffer.from(row.hex, 'hex') : null;
}

/**
 * A running submission back to queued (its job's lease ran out, or its worker handed it back), and
 * announced (SUBMISSION_CHANNEL) as every other change is: a page following it shows "queued"
 * again at once, not at its stream's resync.
 */
export async function markQueued(db: Queryable, id: number): Promise<void> {
  await db.query(
    `WITH requeued AS (UPDATE submissions SET status = 'queued' WHERE id = $1 AND status = 'running' RETURNING id)
     SELECT pg_notify('${SUBMISSION_CHANNEL}', id::text) FROM requeued`,
    [id],
  );
}

/** The worker's base64 gzip as hex text to store, or null when absent, too large or not gzip. */
function waveformHex(base64: string | null): string | null {
  if (!base64) return null;
  const bytes = Buffer.from(base64, 'base64');
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return gzip && bytes.length <= MAX_WAVEFORM_GZ_BYTES ? bytes.toString('hex') : null;
}

/** The columns a judge result writes into its submission, truncated and compressed as stored. */
export function verdictRecord(result: JudgeResult): VerdictRecord {
  const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}\n……（日志过长，已截断）` : text);
  // A design may print NUL ($display("%c", 0)); PostgreSQL text and jsonb cannot hold it.
  const clean = (text: string) => text.replaceAll('\0', '\uFFFD');
  return {
    status: statusOfVerdict(result.verdict),
    verdict: result.verdict,
    mismatches: result.mismatches,
    samples: result.samples,
    details: {
      output_mismatches: result.output_mismatches,
      first_mismatch: result.first_mismatch,
      diagnostics: result.diagnostics.slice(0, 100).map((d) => ({ ...d, file: clean(d.file), text: clean(d.text) })),
      ...(result.testbench ? { testbench: result.testbench } : {}),
    },
    log: clean(truncate(result.log, MAX_LOG_CHARS)),
    waveformHex: waveformHex(result.waveform_gz),
  };
}

/**
/**
 * A judge job finished (FINISH_JOB_CTES, $1–$4) and its verdict ($5–$11) written into its
 * submission, the first pass counted, the gradebook counters of the submitter's assignments
 * brought up to date (GRADE_JUDGEMENT_CTE) and the submission announced (SUBMISSION_CHANNEL), in one
 * statement: the report of a judgement is one round trip, with no transaction around it. (A row
 * lock on problem_users makes two racing first passes count once: the second sees `passed` already set.)
 */
const FINISH_JUDGEMENT: PreparedStatement = {
  name: 'finish_judgement',
  sql: `WITH ${FINISH_JOB_CTES}, recorded AS (
          UPDATE submissions s SET status = $5, verdict = $6, mismatches = $7::int, samples = $8::int, details = $9::jsonb, log = $10,
                 waveform_gz = decode($11, 'hex'), finished_at = now()
            FROM done WHERE s.id = done.submission_id RETURNING s.id, s.user_id, s.problem_id, s.status, s.verdict, s.created_at
        ), ${GRADE_JUDGEMENT_CTE}, first_pass AS (
          UPDATE problem_users u SET passed = true FROM recorded r
           WHERE r.status = 'success' AND u.problem_id = r.problem_id AND u.user_id = r.user_id AND NOT u.passed
          RETURNING u.problem_id
        ), passers AS (
          UPDATE problem_counters c SET passed_users = c.passed_users + 1 FROM first_pass f WHERE c.problem_id = f.problem_id
        ), announced AS (
          SELECT count(pg_notify('${SUBMISSION_CHANNEL}', id::text)) AS n FROM recorded
        )
        ${finishedJob(', EXISTS (SELECT 1 FROM first_pass) AS first_pass', ['announced'])}`,
};

/**
 * Finishes a judge job held by `finishing.leaseToken` and records its verdict into its submission
 * (if it has one), counting the user as a passer the first time they pass, in one statement
 * (FINISH_JUDGEMENT). Returns the job, with whether this was that first pass, or undefined when
 * the lease no longer holds it or it is no judge job (nothing is written then).
 */
export async function finishJudgement(
  db: Queryable,
  finishing: { id: number; leaseToken: string; summary: unknown },
  verdict: VerdictRecord,
): Promise<FinishedJobRow | undefined> {
  const [row] = await runPrepared<FinishedJobRow>(db, FINISH_JUDGEMENT, [
    ...finishParams(finishing.id, finishing.leaseToken, 'judge', finishing.summary),
    verdict.status,
    verdict.verdict,
    String(verdict.mismatches),
    String(verdict.samples),
    JSON.stringify(verdict.details),
    verdict.log,
    verdict.waveformHex,
  ]);
  return row;
}

export async function recordSystemError(db: Queryable, id: number, message: string): Promise<void> {
  await db.query(
    `WITH failed AS (
       UPDATE submissions SET status = 'failed', verdict = 'system_error', log = $2, finished_at = now()
        WHERE id = $1 AND status IN ('queued', 'running') RETURNING id
     )
     SELECT pg_notify('${SUBMISSION_CHANNEL}', id::text) FROM failed`,
    [id, message],
  );
}

export async function historyOf(db: Queryable, userId: number, problemId: number) {
  return db.query<{ id: number; status: SubmissionStatus; verdict: Verdict | null; created_at: Date }>(
    'SELECT id, status, verdict, created_at FROM submissions WHERE user_id = $1 AND problem_id = $2 ORDER BY id DESC LIMIT 100',
    [userId, problemId],
  );
}

export async function submissionsOf(db: Queryable, userId: number, page: { page: number; pageSize: number }) {
  return db.query<{ id: number; problem_id: number; title: string; status: SubmissionStatus; verdict: Verdict | null; created_at: Date }>(
    `SELECT s.id, s.problem_id, p.title, s.status, s.verdict, s.created_at
       FROM submissions s JOIN problems p ON p.id = s.problem_id WHERE s.user_id = $1 ORDER BY s.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.pageSize, (page.page - 1) * page.pageSize],
  );
}

/** Per problem: whether the user passed it, whether one is pending, whether any failed. */
export async function progressOf(db: Queryable, userId: number) {
  return db.query<{ problem_id: number; passed: boolean; pending: boolean; failed: boolean }>(
    `SELECT problem_id, bool_or(status = 'success') AS passed, bool_or(status IN ('queued', 'running')) AS pending, bool_or(status = 'failed') AS failed
       FROM submissions WHERE user_id = $1 GROUP BY problem_id`,
    [userId],
  );
}

export async function saveDraft(db: Queryable, userId: number, problemId: number, code: string): Promise<Date> {
  const [row] = await db.query<{ updated_at: Date }>(
    `INSERT INTO drafts (user_id, problem_id, code) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, problem_id) DO UPDATE SET code = EXCLUDED.code, updated_at = now() RETURNING updated_at`,
    [userId, problemId, code],
  );
  return row!.updated_at;
}

export async function loadDraft(db: Queryable, userId: number, problemId: number) {
  const [row] = await db.query<{ code: string; updated_at: Date }>(
    'SELECT code, updated_at FROM drafts WHERE user_id = $1 AND problem_id = $2',
    [userId, problemId],
  );
  return row;
}

export async function dropOldWaveforms(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE submissions SET waveform_gz = NULL WHERE waveform_gz IS NOT NULL AND created_at < now() - make_interval(days => $1)`,
    [WAVEFORM_RETENTION_DAYS],
  );
}
