// Builds tools/bin/vd-verilog-parse, the converter's Verilog parser (tools/verilog-parse/parse.c):
// tree-sitter's runtime (the `tree-sitter` npm package's C sources) with the tree-sitter-verilog
// grammar (its generated parser.c), compiled by the machine's C compiler into a plain program that
// runs inside the jail. Neither package's own install script runs (package.json allowScripts): we
// need their C sources, not their Node bindings. Skipped when the program is newer than its sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runtime = path.join(root, 'node_modules/tree-sitter/vendor/tree-sitter/lib');
const grammar = path.join(root, 'node_modules/tree-sitter-verilog/src');
const sources = [path.join(runtime, 'src/lib.c'), path.join(grammar, 'parser.c'), path.join(root, 'tools/verilog-parse/parse.c')];
const output = path.join(root, 'tools/bin/vd-verilog-parse');

const newest = Math.max(...sources.map((file) => fs.statSync(file).mtimeMs));
if (fs.existsSync(output) && fs.statSync(output).mtimeMs > newest) {
  process.stdout.write(`${path.relative(root, output)} is up to date\n`);
} else {
  const started = Date.now();
  fs.mkdirSync(path.dirname(output), { recursive: true });
  // -O1: the grammar's parser.c is 46 MB of tables; -O2 takes several times longer for no gain we measured.
  execFileSync(
    'cc',
    [
      '-O1',
      '-std=c11',
      '-D_DEFAULT_SOURCE',
      '-I',
      path.join(runtime, 'include'),
      '-I',
      path.join(runtime, 'src'),
      '-I',
      grammar,
      ...sources,
      '-o',
      output,
    ],
    { stdio: 'inherit' },
  );
  fs.chmodSync(output, 0o755);
  process.stdout.write(`${path.relative(root, output)} built in ${Date.now() - started} ms\n`);
}
