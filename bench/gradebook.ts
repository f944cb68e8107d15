// Cost of a teacher's gradebook view (GET /api/teacher/assignments/:id/gradebook) for a class of 200
// students, an assignment of 10 problems and 20 000 submissions to them, against a one-query route
// (GET /api/user/profile: the session's user and nothing else) on the same platform (PGlite on
// disk), called in alternation so the machine's load falls on both alike. A view of an unchanged
// gradebook is the access check and the stamp in one query, then the table kept encoded
// (routes/gradebook.ts), so it must stay within a small factor of the one-query route — goal:
// p99 ≤ 3×. For scale it also times a view right after a judgement (the 2 000 counter rows read
// and encoded again) and the recount from scratch over the submissions — what every view would
// cost without the counters, and what one view costs once after the assignment's times, problems
// or roster change.
// Run: npx tsx bench/gradebook.ts   (BENCH_CALLS to change the number of calls)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/server/src/db/database.ts';
import { startPlatform } from '../apps/server/src/platform.ts';
import { refreshGrades } from '../apps/server/src/repos/gradebook.ts';
import { SESSION_COOKIE } from '../apps/server/src/http/session.ts';
import { createSession, newSessionToken } from '../apps/server/src/repos/sessions.ts';
import { readSettings } from '../apps/server/src/settings.ts';
import { median } from './lib.mjs';

const STUDENTS = 200;
const PROBLEMS = 10;
/** Why 10 a cell: 20 000 submissions over 2 000 cells, a term's worth of retries on one assignment. */
const SUBMISSIONS = 20_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const GOAL = 3;

/** The nearest-rank percentile. */
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-gradebook-db-'));
const settings = readSettings({ ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const platform = await startPlatform(settings, { db: await openPglite(dataDir) });
try {
  const { db } = platform.ctx;
  const [teacher] = await db.query<{ id: number }>(
    `INSERT INTO users (username, username_key, password_hash, is_teacher) VALUES ('gb_teacher', 'gb_teacher', 'x', true) RETURNING id`,
  );
  const token = newSessionToken();
  await createSession(db, teacher!.id, token);
  const cookie = `${SESSION_COOKIE}=${token}`;
  const [klass] = await db.query<{ id: number }>(
    `INSERT INTO classes (teacher_id, name, join_code) VALUES ($1, '数字逻辑 200 人', 'BENCHCODE') RETURNING id`,
    [teacher!.id],
  );
  await db.query(
    `WITH s AS (INSERT INTO users (username, username_key, password_hash) SELECT 'gb_' || g, 'gb_' || g, 'x' FROM generate_series(1, $1::int) g RETURNING id)
     INSERT INTO class_members (class_id, user_id) SELECT $2, id FROM s`,
    [STUDENTS, klass!.id],
  );
  const [assignment] = await db.query<{ id: number }>(
    `INSERT INTO assignments (class_id, title, opens_at, due_at, late_until, late_penalty_percent)
     VALUES ($1, '第一次作业', now() - interval '14 days', now() - interval '1 day', now() + interval '1 day', 20) RETURNING id`,
    [klass!.id],
  );
  await db.query(
    `INSERT INTO assignment_problems (assignment_id, problem_id, position)
     SELECT $1, id, row_number() OVER (ORDER BY id) FROM (SELECT id FROM problems ORDER BY id LIMIT $2) p`,
    [assignment!.id, PROBLEMS],
  );
  // 20 000 judged submissions spread over the cells and the two weeks, a third of them passing;
  // the counters are then made as the first view after a change makes them (refreshGrades).
  await db.query(
    `INSERT INTO submissions (user_id, problem_id, revision_id, code, status, verdict, created_at, finished_at)
     SELECT m.user_id, p.id, p.current_revision_id, 'module TopModule; endmodule',
            CASE WHEN g % 3 = 0 THEN 'success' ELSE 'failed' END, CASE WHEN g % 3 = 0 THEN 'accepted' ELSE 'wrong_answer' END,
            now() - make_interval(mins => (g * 37) % (14 * 24 * 60)), now()
       FROM generate_series(0, $1::int - 1) g
       JOIN LATERAL (SELECT user_id FROM class_members WHERE class_id = $2 ORDER BY user_id OFFSET g % $3::int LIMIT 1) m ON true
       JOIN LATERAL (SELECT id, current_revision_id FROM problems ORDER BY id OFFSET (g / $3::int) % $4::int LIMIT 1) p ON true`,
    [SUBMISSIONS, klass!.id, STUDENTS, PROBLEMS],
  );
  const recount: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await refreshGrades(db, assignment!.id);
    recount.push(performance.now() - started);
  }

  const url = { gradebook: `/api/teacher/assignments/${assignment!.id}/gradebook`, profile: '/api/user/profile' };
  const times = { gradebook: [] as number[], profile: [] as number[] };
  const call = async (kind: keyof typeof url, into: number[]) => {
    const started = performance.now();
    const res = await platform.app.inject({ method: 'GET', url: url[kind], headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${kind} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    into.push(performance.now() - started);
  };
  for (let i = 0; i < 10; i++) {
    await call('gradebook', []); // warm-up, not counted
    await call('profile', []);
  }
  const answer = (await platform.app.inject({ method: 'GET', url: url.gradebook, headers: { cookie } })).body;
  const cells = (JSON.parse(answer) as { students: { states: unknown[] }[] }).students.reduce((n, s) => n + s.states.length, 0);
  for (let i = 0; i < CALLS; i++) {
    await call('gradebook', times.gradebook);
    await call('profile', times.profile);
  }

  // A view right after a judgement changed one counter (its change mark, as FINISH_JUDGEMENT writes it).
  const afterChange: number[] = [];
  for (let i = 0; i < 30; i++) {
    await db.query(
      `UPDATE assignment_grades SET change = nextval('assignment_grades_change')
        WHERE (assignment_id, user_id, problem_id) = (SELECT assignment_id, user_id, problem_id FROM assignment_grades WHERE assignment_id = $1 LIMIT 1)`,
      [assignment!.id],
    );
    await call('gradebook', afterChange);
  }

  const ratio = percentile(times.gradebook, 99) / percentile(times.profile, 99);
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  console.log(
    `Gradebook: ${STUDENTS} students × ${PROBLEMS} problems (${cells} cells, an answer of ${Math.round(answer.length / 1024)} KiB), ${SUBMISSIONS} submissions, ${CALLS} alternating calls (PGlite on disk)`,
  );
  for (const kind of ['gradebook', 'profile'] as const)
    console.log(`  ${url[kind].padEnd(42)} p50 ${ms(median(times[kind]))}  p99 ${ms(percentile(times[kind], 99))}`);
  console.log(`  a view right after a judgement (the counters read and encoded again): p50 ${ms(median(afterChange))}`);
  console.log(`  the recount from scratch over the submissions (once after a change; every view without counters): ${ms(median(recount))}`);
  console.log(`ratio p50 ${(median(times.gradebook) / median(times.profile)).toFixed(2)}×, p99 ${ratio.toFixed(2)}× (goal p99 ≤ ${GOAL}×)`);
  process.exitCode = ratio <= GOAL ? 0 : 1;
} finally {
  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
