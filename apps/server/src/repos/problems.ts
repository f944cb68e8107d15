/** The problems and problem_revisions tables. */
import type { DifficultyId, JudgeSpec } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';
import { likePattern, pagedQuery, type PageWindow } from '../db/paged.ts';

interface ProblemRow {
  id: number;
  slug: string;
  chapter_id: number;
  chapter_number: number;
  chapter_title: string;
  position: number;
  title: string;
  difficulty: DifficultyId;
  tags: string[];
  prerequisites: string[];
  next_problems: string[];
  folder_path: string;
  /** Where the problem came from: 'bank' (problems/) or 'pack:<name>' (an imported pack). */
  source: string;
  statement: string;
  template: string;
  wrong_solutions: { name: string; code: string }[];
  reviewed_equivalent_mutants: string[];
  current_revision_id: number | null;
}

const SUMMARY_COLUMNS = `p.id, p.slug, p.chapter_id, c.number AS chapter_number, c.title AS chapter_title, p.position, p.title, p.difficulty,
  p.tags, p.prerequisites, p.next_problems, p.folder_path, p.source, p.current_revision_id`;
const COLUMNS = `${SUMMARY_COLUMNS}, p.statement, p.template, p.wrong_solutions, p.reviewed_equivalent_mutants`;
const FROM = 'problems p JOIN chapters c ON c.id = p.chapter_id';
/** Curriculum order: chapter number, position within the chapter, then id. */
const ORDER = 'c.number, p.position, p.id';

/** A problem without its statement and template: what lists and access checks need. */
export type ProblemSummary = Omit<ProblemRow, 'statement' | 'template' | 'wrong_solutions' | 'reviewed_equivalent_mutants'>;

/** The visible problems in curriculum order, without the large text fields: the catalogue each server process keeps (ctx.catalogue). */
export async function listProblems(db: Queryable): Promise<ProblemSummary[]> {
  return db.query<ProblemSummary>(`SELECT ${SUMMARY_COLUMNS} FROM ${FROM} WHERE NOT p.hidden ORDER BY ${ORDER}`);
}

export async function findProblem(db: Queryable, id: number): Promise<ProblemRow | undefined> {
  const [row] = await db.query<ProblemRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.id = $1`, [id]);
  return row;
}

export async function findProblemBySlug(db: Queryable, slug: string): Promise<ProblemRow | undefined> {
  const [row] = await db.query<ProblemRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.slug = $1 FOR UPDATE OF p`, [slug]);
  return row;
}

export interface ProblemFields {
  slug: string;
  chapter_id: number;
  position: number;
  title: string;
  difficulty: DifficultyId;
  tags: string[];
  prerequisites: string[];
  next_problems: string[];
  folder_path: string;
  source: string;
  statement: string;
  template: string;
  wrong_solutions: { name: string; code: string }[];
  reviewed_equivalent_mutants: string[];
}

/** The columns a seed or import writes, with their SQL casts, in one order for INSERT and UPDATE. */
const FIELD_COLUMNS: [keyof ProblemFields, string][] = [
  ['position', ''],
  ['title', ''],
  ['difficulty', ''],
  ['tags', '::jsonb'],
  ['prerequisites', '::jsonb'],
  ['next_problems', '::jsonb'],
  ['folder_path', ''],
  ['statement', ''],
  ['template', ''],
  ['chapter_id', ''],
  ['wrong_solutions', '::jsonb'],
  ['reviewed_equivalent_mutants', '::jsonb'],
];

function fieldValues(p: ProblemFields): unknown[] {
  return FIELD_COLUMNS.map(([column]) => (typeof p[column] === 'object' ? JSON.stringify(p[column]) : p[column]));
}

/** Every problem not deleted, or one chapter's, with its text fields, in curriculum order (for export). */
export async function listFullProblems(db: Queryable, chapter?: number): Promise<ProblemRow[]> {
  return db.query<ProblemRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE NOT p.hidden AND ($1::int IS NULL OR c.number = $1) ORDER BY ${ORDER}`,
    [chapter ?? null],
  );
}

export async function insertProblem(db: Queryable, p: ProblemFields): Promise<number> {
  const names = FIELD_COLUMNS.map(([c]) => c).join(', ');
  const values = FIELD_COLUMNS.map(([, cast], i) => `$${i + 3}${cast}`).join(', ');
  const [row] = await db.query<{ id: number }>(`INSERT INTO problems (slug, source, ${names}) VALUES ($1, $2, ${values}) RETURNING id`, [
    p.slug,
    p.source,
    ...fieldValues(p),
  ]);
  return row!.id;
}

/** Updates the shown fields; returns whether anything changed. */
export async function updateProblem(db: Queryable, id: number, p: ProblemFields): Promise<boolean> {
  const sets = FIELD_COLUMNS.map(([c, cast], i) => `${c} = $${i + 2}${cast}`).join(', ');
  const current = FIELD_COLUMNS.map(([c]) => c).join(', ');
  const wanted = FIELD_COLUMNS.map(([, cast], i) => `$${i + 2}${cast}`).join(', ');
  const rows = await db.query(
    `UPDATE problems SET ${sets}, updated_at = now() WHERE id = $1 AND (${current}) IS DISTINCT FROM (${wanted}) RETURNING id`,
    [id, ...fieldValues(p)],
  );
  return rows.length > 0;
}

interface RevisionRow {
  id: number;
  problem_id: number;
  revision: number;
  spec_hash: string;
  judge_spec: JudgeSpec;
}

export async function currentRevision(db: Queryable, problemId: number): Promise<RevisionRow | undefined> {
  const [row] = await db.query<RevisionRow>(
    `SELECT r.id, r.problem_id, r.revision, r.spec_hash, r.judge_spec
       FROM problems p JOIN problem_revisions r ON r.id = p.current_revision_id WHERE p.id = $1`,
    [problemId],
  );
  return row;
}

export async function addRevision(db: Queryable, problemId: number, hash: string, spec: JudgeSpec): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO problem_revisions (problem_id, revision, spec_hash, judge_spec)
     VALUES ($1, (SELECT coalesce(max(revision), 0) + 1 FROM problem_revisions WHERE problem_id = $1), $2, $3::jsonb)
     RETURNING id`,
    [problemId, hash, JSON.stringify(spec)],
  );
  await db.query('UPDATE problems SET current_revision_id = $2, updated_at = now() WHERE id = $1', [problemId, row!.id]);
  return row!.id;
}

/** Adds or updates a chapter by slug; returns its id. */
/**
 * Why a chapter may not be written by `source`: its slug belongs to another source, or its number
 * to another chapter. Null when it may.
 */
export async function chapterConflict(db: Queryable, c: { slug: string; number: number }, source: string): Promise<string | null> {
  const rows = await db.query<{ slug: string; number: number; source: string }>(
    'SELECT slug, number, source FROM chapters WHERE slug = $1 OR number = $2',
    [c.slug, c.number],
  );
  for (const row of rows) {
    if (row.slug === c.slug && row.source !== source) return `章节 ${c.slug} 属于其他来源（${row.source}），未覆盖`;
    if (row.slug !== c.slug && row.number === c.number) return `章节编号 ${c.number} 已被章节 ${row.slug} 使用`;
  }
  return null;
}

/** An arbitrary constant naming the seeding of problems among advisory locks. */
const PROBLEM_SEEDING_LOCK = 72_410_003;

/**
 * Holds the seeding lock until the transaction ends: server processes starting together on one
 * database seed the bank one problem at a time between them, each reading what the other wrote,
 * instead of both inserting the same chapter (one died on chapters_number_key, cluster bench).
 */
export async function lockProblemSeeding(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [PROBLEM_SEEDING_LOCK]);
}

/** Adds or updates a chapter of `source` (check chapterConflict first); returns its id. */
export async function upsertChapter(
  db: Queryable,
  c: { slug: string; number: number; title: string; description: string },
  source: string,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO chapters (slug, number, title, description, source) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (slug) DO UPDATE SET number = EXCLUDED.number, title = EXCLUDED.title, description = EXCLUDED.description, updated_at = now()
       WHERE chapters.source = EXCLUDED.source
         AND (chapters.number, chapters.title, chapters.description) IS DISTINCT FROM (EXCLUDED.number, EXCLUDED.title, EXCLUDED.description)
     RETURNING id`,
    [c.slug, c.number, c.title, c.description, source],
  );
  if (row) return row.id;
  const [existing] = await db.query<{ id: number }>('SELECT id FROM chapters WHERE slug = $1', [c.slug]);
  return existing!.id;
}

export async function countProblems(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM problems WHERE NOT hidden');
  return row?.n ?? 0;
}

/**
 * Users who passed / submitted each problem: the counters kept by the submit and verdict
 * statements (repos/submissions.ts), one row per problem — never an aggregate over submissions,
 * which cost every list call time in proportion to all submissions ever made.
 */
export async function problemCounts(db: Queryable): Promise<Map<number, { passed: number; submitted: number }>> {
  const rows = await db.query<{ problem_id: number; passed: number; submitted: number }>(
    `SELECT problem_id, passed_users AS passed, submitted_users AS submitted FROM problem_counters`,
  );
  return new Map(rows.map((r) => [r.problem_id, { passed: r.passed, submitted: r.submitted }]));
}

/* ---- The admin panel: overrides of seeded problems, deletion ---- */

/** The fields an admin may change; null in the table: the file's value stands. */
interface ProblemOverride {
  title: string | null;
  difficulty: DifficultyId | null;
  tags: string[] | null;
  prerequisites: string[] | null;
  next_problems: string[] | null;
  deleted: boolean;
}

const OVERRIDE_FIELDS = ['title', 'difficulty', 'tags', 'prerequisites', 'next_problems'] as const;

export async function findOverride(db: Queryable, problemId: number): Promise<ProblemOverride | undefined> {
  const [row] = await db.query<ProblemOverride>(
    'SELECT title, difficulty, tags, prerequisites, next_problems, deleted FROM problem_overrides WHERE problem_id = $1',
    [problemId],
  );
  return row;
}

/** A seeded problem's fields with the admin's overrides laid over them (what the seed writes). */
export function withOverride<T extends Pick<ProblemFields, (typeof OVERRIDE_FIELDS)[number]>>(
  fields: T,
  override: ProblemOverride | undefined,
): T {
  if (!override) return fields;
  const merged = { ...fields };
  for (const key of OVERRIDE_FIELDS) if (override[key] !== null) (merged as Record<string, unknown>)[key] = override[key];
  return merged;
}

/** Stores an admin's changed fields (merged with earlier ones) and writes them into the problem. */
export async function saveOverride(db: Queryable, problemId: number, change: Partial<Omit<ProblemOverride, 'deleted'>>): Promise<void> {
  const value = (key: (typeof OVERRIDE_FIELDS)[number]) => {
    const v = change[key];
    return v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : v;
  };
  await db.query(
    `INSERT INTO problem_overrides (problem_id, title, difficulty, tags, prerequisites, next_problems)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb)
     ON CONFLICT (problem_id) DO UPDATE SET
       title = coalesce(EXCLUDED.title, problem_overrides.title),
       difficulty = coalesce(EXCLUDED.difficulty, problem_overrides.difficulty),
       tags = coalesce(EXCLUDED.tags, problem_overrides.tags),
       prerequisites = coalesce(EXCLUDED.prerequisites, problem_overrides.prerequisites),
       next_problems = coalesce(EXCLUDED.next_problems, problem_overrides.next_problems),
       updated_at = now()`,
    [problemId, ...OVERRIDE_FIELDS.map(value)],
  );
  await db.query(
    `UPDATE problems p SET title = coalesce(o.title, p.title), difficulty = coalesce(o.difficulty, p.difficulty), tags = coalesce(o.tags, p.tags),
            prerequisites = coalesce(o.prerequisites, p.prerequisites), next_problems = coalesce(o.next_problems, p.next_problems), updated_at = now()
       FROM problem_overrides o WHERE o.problem_id = p.id AND p.id = $1`,
    [problemId],
  );
}

/** An admin's deletion: the problem is hidden from everyone, now and after every seed; its submissions stay. */
export async function hideProblem(db: Queryable, problemId: number): Promise<void> {
  await db.query(
    `INSERT INTO problem_overrides (problem_id, deleted) VALUES ($1, true)
     ON CONFLICT (problem_id) DO UPDATE SET deleted = true, updated_at = now()`,
    [problemId],
  );
  await db.query('UPDATE problems SET hidden = true, updated_at = now() WHERE id = $1', [problemId]);
}

/** The admin panel's names of the fields an override row `o` sets. */
const OVERRIDDEN = `array_remove(ARRAY[CASE WHEN o.title IS NOT NULL THEN 'title' END, CASE WHEN o.difficulty IS NOT NULL THEN 'difficulty' END,
  CASE WHEN o.tags IS NOT NULL THEN 'tags' END, CASE WHEN o.prerequisites IS NOT NULL THEN 'pre_problems' END,
  CASE WHEN o.next_problems IS NOT NULL THEN 'next_problems' END], NULL)`;

export async function overriddenFields(db: Queryable, problemId: number): Promise<string[]> {
  const [row] = await db.query<{ overridden: string[] }>(
    `SELECT ${OVERRIDDEN} AS overridden FROM problem_overrides o WHERE o.problem_id = $1`,
    [problemId],
  );
  return row?.overridden ?? [];
}

/** A problem not deleted, locked for an admin's change. */
export async function lockVisibleProblem(db: Queryable, id: number): Promise<ProblemRow | undefined> {
  const [row] = await db.query<ProblemRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.id = $1 AND NOT p.hidden FOR UPDATE OF p`, [id]);
  return row;
}

export interface AdminProblemRow extends ProblemSummary {
  overridden: string[];
}

/** One page of the problems not deleted, by chapter and part of the title, slug or an id. */
export async function listProblemsPage(
  db: Queryable,
  q: { search: string; chapter?: number; window: PageWindow },
): Promise<{ rows: AdminProblemRow[]; total: number }> {
  return pagedQuery<AdminProblemRow>(db, {
    select: `${SUMMARY_COLUMNS}, ${OVERRIDDEN} AS overridden`,
    from: `${FROM} LEFT JOIN problem_overrides o ON o.problem_id = p.id`,
    countFrom: FROM,
    where: `NOT p.hidden AND ($1::int IS NULL OR c.number = $1)
      AND ($2 = '' OR lower(p.title) LIKE $3 OR p.slug LIKE $3 OR p.id::text = $2)`,
    params: [q.chapter ?? null, q.search, likePattern(q.search)],
    orderBy: 'c.number, p.position, p.id',
    window: q.window,
  });
}

/** Every problem's id, slug and learning-path edges (deleted ones too: a link may still name them). */
export async function problemGraph(
  db: Queryable,
): Promise<{ id: number; slug: string; hidden: boolean; prerequisites: string[]; next_problems: string[] }[]> {
  return db.query('SELECT id, slug, hidden, prerequisites, next_problems FROM problems ORDER BY id');
}

export async function listChapters(db: Queryable): Promise<{ number: number; title: string }[]> {
  return db.query('SELECT number, title FROM chapters ORDER BY number');
}

/** Every chapter with what a pack's chapter.json carries (the export). */
export async function listChapterRows(
  db: Queryable,
): Promise<{ id: number; slug: string; number: number; title: string; description: string }[]> {
  return db.query('SELECT id, slug, number, title, description FROM chapters');
}

/** The number of the chapter `slug`, if there is one. */
export async function chapterNumberOf(db: Queryable, slug: string): Promise<number | undefined> {
  const [row] = await db.query<{ number: number }>('SELECT number FROM chapters WHERE slug = $1', [slug]);
  return row?.number;
}

/** The first chapter number from `first` on that is above every chapter numbered from there (first itself when none is). */
export async function nextChapterNumber(db: Queryable, first: number): Promise<number> {
  const [row] = await db.query<{ number: number }>(
    'SELECT greatest($1::int, coalesce(max(number), 0) + 1) AS number FROM chapters WHERE number >= $1',
    [first],
  );
  return row!.number;
}

/** Who holds a slug, and what its current revision was judged with (null without a revision). */
export interface ProblemHolder {
  slug: string;
  source: string;
  time_limit_ms: number | null;
  spec_hash: string | null;
  /** The testbench's sample count in the revision's spec (null: no testbench, or none named). */
  samples: number | null;
  ends_by_timeout: boolean;
}

/** Who holds each of `slugs` (its source) and what its current revision judges with, for the problems that exist. */
export async function problemHolders(db: Queryable, slugs: string[]): Promise<ProblemHolder[]> {
  return db.query(
    `SELECT p.slug, p.source, (r.judge_spec->>'time_limit_ms')::int AS time_limit_ms, r.spec_hash,
            (r.judge_spec->'testbench'->>'samples')::int AS samples,
            coalesce((r.judge_spec->'testbench'->>'ends_by_timeout')::boolean, false) AS ends_by_timeout
       FROM problems p LEFT JOIN problem_revisions r ON r.id = p.current_revision_id
      WHERE p.slug = ANY($1::text[])`,
    [slugs],
  );
}
