/**
 * The cluster of docs/DEPLOY.md under load and faults, on this one machine (issue 31 §4): a
 * PostgreSQL cluster, two server processes, nginx in front, three judge workers, all on loopback
 * (deploy/cluster/stack.ts). Simulated users, each from a loopback address of its own, submit
 * correct, wrong, looping and malicious designs, one floods the submit limit, some follow their
 * verdicts by the pushed event stream and others by polling, two run IDE simulations, one converts
 * Verilog to VHDL, two pay for VIP through the loopback Alipay gateway (one notify repeated) and
 * one leaves an order unpaid — while a worker is killed (SIGKILL) in the middle of a job, a
 * server process is restarted and PostgreSQL is restarted. Then, reading the database itself:
 * every submission has one final verdict and the right one, each judgement was counted once, the
 * killed job was taken over, no session was lost, every paid order extended its buyer's
 * membership exactly once, and the servers' metrics add up to what was sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signalGroup, until } from './cluster/processes.ts';
import { SiteUser } from './cluster/site-user.ts';
import { METRICS_TOKEN, startStack, stopStack, type Stack } from './cluster/stack.ts';

/** Why 24: enough users that the queue is never empty while the faults happen, few enough for 2 cores. */
const USERS = 24;
/** The submit limit's default (contracts RATE_LIMIT_DEFAULTS): the flooding user sends two more. */
const SUBMIT_LIMIT = 10;
/** How long a submission may take from its submit to its verdict, a killed worker's lease (10 s: stack.ts) included. */
const VERDICT_MS = 90_000;

/** Designs for the bank's `wire` problem, each marked with the verdict it must get (read back from the database). */
const DESIGNS = {
  accepted: 'module TopModule(input in, output out);\n  assign out = in;\nendmodule\n',
  wrong_answer: 'module TopModule(input in, output out);\n  assign out = ~in;\nendmodule\n',
  // Spins in zero simulated time (golden case limit-zero-time-loop): only the time limit ends it.
  time_limit:
    'module TopModule(input in, output out);\n  integer i;\n  always @(in) for (i = 0; i >= 0; i = i + 0) ;\n  assign out = in;\nendmodule\n',
  // The golden suite's attacks: a host file read, a host file included, a forged result line.
  attack_fopen:
    'module TopModule(input in, output out);\n  assign out = in;\n  integer f;\n  initial f = $fopen("/etc/passwd", "r");\nendmodule\n',
  attack_include: '`include "/etc/passwd"\nmodule TopModule(input in, output out);\n  assign out = in;\nendmodule\n',
  attack_forged_result:
    'module TopModule(input in, output out);\n  assign out = 1\'b0;\n  initial $display("Mismatches: 0 in 33 samples");\n  initial $display("VD_RESULT 0000000000000000 0 33");\nendmodule\n',
} as const;
type Design = keyof typeof DESIGNS;
const EXPECTED: Record<Design, string> = {
  accepted: 'accepted',
  wrong_answer: 'wrong_answer',
  time_limit: 'time_limit',
  attack_fopen: 'compile_error',
  attack_include: 'compile_error',
  attack_forged_result: 'wrong_answer',
};
const ATTACKS: Design[] = ['attack_fopen', 'attack_include', 'attack_forged_result'];
/** The marker that lets the final check find a stored submission's expected verdict from its code. */
const marked = (design: Design, user: number, n: number) => `// cluster:${design} user ${user} #${n}\n${DESIGNS[design]}`;
const designOf = (code: string) => /^\/\/ cluster:(\w+)/.exec(code)?.[1] as Design | undefined;

/**
 * Submits and metrics scrapes meet here: a server's counters die with its process, so before a
 * restart the test lets no submit or notify be in flight, reads the counters, and lets none start
 * until the process has exited.
 */
class Gate {
  private closed: Promise<void> | null = null;
  private reopen: () => void = () => undefined;
  private inFlight = 0;
  async pass<T>(work: () => Promise<T>): Promise<T> {
    while (this.closed) await this.closed;
    this.inFlight += 1;
    try {
      return await work();
    } finally {
      this.inFlight -= 1;
    }
  }
  async close(): Promise<void> {
    this.closed = new Promise((resolve) => (this.reopen = resolve));
    await until(
      'submits and notifies in flight to end',
      async () => (this.inFlight === 0 ? true : undefined),
      60_000,
      () => '',
      20,
    );
  }
  open(): void {
    this.closed = null;
    this.reopen();
  }
}

/** The counters of one server process's metrics text, by series (`name{labels}`). */
function parseMetrics(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

/** The sum of every series of `name` whose labels include each of `labels`. */
function total(metrics: Map<string, number>[], name: string, labels: string[] = []): number {
  let sum = 0;
  for (const scrape of metrics)
    for (const [key, value] of scrape) if (key.startsWith(`${name}{`) && labels.every((l) => key.includes(l))) sum += value;
  return sum;
}

let stack: Stack;
const users: SiteUser[] = [];
const started = Date.now();
const timeline: string[] = [];
const mark = (what: string) => timeline.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);

beforeAll(async () => {
  stack = await startStack(3);
  mark('servers, nginx and workers started');
  // Ready means the database is current and a worker was heard from; all three are wanted.
  await until(
    'the three workers to claim through nginx',
    async () => ((await stack.sql('SELECT name FROM workers')).length === 3 ? true : undefined),
    60_000,
    () => stack.logs(),
    200,
  );
  mark('workers claiming');
  // Two processes started together on an empty database: neither may have met a problem (the admin's creation raced once).
  expect(stack.serverErrors(), 'errors logged by the servers while starting').toEqual([]);
}, 150_000);

afterAll(async () => {
  await Promise.all(users.map((u) => u.close()));
  await stopStack();
  // The run's course, in the output whatever happened: where the time went and what met a fault.
  console.log(`cluster test timeline:\n  ${timeline.join('\n  ')}`);
}, 60_000);

describe('the cluster under load, a worker kill, a server restart and a database restart', () => {
  it('keeps every submission, job, session, payment and metric', async () => {
    const site = { url: stack.url, origin: stack.origin, ca: stack.site.ca };
    const fail = (what: string) => `${what}\ntimeline:\n${timeline.join('\n')}\n${stack.logs()}`;
    const [problem] = await stack.sql<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
    expect(problem, fail('the bank was not seeded')).toBeDefined();
    const submitPath = `/api/problem/${problem!.id}/submit`;

    for (let i = 0; i < USERS; i++) users.push(new SiteUser(site, `127.0.1.${i + 1}`));
    const registered = await Promise.all(
      users.map((u, i) =>
        u.post('/api/user/register', { username: `cluster_${i}_${process.pid % 10000}`, password: 'secret1', email: null }),
      ),
    );
    for (const answer of registered) expect(answer.status, fail(answer.text)).toBe(200);
    mark(`${USERS} users registered`);

    const gate = new Gate();
    const submitted: { id: number; design: Design; user: number }[] = [];
    /** Settles when the three faults are over (set below, before any user starts). */
    let faultsDone: Promise<void> = Promise.resolve();

    /** One submission and its verdict, followed by events (even users) or by polling (odd), as the SPA does either way. */
    async function submitAndFollow(user: number, design: Design, n: number): Promise<void> {
      const u = users[user]!;
      const answer = await gate.pass(() => u.post(submitPath, { code: marked(design, user, n) }));
      expect(answer.status, fail(`user ${user} submit ${design}: ${answer.text}`)).toBe(200);
      const id = answer.body.submission_id as number;
      submitted.push({ id, design, user });
      const isFinal = (s: Record<string, unknown>) => s.status === 'success' || s.status === 'failed';
      let final: Record<string, unknown>;
      if (user % 2 === 0) final = await u.follow(`/api/submission/${id}/events`, isFinal, VERDICT_MS);
      else
        final = await until(
          `the verdict of submission ${id}`,
          async () => {
            const res = await u.get(`/api/submission/${id}`);
            return res.status === 200 && isFinal(res.body) ? res.body : undefined;
          },
          VERDICT_MS,
          () => stack.logs(),
          500,
        );
      expect(final.verdict, fail(`submission ${id} (${design}) of user ${user}`)).toBe(EXPECTED[design]);
    }

    /** Each user's part: loops first (they must be running when the worker is killed), then the rest. */
    async function learner(user: number): Promise<void> {
      const plan: Design[] = [];
      // Three loops (5 s each on a worker): one is where the worker is killed.
      if (user % 6 === 0 && user < 18) plan.push('time_limit');
      plan.push('accepted', 'wrong_answer', ATTACKS[user % ATTACKS.length]!);
      for (const [n, design] of plan.entries()) await submitAndFollow(user, design, n);
      if (user === 1 || user === 3) await ideRun(user);
      if (user === 5) await conversion(user);
      // After the faults: the cluster still judges (and each user's cookie from before still works).
      await faultsDone;
      await submitAndFollow(user, 'accepted', plan.length);
    }

    async function ideRun(user: number) {
      const u = users[user]!;
      expect((await u.post('/api/online/templates/counter')).status).toBe(200);
      const run = await u.post('/api/online/simulate', { top_module: 'test_bench', top_file: 'counter/counter_tb.v', timeout: 10 });
      expect(run.status, fail(`IDE run of user ${user}: ${run.text.slice(0, 500)}`)).toBe(200);
      expect(run.body, fail(`IDE run of user ${user}`)).toMatchObject({ status: 'success', outcome: 'success' });
    }

    async function conversion(user: number) {
      const adder = 'module adder(input [3:0] a, input [3:0] b, output [4:0] sum);\n  assign sum = a + b;\nendmodule\n';
      const answer = await users[user]!.post('/api/verilog-converter/convert', { files: [{ filename: 'adder.v', content: adder }] });
      expect(answer.status, fail(`conversion: ${answer.text.slice(0, 500)}`)).toBe(200);
      expect(answer.body, fail('conversion')).toMatchObject({ success: true, top: 'adder' });
    }

    /** Over the limit at once: exactly the limit is taken, the rest refused, across both server processes. */
    const flooder = USERS - 1;
    async function flood(): Promise<void> {
      const answers = await Promise.all(
        Array.from({ length: SUBMIT_LIMIT + 2 }, (_, n) =>
          gate.pass(() => users[flooder]!.post(submitPath, { code: marked('attack_fopen', flooder, 100 + n) })),
        ),
      );
      const taken = answers.filter((a) => a.status === 200);
      expect(answers.map((a) => a.status).sort(), fail('the flood')).toEqual([
        ...Array<number>(SUBMIT_LIMIT).fill(200),
        ...Array<number>(2).fill(429),
      ]);
      for (const a of taken) submitted.push({ id: a.body.submission_id as number, design: 'attack_fopen', user: flooder });
    }

    /** Buyers: an order each, paid at the gateway; the notify comes twice at once, and once more after the faults. */
    const buyers = [7, 8];
    const unpaidBuyer = 9;
    const notifies: { text: string }[] = [];
    const orders: { user: number; order_number: string }[] = [];
    async function buy(user: number): Promise<void> {
      const answer = await users[user]!.post('/api/payment/vip/recharge', { package_id: 'vip_7days' });
      expect(answer.status, fail(`recharge of user ${user}: ${answer.text}`)).toBe(200);
      const order = answer.body.data as { order_number: string; provider: string };
      expect(order.provider).toBe('alipay');
      if (user === unpaidBuyer) return;
      orders.push({ user, order_number: order.order_number });
      stack.gateway.pay(order.order_number);
      // Alipay's notify reaches nginx like any client's call (from Alipay's own address).
      const alipay = new SiteUser(site, '127.0.2.1');
      const notify = () =>
        gate.pass(async () => {
          const res = await alipay.call('POST', '/api/payment/alipay/notify', stack.gateway.notification(order.order_number), {
            form: true,
          });
          notifies.push({ text: res.text });
          return res;
        });
      const both = await Promise.all([notify(), notify()]);
      for (const res of both) expect(res.text, fail(`notify of user ${user}'s order`)).toBe('success');
      await faultsDone;
      expect((await notify()).text).toBe('success');
      await alipay.close();
    }

    // The faults, one after another while the load runs.
    const scrapes: Map<string, number>[] = [];
    const scrape = async (i: 0 | 1) => {
      const res = await fetch(`http://127.0.0.1:${stack.ports[i]}/api/system/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.status, fail('metrics scrape')).toBe(200);
      return parseMetrics(await res.text());
    };
    let killedJob: { id: number; worker: string } | undefined;
    async function faults(): Promise<void> {
      killedJob = await until(
        'a looping submission to be judged on a worker',
        async () =>
          (
            await stack.sql<{ id: number; worker: string }>(
              `SELECT j.id, j.worker FROM jobs j JOIN submissions s ON s.id = j.submission_id
                WHERE j.status = 'running' AND s.code LIKE '// cluster:time_limit%' ORDER BY j.id LIMIT 1`,
            )
          )[0],
        60_000,
        () => stack.logs(),
        50,
      );
      const victim = stack.workers.get(killedJob.worker);
      expect(victim, fail(`job ${killedJob.id} is held by ${killedJob.worker}, not a worker of this test`)).toBeDefined();
      signalGroup(victim!, 'SIGKILL');
      await victim!.exited;
      mark(`${killedJob.worker} killed (SIGKILL) while judging job ${killedJob.id}`);
      // As systemd would: a worker starts again in its place (under a new name, so its count starts at 0).
      stack.startWorker('worker-replacement');

      // A session made before the restart, for the check after it.
      const [before] = [users[1]!.cookie];
      await gate.close();
      scrapes.push(await scrape(1));
      mark('server-1 stopping (SIGTERM)');
      // Until it has exited (it serves what arrives on open connections meanwhile), no submit or
      // notify may reach it uncounted; the other calls go on.
      const stopMs = await stack.stopServer(1);
      gate.open();
      const startMs = await stack.startServer(1);
      mark(`server-1 restarted (stopped in ${stopMs} ms, up again in ${startMs} ms)`);
      // The same cookie, straight to the restarted process (not through nginx): still logged in.
      const me = await fetch(`http://127.0.0.1:${stack.ports[1]}/api/user/check_auth`, { headers: { cookie: before } });
      expect(await me.json(), fail('the session after the server restart')).toMatchObject({ is_login: true });

      mark('PostgreSQL restarting');
      await stack.restartDatabase();
      mark('PostgreSQL restarted');
    }

    faultsDone = faults();
    await Promise.all([
      faultsDone,
      flood(),
      ...users.map((_, i) =>
        i === flooder ? Promise.resolve() : buyers.includes(i) || i === unpaidBuyer ? Promise.resolve() : learner(i),
      ),
      ...buyers.map(buy),
      buy(unpaidBuyer),
    ]);
    mark('load done');
    // Nothing crashed: both server processes and the three workers (the replacement among them) still run.
    for (const running of [...stack.servers, ...stack.workers.values()].filter((p) => p.name !== killedJob?.worker))
      expect(running.child.exitCode, fail(`${running.name} exited`)).toBeNull();
    // The flood's submissions were not followed: every submission final before anything is read.
    await until(
      'every submission to be judged',
      async () => ((await stack.sql(`SELECT id FROM submissions WHERE status IN ('queued', 'running')`)).length === 0 ? true : undefined),
      VERDICT_MS,
      () => fail('submissions left unjudged'),
      200,
    );

    // ---- The database's word on everything sent ----
    const rows = await stack.sql<{ id: number; code: string; status: string; verdict: string | null; user_id: number }>(
      'SELECT id, code, status, verdict, user_id FROM submissions ORDER BY id',
    );
    // Every submission a user was told about is stored. A stored one nobody was told about can only
    // be a submit repeated after its answer was lost to a fault (committed, then the connection
    // died): the same user's same marked code, which the user did get an answer for the second time.
    const answered = new Set(submitted.map((s) => s.id));
    const stored = new Map(rows.map((r) => [r.id, r]));
    for (const id of answered) expect(stored.has(id), fail(`submission ${id} was answered but is not stored`)).toBe(true);
    const answeredCodes = new Set(rows.filter((r) => answered.has(r.id)).map((r) => r.code));
    for (const extra of rows.filter((r) => !answered.has(r.id)))
      expect(answeredCodes.has(extra.code), fail(`submission ${extra.id} is stored but was never submitted`)).toBe(true);
    for (const row of rows) {
      const design = designOf(row.code);
      expect(design, `submission ${row.id} has no marker`).toBeDefined();
      expect({ id: row.id, status: row.status, verdict: row.verdict }, fail(`submission ${row.id}`)).toEqual({
        id: row.id,
        status: EXPECTED[design!] === 'accepted' ? 'success' : 'failed',
        verdict: EXPECTED[design!],
      });
    }
    // One judgement job per submission, done; only the killed one was taken twice.
    const jobs = await stack.sql<{ id: number; submission_id: number; status: string; attempts: number; worker: string }>(
      `SELECT id, submission_id, status, attempts, worker FROM jobs WHERE kind = 'judge' ORDER BY id`,
    );
    expect(jobs.length, fail('judgement jobs')).toBe(rows.length);
    expect(new Set(jobs.map((j) => j.submission_id)).size).toBe(rows.length);
    for (const job of jobs) expect({ id: job.id, status: job.status }).toEqual({ id: job.id, status: 'done' });
    const killed = jobs.find((j) => j.id === killedJob!.id)!;
    expect(killed.attempts, fail('the killed job')).toBe(2);
    expect(killed.worker).not.toBe(killedJob!.worker);
    const retaken = jobs.filter((j) => j.attempts > 1).map((j) => j.id);
    mark(`jobs taken more than once: ${retaken.join(', ')}`);
    // Every finished job counted once for the worker that finished it (the killed worker's counts stay as they were).
    const [counted] = await stack.sql<{ done: number; counted: number }>(
      `SELECT (SELECT count(*)::int FROM jobs WHERE status = 'done') AS done, (SELECT sum(jobs_done)::int FROM workers) AS counted`,
    );
    expect(counted!.counted, fail('workers.jobs_done against the done jobs')).toBe(counted!.done);
    // The problem's counters agree with its submissions.
    const [counters] = await stack.sql<{ stored_passed: number; stored_submitted: number; passed: number; submitted: number }>(
      `SELECT c.passed_users AS stored_passed, c.submitted_users AS stored_submitted,
              (SELECT count(DISTINCT user_id)::int FROM submissions WHERE problem_id = $1 AND status = 'success') AS passed,
              (SELECT count(DISTINCT user_id)::int FROM submissions WHERE problem_id = $1) AS submitted
         FROM problem_counters c WHERE c.problem_id = $1`,
      [problem!.id],
    );
    expect({ passed: counters!.stored_passed, submitted: counters!.stored_submitted }, fail('problem counters')).toEqual({
      passed: counters!.passed,
      submitted: counters!.submitted,
    });

    // No session lost: every user is still logged in, through nginx, with the cookie from before the faults.
    const sessions = await Promise.all(users.map((u) => u.get('/api/user/check_auth')));
    for (const [i, s] of sessions.entries()) expect(s.body, fail(`user ${i}'s session`)).toMatchObject({ is_login: true });

    // Each server keeps session users in memory (http/session-cache.ts); a change made elsewhere (an
    // operator's SQL here) reaches both through the database's notice, and a deleted session ends on both.
    const direct = (k: number, cookie: string) =>
      fetch(`http://127.0.0.1:${stack.ports[k]}/api/user/check_auth`, { headers: { cookie } }).then(
        (r) => r.json() as Promise<{ is_login: boolean; user: { id: number; is_teacher: boolean } | null }>,
      );
    const changed = users[0]!.cookie;
    const [seen] = await Promise.all([direct(0, changed), direct(1, changed)]);
    expect(seen!.user?.is_teacher, fail('a learner before the change')).toBe(false);
    await stack.sql('UPDATE users SET is_teacher = true WHERE id = $1', [seen!.user!.id]);
    for (const k of [0, 1])
      await expect
        .poll(async () => (await direct(k, changed)).user?.is_teacher, { message: fail(`server-${k} after the change`) })
        .toBe(true);
    await stack.sql(`DELETE FROM sessions WHERE user_id = $1`, [seen!.user!.id]);
    for (const k of [0, 1])
      await expect
        .poll(async () => (await direct(k, changed)).is_login, { message: fail(`server-${k} after the session ended`) })
        .toBe(false);

    // Payments: each paid order extended its buyer exactly once; the unpaid one credited nothing.
    const paid = await stack.sql<{ order_number: string; status: string; extended_once: boolean; user_id: number }>(
      `SELECT o.order_number, o.status, o.user_id,
              (u.vip_expiry_date = o.paid_at + make_interval(days => o.vip_days) AND o.vip_until = u.vip_expiry_date) AS extended_once
         FROM vip_orders o JOIN users u ON u.id = o.user_id ORDER BY o.id`,
    );
    expect(
      paid
        .filter((o) => o.status === 'paid')
        .map((o) => o.order_number)
        .sort(),
      fail('paid orders'),
    ).toEqual(orders.map((o) => o.order_number).sort());
    for (const o of paid.filter((p) => p.status === 'paid')) expect(o.extended_once, fail(`order ${o.order_number}`)).toBe(true);
    expect(paid.filter((o) => o.status === 'pending')).toHaveLength(1);

    // The metrics add up: the restarted process's counters from before, plus both processes' now.
    scrapes.push(await scrape(0), await scrape(1));
    const submits = total(scrapes, 'veridojo_http_requests_total', ['method="POST"', 'route="/api/problem/:id/submit"', 'status="200"']);
    expect(submits, fail('submits counted by the metrics')).toBe(submitted.length);
    const limited = total(scrapes, 'veridojo_http_requests_total', ['route="/api/problem/:id/submit"', 'status="429"']);
    expect(limited).toBe(2);
    expect(total(scrapes, 'veridojo_payment_notifies_total', ['outcome="paid"'])).toBe(orders.length);
    expect(total(scrapes, 'veridojo_payment_notifies_total'), fail('notifies counted')).toBe(notifies.length);

    // Whatever failed on the way answered as the API does (its envelope, or nginx's in the same
    // form): never a server's bare 503 while it stops, which the page cannot read, and never an
    // internal error for the database restarting — that is unavailability, "try again later".
    for (const r of users.flatMap((u) => u.repeats).filter((r) => /: 5\d\d /.test(r.what)))
      expect(r.what, fail('a failed call outside the API envelope, or called an internal error')).toMatch(
        /: 503 \{"status":"error","code":"SERVICE_UNAVAILABLE"/,
      );
    // What the servers logged as errors through the faults, each kind once, for the reader: none in
    // the runs so far, but a lease sweep that fires while the database is down may log one.
    const errors = new Map<string, number>();
    for (const line of stack.serverErrors()) {
      const { msg, err } = JSON.parse(line.slice(line.indexOf('{'))) as { msg?: string; err?: { message?: string } };
      const what = `${msg ?? ''}${err?.message ? `: ${err.message.slice(0, 100)}` : ''}`;
      errors.set(what, (errors.get(what) ?? 0) + 1);
    }
    for (const [what, count] of errors) mark(`servers logged ${count}× the error ${what}`);
    // Where the load met the faults: each kind of repeated call, how often, and over which seconds of the run.
    const repeats = new Map<string, number[]>();
    for (const r of users.flatMap((u) => u.repeats)) {
      const what = r.what.replace(/\/\d+/g, '/N');
      repeats.set(what, [...(repeats.get(what) ?? []), (r.at - started) / 1000]);
    }
    for (const [what, times] of repeats)
      mark(`repeated ${times.length}× between ${Math.min(...times).toFixed(1)} s and ${Math.max(...times).toFixed(1)} s: ${what}`);
  }, 240_000);
});
