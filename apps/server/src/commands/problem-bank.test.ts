/**
 * Seeding the bank: idempotent, keyed by slug, a judged-file change is a new revision, shown
 * fields update in place, submissions keep the revision they were judged against, and a broken
 * folder is skipped without stopping the others.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readProblemBank } from '@veridojo/problem-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, startTestPlatform, type TestPlatform } from '../testing/harness.ts';
import { seedProblems } from './problem-bank.ts';

const SOURCE = path.resolve(import.meta.dirname, '../../../../problems/01-basics/wire');
let platform: TestPlatform;
let bankDir: string;

beforeAll(async () => {
  bankDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-bank-'));
  fs.writeFileSync(path.join(bankDir, 'chapter.json'), JSON.stringify({ number: 50, slug: 'probe-chapter', title: '测试章节' }));
  fs.cpSync(SOURCE, path.join(bankDir, 'copy'), { recursive: true });
  const meta = JSON.parse(fs.readFileSync(path.join(bankDir, 'copy', 'problem.json'), 'utf8'));
  fs.writeFileSync(path.join(bankDir, 'copy', 'problem.json'), JSON.stringify({ ...meta, slug: 'seed-probe', position: 900, next: [] }));
  platform = await startTestPlatform({ PROBLEMS_DIR: '/nonexistent' });
});
afterAll(async () => {
  await platform?.close();
  fs.rmSync(bankDir, { recursive: true, force: true });
});

const revisions = async () =>
  platform.db.query<{ revision: number }>(
    `SELECT r.revision FROM problem_revisions r JOIN problems p ON p.id = r.problem_id WHERE p.slug = 'seed-probe' ORDER BY r.revision`,
  );

describe(`seeding the problem bank on ${DATABASE_KIND}`, () => {
  it('adds a new problem once; seeding again changes nothing', async () => {
    const first = await seedProblems(platform.db, readProblemBank(bankDir).problems);
    expect(first.added).toEqual(['seed-probe']);
    const second = await seedProblems(platform.db, readProblemBank(bankDir).problems);
    expect(second).toEqual({ added: [], updated: [], revised: [], unchanged: 1, conflicts: [] });
    expect(await platform.db.query(`SELECT 1 FROM problems WHERE slug = 'seed-probe'`)).toHaveLength(1);
    expect(await revisions()).toEqual([{ revision: 1 }]);
  });

  it('seeds a new chapter once when server processes seed together (on PostgreSQL the seedings really overlap)', async () => {
    const raceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-race-'));
    try {
      fs.writeFileSync(path.join(raceDir, 'chapter.json'), JSON.stringify({ number: 51, slug: 'race-chapter', title: '并发章节' }));
      for (const n of [1, 2, 3]) {
        fs.cpSync(SOURCE, path.join(raceDir, `copy${n}`), { recursive: true });
        const meta = JSON.parse(fs.readFileSync(path.join(raceDir, `copy${n}`, 'problem.json'), 'utf8'));
        const problem = { ...meta, slug: `seed-race-${n}`, position: 900 + n, next: [] };
        fs.writeFileSync(path.join(raceDir, `copy${n}`, 'problem.json'), JSON.stringify(problem));
      }
      const reports = await Promise.all([1, 2, 3].map(() => seedProblems(platform.db, readProblemBank(raceDir).problems)));
      expect(reports.flatMap((r) => r.added).sort()).toEqual(['seed-race-1', 'seed-race-2', 'seed-race-3']);
      expect(reports.map((r) => r.unchanged).reduce((a, b) => a + b)).toBe(6);
      expect(reports.flatMap((r) => r.conflicts)).toEqual([]);
      expect(await platform.db.query(`SELECT 1 FROM chapters WHERE slug = 'race-chapter'`)).toHaveLength(1);
    } finally {
      fs.rmSync(raceDir, { recursive: true, force: true });
    }
  });

  it('updates shown fields in place and makes a new revision only for judged files; old submissions keep theirs', async () => {
    const [problem] = await platform.db.query<{ id: number; current_revision_id: number }>(
      `SELECT id, current_revision_id FROM problems WHERE slug = 'seed-probe'`,
    );
    await platform.db.query(`INSERT INTO users (username, username_key, password_hash) VALUES ('seed_user', 'seed_user', 'x')`);
    const [submission] = await platform.db.query<{ id: number }>(
      `INSERT INTO submissions (user_id, problem_id, revision_id, code) SELECT id, $1, $2, 'old code' FROM users WHERE username = 'seed_user' RETURNING id`,
      [problem!.id, problem!.current_revision_id],
    );

    fs.appendFileSync(path.join(bankDir, 'copy', 'statement.md'), '\n补充说明。\n');
    expect((await seedProblems(platform.db, readProblemBank(bankDir).problems)).updated).toEqual(['seed-probe']);
    expect(await revisions()).toEqual([{ revision: 1 }]);

    fs.writeFileSync(
      path.join(bankDir, 'copy', 'reference.v'),
      'module TopModule(input in, output out);\n  assign out = in; // clearer\nendmodule\n',
    );
    expect((await seedProblems(platform.db, readProblemBank(bankDir).problems)).revised).toEqual(['seed-probe']);
    expect(await revisions()).toEqual([{ revision: 1 }, { revision: 2 }]);
    const [kept] = await platform.db.query<{ revision_id: number; code: string }>(
      'SELECT revision_id, code FROM submissions WHERE id = $1',
      [submission!.id],
    );
    expect(kept).toEqual({ revision_id: problem!.current_revision_id, code: 'old code' });
  });

  it('skips a broken folder and reports why', () => {
    fs.mkdirSync(path.join(bankDir, 'broken'));
    fs.writeFileSync(path.join(bankDir, 'broken', 'problem.json'), '{"slug": "Not A Slug"}');
    const bank = readProblemBank(bankDir);
    expect(bank.problems.map((p) => p.meta.slug)).toEqual(['seed-probe']);
    expect(bank.errors).toEqual([{ folder: 'broken', error: expect.stringContaining('slug') }]);
  });
});
