// Cost of GET /api/problem/all with 100 000 submissions in the table against none: two platforms
// (PGlite on disk) alike but for the submissions, called in alternation so the machine's load falls
// on both alike. The list reads per-problem counters (kept when a submission is made and when its
// verdict lands), so the table's size must not show — goal ≤ 1.5×. For scale it also times the
// aggregate over every submission that the list ran before the counters.
// Run: npx tsx bench/problem-list.ts   (BENCH_SUBMISSIONS, BENCH_CALLS to change the sizes)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/server/src/db/database.ts';
import { startPlatform } from '../apps/server/src/platform.ts';
import { readSettings } from '../apps/server/src/settings.ts';
import { median } from './lib.mjs';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 60);
/** Why 2 000 users: 50 submissions each on average, spread over the bank like a class's term. */
const USERS = 2000;
const GOAL = 1.5;

const dirs: string[] = [];
async function platformOnDisk() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-list-db-'));
  dirs.push(dataDir);
  const settings = readSettings({ ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const platform = await startPlatform(settings, { db: await openPglite(dataDir) });
  const registered = await platform.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { username: 'list_bench', password: 'bench-password' },
  });
  return { platform, cookie: String(registered.headers['set-cookie']).split(';')[0]! };
}

const empty = await platformOnDisk();
const full = await platformOnDisk();
try {
  const { db } = full.platform.ctx;
  // 100 000 finished submissions by 2 000 users over the bank, a third of them accepted; then the
  // counters as the application keeps them (the same back-fill as migration 6).
  await db.query(
    `INSERT INTO users (username, username_key, password_hash) SELECT 'lb_' || g, 'lb_' || g, 'x' FROM generate_series(1, $1::int) g`,
    [USERS],
  );
  await db.query(
    `INSERT INTO submissions (user_id, problem_id, revision_id, code, status, verdict, finished_at)
     SELECT u.id, p.id, p.current_revision_id, 'module TopModule; endmodule', CASE WHEN g % 3 = 0 THEN 'success' ELSE 'failed' END,
            CASE WHEN g % 3 = 0 THEN 'accepted' ELSE 'wrong_answer' END, now()
       FROM generate_series(1, $1::int) g
       JOIN LATERAL (SELECT id FROM users WHERE username = 'lb_' || (1 + g % $2::int)) u ON true
       JOIN LATERAL (SELECT id, current_revision_id FROM problems ORDER BY id OFFSET (g * 7) % (SELECT count(*) FROM problems) LIMIT 1) p ON true`,
    [SUBMISSIONS, USERS],
  );
  await db.query('TRUNCATE problem_users, problem_counters');
  await db.query(`INSERT INTO problem_users (problem_id, user_id, passed)
                  SELECT problem_id, user_id, bool_or(status = 'success') FROM submissions GROUP BY problem_id, user_id`);
  await db.query(`INSERT INTO problem_counters (problem_id, passed_users, submitted_users)
                  SELECT problem_id, count(*) FILTER (WHERE passed), count(*) FROM problem_users GROUP BY problem_id`);
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions')) as [{ n: number }];

  // Alternating calls: visitor and logged-in learner, on the empty and the full platform in turn.
  const times = { emptyVisitor: [] as number[], emptyLearner: [] as number[], fullVisitor: [] as number[], fullLearner: [] as number[] };
  const call = async (target: typeof empty, headers: Record<string, string>, into: number[]) => {
    const started = performance.now();
    const res = await target.platform.app.inject({ method: 'GET', url: '/api/problem/all', headers });
    if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}`);
    into.push(performance.now() - started);
  };
  for (let i = 0; i < 5; i++) await call(empty, {}, []); // warm-up of both, not counted
  for (let i = 0; i < 5; i++) await call(full, {}, []);
  for (let i = 0; i < CALLS; i++) {
    await call(empty, {}, times.emptyVisitor);
    await call(full, {}, times.fullVisitor);
    await call(empty, { cookie: empty.cookie }, times.emptyLearner);
    await call(full, { cookie: full.cookie }, times.fullLearner);
  }

  const aggregate: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await db.query(`SELECT problem_id, count(DISTINCT user_id) FILTER (WHERE status = 'success')::int, count(DISTINCT user_id)::int
                      FROM submissions GROUP BY problem_id`);
    aggregate.push(performance.now() - started);
  }

  const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)])) as Record<keyof typeof times, number>;
  const ratio = Math.max(m.fullVisitor / m.emptyVisitor, m.fullLearner / m.emptyLearner);
  console.log(`GET /api/problem/all, median of ${CALLS} alternating calls (PGlite on disk)`);
  console.log(`  no submissions        visitor ${m.emptyVisitor.toFixed(2)} ms   learner ${m.emptyLearner.toFixed(2)} ms`);
  console.log(`  ${n} submissions  visitor ${m.fullVisitor.toFixed(2)} ms   learner ${m.fullLearner.toFixed(2)} ms`);
  console.log(`  the aggregate the list ran before the counters, alone: ${median(aggregate).toFixed(1)} ms a call`);
  console.log(`ratio ${ratio.toFixed(2)}× (goal ≤ ${GOAL}×)`);
  process.exitCode = ratio <= GOAL ? 0 : 1;
} finally {
  await empty.platform.close();
  await full.platform.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}
