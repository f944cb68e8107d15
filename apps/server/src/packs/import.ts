/**
 * Importing a problem pack: read the zip safely, lay its folders out in a private temp directory,
 * read them as problem folders, prove each reference through the judge (a 'validate' job that a
 * worker runs in the sandbox), and load the proven ones keyed by source and slug. Every problem
 * gets a line in the report — imported, updated, unchanged or rejected with the reason — and a
 * rejected problem leaves nothing behind. Re-importing the same pack changes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { judgeSpecOf, readProblemBank, type ProblemFolder } from '@veridojo/hdl';
import { seedProblems } from '../commands/problem-bank.ts';
import { waitForJob } from '../commands/judging.ts';
import type { AppContext } from '../context.ts';
import { enqueueJob } from '../repos/jobs.ts';
import { readPack } from './read-pack.ts';

export type ImportOutcome = 'imported' | 'updated' | 'unchanged' | 'rejected';

export interface ImportLine {
  folder: string;
  slug: string | null;
  outcome: ImportOutcome;
  reason?: string;
}

/** Chapter given to problems of a pack that names none. */
const DEFAULT_CHAPTER = { number: 900, slug: 'imported', title: '导入的题目', description: '管理员导入的题目包' };
/** Why 60 s on top of the problem's limit: the validation waits behind learners' submissions in the queue. */
const QUEUE_ALLOWANCE_MS = 60_000;

function layOut(files: Map<string, Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-pack-'));
  for (const [name, data] of files) {
    const target = path.resolve(dir, name);
    if (!target.startsWith(dir + path.sep)) throw new Error(`path escapes the pack: ${name}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
  }
  if (![...files.keys()].some((name) => name === 'chapter.json' || name.endsWith('/chapter.json'))) {
    fs.writeFileSync(path.join(dir, 'chapter.json'), JSON.stringify(DEFAULT_CHAPTER));
  }
  return dir;
}

/** Proves a problem's reference in the sandbox; returns null when accepted, else the reason. */
async function validate(ctx: AppContext, problem: ProblemFolder): Promise<string | null> {
  const spec = judgeSpecOf(problem);
  const jobId = await enqueueJob(ctx.db, { kind: 'validate', payload: { spec, code: problem.reference } });
  ctx.jobEvents.emit('queued');
  const job = await waitForJob(ctx, jobId, spec.time_limit_ms + QUEUE_ALLOWANCE_MS);
  if (!job) {
    await ctx.db.query(`UPDATE jobs SET status = 'failed', error = 'import gave up waiting' WHERE id = $1 AND status = 'queued'`, [jobId]);
    return '验证超时：没有判题机在规定时间内完成验证';
  }
  const [row] = await ctx.db.query<{ result: { verdict?: string; log?: string } | null; error: string | null }>(
    'SELECT result, error FROM jobs WHERE id = $1',
    [jobId],
  );
  if (job.status === 'failed') return `验证失败：${row?.error ?? '判题机出错'}`;
  const verdict = row?.result?.verdict;
  if (verdict === 'accepted') return null;
  return `参考答案未通过验证（${verdict ?? '未知'}）：${(row?.result?.log ?? '').slice(0, 500)}`;
}

export async function importPack(ctx: AppContext, zip: Buffer, name: string): Promise<ImportLine[]> {
  const files = await readPack(zip);
  const dir = layOut(files);
  try {
    const bank = readProblemBank(dir);
    const lines: ImportLine[] = bank.errors.map((e) => ({ folder: e.folder, slug: null, outcome: 'rejected', reason: e.error }));
    if (bank.problems.length === 0 && lines.length === 0)
      return [{ folder: '.', slug: null, outcome: 'rejected', reason: '题目包中没有找到题目（含 problem.json 的文件夹）' }];

    // A slug another source holds is refused before anything runs: it would never be overwritten anyway.
    const source = `pack:${name}`;
    const held = new Map(
      (
        await ctx.db.query<{ slug: string; source: string }>('SELECT slug, source FROM problems WHERE slug = ANY($1::text[])', [
          bank.problems.map((p) => p.meta.slug),
        ])
      ).map((r) => [r.slug, r.source]),
    );
    const seen = new Set<string>();
    const candidates: ProblemFolder[] = [];
    for (const problem of bank.problems) {
      const holder = held.get(problem.meta.slug);
      if (holder !== undefined && holder !== source) {
        lines.push({
          folder: problem.folder,
          slug: problem.meta.slug,
          outcome: 'rejected',
          reason: `slug ${problem.meta.slug} 已被其他来源的题目使用（${holder}），未覆盖`,
        });
        continue;
      }
      if (seen.has(problem.meta.slug)) {
        lines.push({
          folder: problem.folder,
          slug: problem.meta.slug,
          outcome: 'rejected',
          reason: `slug ${problem.meta.slug} 在题目包中重复`,
        });
        continue;
      }
      seen.add(problem.meta.slug);
      candidates.push(problem);
    }
    const reasons = await Promise.all(candidates.map((p) => validate(ctx, p)));
    const proven = candidates.filter((p, i) => {
      if (reasons[i] === null) return true;
      lines.push({ folder: p.folder, slug: p.meta.slug, outcome: 'rejected', reason: reasons[i]! });
      return false;
    });

    const report = await seedProblems(ctx.db, proven, source);
    for (const p of proven) {
      const slug = p.meta.slug;
      if (report.conflicts.includes(slug))
        lines.push({ folder: p.folder, slug, outcome: 'rejected', reason: `slug ${slug} 已被其他来源的题目使用，未覆盖` });
      else if (report.added.includes(slug)) lines.push({ folder: p.folder, slug, outcome: 'imported' });
      else if (report.updated.includes(slug) || report.revised.includes(slug)) lines.push({ folder: p.folder, slug, outcome: 'updated' });
      else lines.push({ folder: p.folder, slug, outcome: 'unchanged' });
    }
    return lines.sort((a, b) => a.folder.localeCompare(b.folder));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
