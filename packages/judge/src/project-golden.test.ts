/**
 * The IDE's golden cases (packages/judge/golden/ide): attacks and runaway projects sent to the
 * IDE's compile or simulate, each run for real in the jail with runProject — what the worker runs
 * for POST /online/compile and /online/simulate — and held to the outcome pinned in expect.json.
 * A case folder: files/ (the project, paths as the learner named them) and expect.json.
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
    const run = await runProject({
      files: readFiles(path.join(CASES, name, 'files')),
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
  });
});
