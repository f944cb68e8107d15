/**
 * Problem packs through the API with a real worker validating references in the sandbox:
 * export and re-import round trip of a small pack, a re-import that runs only what changed,
 * conflicts with other sources, and
 * malformed packs (missing files, wrong module names, references that do not compile or never
 * end, non-UTF-8 text, zip-slip paths, symbolic links, oversized files) — each reported, nothing
 * written for a rejected problem, the server still serving. The whole bank's round trip is
 * packs-bank.test.ts (its own file: minutes of sandbox runs that the PostgreSQL pass need not repeat).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, type TestPlatform } from '../testing/harness.ts';
import { download, GOOD, problemFiles, startPackPlatforms, upload, validationsQueued } from '../testing/packs.ts';

const TOKEN = 'packs-test-token-0123456789';
const ROOT = path.resolve(import.meta.dirname, '../../../..');
let bankPlatform: TestPlatform;
let emptyPlatform: TestPlatform;
let platforms: Awaited<ReturnType<typeof startPackPlatforms>> | undefined;

beforeAll(async () => {
  platforms = await startPackPlatforms(TOKEN, 'pack-validator');
  ({ bank: bankPlatform, empty: emptyPlatform } = platforms);
});
afterAll(async () => {
  await platforms?.close();
});

describe(`problem packs on ${DATABASE_KIND}`, () => {
  it('re-imports an unchanged pack without running it again, runs what changed, and exports what it imported', async () => {
    const pack = { ...problemFiles('again-1', GOOD), ...problemFiles('again-2', GOOD) };
    const first = await upload(emptyPlatform, zipSync(pack), 'again');
    expect(first.body.summary).toEqual({ imported: 2, updated: 0, unchanged: 0, rejected: 0 });
    const queued = await validationsQueued(emptyPlatform);

    const same = await upload(emptyPlatform, zipSync(pack), 'again');
    expect(same.body.summary).toEqual({ imported: 0, updated: 0, unchanged: 2, rejected: 0 });
    expect(await validationsQueued(emptyPlatform), 'an unchanged problem is not run again').toBe(queued);

    // A new reference (same behaviour, other text) is a new revision: proven in the sandbox again.
    const changed = { ...pack, ...problemFiles('again-2', GOOD.replace('~a', "~a & 2'b11")) };
    const next = await upload(emptyPlatform, zipSync(changed), 'again');
    expect(next.body.summary).toEqual({ imported: 0, updated: 1, unchanged: 1, rejected: 0 });
    expect(await validationsQueued(emptyPlatform)).toBe(queued + 1);

    // The export holds both, in the pack's default chapter's folder, with the new reference.
    const exported = await download(emptyPlatform);
    const named = (tail: string) => Object.keys(exported).find((name) => name.endsWith(tail));
    expect(named('imported-again/again-1/problem.json')).toBeDefined();
    expect(Buffer.from(exported[named('imported-again/again-2/reference.v') ?? ''] ?? []).toString('utf8')).toContain("~a & 2'b11");
  }, 120_000);

  it('reports every malformed problem with its reason and writes nothing for them', async () => {
    const notUtf8 = new Uint8Array([0x23, 0x20, 0xff, 0xfe, 0x0a]);
    const pack = zipSync({
      ...problemFiles('good-one', GOOD),
      ...problemFiles('no-reference', GOOD),
      ...problemFiles('wrong-name', 'module NotTop(input [1:0] a, output [1:0] y);\n  assign y = a;\nendmodule\n'),
      ...problemFiles('broken-reference', 'module TopModule(input [1:0] a, output [1:0] y);\n  assign y = ~a\nendmodule\n'),
      ...problemFiles(
        'never-ends',
        'module TopModule(input [1:0] a, output [1:0] y);\n  integer i;\n  always @(a) for (i = 0; i >= 0; i = i + 0) ;\n  assign y = ~a;\nendmodule\n',
      ),
      ...problemFiles('latin1-statement', GOOD, { 'statement.md': notUtf8 }),
    });
    delete (pack as unknown as Record<string, unknown>)['no-reference/reference.v'];
    const files = unzipSync(pack);
    delete files['no-reference/reference.v'];
    const res = await upload(emptyPlatform, zipSync(files), 'malformed');
    expect(res.status).toBe(200);
    const bySlug = new Map((res.body.results as { folder: string; outcome: string; reason?: string }[]).map((r) => [r.folder, r]));
    expect(bySlug.get('good-one')?.outcome).toBe('imported');
    expect(bySlug.get('no-reference')).toMatchObject({ outcome: 'rejected', reason: expect.stringContaining('reference.v') });
    expect(bySlug.get('wrong-name')).toMatchObject({ outcome: 'rejected', reason: expect.stringContaining('参考答案未通过验证') });
    expect(bySlug.get('broken-reference')).toMatchObject({ outcome: 'rejected', reason: expect.stringContaining('compile_error') });
    expect(bySlug.get('never-ends')).toMatchObject({ outcome: 'rejected', reason: expect.stringContaining('time_limit') });
    expect(bySlug.get('latin1-statement')).toMatchObject({ outcome: 'rejected', reason: expect.stringMatching(/encoded|UTF-8|decode/i) });
    const stored = await emptyPlatform.db.query<{ slug: string }>(`SELECT slug FROM problems WHERE source = 'pack:malformed'`);
    expect(stored.map((r) => r.slug)).toEqual(['good-one']);
  }, 120_000);

  it('calibrates a time limit from the reference’s run: raised to 3 × the run + 1 s, never below the declared one', async () => {
    const slow = problemFiles('declared-short', GOOD);
    const meta = JSON.parse(Buffer.from(slow['declared-short/problem.json'] as Uint8Array).toString('utf8'));
    slow['declared-short/problem.json'] = strToU8(JSON.stringify({ ...meta, time_limit_ms: 500, stimulus: { random: 20_000 } }));
    const res = await upload(emptyPlatform, zipSync({ ...slow, ...problemFiles('declared-default', GOOD) }), 'calibration');
    expect(res.body.summary).toMatchObject({ imported: 2, rejected: 0 });
    const limits = new Map(
      (
        await emptyPlatform.db.query<{ slug: string; limit: number; ms: number }>(
          `SELECT p.slug, (r.judge_spec ->> 'time_limit_ms')::int AS limit
             FROM problems p JOIN problem_revisions r ON r.id = p.current_revision_id WHERE p.source = 'pack:calibration'`,
        )
      ).map((r) => [r.slug, r.limit]),
    );
    // 20 000 samples take well over 0 s in the jail: 3 × the run + 1 s is above the declared 0.5 s.
    expect(limits.get('declared-short')).toBeGreaterThanOrEqual(1500);
    expect(limits.get('declared-short')! % 500).toBe(0);
    expect(limits.get('declared-default')).toBe(5000);
  }, 120_000);

  it('never overwrites a problem that came from another source', async () => {
    const res = await upload(bankPlatform, zipSync({ ...problemFiles('wire', GOOD) }), 'intruder');
    expect(res.body.results).toEqual([
      expect.objectContaining({ slug: 'wire', outcome: 'rejected', reason: expect.stringContaining('已被其他来源') }),
    ]);
    const [row] = await bankPlatform.db.query<{ source: string; title: string }>(`SELECT source, title FROM problems WHERE slug = 'wire'`);
    expect(row).toEqual({ source: 'bank', title: '连线：把输入接到输出' });
  }, 120_000);

  it('never takes over a chapter of another source, nor a chapter number in use', async () => {
    const chapter = (slug: string, number: number, title: string) => ({ 'chapter.json': strToU8(JSON.stringify({ slug, number, title })) });
    const owner = await upload(emptyPlatform, zipSync({ ...chapter('alpha', 50, '第五十章'), ...problemFiles('alpha-1', GOOD) }), 'owner');
    expect(owner.body.results).toEqual([expect.objectContaining({ slug: 'alpha-1', outcome: 'imported' })]);

    const takeover = await upload(
      emptyPlatform,
      zipSync({ ...chapter('alpha', 50, '被改掉的标题'), ...problemFiles('alpha-2', GOOD) }),
      'other',
    );
    expect(takeover.body.results).toEqual([
      expect.objectContaining({ slug: 'alpha-2', outcome: 'rejected', reason: '章节 alpha 属于其他来源（pack:owner），未覆盖' }),
    ]);
    const clash = await upload(emptyPlatform, zipSync({ ...chapter('beta', 50, '另一章'), ...problemFiles('beta-1', GOOD) }), 'other');
    expect(clash.body.results).toEqual([
      expect.objectContaining({ slug: 'beta-1', outcome: 'rejected', reason: '章节编号 50 已被章节 alpha 使用' }),
    ]);
    const rows = await emptyPlatform.db.query<{ slug: string; title: string }>(
      `SELECT slug, title FROM chapters WHERE number = 50 OR slug = 'beta'`,
    );
    expect(rows).toEqual([{ slug: 'alpha', title: '第五十章' }]);
    expect(await emptyPlatform.db.query(`SELECT 1 FROM problems WHERE slug IN ('alpha-2', 'beta-1')`)).toHaveLength(0);
  }, 120_000);

  it.each([
    ['a zip-slip path', { '../../evil/problem.json': strToU8('{}') }, '非法路径'],
    ['an oversized file', { 'big/statement.md': new Uint8Array(2 * 1024 * 1024) }, '文件过大'],
    ['a symbolic link', { 'link/reference.v': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }, '符号链接'],
  ] as [string, Zippable, string][])('refuses a pack with %s as a whole', async (_what, files, message) => {
    const res = await upload(emptyPlatform, zipSync(files), 'hostile');
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain(message);
    expect((await new Client(emptyPlatform).get('/api/system/health')).status).toBe(200);
  });

  it('imports a folder with the operator command, one line per problem, non-zero exit on rejections', async () => {
    const { port } = emptyPlatform.app.server.address() as { port: number };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-cli-pack-'));
    try {
      for (const [name, data] of Object.entries(problemFiles('cli-good', GOOD)) as [string, Uint8Array][]) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), data);
      }
      // The command runs as its own process; the test's server must keep serving meanwhile, so no spawnSync.
      const command = (args: string[], password: string) =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', 'scripts/problems-import.ts', dir, '--server', `http://127.0.0.1:${port}`, ...args],
            {
              cwd: ROOT,
              env: { ...process.env, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: password },
            },
          );
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
          child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
          child.on('close', (status) => resolve({ status, stdout, stderr }));
        });
      const run = () => command(['--name', 'cli'], 'admin-password');
      const first = await run();
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toContain('已导入 cli-good');
      expect(first.stdout).toContain('共 1 道：已导入 1，已更新 0，未变化 0，已拒绝 0');
      fs.writeFileSync(
        path.join(dir, 'cli-good', 'reference.v'),
        'module TopModule(input [1:0] a, output [1:0] y);\n  assign y = ~a\nendmodule\n',
      );
      const second = await run();
      expect(second.status).toBe(1);
      expect(second.stdout).toMatch(/已拒绝 cli-good：参考答案未通过验证（compile_error）/);
      const denied = await command([], 'wrong-password');
      expect(denied.status).toBe(1);
      expect(denied.stderr).toContain('登录失败');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses what is not a zip, and callers who are not admins', async () => {
    expect((await upload(emptyPlatform, strToU8('plain text'), 'junk')).body).toMatchObject({
      status: 'error',
      message: expect.stringContaining('zip'),
    });
    const learner = new Client(emptyPlatform);
    await learner.post('/api/user/register', { username: 'pack_learner', password: 'secret1' });
    expect(
      (await learner.call('POST', '/api/admin/problems/import', Buffer.from(zipSync({})), { 'content-type': 'application/zip' })).status,
    ).toBe(403);
    expect((await new Client(emptyPlatform).get('/api/admin/problems/export')).status).toBe(401);
  });
});
