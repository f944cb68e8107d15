// The benchmarks' problem: a 4-bit adder judged on 1000 random vectors, as a one-problem bank
// folder the platform can seed, plus the same files for judging it directly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ADDER_SLUG = 'bench-adder';
export const iface = {
  top: 'TopModule',
  inputs: [
    { name: 'a', width: 4 },
    { name: 'b', width: 4 },
  ],
  outputs: [
    { name: 'sum', width: 4 },
    { name: 'cout', width: 1 },
  ],
};
export const stimulus = { random: 1000 };
export const reference =
  'module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);\n  assign {cout, sum} = a + b;\nendmodule\n';
/** A right answer written differently from the reference. */
export const solution =
  'module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);\n  wire [4:0] t = a + b;\n  assign sum = t[3:0];\n  assign cout = t[4];\nendmodule\n';

/** A temporary bank folder holding only the adder; the caller removes it. */
export function adderBank(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-bench-bank-'));
  fs.writeFileSync(path.join(dir, 'chapter.json'), JSON.stringify({ number: 1, slug: 'bench', title: '基准' }));
  const folder = path.join(dir, 'adder-1000');
  fs.mkdirSync(folder);
  const meta = { slug: ADDER_SLUG, position: 1, title: '基准：4 位加法器', difficulty: '简单', tags: ['基准'], interface: iface, stimulus };
  fs.writeFileSync(path.join(folder, 'problem.json'), JSON.stringify(meta));
  fs.writeFileSync(path.join(folder, 'statement.md'), '# 基准\n');
  fs.writeFileSync(
    path.join(folder, 'template.v'),
    'module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);\nendmodule\n',
  );
  fs.writeFileSync(path.join(folder, 'reference.v'), reference);
  return dir;
}
