// The member export with 100 000 users: GET /api/admin/export/users over HTTP, streamed in id-range
// batches, against the same CSV built the obvious way (every user read in one query, the file built
// in memory) in the same run. Prints the time of both and the growth of the process's memory while
// each holds at its fullest (garbage collected before each reading), and their ratios.
// Run: NODE_OPTIONS=--expose-gc npx tsx bench/member-export.ts   (BENCH_USERS to change the number of users)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/server/src/db/database.ts';
import { startPlatform } from '../apps/server/src/platform.ts';
import { readSettings } from '../apps/server/src/settings.ts';
import { csvCell } from '../apps/server/src/commands/member-export.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-export-db-'));
const settings = readSettings({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const platform = await startPlatform(settings, { db: await openPglite(dataDir) });
await platform.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(platform.app.server.address() as { port: number }).port}`;
const db = platform.ctx.db;

// Users written directly (registration is rate-limited and hashes passwords; not what is measured).
await db.query(
  `INSERT INTO users (username, username_key, email, password_hash, membership_type, vip_expiry_date)
   SELECT '学员_' || g, 'bench_' || g, 'learner' || g || '@example.com', 'x',
          CASE WHEN g % 3 = 0 THEN 'vip' ELSE 'normal' END,
          CASE WHEN g % 3 = 0 THEN now() + interval '30 days' END
     FROM generate_series(1, $1::int) AS g`,
  [USERS],
);

const login = await fetch(`${base}/api/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ username: 'admin', password: 'bench-admin' }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

/**
 * Runs `work`, which calls `sample()` at its points of greatest holding; each sample collects
 * garbage first (node --expose-gc), so it reads what is still held, not what awaits collection.
 * Returns the time (samples excluded) and the peak growth of the retained heap and RSS in MiB.
 */
async function measure(work: (sample: () => void) => Promise<number>) {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with NODE_OPTIONS=--expose-gc (see the header)');
  gc();
  const before = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  let sampling = 0;
  const sample = () => {
    const t = performance.now();
    gc();
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed + now.external + now.arrayBuffers - (before.heapUsed + before.external + before.arrayBuffers));
    rss = Math.max(rss, now.rss - before.rss);
    sampling += performance.now() - t;
  };
  const started = performance.now();
  const bytes = await work(sample);
  const ms = performance.now() - started - sampling;
  return { ms, bytes, heapMiB: heap / 2 ** 20, rssMiB: rss / 2 ** 20 };
}

const streamed = await measure(async (sample) => {
  const res = await fetch(`${base}/api/admin/export/users`, { headers: { cookie } });
  let bytes = 0;
  let chunks = 0;
  for await (const chunk of res.body!) {
    bytes += (chunk as Uint8Array).byteLength;
    if (++chunks % 20 === 0) sample();
  }
  return bytes;
});

const inMemory = await measure(async (sample) => {
  const rows = await db.query<{
    id: number;
    username: string;
    email: string | null;
    membership_type: string;
    vip_expiry_date: Date | null;
    is_admin: boolean;
    created_at: Date;
  }>('SELECT id, username, email, membership_type, vip_expiry_date, is_admin, created_at FROM users WHERE deleted_at IS NULL ORDER BY id');
  sample();
  const text = rows
    .map((u) =>
      [u.id, u.username, u.email ?? '', u.membership_type, u.vip_expiry_date?.toISOString() ?? '', u.is_admin, u.created_at.toISOString()]
        .map((v) => csvCell(String(v)))
        .join(','),
    )
    .join('\r\n');
  sample();
  return Buffer.byteLength(text);
});

const fmt = (m: typeof streamed) =>
  `${(m.ms / 1000).toFixed(2)} s, ${(m.bytes / 2 ** 20).toFixed(1)} MiB of CSV, retained memory +${m.heapMiB.toFixed(1)} MiB (RSS +${m.rssMiB.toFixed(0)} MiB)`;
console.log(`users: ${USERS + 1}`);
console.log(`streamed export over HTTP (server and client in this process): ${fmt(streamed)}`);
console.log(`baseline, all rows read and the file built in memory:         ${fmt(inMemory)}`);
console.log(`retained memory ratio streamed / baseline: ${(streamed.heapMiB / inMemory.heapMiB).toFixed(3)}`);
console.log(`time ratio streamed / baseline: ${(streamed.ms / inMemory.ms).toFixed(2)}`);

await platform.close();
fs.rmSync(dataDir, { recursive: true, force: true });
