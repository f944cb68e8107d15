/**
 * Every IDE project template, compiled and simulated for real in the jail with runProject: the
 * testbench prints its one `PASS:` line and no `FAIL`, a VCD is produced, and Verilator's lint
 * finds nothing in the designs — in the testbenches only the documented WIDTH on `x = $random;`
 * (a 32-bit random value cut to the register's width on purpose; docs/JUDGE.md). A template
 * whose design is broken loses its PASS line, so the self-check is a real one.
 */
import path from 'node:path';
import { readProjectTemplates, TEMPLATES_FOLDER } from '@veridojo/problem-format';
import { describe, expect, it } from 'vitest';
import { runProject } from './project.ts';

const templates = readProjectTemplates(path.resolve(import.meta.dirname, '../../..', TEMPLATES_FOLDER));
const passLines = (log: string | undefined) => (log ?? '').split('\n').filter((line) => line.startsWith('PASS:'));

describe('project templates in the jail', () => {
  it.each(templates.map((t) => [t.name, t] as const))(
    '%s: compiles, lints clean, simulates to its PASS line and dumps a VCD',
    async (_name, template) => {
      const compiled = await runProject({ files: template.files, top: template.top, compileOnly: true });
      expect(compiled.status).toBe('finished');
      const undocumented = compiled.diagnostics.filter(
        (d) => !(d.file.endsWith('_tb.v') && d.text.startsWith('WIDTH：') && d.text.includes('RAND generates 32 bits')),
      );
      expect(undocumented).toEqual([]);

      const run = await runProject({ files: template.files, top: template.top });
      expect(run.status).toBe('finished');
      expect(run.dumpInserted).toBe(false);
      expect(run.simulation?.exitCode).toBe(0);
      expect(passLines(run.simulation?.log)).toHaveLength(1);
      expect(run.simulation?.log).not.toContain('FAIL');
      expect(run.waveform).toContain('$enddefinitions');
      expect(run.waveform).toMatch(/^#[1-9]\d*$/m); // value changes after time 0
    },
  );

  it('loses the PASS line when the design is wrong', async () => {
    const counter = templates.find((t) => t.name === 'counter')!;
    const wrong = { ...counter.files, 'counter.v': counter.files['counter.v']!.replace("count + 4'd1", "count + 4'd2") };
    const run = await runProject({ files: wrong, top: counter.top });
    expect(run.status).toBe('finished');
    expect(passLines(run.simulation?.log)).toEqual([]);
    expect(run.simulation?.log).toContain('FAIL: 第 0 拍 count=2，应为 1');
  });
});
