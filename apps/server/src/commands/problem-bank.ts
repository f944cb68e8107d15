/**
 * Seeding: loads the problem folders into the database keyed by slug. New problems are added,
 * changed ones updated, and a change to what decides a verdict (reference, interface, stimulus
 * or the problem's own testbench, time limit) becomes a new revision. Submissions, drafts and progress are never touched, and
 * seeding twice changes nothing. An admin's edits (problem_overrides) are laid over the files' fields
 * and an admin's deletion (problems.hidden) is left as it is, so both survive every restart.
 */
import { difficultyId } from '@veridojo/contracts';
import { judgeSpecHash, judgeSpecOf, type ProblemFolder } from '@veridojo/problem-format';
import type { Database } from '../db/database.ts';
import {
  addRevision,
  chapterConflict,
  currentRevision,
  findOverride,
  findProblemBySlug,
  insertProblem,
  lockProblemSeeding,
  updateProblem,
  upsertChapter,
  withOverride,
  type ProblemFields,
} from '../repos/problems.ts';

interface SeedReport {
  added: string[];
  updated: string[];
  revised: string[];
  unchanged: number;
  /** Problems left alone: their slug or their chapter is held by another source, or their chapter's number is taken. */
  conflicts: { slug: string; reason: string }[];
}

function fieldsOf(problem: ProblemFolder, chapterId: number, source: string): ProblemFields {
  const { meta } = problem;
  return {
    slug: meta.slug,
    chapter_id: chapterId,
    source,
    wrong_solutions: problem.wrong,
    reviewed_equivalent_mutants: meta.reviewed_equivalent_mutants,
    position: meta.position,
    title: meta.title,
    difficulty: difficultyId(meta.difficulty),
    tags: meta.tags,
    prerequisites: meta.prerequisites,
    next_problems: meta.next,
    folder_path: problem.folder,
    statement: problem.statement,
    template: problem.template,
  };
}

/**
 * Loads problems of one source ('bank' for problems/, 'pack:<name>' for an import). A slug held by
 * a problem of another source is never overwritten: it is reported as a conflict.
 */
export async function seedProblems(db: Database, bank: ProblemFolder[], source = 'bank'): Promise<SeedReport> {
  const report: SeedReport = { added: [], updated: [], revised: [], unchanged: 0, conflicts: [] };
  for (const problem of bank) {
    const spec = judgeSpecOf(problem);
    const hash = judgeSpecHash(spec);
    await db.transaction(async (tx) => {
      await lockProblemSeeding(tx);
      const slug = problem.meta.slug;
      const chapterClash = await chapterConflict(tx, problem.chapter, source);
      if (chapterClash) return void report.conflicts.push({ slug, reason: chapterClash });
      const existing = await findProblemBySlug(tx, slug);
      if (existing && existing.source !== source)
        return void report.conflicts.push({ slug, reason: `slug ${slug} 已被其他来源的题目使用（${existing.source}），未覆盖` });
      const chapterId = await upsertChapter(tx, problem.chapter, source);
      if (!existing) {
        const id = await insertProblem(tx, fieldsOf(problem, chapterId, source));
        await addRevision(tx, id, hash, spec);
        report.added.push(problem.meta.slug);
        return;
      }
      const override = await findOverride(tx, existing.id);
      const changed = await updateProblem(tx, existing.id, withOverride(fieldsOf(problem, chapterId, source), override));
      const revision = await currentRevision(tx, existing.id);
      if (revision?.spec_hash !== hash) {
        await addRevision(tx, existing.id, hash, spec);
        report.revised.push(problem.meta.slug);
      } else if (changed) {
        report.updated.push(problem.meta.slug);
      } else {
        report.unchanged++;
      }
    });
  }
  return report;
}
