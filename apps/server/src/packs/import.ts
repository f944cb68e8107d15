/**
 * Importing a problem pack: read the zip safely, read the public VerilogEval layouts in it
 * (@veridojo/problem-format's readVerilogEval), lay the rest out in a private temp directory and read it as
 * problem folders, prove each reference through the judge (a 'validate' job that a worker runs
 * in the sandbox), and load the proven ones keyed by source and slug. Every problem gets a line
 * in the report — imported, updated, unchanged or rejected with the reason — and a rejected
 * problem leaves nothing behind. A problem with its own testbench keeps the sample count its
 * reference's run reported, so every later judgement must report the same. Re-importing the same
 * pack changes nothing, and runs nothing: a problem whose judging spec is the one an earlier import
 * of this pack proved is kept as it is.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportLine } from '@veridojo/contracts';
import { judgeSpecHash, judgeSpecOf, mapParallel, readProblemBank, readVerilogEval, type ProblemFolder } from '@veridojo/problem-format';
import { seedProblems } from '../commands/problem-bank.ts';
import { runAndWait } from '../queue/run-and-wait.ts';
import type { AppContext } from '../context.ts';
import { chapterNumberOf, nextChapterNumber, problemHolders, type ProblemHolder } from '../repos/problems.ts';
import { readPack } from './read-pack.ts';

/**
 * Chapter numbers given to packs that name no chapter: one chapter per pack name, numbered from
 * 905 (our bank counts up from 1; 901–904 are the VerilogEval chapters) up to the largest allowed.
 */
const DEFAULT_CHAPTER_NUMBERS = { first: 905, last: 999 } as const;

/** The chapter of a pack that names none: the same one every time this pack name is imported. */
async function defaultChapter(ctx: AppContext, name: string) {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const slug = `imported-${words || crypto.createHash('sha256').update(name).digest('hex').slice(0, 12)}`.slice(0, 60).replace(/-$/, '');
  const next = (await chapterNumberOf(ctx.db, slug)) ?? (await nextChapterNumber(ctx.db, DEFAULT_CHAPTER_NUMBERS.first));
  // Past the last number the chapter is refused like any other clash, problem by problem.
  const number = Math.min(next, DEFAULT_CHAPTER_NUMBERS.last);
  return { number, slug, title: `导入的题目：${name}`.slice(0, 60), description: '管理员导入的题目包' };
}
/** Why 60 s on top of the problem's limit: the validation waits behind learners' submissions in the queue. */
const QUEUE_ALLOWANCE_MS = 60_000;
/**
 * Why at most 8 validations queued at once: a benchmark import brings hundreds of problems; queued
 * all together, the last would wait longer than the allowance above and learners' submissions
 * would wait behind them all. Eight keep a few workers busy and the queue short.
 */
const VALIDATIONS_IN_FLIGHT = 8;

function layOut(files: Map<string, Buffer>, chapter: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-pack-'));
  for (const [name, data] of files) {
    const target = path.resolve(dir, name);
    if (!target.startsWith(dir + path.sep)) throw new Error(`path escapes the pack: ${name}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
  }
  if (![...files.keys()].some((name) => name === 'chapter.json' || name.endsWith('/chapter.json'))) {
    fs.writeFileSync(path.join(dir, 'chapter.json'), JSON.stringify(chapter));
  }
  return dir;
}

interface Validation {
  /** Null when the reference was accepted, else why the problem is refused. */
  reason: string | null;
  samples: number;
  /** The reference's run ended at the testbench's own TIMEOUT watchdog, every sample matching. */
  endsByTimeout: boolean;
  /** The time limit calibrated from the reference's run (accepted references only). */
  timeLimitMs: number;
}

/**
 * Time-limit calibration. A pack's reference is validated with the longest limit a problem may
 * have (CALIBRATION_LIMIT_MS, the format's maximum), and the problem's limit becomes 3 × the
 * reference's measured run in the jail + 1 s, rounded up to 0.5 s, never below what the pack
 * declares and at most the maximum. So a long but valid testbench (VerilogEval's 200 000-sample
 * ones run 1–6 s) is accepted with the time it needs instead of failing the fixed 5 s default.
 * Why 3× + 1 s: a learner's design may be slower than the reference (behavioural loops, wider
 * state), two shared cores under load vary by about 2×, and the jail's start is a fixed cost.
 */
const CALIBRATION_LIMIT_MS = 20_000;
export function calibratedLimit(measuredMs: number, declaredMs: number, storedMs?: number): number {
  const needed = Math.ceil((3 * measuredMs + 1000) / 500) * 500;
  // A re-import of a problem whose stored limit still covers this run keeps it: a slower machine
  // or a busier minute must not make a new revision of an unchanged problem. "Covers" allows the
  // load's 2× and the jail's start, not the full 3×: the learner's share was given at the first
  // calibration, and a run measured at twice its usual time under load must not raise the limit.
  if (storedMs !== undefined && storedMs >= 2 * measuredMs + 1000) return Math.min(CALIBRATION_LIMIT_MS, Math.max(storedMs, declaredMs));
  return Math.min(CALIBRATION_LIMIT_MS, Math.max(declaredMs, needed));
}

/** The first error line of a compile log of a run with a problem's own testbench. */
function firstError(log: string): { file: string; line: string } | null {
  for (const line of log.split('\n')) {
    const match = /^(testbench\.sv|reference\.v|main\.v):\d+:\s*(?!warning)/.exec(line.trim());
    if (match) return { file: match[1]!, line: line.trim() };
  }
  return null;
}

/**
 * Why a reference failed its validation, in words an operator can act on. Icarus Verilog 11
 * (Debian's) cannot parse some SystemVerilog of newer VerilogEval testbenches: said plainly.
 */
export function rejection(
  result: { verdict: string; log: string; mismatches: number; samples: number },
  ownTestbench: boolean,
  timeLimitMs: number,
): string {
  const { verdict, log } = result;
  if (ownTestbench && verdict === 'compile_error') {
    const first = firstError(log);
    if (first?.file === 'testbench.sv' && /syntax error|sorry|not (yet )?supported|invalid module item|malformed/i.test(first.line))
      return `测试平台需要比 Debian 自带的 Icarus Verilog 11 更新的版本才能编译，本机无法判这道题。第一个编译错误：${first.line}`;
    if (first?.file === 'testbench.sv') return `参考答案未通过验证（compile_error）：测试平台与参考答案无法一起编译：${first.line}`;
    if (first) return `参考答案未通过验证（compile_error）：参考答案无法编译：${first.line}`;
  }
  // Samples with a time_limit: the testbench's own TIMEOUT line ended the run, not the jail's clock.
  if (ownTestbench && verdict === 'time_limit' && result.samples > 0)
    return `参考答案未通过验证（time_limit）：测试平台在它自己的 TIMEOUT 上限处结束了仿真，此前参考答案在 ${result.samples} 个采样中有 ${result.mismatches} 个不匹配`;
  if (ownTestbench && verdict === 'time_limit')
    return `参考答案未通过验证（time_limit）：测试平台没有在 ${timeLimitMs / 1000} 秒内结束（它调用 $finish 了吗？）`;
  return `参考答案未通过验证（${verdict}）：${log.slice(0, 500)}`;
}

/** Proves a problem's reference in the sandbox and calibrates its time limit: accepted, or the reason it is refused. */
async function validate(ctx: AppContext, problem: ProblemFolder, storedLimitMs: number | undefined): Promise<Validation> {
  const declared = problem.meta.time_limit_ms;
  const spec = { ...judgeSpecOf(problem), time_limit_ms: CALIBRATION_LIMIT_MS };
  const outcome = await runAndWait(
    ctx,
    { kind: 'validate', payload: { spec, code: problem.reference } },
    spec.time_limit_ms + QUEUE_ALLOWANCE_MS,
  );
  if (outcome.status === 'timeout')
    return { reason: '验证超时：没有判题机在规定时间内完成验证', samples: 0, endsByTimeout: false, timeLimitMs: declared };
  if (outcome.status === 'failed') return { reason: `验证失败：${outcome.error}`, samples: 0, endsByTimeout: false, timeLimitMs: declared };
  const { verdict, samples, mismatches } = outcome.result;
  // A time_limit that still carries samples is the testbench's own TIMEOUT line (the jail's clock
  // carries none): with every sample matching, the watchdog is simply shorter than the stimulus
  // (VerilogEval's lfsr32 and count_clock), and every judgement of the problem ends there too.
  const endsByTimeout = problem.testbench !== null && verdict === 'time_limit' && samples > 0 && mismatches === 0;
  if (verdict !== 'accepted' && !endsByTimeout)
    return {
      reason: rejection(outcome.result, problem.testbench !== null, spec.time_limit_ms),
      samples,
      endsByTimeout: false,
      timeLimitMs: declared,
    };
  // The run as the worker held it: from its claim to its report (jail start, compile and simulation).
  const runMs = outcome.runMs ?? CALIBRATION_LIMIT_MS;
  return { reason: null, samples, endsByTimeout, timeLimitMs: calibratedLimit(runMs, declared, storedLimitMs) };
}

/**
 * A problem with its own testbench keeps what its reference's run showed: the sample count (unless
 * it names one) and whether the run ends at the testbench's TIMEOUT.
 */
function withMeasured(problem: ProblemFolder, samples: number, endsByTimeout: boolean): ProblemFolder {
  const tb = problem.meta.testbench;
  if (!tb) return problem;
  const measured = { ...tb, samples: tb.samples ?? samples, ...(endsByTimeout ? { ends_by_timeout: true } : {}) };
  return { ...problem, meta: { ...problem.meta, testbench: measured } };
}

/**
 * The problem as an earlier import of this pack proved it, or null when it must run again: held by
 * this source, declaring no more time than its calibrated limit, and — with that limit and the
 * sample count measured then — judged by exactly the spec of the current revision. That revision's
 * reference ran in the sandbox with this spec when it was imported (a pack's revisions come only
 * from validated imports), so re-importing an unchanged pack of hundreds of problems takes no
 * worker time; any change to the reference, testbench, interface or stimulus runs it again.
 */
export function provenBefore(problem: ProblemFolder, held: ProblemHolder | undefined, source: string): ProblemFolder | null {
  if (!held || held.source !== source || held.spec_hash === null || held.time_limit_ms === null) return null;
  if (problem.meta.time_limit_ms > held.time_limit_ms) return null;
  const asProven = withMeasured(
    { ...problem, meta: { ...problem.meta, time_limit_ms: held.time_limit_ms } },
    held.samples ?? 0,
    held.ends_by_timeout,
  );
  return judgeSpecHash(judgeSpecOf(asProven)) === held.spec_hash ? asProven : null;
}

export async function importPack(ctx: AppContext, zip: Buffer, name: string): Promise<ImportLine[]> {
  const files = await readPack(zip);
  const benchmark = readVerilogEval(files);
  const dir = layOut(files, await defaultChapter(ctx, name));
  try {
    const bank = readProblemBank(dir);
    const lines: ImportLine[] = [
      ...bank.errors.map((e) => ({ folder: e.folder, slug: null, outcome: 'rejected' as const, reason: e.error })),
      ...benchmark.rejected.map((r) => ({ ...r, outcome: 'rejected' as const })),
    ];
    const problems = [...bank.problems, ...benchmark.problems];
    if (problems.length === 0 && lines.length === 0)
      return [
        {
          folder: '.',
          slug: null,
          outcome: 'rejected',
          reason: '题目包中没有找到题目（含 problem.json 的文件夹，或 VerilogEval 的数据集文件夹与 JSONL）',
        },
      ];

    // A slug another source holds is refused before anything runs: it would never be overwritten anyway.
    const source = `pack:${name}`;
    const rows = await problemHolders(
      ctx.db,
      problems.map((p) => p.meta.slug),
    );
    const held = new Map(rows.map((r) => [r.slug, r]));
    /** The time limit each problem of this pack has now, kept by a re-import that still fits in it. */
    const storedLimits = new Map(
      rows.filter((r) => r.source === source && r.time_limit_ms !== null).map((r) => [r.slug, r.time_limit_ms!]),
    );
    const seen = new Set<string>();
    const candidates: ProblemFolder[] = [];
    for (const problem of problems) {
      const holder = held.get(problem.meta.slug)?.source;
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
    const before = candidates.map((p) => provenBefore(p, held.get(p.meta.slug), source));
    const toRun = candidates.filter((_, i) => before[i] === null);
    const runs = await mapParallel(toRun, VALIDATIONS_IN_FLIGHT, (p) => validate(ctx, p, storedLimits.get(p.meta.slug)));
    const validations = new Map(toRun.map((p, i) => [p, runs[i]!]));
    // In the pack's order, as before: chapters and problems are loaded in the order they come.
    const proven = candidates.flatMap((p, i) => {
      const kept = before[i];
      if (kept) return [kept];
      const { reason, samples, endsByTimeout, timeLimitMs } = validations.get(p)!;
      if (reason === null) return [withMeasured({ ...p, meta: { ...p.meta, time_limit_ms: timeLimitMs } }, samples, endsByTimeout)];
      lines.push({ folder: p.folder, slug: p.meta.slug, outcome: 'rejected', reason });
      return [];
    });

    const report = await seedProblems(ctx.db, proven, source);
    ctx.catalogue.changed(); // after the commits: this process's next read must not wait for the notice
    for (const p of proven) {
      const slug = p.meta.slug;
      const conflict = report.conflicts.find((c) => c.slug === slug);
      if (conflict) lines.push({ folder: p.folder, slug, outcome: 'rejected', reason: conflict.reason });
      else if (report.added.includes(slug)) lines.push({ folder: p.folder, slug, outcome: 'imported' });
      else if (report.updated.includes(slug) || report.revised.includes(slug)) lines.push({ folder: p.folder, slug, outcome: 'updated' });
      else lines.push({ folder: p.folder, slug, outcome: 'unchanged' });
    }
    return lines.sort((a, b) => a.folder.localeCompare(b.folder));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
