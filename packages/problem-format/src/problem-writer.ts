/**
 * Writes problems in the bank's own format (docs/PROBLEM_FORMAT.md), the mirror of problems.ts:
 * the files of one problem folder and of one chapter folder, by path, ready to put in a zip or on
 * disk. `readProblemFolder(writeProblemFolder(p))` gives `p` back (problem-writer.test.ts).
 */
import { DESIGN_FILE, FAULTY_DIR, TESTBENCH_FILE, type ChapterMeta, type ProblemMeta } from '@veridojo/contracts';
import type { ProblemFolder } from './problems.ts';

/** What a problem folder holds; the chapter and the folder's place come from the caller. */
export type ProblemFiles = Pick<ProblemFolder, 'meta' | 'statement' | 'template' | 'reference' | 'testbench' | 'wrong' | 'task'>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The files of one problem, by path relative to its folder. */
export function writeProblemFolder(problem: ProblemFiles): Record<string, string> {
  const meta: ProblemMeta = problem.meta;
  const files: Record<string, string> = {
    'problem.json': json(meta),
    'statement.md': problem.statement,
    'template.v': problem.template,
    'reference.v': problem.reference,
  };
  if (problem.testbench !== null) files[TESTBENCH_FILE] = problem.testbench;
  for (const wrong of problem.wrong) files[`wrong/${wrong.name}`] = wrong.code;
  if (problem.task) {
    files[DESIGN_FILE] = problem.task.design;
    for (const faulty of problem.task.faulty) files[`${FAULTY_DIR}/${faulty.name}`] = faulty.code;
  }
  return files;
}

/** chapter.json of a chapter folder. */
export function writeChapter(chapter: ChapterMeta): string {
  return json({ number: chapter.number, slug: chapter.slug, title: chapter.title, description: chapter.description });
}

/** The folder name a chapter gets in a bank written by us: `02-sequential`. */
export function chapterFolderName(chapter: Pick<ChapterMeta, 'number' | 'slug'>): string {
  return `${String(chapter.number).padStart(2, '0')}-${chapter.slug}`;
}
