/**
 * Exporting the problems in the database as a pack in our own format (docs/PROBLEM_FORMAT.md):
 * one folder per chapter with chapter.json, one folder per problem (with testbench.sv when the
 * problem ships its own testbench), and the tag vocabulary. Importing the pack again reproduces
 * the same problems.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DIFFICULTY_LABELS, type ProblemMeta } from '@veridojo/contracts';
import { chapterFolderName, writeChapter, writeProblemFolder } from '@veridojo/problem-format';
import { strToU8, zipSync } from 'fflate';
import type { AppContext } from '../context.ts';
import { currentRevision, listChapterRows, listFullProblems } from '../repos/problems.ts';

/** The whole bank, or one chapter's problems when `chapter` names its number (deleted problems are left out). */
export async function exportPack(ctx: AppContext, chapter?: number): Promise<Uint8Array> {
  const problems = await listFullProblems(ctx.db, chapter);
  const chapters = await listChapterRows(ctx.db);
  const folderOf = new Map(chapters.map((c) => [c.id, chapterFolderName(c)]));
  const files: Record<string, Uint8Array> = {};
  const text = (name: string, content: string) => (files[name] = strToU8(content));
  for (const c of chapters) {
    if (!problems.some((p) => p.chapter_id === c.id)) continue;
    text(`${folderOf.get(c.id)}/chapter.json`, writeChapter(c));
  }
  const tags = new Set<string>();
  for (const p of problems) {
    const revision = await currentRevision(ctx.db, p.id);
    if (!revision) continue;
    const spec = revision.judge_spec;
    const dir = `${folderOf.get(p.chapter_id)}/${p.slug}`;
    let testbench: string | null = null;
    let task: { design: string; faulty: { name: string; category: string; code: string }[] } | undefined;
    let judged: Pick<ProblemMeta, 'interface' | 'stimulus' | 'testbench' | 'testbench_task'>;
    if ('testbench_task' in spec) {
      const { design, faulty, ...names } = spec.testbench_task;
      task = { design, faulty };
      judged = { testbench_task: names };
    } else if ('testbench' in spec) {
      const { source, ...names } = spec.testbench;
      testbench = source;
      judged = { testbench: names };
    } else {
      judged = { interface: spec.interface, stimulus: spec.stimulus };
    }
    const meta = {
      slug: p.slug,
      position: p.position,
      title: p.title,
      difficulty: DIFFICULTY_LABELS[p.difficulty],
      tags: p.tags,
      prerequisites: p.prerequisites,
      next: p.next_problems,
      time_limit_ms: spec.time_limit_ms,
      ...judged,
      reviewed_equivalent_mutants: p.reviewed_equivalent_mutants,
    };
    p.tags.forEach((t) => tags.add(t));
    const folder = writeProblemFolder({
      meta,
      statement: p.statement,
      template: p.template,
      reference: spec.reference,
      testbench,
      wrong: p.wrong_solutions,
      ...(task ? { task } : {}),
    });
    for (const [name, content] of Object.entries(folder)) text(`${dir}/${name}`, content);
  }
  // The vocabulary's descriptions come from the bank when it is there.
  const vocabularyFile = path.join(ctx.settings.problemsDir, 'tags.json');
  const known = fs.existsSync(vocabularyFile) ? (JSON.parse(fs.readFileSync(vocabularyFile, 'utf8')) as Record<string, string>) : {};
  text('tags.json', `${JSON.stringify(Object.fromEntries([...tags].sort().map((t) => [t, known[t] ?? ''])), null, 2)}\n`);
  return zipSync(files, { level: 6 });
}
