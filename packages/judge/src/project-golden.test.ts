/**
 * The IDE's golden cases (packages/judge/golden/ide): attacks and runaway projects sent to the
 * IDE's compile or simulate, each run for real in the jail with runProject — what the worker runs
 * for POST /online/compile and /online/simulate — and held to the outcome pinned in expect.json.
 * A case folder: files/ (the project, paths as the learner named them: .v/.sv files are compiled,
 * .txt files are the simulation's data files) and expect.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProject, type ProjectStatus } from './project.ts';

const CASES = path.resolve(import.meta.dirname, '../golden/ide');

interface Expectation {
  top: string;
  mode: 'compile' | 'simulate';
  /** The run's status, or any of `status_in`. */
  status?: ProjectStatus;
  status_in?: ProjectStatus[];
  /** The first diagnostic. */
  diagnostic?: { file: string; line: number; text_starts: string };
  /** Text that must appear nowhere in the run's logs (a host file's content). */
  log_excludes?: string[];
  time_limit_ms?: number;
  /** The run must end within this many milliseconds (a check must not hold it). */
  within_ms?: number;
  /** Text the simulation's log must hold (what the testbench printed). */
  log_includes?: string[];
  /** The files the testbench wrote, exactly (path, content, truncated). */
  outputs?: { path: string; content: string; truncated: boolean }[];
  /** Or: how many came back, the first one's path, whether it was cut. */
  outputs_count?: number;
  outputs_first?: string;
  outputs_truncated?: boolean;
  /** A notice the run must give. */
  notice_includes?: string;
}

function readFiles(dir: string, prefix = ''): Record<string, string> {
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir, { withFileTypes: true })
      .map((entry) =>
        entry.isDirectory()
          ? readFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
          : { [`${prefix}${entry.name}`]: fs.readFileSync(path.join(dir, entry.name), 'utf8') },
      ),
  );
}

describe('IDE golden cases', () => {
  it.each(fs.readdirSync(CASES).sort())('%s', async (name) => {
    const expected = JSON.parse(fs.readFileSync(path.join(CASES, name, 'expect.json'), 'utf8')) as Expectation;
    const project = readFiles(path.join(CASES, name, 'files'));
    const pick = (data: boolean) => Object.fromEntries(Object.entries(project).filter(([p]) => p.endsWith('.txt') === data));
    const run = await runProject({
      files: pick(false),
      dataFiles: pick(true),
      top: expected.top,
      compileOnly: expected.mode === 'compile',
      timeLimitMs: expected.time_limit_ms ?? 5000,
      cpuSeconds: Math.ceil((expected.time_limit_ms ?? 5000) / 1000),
    });
    const allowed = expected.status_in ?? [expected.status!];
    expect(allowed, JSON.stringify(run.diagnostics)).toContain(run.status);
    if (expected.within_ms !== undefined) expect(run.wallMs).toBeLessThan(expected.within_ms);
    if (expected.diagnostic) {
      const first = run.diagnostics[0];
      expect(first).toMatchObject({ file: expected.diagnostic.file, line: expected.diagnostic.line, severity: 'error' });
      expect(first!.text.startsWith(expected.diagnostic.text_starts), first!.text).toBe(true);
    }
    const logs = [run.compileLog, run.lintLog, run.simulation?.log ?? '', ...run.diagnostics.map((d) => d.text)].join('\n');
    for (const secret of expected.log_excludes ?? []) expect(logs).not.toContain(secret);
    for (const printed of expected.log_includes ?? []) expect(run.simulation?.log ?? '').toContain(printed);
    if (expected.outputs)
      expect(run.outputs.map(({ path, content, truncated }) => ({ path, content, truncated }))).toEqual(expected.outputs);
    if (expected.outputs_count !== undefined) expect(run.outputs).toHaveLength(expected.outputs_count);
    if (expected.outputs_first !== undefined) expect(run.outputs[0]?.path).toBe(expected.outputs_first);
    if (expected.outputs_truncated !== undefined) expect(run.outputs[0]?.truncated).toBe(expected.outputs_truncated);
    if (expected.notice_includes !== undefined) expect(run.notices.join('\n')).toContain(expected.notice_includes);
  });
});
