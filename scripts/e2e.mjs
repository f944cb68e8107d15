// `npm run test:e2e`: browser tests in Debian's Chromium (playwright-core) against the real server.
// Needs a build (`npm run build`: the SPA in apps/web/dist and the worker in apps/worker/dist). Starts
// E2E_LANES lanes (2 by default), each a platform of its own: a loopback SMTP server that keeps every
// message in a mailbox directory, the server (npx tsx) on a free port with a fresh database and that
// SMTP server, and one judge worker sharing a fresh worker token (as scripts/start.mjs does). The lanes
// take tests/e2e/*.test.ts files from one queue, one file at a time each, with node's test runner; a
// file's report is printed whole when it ends. Saves screenshots to artifacts/screenshots/, prints
// "N passed, N failed" and stops everything it started.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCREENSHOT_DIR = path.join(ROOT, 'artifacts', 'screenshots');
const ARTIFACTS = path.join(ROOT, 'artifacts');
const WORKER_MAIN = path.join(ROOT, 'apps/worker/dist/main.js');
/** Why 90 s: a fresh PGlite database takes 5–10 s to create; a loaded CI machine may take several times that. */
const SERVER_START_TIMEOUT_MS = 90_000;
/** Why 60 s: the worker's start-up self-test compiles and simulates a tiny design in the jail (~1 s when idle). */
const WORKER_START_TIMEOUT_MS = 60_000;
/** Why 3 min per file: each file drives one browser through several flows, with 2 s toasts and timers. */
const FILE_TIMEOUT_MS = 180_000;
/**
 * Why two lanes by default: a file waits on its browser, the server and the judge in turn, so one
 * file at a time left a core of two idle much of the step; a platform per lane keeps the files from
 * seeing each other's configuration (the AI provider, the payment gateway, imported packs).
 */
const LANES = Number(process.env.E2E_LANES ?? 2);

const say = (line) => process.stdout.write(`${line}\n`);
const only = process.argv.slice(2);

for (const built of ['apps/web/dist/index.html', 'apps/worker/dist/main.js']) {
  if (!fs.existsSync(path.join(ROOT, built))) {
    say(`✗ ${built} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}

/** A real SMTP server on loopback; each message becomes <mailbox>/<n>.json with its recipients and raw text. */
async function startMailbox(dir) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') };
        count += 1;
        fs.writeFileSync(path.join(dir, `${String(count).padStart(4, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

function startServer(env, logPath) {
  const log = fs.openSync(logPath, 'w');
  // Its own process group (detached), so stopping it also stops npx's child processes.
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  return child;
}

async function waitUntilReady(base, child, logPath) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} (see ${logPath})`);
    try {
      const response = await globalThis.fetch(`${base}/api/problem/config`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s (see ${logPath})`);
}

/** One judge worker, like scripts/start.mjs starts them; its own process group so it can be stopped as a whole. */
function startWorker(env, logPath) {
  const log = fs.openSync(logPath, 'w');
  const child = spawn(process.execPath, ['--enable-source-maps', WORKER_MAIN], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return child;
}

/** The worker logs 'self-test passed' before it claims its first job. */
async function waitUntilWorkerReady(child, logPath) {
  const deadline = Date.now() + WORKER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the worker exited with code ${child.exitCode} (see ${logPath})`);
    if (fs.readFileSync(logPath, 'utf8').includes('self-test passed')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the worker did not pass its self-test within ${WORKER_START_TIMEOUT_MS / 1000} s (see ${logPath})`);
}

/** SIGTERM to the process group (a graceful stop), SIGKILL after 12 s or once the leader is gone. */
async function stopGroup(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
  // npx may exit before its child: make sure nothing of the group is left.
  signalGroup('SIGKILL');
}

/**
 * Lane `n`: a mailbox, a server on a fresh database and one worker, all under `root`. Returns the
 * test files' environment and `stop`; what it started so far is stopped even when it fails half-way.
 */
async function startLane(n, root, stopping) {
  const dir = path.join(root, `lane-${n}`);
  const mailboxDir = path.join(dir, 'mailbox');
  fs.mkdirSync(mailboxDir, { recursive: true });
  const serverLog = path.join(ARTIFACTS, `e2e-server-${n}.log`);
  const workerLog = path.join(ARTIFACTS, `e2e-worker-${n}.log`);
  const lane = { server: undefined, worker: undefined, mailbox: undefined };
  stopping.push(async () => {
    // Both at once: the worker leaves its long-poll claim when the server closes the connection.
    await Promise.all([stopGroup(lane.worker), stopGroup(lane.server)]);
    await lane.mailbox?.close();
  });
  lane.mailbox = await startMailbox(mailboxDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const workerToken = crypto.randomBytes(24).toString('base64url');
  const adminPassword = `e2e-admin-${crypto.randomBytes(6).toString('hex')}`;
  lane.server = startServer(
    {
      ...process.env,
      PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      // The same scrypt at a smaller work factor: the browser tests' logins are not what they measure.
      PASSWORD_HASH_COST: '10',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(lane.mailbox.port),
      SMTP_SECURE: 'false',
      WORKER_TOKEN: workerToken,
    },
    serverLog,
  );
  const started = Date.now();
  await waitUntilReady(base, lane.server, serverLog);
  say(`lane ${n}: server ready at ${base} after ${((Date.now() - started) / 1000).toFixed(1)} s; SMTP on 127.0.0.1:${lane.mailbox.port}`);
  lane.worker = startWorker({ ...process.env, SERVER_URL: base, WORKER_TOKEN: workerToken, WORKER_NAME: `e2e-worker-${n}` }, workerLog);
  await waitUntilWorkerReady(lane.worker, workerLog);
  say(`lane ${n}: judge worker ready (log: ${path.relative(ROOT, workerLog)})`);
  return {
    ...process.env,
    E2E_BASE_URL: base,
    E2E_MAILBOX_DIR: mailboxDir,
    E2E_SCREENSHOT_DIR: SCREENSHOT_DIR,
    E2E_RUN_ID: `${Date.now().toString(36)}${n}`,
    E2E_ADMIN_USERNAME: 'admin',
    E2E_ADMIN_PASSWORD: adminPassword,
  };
}

/** One file on a lane's platform; its report is collected and printed whole, so lanes do not interleave. */
async function runFile(file, env, totals) {
  const stream = run({ files: [file], concurrency: 1, timeout: FILE_TIMEOUT_MS, env });
  stream.on('test:pass', (event) => {
    if (event.details?.type !== 'suite') totals.passed += 1;
  });
  stream.on('test:fail', (event) => {
    if (event.details?.type !== 'suite') totals.failed += 1;
  });
  const chunks = [];
  const report = stream.compose(spec);
  report.on('data', (chunk) => chunks.push(chunk));
  await finished(report);
  process.stdout.write(chunks.join(''));
}

/**
 * Each lane takes the next file from one queue until none is left, the largest files first: a long
 * file taken last keeps one lane busy while the other has finished (the size of a test file is a
 * fair guess of its flows' length). Each file's time and lane is printed as it ends.
 */
async function runTests(files, lanes) {
  const totals = { passed: 0, failed: 0 };
  const queue = [...files].sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  const started = Date.now();
  await Promise.all(
    lanes.map(async (env, lane) => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const from = Date.now();
        await runFile(file, env, totals);
        say(
          `⏱ ${path.basename(file)}: ${((Date.now() - from) / 1000).toFixed(1)} s on lane ${lane + 1}, ending at ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    }),
  );
  return totals;
}

fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
for (const old of fs.readdirSync(SCREENSHOT_DIR)) if (old.endsWith('.png')) fs.rmSync(path.join(SCREENSHOT_DIR, old));
const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'veridojo-e2e-'));

/** What to stop at the end, each lane's part pushed as it starts. */
const stopping = [];
let result = { passed: 0, failed: 1 };
const cleanUp = async () => {
  await Promise.all(stopping.map((stop) => stop()));
  fs.rmSync(tempRoot, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  const testDir = path.join(ROOT, 'tests/e2e');
  const files = fs
    .readdirSync(testDir)
    .filter((f) => f.endsWith('.test.ts'))
    // `npm run test:e2e -- solving` runs only the files whose names contain an argument.
    .filter((f) => only.length === 0 || only.some((word) => f.includes(word)))
    .sort()
    .map((f) => path.join(testDir, f));
  const laneCount = Math.max(1, Math.min(LANES, files.length));
  const lanes = await Promise.all(Array.from({ length: laneCount }, (_, i) => startLane(i + 1, tempRoot, stopping)));
  result = await runTests(files, lanes);
} catch (error) {
  say(`✗ ${error.message}`);
} finally {
  await cleanUp();
}

const shots = fs.readdirSync(SCREENSHOT_DIR).filter((f) => f.endsWith('.png'));
say(`screenshots: ${shots.length} in ${path.relative(ROOT, SCREENSHOT_DIR)}/ (${shots.join(', ')})`);
say(`${result.passed} passed, ${result.failed} failed`);
process.exit(result.failed === 0 && result.passed > 0 ? 0 : 1);
