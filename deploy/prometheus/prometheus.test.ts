/**
 * The shipped Prometheus files (deploy/prometheus) run by Debian's prometheus against a real
 * server on loopback: promtool accepts the scrape config and the rules; Prometheus, configured from
 * the shipped file (changed only where a test must differ: the target, the token file, one-second
 * intervals), scrapes the server with its METRICS_TOKEN; every expression of the console template
 * and the rules evaluates, and names only series and labels the scrape has (the test first makes
 * one of each: requests, a job a time limit ended, a payment notify, a failing AI call); and the
 * console /consoles/veridojo.html answers with the figures filled in and its scripts served.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../apps/server/src/queue/enqueue.ts';
import {
  ACCEPTED_WIRE_RESULT,
  claimAsWorker,
  Client,
  sessionCookieFor,
  startTestPlatform,
  validationPayload,
  type TestPlatform,
} from '../../apps/server/src/testing/harness.ts';
import { freePort } from '../../scripts/free-port.mjs';

const HERE = import.meta.dirname;
const CONFIG_FILE = path.join(HERE, 'prometheus.yml');
const RULES_FILE = path.join(HERE, 'veridojo-rules.yml');
const CONSOLE_FILE = path.join(HERE, 'veridojo.html');
const METRICS_TOKEN = 'prometheus-test-metrics-token';
const WORKER_TOKEN = 'prometheus-test-worker-token';
const CALLED_ROUTE = '/api/problem/all';
/** Prometheus' own series the files use, with the labels they carry. */
const PROMETHEUS_SERIES: Record<string, string[]> = {
  up: ['job', 'instance'],
  ALERTS: ['alertname', 'alertstate', 'severity', 'job', 'instance', 'kind', 'route', 'use', 'outcome'],
};

/** `text` with each `from` replaced, failing loudly when the shipped file no longer has it. */
function substitute(text: string, pairs: [string, string][]): string {
  let out = text;
  for (const [from, to] of pairs) {
    if (!out.includes(from)) throw new Error(`${CONFIG_FILE} no longer has "${from}": the test's rendering of it must follow`);
    out = out.split(from).join(to);
  }
  return out;
}

/** The console template's expressions: its `{{ $name := `…` }}` variables, which every query and graph uses. */
function consoleExpressions(template: string): { where: string; expr: string }[] {
  return [...template.matchAll(/\{\{-?\s*\$(\w+)\s*:=\s*`([^`]+)`\s*-?\}\}/g)].map((m) => ({
    where: `veridojo.html $${m[1]}`,
    expr: m[2]!,
  }));
}

/** An expression without its string literals (label values, regexes), so names are read from code only. */
const code = (expr: string) => expr.replace(/"(?:[^"\\]|\\.)*"/g, '""');
/** The series names an expression reads: ours, recorded, and Prometheus' own. */
const seriesNames = (expr: string) => [...code(expr).matchAll(/\b(veridojo[_:][\w:]+|up|ALERTS)\b(?!\s*\()/g)].map((m) => m[1]!);
/** The label names an expression matches on or groups by. */
function labelNames(expr: string): string[] {
  const text = code(expr);
  const matched = [...text.matchAll(/\{([^}]*)\}/g)].flatMap((m) => [...m[1]!.matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)].map((l) => l[1]!));
  const grouped = [...text.matchAll(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g)].flatMap((m) =>
    m[1]!.split(',').map((l) => l.trim()),
  );
  return [...matched, ...grouped].filter((l) => l !== '');
}

interface PromAnswer<T> {
  status: 'success' | 'error';
  data: T;
  error?: string;
}
interface Rule {
  type: 'recording' | 'alerting';
  name: string;
  query: string;
  health: string;
  lastError?: string;
  annotations?: Record<string, string>;
}
type Vector = { metric: Record<string, string>; value: [number, string] }[];

describe('Prometheus with the shipped config, rules and console', () => {
  let dir: string;
  let platform: TestPlatform;
  let prometheus: ChildProcess | undefined;
  let prometheusLog = '';
  let base: string;
  let target: string;

  async function api<T>(pathAndQuery: string): Promise<PromAnswer<T>> {
    const answer = await fetch(`${base}${pathAndQuery}`);
    return (await answer.json()) as PromAnswer<T>;
  }
  const query = (expr: string) => api<{ resultType: string; result: Vector }>(`/api/v1/query?query=${encodeURIComponent(expr)}`);

  /** Polls `check` every 200 ms until it holds, failing with Prometheus' output after `ms` (30 s by default: a busy test machine's scrapes time out now and then). */
  async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await check().catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`${what} did not happen; prometheus said:\n${prometheusLog.slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-prometheus-'));
    platform = await startTestPlatform({ METRICS_TOKEN, WORKER_TOKEN });
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    target = `127.0.0.1:${(platform.app.server.address() as net.AddressInfo).port}`;
    const client = new Client(platform);
    // The route the console must show a rate for, once before the first scrape (a rate needs two).
    expect((await client.get(CALLED_ROUTE)).status).toBe(200);

    // The shipped config, changed only where a test must differ from a machine.
    fs.writeFileSync(path.join(dir, 'token'), METRICS_TOKEN);
    fs.mkdirSync(path.join(dir, 'consoles'));
    fs.mkdirSync(path.join(dir, 'console_libraries'));
    fs.copyFileSync(CONSOLE_FILE, path.join(dir, 'consoles', 'veridojo.html'));
    const rendered = substitute(fs.readFileSync(CONFIG_FILE, 'utf8'), [
      ['scrape_interval: 15s', 'scrape_interval: 1s'],
      ['evaluation_interval: 15s', 'evaluation_interval: 1s'],
      ['/etc/prometheus/veridojo-rules.yml', RULES_FILE],
      ['/etc/prometheus/veridojo-metrics-token', path.join(dir, 'token')],
      ['          - 127.0.0.1:3000\n          - 127.0.0.1:3001\n', `          - ${target}\n`],
    ]);
    fs.writeFileSync(path.join(dir, 'prometheus.yml'), rendered);
    const check = spawnSync('promtool', ['check', 'config', path.join(dir, 'prometheus.yml')], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        `--web.console.templates=${path.join(dir, 'consoles')}`,
        `--web.console.libraries=${path.join(dir, 'console_libraries')}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout!.on('data', (chunk: Buffer) => (prometheusLog += chunk.toString()));
    prometheus.stderr!.on('data', (chunk: Buffer) => (prometheusLog += chunk.toString()));

    // While Prometheus starts, one of each event, so every series the files name exists: a job a
    // time limit ended (reported by hand over the worker protocol), a refused payment notify, and
    // an AI chat whose provider does not answer.
    const jobId = await enqueue(platform.ctx, { kind: 'validate', payload: validationPayload(31) });
    const job = await claimAsWorker(platform, WORKER_TOKEN, 'prometheus-test-worker');
    expect(job?.id).toBe(jobId);
    const report = await new Client(platform).call(
      'POST',
      `/api/worker/jobs/${jobId}/result`,
      { lease_token: job!.lease_token, kind: 'validate', result: { ...ACCEPTED_WIRE_RESULT, verdict: 'time_limit', log: '' } },
      { authorization: `Bearer ${WORKER_TOKEN}`, origin: '' },
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const notify = await new Client(platform).call('POST', '/api/payment/alipay/notify', 'out_trade_no=VD1&trade_status=TRADE_SUCCESS', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(notify.status).toBe(200);
    const admin = { cookie: await sessionCookieFor(platform) };
    const closedPort = await freePort();
    const config = { deepseek_api_key: 'sk-test', ai_base_url: `http://127.0.0.1:${closedPort}/v1` };
    expect((await client.call('PUT', '/api/admin/config', config, admin)).status).toBe(200);
    const chat = await client.call('POST', '/api/ai/chat', { message: '什么是锁存器？', context: 'verilog_ide' }, admin);
    expect(chat.body.code).toBe('AI_UNAVAILABLE');

    // A scrape with all of them, then the route again: its rate needs two scrapes that differ.
    await until('a scrape after the events', async () => (await query('veridojo_ai_calls_total')).data.result.length > 0);
    for (let i = 0; i < 3; i++) await client.get(CALLED_ROUTE);
    await until('a rate of the called route, recorded', async () => {
      const rate = await query(`veridojo:http_requests:rate5m{route="${CALLED_ROUTE}"}`);
      return Number(rate.data.result[0]?.value[1] ?? 0) > 0;
    });
    // Every rule evaluated once since (the groups run every second).
    const since = Date.now() / 1000;
    await until('an evaluation of every rule', async () => {
      const rules = await api<{ groups: { lastEvaluation: string }[] }>('/api/v1/rules');
      return rules.data.groups.length === 2 && rules.data.groups.every((g) => Date.parse(g.lastEvaluation) / 1000 > since);
    });
  }, 120_000);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null && prometheus.signalCode === null) {
      const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await platform?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ships a config and rules promtool accepts, and the rules pass their unit test', () => {
    // The shipped config names this machine's files (/etc/prometheus/…): its syntax is checked here,
    // the whole of it (the rule file, the token file) as the test renders it, above.
    const config = spawnSync('promtool', ['check', 'config', '--syntax-only', CONFIG_FILE], { encoding: 'utf8' });
    expect(config.status, config.stdout + config.stderr).toBe(0);
    const rules = spawnSync('promtool', ['check', 'rules', RULES_FILE], { encoding: 'utf8' });
    expect(rules.status, rules.stdout + rules.stderr).toBe(0);
    // The alerts whose logic is more than a threshold, on promtool's synthetic series.
    const unit = spawnSync('promtool', ['test', 'rules', 'veridojo-rules.test.yml'], { cwd: HERE, encoding: 'utf8' });
    expect(unit.status, unit.stdout + unit.stderr).toBe(0);
  });

  it('scrapes the server with the metrics token', async () => {
    const targets = await api<{ activeTargets: { labels: Record<string, string>; health: string; lastError: string }[] }>(
      '/api/v1/targets',
    );
    expect(targets.data.activeTargets.map((t) => [t.labels.job, t.labels.instance])).toEqual([['veridojo', target]]);
    // The token is taken: no scrape was ever refused. The latest scrape itself may have timed out
    // (the test's 1 s interval is also its timeout, and a busy test machine has answered later:
    // "context deadline exceeded", full run of stop 41), so every scrape so far is asked instead.
    expect(targets.data.activeTargets[0]!.lastError).not.toMatch(/40[13]/);
    const ever = await query(`max_over_time(up{job="veridojo"}[5m])`);
    expect(ever.data.result.map((r) => r.value[1])).toEqual(['1']);
  });

  it('evaluates every expression of the console and the rules, naming only series and labels that exist', async () => {
    const rules = (await api<{ groups: { rules: Rule[] }[] }>('/api/v1/rules')).data.groups.flatMap((g) => g.rules);
    expect(rules.filter((r) => r.health !== 'ok').map((r) => `${r.name}: ${r.lastError}`)).toEqual([]);
    const recorded = new Set(rules.filter((r) => r.type === 'recording').map((r) => r.name));
    const template = fs.readFileSync(CONSOLE_FILE, 'utf8');
    const fromConsole = consoleExpressions(template);
    expect(fromConsole.length).toBeGreaterThan(20);
    // Every table's query and every graph takes one of those variables: none hides an expression of its own.
    expect(template.match(/\bquery\s+(?!\$)/g)).toBeNull();
    const graphed = [...template.matchAll(/template "vd_graph" \(args "[\w-]+" (\S+)/g)].map((m) => m[1]!);
    expect(graphed.length).toBeGreaterThan(5);
    expect(graphed.filter((arg) => !arg.startsWith('$'))).toEqual([]);
    const expressions: { where: string; expr: string; annotations: Record<string, string> }[] = [
      ...rules.map((r) => ({ where: `rule ${r.name}`, expr: r.query, annotations: r.annotations ?? {} })),
      ...fromConsole.map((e) => ({ ...e, annotations: {} })),
    ];

    // Every series name and the labels each carries, as Prometheus holds them now.
    const series = await api<Record<string, string>[]>(
      `/api/v1/series?match[]=${encodeURIComponent('{__name__=~"veridojo_.+|veridojo:.+"}')}`,
    );
    const labelsOf = new Map<string, Set<string>>(Object.entries(PROMETHEUS_SERIES).map(([name, labels]) => [name, new Set(labels)]));
    for (const { __name__: name, ...labels } of series.data) {
      const known = labelsOf.get(name!) ?? new Set<string>();
      for (const label of Object.keys(labels)) known.add(label);
      labelsOf.set(name!, known);
    }

    const problems: string[] = [];
    for (const { where, expr, annotations } of expressions) {
      const answer = await query(expr);
      if (answer.status !== 'success') problems.push(`${where}: ${answer.error}`);
      const names = seriesNames(expr);
      if (names.length === 0) problems.push(`${where}: reads no series`);
      const labels = new Set<string>(['le']);
      for (const name of names) {
        const known = labelsOf.get(name);
        if (!known && !recorded.has(name)) problems.push(`${where}: names ${name}, which no scrape or rule has`);
        for (const label of known ?? []) labels.add(label);
      }
      const used = [
        ...labelNames(expr),
        ...Object.values(annotations).flatMap((a) => [...a.matchAll(/\$labels\.(\w+)/g)].map((m) => m[1]!)),
      ];
      for (const label of used)
        if (!labels.has(label)) problems.push(`${where}: uses label ${label}, which ${names.join(', ')} do not carry`);
    }
    // The labels the template reads from the answers: rows, sorting, lookups, graph legends.
    const anyLabel = new Set([...labelsOf.values()].flatMap((labels) => [...labels]));
    const read = [
      ...template.matchAll(/\.Labels\.(\w+)|sortByLabel "(\w+)"|\[\[(\w+)\]\]/g),
      ...template.matchAll(/\(args \$\w+ "(\w+)" \$\w+ "vd_\w+" "(\w*)"/g),
    ].flatMap((m) => m.slice(1).filter((label) => label));
    expect(read.length).toBeGreaterThan(10);
    for (const label of read) if (!anyLabel.has(label)) problems.push(`veridojo.html: reads label ${label}, which no series carries`);
    expect(problems).toEqual([]);
  });

  it('shows the console with the figures filled in and its scripts served', async () => {
    const answer = await fetch(`${base}/consoles/veridojo.html`);
    const page = await answer.text();
    expect(answer.status, page.slice(0, 2000)).toBe(200);
    const table = (id: string) => new RegExp(`<table id="${id}">([\\s\\S]*?)</table>`).exec(page)?.[1] ?? '';
    const cells = (html: string) =>
      [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]!.trim()));

    // The process, up, with its CPU, memory, heap and event-loop delay read from the scrape.
    const [serverRow] = cells(table('processes')).filter((row) => row.length > 0);
    expect(serverRow?.slice(0, 2)).toEqual([target, 'up']);
    expect(serverRow?.slice(2).every((cell) => cell !== '–' && cell !== '')).toBe(true);
    const route = cells(table('routes')).find((row) => row[0] === CALLED_ROUTE);
    expect(Number(route?.[1]), table('routes')).toBeGreaterThan(0);
    expect(route?.[2]).not.toBe('–');
    expect(cells(table('queue')).find((row) => row[0] === 'validate')).toEqual(['validate', '0', '0', '0s']);
    expect(cells(table('jobs')).map((row) => row.slice(0, 2))).toContainEqual(['validate', 'time_limit']);
    expect(cells(table('kills')).map((row) => row.slice(0, 2))).toContainEqual(['validate', 'time']);
    expect(cells(table('payments')).map((row) => row[0])).toContainEqual('not_configured');
    expect(cells(table('ai')).map((row) => row.slice(0, 2))).toContainEqual(['chat', 'error']);

    // The graphs' scripts and styles: Debian's package serves them under /classic/static.
    const assets = [...page.matchAll(/(?:src|href)="(\/classic\/static\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) expect((await fetch(`${base}${asset}`)).status, asset).toBe(200);
  });
});
