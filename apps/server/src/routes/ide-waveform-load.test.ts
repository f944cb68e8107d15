/**
 * Another user's calls while the IDE answers a 32 MiB waveform (issue 26, finding 3), over real
 * HTTP with a real worker process: the worker reports the simulation (8 MiB of base64 gzip), the
 * server stores it and streams the VCD back, and meanwhile GET /api/user/check_auth keeps being
 * answered — the server's event loop is never held for long. Measured against an idle stretch of
 * the same test on the same machine: the event loop's longest delay (perf_hooks; check_auth's
 * answers are printed beside it — called from this process, they stop while the loop is held, so
 * the loop's delay is the figure judged). Before the fix the result was written into and read back
 * from the job's JSON, inflated with gunzipSync and serialised whole: 4-6 s of held loop here.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type TestPlatform } from '../testing/harness.ts';
import { serverUrl, spawnTestWorker } from '../testing/worker-process.ts';

const TOKEN = 'waveform-load-token-0123456789';
/** A testbench that dumps two 32-bit registers every step until the VCD reaches its 32 MiB cap. */
const TB = `module test_bench;
  reg clk = 0;
  reg [31:0] count = 0;
  reg [31:0] lfsr = 32'h1;
  always #1 clk = ~clk;
  always @(posedge clk) begin
    count <= count + 1;
    lfsr <= {lfsr[30:0], lfsr[31] ^ lfsr[21] ^ lfsr[1] ^ lfsr[0]};
  end
  initial begin
    $dumpfile("wave.vcd");
    $dumpvars(0, test_bench);
    #100000000 $finish;
  end
endmodule
`;

let platform: TestPlatform;
let worker: ChildProcess | undefined;
let workerOutput = '';
let base: string;
const agent = new http.Agent({ keepAlive: true });

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  base = serverUrl(platform);
  worker = spawnTestWorker(base, TOKEN, 'waveform-load-worker', (text) => (workerOutput += text));
});
afterAll(async () => {
  agent.destroy();
  if (worker && worker.exitCode === null) {
    worker.kill('SIGKILL');
    await new Promise((r) => worker!.once('exit', r));
  }
  await platform?.close();
});

async function learner(): Promise<string> {
  const client = new Client(platform);
  const res = await client.post('/api/user/register', { username: uniqueName('wave'), password: 'secret1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((await client.post('/api/online/files', { path: 'sim/tb.v', type: 'file', content: TB })).status).toBe(200);
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** POST /api/online/simulate over HTTP as a browser sends it (gzip accepted); the answer's bytes, inflated. */
function simulate(cookie: string): Promise<{ status: number; chunks: Buffer[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/online/simulate`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', origin: base, cookie, 'accept-encoding': 'gzip' },
      },
      (res) => {
        // Inflated by zlib off the loop and kept as bytes: the client's own work must not be what is measured.
        const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
        const chunks: Buffer[] = [];
        body.on('data', (c: Buffer) => chunks.push(c));
        // Joined and parsed by the caller after the measurement: 32 MiB of text is the client's work, not the server's.
        body.on('end', () => resolve({ status: res.statusCode ?? 0, chunks }));
        body.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ top_module: 'test_bench', top_file: 'sim/tb.v', timeout: 10 }));
  });
}

function checkAuth(cookie: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/api/user/check_auth`, { agent, headers: { cookie } }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`check_auth ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

interface Stretch {
  /** The event loop's longest delay, ms. */
  loopMax: number;
  /** check_auth's answers, ms, one call every 20 ms whatever the last one's fate (while the loop runs). */
  calls: number[];
}

/** Measures while `work` runs: the loop's delay and check_auth, called every 20 ms by another user. */
async function measure<T>(cookie: string, work: () => Promise<T>): Promise<{ stretch: Stretch; value: T }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const calls: Promise<number>[] = [];
  let running = true;
  histogram.enable();
  const caller = (async () => {
    while (running) {
      calls.push(checkAuth(cookie));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const value = await work();
  running = false;
  await caller;
  const times = await Promise.all(calls);
  histogram.disable();
  return { stretch: { loopMax: histogram.max / 1e6, calls: times }, value };
}

/** The q-quantile of `times` (0.9: the slowest tenth starts there). */
const quantile = (times: number[], q: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * q))]!;

describe(`the server while it answers a 32 MiB IDE waveform, on ${DATABASE_KIND}`, () => {
  it('keeps answering check_auth: the event loop is never held for long', { timeout: 180_000 }, async () => {
    const [simulating, other] = [await learner(), await learner()];
    // A first run warms the worker and both processes' code paths; not measured.
    const warm = await simulate(simulating);
    expect(warm.status, `${Buffer.concat(warm.chunks).toString().slice(0, 500)}\nworker:\n${workerOutput.slice(-2000)}`).toBe(200);

    const idle = await measure(other, () => new Promise((r) => setTimeout(r, 2000)));
    const loaded = await measure(other, () => simulate(simulating));

    expect(loaded.value.status).toBe(200);
    const answer = JSON.parse(Buffer.concat(loaded.value.chunks).toString('utf8')) as {
      outcome: string;
      waveform: string;
      waveform_truncated: boolean;
    };
    expect(answer.outcome).toBe('success');
    expect(answer.waveform_truncated).toBe(true);
    expect(answer.waveform.length).toBeGreaterThan(32 * 1024 * 1024 - 1024);
    expect(answer.waveform.startsWith('$date')).toBe(true);

    const figures = Object.fromEntries(
      Object.entries({ idle, loaded }).map(([name, { stretch }]) => [
        name,
        { loopMax: stretch.loopMax, p50: quantile(stretch.calls, 0.5), p90: quantile(stretch.calls, 0.9), max: quantile(stretch.calls, 1) },
      ]),
    );
    console.log(`event loop and check_auth (ms) while idle and while a 32 MiB waveform is answered: ${JSON.stringify(figures)}`);
    // Why this bound: the answer's largest synchronous step now is parsing the worker's 8 MiB
    // report (tens of ms of CPU); this test measured 150-410 ms of longest delay with other work
    // on both cores. Before, the stored result was parsed, inflated with gunzipSync and serialised
    // whole, holding the loop 4.2-5.9 s here. 1 s, or 8× the idle stretch's longest delay when the
    // machine is busier still.
    expect(figures.loaded!.loopMax).toBeLessThan(Math.max(1000, 8 * figures.idle!.loopMax));
  });
});
