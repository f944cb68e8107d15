/**
 * Reads the problem bank from disk: one folder per problem holding problem.json, statement.md,
 * template.v, reference.v, wrong/*.v and, for a problem with its own testbench, testbench.sv
 * (docs/PROBLEM_FORMAT.md). Used by the server's seeding and by the checker; nothing here runs
 * the tools.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  ChapterMeta,
  DESIGN_FILE,
  FAULT_CATEGORY,
  FAULTY_DIR,
  MIN_FAULTY_DESIGNS,
  ProblemMeta,
  TESTBENCH_FILE,
  type JudgeSpec,
} from '@veridojo/contracts';

export interface Chapter extends ChapterMeta {
  /** Path of the chapter folder relative to the bank root. */
  folder: string;
}

export interface ProblemFolder {
  meta: ProblemMeta;
  chapter: Chapter;
  /** Path relative to the bank root, e.g. "p001-wire". */
  folder: string;
  statement: string;
  template: string;
  reference: string;
  /** The problem's own testbench (testbench.sv) when problem.json has `testbench`, else null. */
  testbench: string | null;
  wrong: { name: string; code: string }[];
  /** A testbench-writing problem's designs (problem.json has `testbench_task`): design.v and faulty/*.v. */
  task?: { design: string; faulty: { name: string; category: string; code: string }[] };
}

/** Files larger than this are refused: a problem is a few small text files. */
const MAX_FILE_BYTES = 256 * 1024;

function readText(dir: string, name: string): string {
  const file = path.join(dir, name);
  const stat = fs.lstatSync(file);
  if (!stat.isFile()) throw new Error(`${name} is not a regular file`);
  if (stat.size > MAX_FILE_BYTES) throw new Error(`${name} is larger than ${MAX_FILE_BYTES} bytes`);
  return new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(file));
}

function readChapter(root: string, folder: string): Chapter {
  const parsed = ChapterMeta.safeParse(JSON.parse(readText(path.join(root, folder), 'chapter.json')));
  if (!parsed.success)
    throw new Error(`${folder}/chapter.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return { ...parsed.data, folder };
}

/** The chapter a problem folder belongs to: the nearest folder above it (up to the bank root) holding chapter.json. */
function chapterOf(root: string, folder: string): Chapter {
  let dir = path.dirname(folder);
  for (;;) {
    if (fs.existsSync(path.join(root, dir, 'chapter.json'))) return readChapter(root, dir);
    if (dir === '.' || dir === '' || dir === path.sep) break;
    dir = path.dirname(dir);
  }
  throw new Error(`${folder} is not inside a chapter folder (a folder holding chapter.json)`);
}

export function readProblemFolder(root: string, folder: string): ProblemFolder {
  const dir = path.join(root, folder);
  const parsed = ProblemMeta.safeParse(JSON.parse(readText(dir, 'problem.json')));
  if (!parsed.success)
    throw new Error(`${folder}/problem.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const wrongDir = path.join(dir, 'wrong');
  const wrong = fs.existsSync(wrongDir)
    ? fs
        .readdirSync(wrongDir)
        .filter((f) => f.endsWith('.v'))
        .sort()
        .map((name) => ({ name, code: readText(wrongDir, name) }))
    : [];
  return {
    meta: parsed.data,
    chapter: chapterOf(root, folder),
    folder,
    statement: readText(dir, 'statement.md'),
    template: readText(dir, 'template.v'),
    reference: readText(dir, 'reference.v'),
    testbench: parsed.data.testbench ? readText(dir, TESTBENCH_FILE) : null,
    wrong,
    ...(parsed.data.testbench_task ? { task: readTask(dir, folder) } : {}),
  };
}

/** design.v and faulty/*.v of a testbench-writing problem; each faulty design's first line names its category. */
function readTask(dir: string, folder: string): NonNullable<ProblemFolder['task']> {
  const faultyDir = path.join(dir, FAULTY_DIR);
  const names = fs.existsSync(faultyDir)
    ? fs
        .readdirSync(faultyDir)
        .filter((f) => f.endsWith('.v'))
        .sort()
    : [];
  if (names.length < MIN_FAULTY_DESIGNS)
    throw new Error(
      `${folder}: 编写测试平台的题目至少需要 ${MIN_FAULTY_DESIGNS} 个有错误的设计（${FAULTY_DIR}/*.v），现在有 ${names.length} 个`,
    );
  const faulty = names.map((name) => {
    const code = readText(faultyDir, name);
    const category = FAULT_CATEGORY.exec(code)?.[1];
    if (!category) throw new Error(`${folder}/${FAULTY_DIR}/${name}: 第一行应写明错误类型，如 // category: 复位`);
    return { name, category, code };
  });
  return { design: readText(dir, DESIGN_FILE), faulty };
}

export interface ProblemBank {
  problems: ProblemFolder[];
  /** Folders that could not be read, with the reason: reported, never fatal. */
  errors: { folder: string; error: string }[];
}

/** Curriculum order: by chapter number, then position within the chapter. */
export function curriculumOrder(a: ProblemFolder, b: ProblemFolder): number {
  return a.chapter.number - b.chapter.number || a.meta.position - b.meta.position;
}

/** Every problem folder under `root` (a folder holding problem.json), in curriculum order. */
export function readProblemBank(root: string): ProblemBank {
  const folders: string[] = [];
  const walk = (rel: string) => {
    const dir = path.join(root, rel);
    if (fs.existsSync(path.join(dir, 'problem.json'))) return void folders.push(rel);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) walk(path.join(rel, entry.name));
  };
  walk('');
  const problems: ProblemFolder[] = [];
  const errors: ProblemBank['errors'] = [];
  for (const folder of folders) {
    try {
      problems.push(readProblemFolder(root, folder));
    } catch (error) {
      errors.push({ folder, error: (error as Error).message });
    }
  }
  problems.sort(curriculumOrder);
  return { problems, errors };
}

export function judgeSpecOf(problem: Pick<ProblemFolder, 'meta' | 'reference' | 'testbench' | 'task'>): JudgeSpec {
  const { meta } = problem;
  if (meta.testbench_task) {
    if (!problem.task) throw new Error(`${meta.slug}: problem.json names a testbench_task but ${DESIGN_FILE} / ${FAULTY_DIR} are missing`);
    return {
      testbench_task: { ...meta.testbench_task, design: problem.task.design, faulty: problem.task.faulty },
      reference: problem.reference,
      time_limit_ms: meta.time_limit_ms,
    };
  }
  if (meta.testbench) {
    if (problem.testbench === null) throw new Error(`${meta.slug}: problem.json names a testbench but ${TESTBENCH_FILE} is missing`);
    const { samples, ...names } = meta.testbench;
    return {
      testbench: { source: problem.testbench, ...names, ...(samples === undefined ? {} : { samples }) },
      reference: problem.reference,
      time_limit_ms: meta.time_limit_ms,
    };
  }
  // ProblemMeta guarantees interface and stimulus when there is no testbench.
  return { interface: meta.interface!, stimulus: meta.stimulus!, reference: problem.reference, time_limit_ms: meta.time_limit_ms };
}

/** Hash of everything that decides a verdict: a change makes a new revision. */
export function judgeSpecHash(spec: JudgeSpec): string {
  return crypto.createHash('sha256').update(JSON.stringify(spec)).digest('hex');
}
