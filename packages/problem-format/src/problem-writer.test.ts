/**
 * The writer and the reader agree: every problem of the bank, written out and read back, is the
 * same problem, and so is its judge specification.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chapterFolderName, writeChapter, writeProblemFolder } from './problem-writer.ts';
import { judgeSpecOf, readProblemBank, readProblemFolder } from './problems.ts';

const BANK = path.resolve(import.meta.dirname, '../../../problems');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-problem-writer-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('writing problems in our format', () => {
  const bank = readProblemBank(BANK);

  it('reads the bank without errors (the round trip starts from real problems)', () => {
    expect(bank.errors).toEqual([]);
    expect(bank.problems.length).toBeGreaterThan(40);
  });

  it('gives back every problem of the bank, field for field', () => {
    for (const problem of bank.problems) {
      const chapterDir = chapterFolderName(problem.chapter);
      fs.mkdirSync(path.join(out, chapterDir), { recursive: true });
      fs.writeFileSync(path.join(out, chapterDir, 'chapter.json'), writeChapter(problem.chapter));
      for (const [name, content] of Object.entries(writeProblemFolder(problem))) {
        const file = path.join(out, chapterDir, problem.meta.slug, name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, content);
      }
      const again = readProblemFolder(out, `${chapterDir}/${problem.meta.slug}`);
      expect(again.meta).toEqual(problem.meta);
      expect({ ...again.chapter, folder: undefined }).toEqual({ ...problem.chapter, folder: undefined });
      expect([again.statement, again.template, again.reference, again.testbench]).toEqual([
        problem.statement,
        problem.template,
        problem.reference,
        problem.testbench,
      ]);
      expect(again.wrong).toEqual(problem.wrong);
      expect(judgeSpecOf(again)).toEqual(judgeSpecOf(problem));
    }
  });

  it('writes testbench.sv only for a problem that ships its own testbench', () => {
    const files = writeProblemFolder({ ...bank.problems[0]!, testbench: null });
    expect(Object.keys(files)).not.toContain('testbench.sv');
    const own = writeProblemFolder({ ...bank.problems[0]!, testbench: 'module tb; endmodule\n' });
    expect(own['testbench.sv']).toBe('module tb; endmodule\n');
  });
});
