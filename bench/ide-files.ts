// Cost of GET /api/online/files for a 200-entry project (20 folders of 9 files) against a 10-file
// one: two learners on one platform (PGlite on disk), called in alternation so the machine's load
// falls on both alike. The listing reads paths and sizes only (never contents) in one query and
// nests them in memory, so the project's size should barely show — goal ≤ 2×.
// Run: npx tsx bench/ide-files.ts   (BENCH_CALLS to change the number of calls)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../apps/server/src/db/database.ts';
import { startPlatform } from '../apps/server/src/platform.ts';
import { readSettings } from '../apps/server/src/settings.ts';
import { median } from './lib.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const GOAL = 2;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-ide-db-'));
const settings = readSettings({ ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const platform = await startPlatform(settings, { db: await openPglite(dataDir) });
/** A file of ~2 KiB: a small module with its comments, what a learner's project holds. */
const content = (name: string) =>
  `// ${name}\nmodule m_${name.replace(/\W/g, '_')}(input clk, output reg q);\n${'  // comment line\n'.repeat(100)}endmodule\n`;

async function learner(name: string, files: string[]): Promise<string> {
  const registered = await platform.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { username: name, password: 'bench-password' },
  });
  const cookie = String(registered.headers['set-cookie']).split(';')[0]!;
  const res = await platform.app.inject({
    method: 'POST',
    url: '/api/online/import',
    headers: { cookie, origin: 'http://localhost', host: 'localhost' },
    payload: { files: files.map((p) => ({ path: p, content: content(p) })) },
  });
  if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return cookie;
}

try {
  const small = await learner(
    'ide_small',
    Array.from({ length: 10 }, (_, i) => `f${i}.v`),
  );
  const large = await learner(
    'ide_large',
    Array.from({ length: 180 }, (_, i) => `dir${Math.floor(i / 9)}/f${i % 9}.v`),
  );
  const times = { small: [] as number[], large: [] as number[] };
  const call = async (cookie: string, into: number[] | null, entries: number) => {
    const started = performance.now();
    const res = await platform.app.inject({ method: 'GET', url: '/api/online/files', headers: { cookie } });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}`);
    const count = (nodes: { children?: unknown[] }[]): number => nodes.reduce((n, x) => n + 1 + count((x.children ?? []) as never), 0);
    if (count(JSON.parse(res.body).files) !== entries) throw new Error('the tree lost entries');
    into?.push(elapsed);
  };
  for (let i = 0; i < 10; i++) {
    await call(small, null, 10); // warm-up, not counted
    await call(large, null, 200);
  }
  for (let i = 0; i < CALLS; i++) {
    await call(small, times.small, 10);
    await call(large, times.large, 200);
  }
  const ratio = median(times.large) / median(times.small);
  console.log(`GET /api/online/files, median of ${CALLS} alternating calls (PGlite on disk)`);
  console.log(`  10 files                    ${median(times.small).toFixed(2)} ms`);
  console.log(`  200 entries (20 folders)    ${median(times.large).toFixed(2)} ms`);
  console.log(`ratio ${ratio.toFixed(2)}× (goal ≤ ${GOAL}×)`);
  process.exitCode = ratio <= GOAL ? 0 : 1;
} finally {
  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
