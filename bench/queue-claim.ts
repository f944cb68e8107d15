// Cost of the fair claim (users take turns, apps/server/src/repos/jobs.ts) against a plain FIFO claim
// (oldest job first: the statement it replaced), measured in this run on the same database: PGlite
// on disk, or PostgreSQL when DATABASE_URL is set. The queue is deep and lopsided, as in the burst
// that motivated fairness: one user with most of the jobs, many users with a few. Each round claims
// CLAIMS jobs with one statement and then with the other, from the same queue.
// Run: npx tsx bench/queue-claim.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, runPrepared, type PreparedStatement } from '../apps/server/src/db/database.ts';
import { JOB_KINDS } from '@veridojo/contracts';
import { migrate } from '../apps/server/src/db/migrations.ts';
import { claimJob } from '../apps/server/src/repos/jobs.ts';
import { insertUser } from '../apps/server/src/repos/users.ts';
import { median } from './lib.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const BURST = Number(process.env.BENCH_BURST ?? 500);
const EACH = Number(process.env.BENCH_EACH ?? 10);
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 200);
const ROUNDS = 3;

const FIFO_CLAIM: PreparedStatement = {
  name: 'bench_fifo_claim',
  sql: `WITH claimed AS (
          UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_token = $1, worker = $2,
                 lease_expires_at = now() + make_interval(secs => $3::int), started_at = coalesce(started_at, now())
           WHERE id = (SELECT id FROM jobs WHERE status = 'queued' AND kind = ANY(string_to_array($4, ','))
                        ORDER BY priority DESC, id FOR UPDATE SKIP LOCKED LIMIT 1)
           RETURNING id
        )
        SELECT * FROM claimed`,
};

const dataDir = process.env.DATABASE_URL ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'vd-claim-db-'));
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });

/**
 * The claim statement only hands a payload on as text: a tagged stand-in, inserted as it is
 * (enqueueJob would check it against the judge payload's schema).
 */
const queueJunk = (n: number, userId: number) =>
  db.query(`INSERT INTO jobs (kind, payload, priority, user_id) VALUES ('judge', $1::jsonb, $2, $3)`, [
    JSON.stringify({ n }),
    JOB_KINDS.judge.priority,
    userId,
  ]);

try {
  await migrate(db);
  const suffix = Date.now().toString(36);
  const users: number[] = [];
  for (let u = 0; u < USERS; u++) {
    users.push((await insertUser(db, { username: `claim_${suffix}_${u}`, email: null, passwordHash: 'x' })).id);
  }
  // The burst first (the worst case for the others under FIFO), then everybody else's few jobs.
  for (let i = 0; i < BURST; i++) await queueJunk(i, users[0]!);
  for (let i = 0; i < EACH; i++) for (const user of users.slice(1)) await queueJunk(i, user);
  const depth = BURST + EACH * (USERS - 1);

  const requeue = () => db.query(`UPDATE jobs SET status = 'queued', lease_token = NULL, lease_expires_at = NULL, worker = NULL`);
  const timeClaims = async (claim: () => Promise<unknown>) => {
    await requeue();
    await db.query('DELETE FROM queue_turns');
    const times: number[] = [];
    for (let i = 0; i < CLAIMS; i++) {
      const started = performance.now();
      if (!(await claim())) throw new Error('the queue ran dry');
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const fair: number[] = [];
  const fifo: number[] = [];
  let firstOther = -1;
  for (let round = 0; round < ROUNDS; round++) {
    fair.push(await timeClaims(() => claimJob(db, ['judge'], 'bench', `t${round}`, 30_000)));
    fifo.push(await timeClaims(async () => (await runPrepared(db, FIFO_CLAIM, [`f${round}`, 'bench', '30', 'judge']))[0]));
  }
  // How long the other users wait under each order: claims before the first job of a user outside the burst.
  await requeue();
  await db.query('DELETE FROM queue_turns');
  for (let i = 0; firstOther < 0; i++) {
    const job = await claimJob(db, ['judge'], 'bench', 'w', 30_000);
    const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM jobs WHERE id = $1', [job!.id]);
    if (row!.user_id !== users[0]) firstOther = i + 1;
  }

  const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const [f, b] = [median(fair), median(fifo)];
  console.log(
    `queue of ${depth} jobs (${BURST} from one user, ${EACH} each from ${USERS - 1} others) on ${kind}, ${CLAIMS} claims × ${ROUNDS}`,
  );
  console.log(`fair claim ${f.toFixed(2)} ms, FIFO claim ${b.toFixed(2)} ms per claim: ${(f / b).toFixed(2)}× (+${(f - b).toFixed(2)} ms)`);
  console.log(`another user's first job: claim #${firstOther} (FIFO: #${BURST + 1})`);
} finally {
  await db.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
