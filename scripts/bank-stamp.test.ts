// The bank check's record: the checker's fingerprint follows exactly the code the check runs
// (a change there re-judges the bank, a change elsewhere does not), and a problem's fingerprint
// follows every byte the checker is given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkerPrint, importGraph, problemPrint, readStamp, writeStamp } from './bank-stamp.ts';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A small project: a checker script, a workspace package with a barrel, files it never reaches. */
function project(): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-stamp-'));
  const files: Record<string, string> = {
    'scripts/problems-check.ts': `import { rule } from '@veridojo/rules';\nimport type { Shape } from '@veridojo/rules';\nimport { helper } from './helper.ts';\nconsole.log(rule, helper);\n`,
    'scripts/helper.ts': `import { z } from 'zod';\nexport const helper = z;\n`,
    'scripts/build-parser.mjs': `// builds tools/bin\n`,
    'scripts/unrelated.ts': `export const unrelated = 1;\n`,
    'packages/rules/package.json': JSON.stringify({ exports: { '.': './src/index.ts' } }),
    'packages/rules/src/index.ts': `export * from './api.ts';\nexport * from './rule.ts';\nexport * from './shape.ts';\n`,
    'packages/rules/src/rule.ts': `import { limit } from './limit.ts';\nexport const rule = limit + 1;\n`,
    'packages/rules/src/limit.ts': `export const limit = 3;\n`,
    'packages/rules/src/api.ts': `export const api = 'the web calls';\n`,
    'packages/rules/src/shape.ts': `export type Shape = { a: number };\n`,
    'node_modules/zod/package.json': JSON.stringify({ version: '4.0.0' }),
    'tools/verilog-parse/parse.c': `int main(void) { return 0; }\n`,
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const edit = (name: string, text: string) => fs.appendFileSync(path.join(root, name), text);
const rewrite = (name: string, text: string) => fs.writeFileSync(path.join(root, name), text);

describe('the bank check record', () => {
  it('follows value imports through a barrel to the defining file, and no further', () => {
    const graph = importGraph(project(), 'scripts/problems-check.ts');
    expect(graph.files).toEqual([
      'packages/rules/src/limit.ts',
      'packages/rules/src/rule.ts',
      'scripts/helper.ts',
      'scripts/problems-check.ts',
    ]);
    expect(graph.packages).toEqual(['zod']);
  });

  it('changes the checker fingerprint for code the check runs, its packages and tools, not for the rest', () => {
    const before = checkerPrint(project(), 'scripts/problems-check.ts');
    edit('scripts/unrelated.ts', '// edited\n');
    edit('packages/rules/src/api.ts', '// a new call\n');
    edit('packages/rules/src/shape.ts', '// a type only\n');
    expect(checkerPrint(root, 'scripts/problems-check.ts')).toBe(before);
    for (const [name, text] of [
      ['packages/rules/src/limit.ts', 'export const other = 2;\n'],
      ['tools/verilog-parse/parse.c', '// new rule\n'],
      ['scripts/build-parser.mjs', '// new flags\n'],
    ] as const) {
      const previous = checkerPrint(root, 'scripts/problems-check.ts');
      edit(name, text);
      expect(checkerPrint(root, 'scripts/problems-check.ts'), name).not.toBe(previous);
    }
    const previous = checkerPrint(root, 'scripts/problems-check.ts');
    rewrite('node_modules/zod/package.json', JSON.stringify({ version: '4.0.1' }));
    expect(checkerPrint(root, 'scripts/problems-check.ts'), 'a new zod').not.toBe(previous);
  });

  it('fingerprints a problem by everything in it, whatever the order of its keys', () => {
    const problem = { meta: { slug: 'wire', time_limit_ms: 5000 }, reference: 'module wire;', wrong: [{ name: 'a', code: 'x' }] };
    expect(problemPrint({ wrong: problem.wrong, reference: problem.reference, meta: { time_limit_ms: 5000, slug: 'wire' } })).toBe(
      problemPrint(problem),
    );
    expect(problemPrint({ ...problem, wrong: [{ name: 'a', code: 'y' }] })).not.toBe(problemPrint(problem));
    expect(problemPrint({ ...problem, meta: { ...problem.meta, time_limit_ms: 4000 } })).not.toBe(problemPrint(problem));
  });

  it('reads back what it wrote, and treats a damaged record as none', () => {
    project();
    writeStamp(root, { checker: 'c', problems: { b: '2', a: '1' } });
    expect(readStamp(root)).toEqual({ checker: 'c', problems: { a: '1', b: '2' } });
    writeStamp(root, { checker: 'c', problems: { a: '1' }, missed: { a: ['m1'] } });
    expect(readStamp(root)).toEqual({ checker: 'c', problems: { a: '1' }, missed: { a: ['m1'] } });
    fs.writeFileSync(path.join(root, '.bank-check.json'), '{ not json');
    expect(readStamp(root)).toBeNull();
  });
});
