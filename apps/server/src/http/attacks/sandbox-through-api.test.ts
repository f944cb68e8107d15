/**
 * Attacker suite, sandbox escapes through the real deployment: a handful of the golden suite's
 * payloads (packages/judge/golden), the kinds most likely to slip through the HTTP path — including
 * a host file, reading or instantiating the reference, hiding it behind a control character,
 * $readmemh of the reference, a flood of output, a learner's testbench opening the design's file
 * or peeking inside it, $system, a computed $fopen name, a dump file
 * outside the job, overwriting project files, a string that would inject VHDL — sent as a learner
 * sends them (a submission, a testbench for a testbench problem, an IDE run of the learner's project, a conversion) to the real server
 * and a real worker process. Each gets its golden verdict, and nothing leaks or changes on the
 * host: no answer holds /etc/passwd, the reference solution or a host marker file's text, the
 * marker is unchanged, the file $system would touch does not appear, and the learner's project
 * is as it was. Every payload in the jail itself: packages/judge/src/golden.test.ts (not rerun
 * here, CI time is shared).
 *
 * The rest of the attacker suite: see the header of idor.test.ts.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, startTestPlatform, type Reply, type TestPlatform } from '../../testing/harness.ts';
import { serverUrl, spawnTestWorker } from '../../testing/worker-process.ts';
import { learner } from './victim.ts';

const GOLDEN = path.resolve(import.meta.dirname, '../../../../../packages/judge/golden');
const TOKEN = 'sandbox-through-api-worker-token';
/** A host file the payloads are aimed at (in place of /etc/passwd): its text must never come back, nor change. */
const MARKER_PATH = path.join(os.tmpdir(), `vd-attack-marker-${process.pid}.txt`);
const MARKER_TEXT = `HOST_MARKER_${process.pid}_e41f`;
/** The file ide/system-task-shell's `$system("touch /tmp/pwned")` would create. */
const PWNED = '/tmp/pwned';

let platform: TestPlatform;
let worker: ChildProcess | undefined;
let workerOutput = '';
/** The hidden solutions: the adder's reference and the counter a testbench problem's learner tests. */
let references: string[];

interface Expectation {
  mode: 'judge' | 'testbench' | 'simulate' | 'compile' | 'convert' | 'validate';
  status?: string;
  status_in?: string[];
  diagnostic?: { file?: string; line: number; text?: string; text_starts?: string };
  log_contains?: string | string[];
}

/** The golden cases sent through the API. Why these: see the module comment; why so few: each costs a jailed run. */
const CASES = [
  'cases/attack-include-host-file',
  'cases/attack-instantiate-reference',
  'cases/attack-backspace-hides-reference',
  'cases/attack-readmemh-host-file',
  'cases/limit-display-flood',
  'testbench/cases/opens-file',
  'testbench/cases/peeks-inside',
  'ide/system-task-shell',
  'ide/data-fopen-computed-name',
  'ide/dumpfile-outside-job',
  'ide/data-write-project-file-names',
  'ide/include-host-file',
  'convert/macro-string-injection',
];

/** A case's expectation and its files (a judgement's main.v, a project's or design's files/), aimed at the marker. */
function golden(id: string): { expect: Expectation; files: { path: string; content: string }[] } {
  const dir = path.join(GOLDEN, id);
  const expectation = JSON.parse(fs.readFileSync(path.join(dir, 'expect.json'), 'utf8')) as Expectation;
  const names = fs.existsSync(path.join(dir, 'files'))
    ? fs.readdirSync(path.join(dir, 'files')).map((f) => `files/${f}`)
    : ['main.v', 'testbench.v'].filter((f) => fs.existsSync(path.join(dir, f)));
  const files = names.map((name) => ({
    path: path.basename(name),
    content: fs.readFileSync(path.join(dir, name), 'utf8').replaceAll('/etc/passwd', MARKER_PATH).replaceAll('/etc/hostname', MARKER_PATH),
  }));
  return { expect: expectation, files };
}

beforeAll(async () => {
  fs.writeFileSync(MARKER_PATH, MARKER_TEXT);
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  worker = spawnTestWorker(serverUrl(platform), TOKEN, 'sandbox-through-api', (text) => (workerOutput += text));
  references = ['01-basics/adder-4bit/reference.v', '07-testbenches/tb-counter-enable/design.v'].map((file) =>
    fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../problems', file), 'utf8').trim(),
  );
}, 60_000);
afterAll(async () => {
  if (worker && worker.exitCode === null) {
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker!.once('exit', resolve));
  }
  await platform?.close();
  fs.rmSync(MARKER_PATH, { force: true });
});

/** What must never come back from any run: a host file's text, the marker's, a hidden solution's (whole, or its telling line). */
function leaksNothing(answer: unknown, what: string) {
  const text = JSON.stringify(answer);
  expect(text, what).not.toContain('root:x:0:0');
  expect(text, what).not.toContain(MARKER_TEXT);
  expect(text, what).not.toContain('a + b + cin');
  expect(text, what).not.toContain('同步复位（高有效）');
  for (const reference of references) expect(text, what).not.toContain(reference);
}

/** The judge package's word for a run that ran to its end is the API's `success`. */
const API_OUTCOME: Record<string, string> = { finished: 'success' };

function statusHolds(e: Expectation, status: string | undefined, what: string) {
  expect(
    (e.status_in ?? [e.status!]).map((s) => API_OUTCOME[s] ?? s),
    what,
  ).toContain(status);
}

function diagnosticHolds(e: Expectation, diagnostics: { file: string; line: number; text: string }[], learnerFile: string, what: string) {
  if (!e.diagnostic) return;
  const first = diagnostics[0];
  expect(first, what).toMatchObject({ file: e.diagnostic.file ?? learnerFile, line: e.diagnostic.line });
  if (e.diagnostic.text !== undefined) expect(first!.text, what).toBe(e.diagnostic.text);
  if (e.diagnostic.text_starts !== undefined) expect(first!.text.startsWith(e.diagnostic.text_starts), first!.text).toBe(true);
}

async function projectRows(userId: number): Promise<string[]> {
  const rows = await platform.db.query<{ row: string }>(
    'SELECT to_jsonb(t)::text AS row FROM ide_files t WHERE user_id = $1 ORDER BY path',
    [userId],
  );
  return rows.map((r) => r.row);
}

function answered(reply: Reply, what: string) {
  expect(reply.status, `${what}: ${JSON.stringify(reply.body).slice(0, 500)}\nworker: ${workerOutput.slice(-2000)}`).toBe(200);
  return reply.body;
}

describe(`golden sandbox payloads through the API and a real worker (${DATABASE_KIND})`, () => {
  it('gives each its golden verdict, and leaks and changes nothing on the host', { timeout: 120_000 }, async () => {
    const pwnedBefore = fs.existsSync(PWNED);
    const { client: judged, userId } = await learner(platform, '10.33.0.1', 'sandbox');
    // The adder lies beyond the free problems: the learner is a member.
    await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '30 days' WHERE id = $1`, [
      userId,
    ]);
    // The bank's problems the golden ones stand for: the adder (with a carry in), and the counter whose testbench a learner writes.
    const bank = await platform.db.query<{ id: number; slug: string }>(
      `SELECT id, slug FROM problems WHERE slug IN ('adder-4bit', 'tb-counter-enable')`,
    );
    const problemOf = (mode: string) => bank.find((p) => p.slug === (mode === 'judge' ? 'adder-4bit' : 'tb-counter-enable'))!.id;

    // Judgements: all submitted at once, then awaited (the worker takes them in turn).
    const submitted: { id: string; expect: Expectation; submission?: number; refusal?: Reply }[] = [];
    for (const id of CASES.filter((c) => ['judge', 'testbench'].includes(golden(c).expect.mode))) {
      const { expect: e, files } = golden(id);
      // The golden adder has no carry in; the bank's has: the one port added, on the same line.
      const code = files[0]!.content.replace('input [3:0] b,', 'input [3:0] b, input cin,');
      const reply = await judged.post(`/api/problem/${problemOf(e.mode)}/submit`, { code });
      if (reply.status === 200) submitted.push({ id, expect: e, submission: reply.body.submission_id as number });
      else submitted.push({ id, expect: e, refusal: reply });
    }
    for (const s of submitted) {
      if (s.refusal) {
        // Refused at the door (the contract's character rule), in the words the judge's sentence begins with.
        expect(s.refusal.status, s.id).toBe(400);
        expect(s.expect.diagnostic!.text!.startsWith(s.refusal.body.message!), `${s.id}: ${s.refusal.body.message}`).toBe(true);
        continue;
      }
      let body: Record<string, unknown> = {};
      for (let i = 0; i < 400; i++) {
        body = (await judged.get(`/api/submission/${s.submission}`)).body;
        if (body.status === 'success' || body.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      statusHolds(s.expect, body.verdict as string, `${s.id}: ${JSON.stringify(body).slice(0, 500)}`);
      const details = body.details as { diagnostics: { file: string; line: number; text: string }[] };
      diagnosticHolds(s.expect, details.diagnostics, 'main.v', s.id);
      const log = answered(await judged.get(`/api/submission/${s.submission}/log`), s.id);
      leaksNothing([body, log], s.id);
      for (const text of [s.expect.log_contains ?? []].flat()) expect(JSON.stringify([details, log]), s.id).toContain(text);
      // A flood is cut: what is kept of the output is bounded (2 × 256 KiB in the jail).
      expect((log.log_content as string).length, s.id).toBeLessThan(1024 * 1024);
    }
    expect(submitted.length).toBe(7);

    // IDE runs: the payload is the learner's project, run as the IDE runs it.
    for (const id of CASES.filter((c) => ['simulate', 'compile'].includes(golden(c).expect.mode))) {
      const { expect: e, files } = golden(id);
      const { client, userId: owner } = await learner(platform, `10.33.1.${CASES.indexOf(id)}`, 'ide');
      expect((await client.post('/api/online/import', { files })).status, id).toBe(200);
      const project = await projectRows(owner);
      const run = answered(await client.post(`/api/online/${e.mode}`, { top_module: 'tb', top_file: 'tb.v', timeout: 10 }), id);
      statusHolds(e, run.outcome as string, `${id}: ${JSON.stringify(run).slice(0, 500)}`);
      diagnosticHolds(e, run.diagnostics as { file: string; line: number; text: string }[], 'tb.v', id);
      leaksNothing(run, id);
      for (const text of [e.log_contains ?? []].flat()) expect(run.log, id).toContain(text);
      // A run's outputs are the run's only: the project's files are as they were.
      expect(await projectRows(owner), id).toEqual(project);
    }

    // Conversions: the design is the request's.
    for (const id of CASES.filter((c) => ['convert', 'validate'].includes(golden(c).expect.mode))) {
      const { expect: e, files } = golden(id);
      const { client } = await learner(platform, '10.33.2.1', 'convert');
      const body = { files: files.map((f) => ({ filename: f.path, content: f.content })) };
      const answer = answered(await client.post(`/api/verilog-converter/${e.mode === 'convert' ? 'convert' : 'validate'}`, body), id);
      expect(answer.success, id).toBe(false);
      expect(answer.vhdl_content ?? null, id).toBeNull();
      diagnosticHolds(e, answer.diagnostics as { file: string; line: number; text: string }[], 'top.v', id);
      leaksNothing(answer, id);
    }

    // The host: the marker as written, no file made by $system, the worker alive and judging.
    expect(fs.readFileSync(MARKER_PATH, 'utf8')).toBe(MARKER_TEXT);
    if (!pwnedBefore) expect(fs.existsSync(PWNED)).toBe(false);
    expect(worker!.exitCode).toBeNull();
  });
});
