// Benchmark of long testbenches (issue 27): problems that ship their own VerilogEval-style
// testbench, judged through the platform (submit → verdict recorded, server timestamps: queue,
// claim, jail, compile twice, the compiled-design check, simulate, grade, report) against bare
// `iverilog` + `vvp` on the same files without the jail, in alternating rounds of one run.
// Goal: the platform ≤ 1.5× the bare run, per problem (a correct design is accepted in about
// the raw time, however long its testbench).
// The problems are the judge's golden ones (packages/judge/golden/problems): a 32-bit LFSR whose
// testbench takes 200 000 samples and ends at its own TIMEOUT (about 10 MB of VCD, cut at the
// judge's $dumplimit), and a game of life whose stimulus module reads the designs' outputs.
// Run: npm run build && npx tsx bench/judge-long.ts   (BENCH_ROUNDS to change the number of rounds)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { judgementFiles } from '../packages/judge/src/judge/judge.ts';
import { median, registerUser, startServer, startWorkers, stopWorkers } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL = 1.5;
const TOKEN = 'bench-judge-long-token';
const GOLDEN = path.resolve(import.meta.dirname, '../packages/judge/golden');

interface LongProblem {
  slug: string;
  folder: string;
  /** A right answer (the golden case's). */
  code: string;
  testbench: { source: string; module: string; dut: string; reference: string; samples?: number; ends_by_timeout?: boolean };
  reference: string;
}

const PROBLEMS: LongProblem[] = [
  ['bench-lfsr-watchdog', 'lfsr-watchdog', 'accepted-long-testbench-watchdog'],
  ['bench-life-stimulus-reads', 'life-stimulus-reads', 'accepted-stimulus-reads-outputs'],
].map(([slug, folder, solution]) => {
  const dir = path.join(GOLDEN, 'problems', folder!);
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'problem.json'), 'utf8')) as {
    testbench: Omit<LongProblem['testbench'], 'source'>;
  };
  return {
    slug: slug!,
    folder: folder!,
    code: fs.readFileSync(path.join(GOLDEN, 'cases', solution!, 'main.v'), 'utf8'),
    testbench: { ...meta.testbench, source: fs.readFileSync(path.join(dir, 'testbench.sv'), 'utf8') },
    reference: fs.readFileSync(path.join(dir, 'reference.v'), 'utf8'),
  };
});

/** A bank folder holding the long problems, as the platform seeds it; the caller removes it. */
function longBank(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-bench-long-'));
  fs.writeFileSync(path.join(dir, 'chapter.json'), JSON.stringify({ number: 1, slug: 'bench-long', title: '基准：长测试平台' }));
  PROBLEMS.forEach((p, i) => {
    const folder = path.join(dir, p.folder);
    fs.mkdirSync(folder);
    const { source, ...testbench } = p.testbench;
    const meta = {
      slug: p.slug,
      position: i + 1,
      title: `基准：${p.folder}`,
      difficulty: '中等',
      tags: ['基准'],
      time_limit_ms: 20_000,
      testbench,
    };
    fs.writeFileSync(path.join(folder, 'problem.json'), JSON.stringify(meta));
    fs.writeFileSync(path.join(folder, 'statement.md'), '# 基准\n');
    fs.writeFileSync(path.join(folder, 'template.v'), p.code.replace(/\)\s*;[\s\S]*$/, ');\nendmodule\n'));
    fs.writeFileSync(path.join(folder, 'reference.v'), p.reference);
    fs.writeFileSync(path.join(folder, 'testbench.sv'), source);
  });
  return dir;
}

/** The judgement's own files (per-run names, nonce, bounded dump), compiled and simulated without the jail. */
function bareRun(p: LongProblem): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-bench-long-bare-'));
  const { files, names, tbFile } = judgementFiles({ testbench: p.testbench, reference: p.reference, code: p.code }, 7);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  const started = performance.now();
  execFileSync('iverilog', ['-g2012', '-o', 'sim', '-s', names.tb, tbFile, 'reference.v', 'user/main.v'], { cwd: dir });
  execFileSync('vvp', ['-n', 'sim'], { cwd: dir, stdio: ['ignore', 'ignore', 'ignore'] });
  const elapsed = performance.now() - started;
  fs.rmSync(dir, { recursive: true, force: true });
  return elapsed;
}

/** A fresh learner name: a learner may submit 10 times a minute. */
const learnerName = () => `long${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

/** Submit → verdict recorded, by the server's timestamps (what the learner waits, polling aside). */
async function platformRun(base: string, cookie: string, problemId: number, code: string): Promise<number> {
  const res = await fetch(`${base}/api/problem/${problemId}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ code }),
  });
  const { submission_id: id, message } = (await res.json()) as { submission_id?: number; message?: string };
  if (!id) throw new Error(`submit: ${res.status} ${message}`);
  for (;;) {
    const got = (await (await fetch(`${base}/api/submission/${id}`, { headers: { cookie } })).json()) as {
      status: string;
      verdict: string;
      created_at: string;
      finished_at: string | null;
    };
    if (got.status === 'success' || got.status === 'failed') {
      if (got.verdict !== 'accepted') throw new Error(`platform judgement of problem ${problemId}: ${got.verdict}`);
      return new Date(got.finished_at!).getTime() - new Date(got.created_at).getTime();
    }
    // Gentle polling: the benchmark must not take the CPU the worker is measured on.
    await new Promise((r) => setTimeout(r, 100));
  }
}

const bank = longBank();
const server = await startServer({ PROBLEMS_DIR: bank, WORKER_TOKEN: TOKEN });
const workers = startWorkers(server.base, TOKEN, 1, 'bench-long');
try {
  // A learner may submit 10 times a minute: a fresh learner for each problem's runs.
  let cookie = await registerUser(server.base, learnerName());
  const rows = (await (await fetch(`${server.base}/api/problem/all`, { headers: { cookie } })).json()) as { id: number; slug: string }[];
  const idOf = (p: LongProblem) => {
    const row = rows.find((r) => r.slug === p.slug);
    if (!row) throw new Error(`problem ${p.slug} not seeded`);
    return row.id;
  };
  let worst = 0;
  for (const p of PROBLEMS) {
    if (p !== PROBLEMS[0]) cookie = await registerUser(server.base, learnerName());
    // Warm both paths first.
    bareRun(p);
    await platformRun(server.base, cookie, idOf(p), p.code);
    const bare: number[] = [];
    const platform: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      bare.push(bareRun(p));
      platform.push(await platformRun(server.base, cookie, idOf(p), p.code));
    }
    const ratio = median(platform) / median(bare);
    worst = Math.max(worst, ratio);
    process.stdout.write(
      `${p.folder}: bare iverilog+vvp ${median(bare).toFixed(0)} ms, platform ${median(platform).toFixed(0)} ms → ${ratio.toFixed(2)}× (goal ≤ ${GOAL}×)\n`,
    );
  }
  process.stdout.write(`worst ratio ${worst.toFixed(2)}× — ${worst <= GOAL ? 'goal met' : 'goal NOT met'}\n`);
} finally {
  await stopWorkers(workers);
  await server.stop();
  fs.rmSync(bank, { recursive: true, force: true });
}
