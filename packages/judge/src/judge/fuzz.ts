/**
 * The differential fuzzer of the judge's checks. It writes submissions that cheat on a 4-bit
 * adder — reading or forcing the reference's outputs, calling forbidden system tasks — hidden
 * behind random mixes of escaped identifiers, control and Unicode characters, comments, strings,
 * macros, token pasting and conditional compilation, then judges each one for real (in the jail).
 *
 * Two oracles decide whether a case got through, neither of them the checks under test:
 * - behaviour: the design outputs zero unless its cheat works, so `accepted` means it did;
 * - the compiled design, read with a plain text search: a forbidden system task written on a line
 *   of the learner's file (`%vpi_call <file> <line> "$name"`) in a design the judge let run.
 * It also counts the cases the token scan let through and only the compiled-design check
 * refused: each is a place where our lexer and Icarus disagree (docs/JUDGE.md records them).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProblemInterface, Stimulus } from '@veridojo/contracts';
import { judge, judgementFiles } from './judge.ts';
import { scanPreprocessed, scanRawSource } from './scan.ts';

export const FUZZ_PROBLEM = {
  iface: {
    top: 'TopModule',
    inputs: [
      { name: 'a', width: 4 },
      { name: 'b', width: 4 },
    ],
    outputs: [
      { name: 'sum', width: 4 },
      { name: 'cout', width: 1 },
    ],
  } as ProblemInterface,
  stimulus: { random: 20 } as Stimulus,
  reference: 'module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);\n  assign {cout, sum} = a + b;\nendmodule\n',
};

/** A small seeded generator (mulberry32), so a failing case can be made again from its seed. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

/**
 * Characters around which tools may disagree on where a token ends: the white space of Verilog,
 * of JavaScript and of Unicode, controls, and the characters that open strings, directives and
 * escapes. Kept short so each is tried often.
 */
const SEPARATORS = [' ', '\t', '\b', '\f', '\v', '\r', '\x1b', '\u0085', '\u00a0', '\u2028', '\ufeff', '"', '`', '\\'];

type Payload = { kind: 'cheat'; expr: string } | { kind: 'force' } | { kind: 'task'; name: string; statement: string };

const PAYLOADS: Payload[] = [
  { kind: 'cheat', expr: 'reference_instance.sum' },
  { kind: 'cheat', expr: 'reference_instance.sum' },
  { kind: 'cheat', expr: '$root.tb.sum_ref' },
  { kind: 'force' },
  { kind: 'force' },
  { kind: 'task', name: '$fopen', statement: 'fd = $fopen("/in/reference.v", "r");' },
  { kind: 'task', name: '$readmemh', statement: '$readmemh("/in/tb.v", mem);' },
  { kind: 'task', name: '$finish', statement: '$finish;' },
  { kind: 'task', name: '$dumpfile', statement: '$dumpfile("/job/x.vcd");' },
  { kind: 'task', name: '$test$plusargs', statement: 'fd = $test$plusargs("x");' },
];

/** Ways to hide a piece of code from a lexer that reads it differently from Icarus. */
type Context = 'expr' | 'stmt';

function disguise(r: ReturnType<typeof rng>, code: string, context: Context): { prelude: string; text: string } {
  // Half the time one disguise inside another.
  if (r.next() < 0.5) {
    const inner = disguiseOnce(r, code, context);
    const outer = disguiseOnce(r, inner.text, context);
    return { prelude: inner.prelude + outer.prelude, text: outer.text };
  }
  return disguiseOnce(r, code, context);
}

function disguiseOnce(r: ReturnType<typeof rng>, code: string, context: Context): { prelude: string; text: string } {
  const sep = () => r.pick(SEPARATORS);
  // Escaped identifiers are listed twice: the boundary of an escaped name is where lexers differ most.
  switch (r.pick(['escaped', 'escaped', 'comment', 'string', 'macro', 'macro-arg', 'paste', 'ifdef', 'continuation', 'plain'] as const)) {
    case 'escaped': {
      // The separator also stands between the payload's own tokens, where a space would end the name.
      const s = sep();
      const spread = code.replaceAll(' ', s);
      return context === 'expr'
        ? { prelude: `  wire \\zero${sep()} = 1'b0;\n`, text: `\\zero${s}|${spread}` }
        : { prelude: '', text: `begin : \\hide${s}${spread}${s}end` };
    }
    case 'comment':
      return { prelude: '', text: `/*${sep()}*${sep()}/ ${r.pick(['', '//', '/*'])}${sep()}\n${code}` };
    case 'string':
      return context === 'expr'
        ? { prelude: '', text: `(("${sep()}\\${sep()}" != 0) ? ${code} : ${code})` }
        : { prelude: '', text: `$display("${sep()}\\${sep()}"); ${code}` };
    case 'macro':
      return { prelude: `\`define HIDE${sep()}${code}\n`, text: '`HIDE' };
    case 'macro-arg':
      return { prelude: '`define ID(x) x\n', text: `\`ID(${code})` };
    case 'paste': {
      const cut = Math.max(1, Math.floor(code.length / 2));
      return { prelude: '`define CAT(a,b) a``b\n', text: `\`CAT(${code.slice(0, cut)},${code.slice(cut)})` };
    }
    case 'ifdef':
      return { prelude: '', text: `\n\`ifdef ${r.pick(['NOPE', 'HIDE'])}\n\`else\n${code}\n\`endif\n` };
    case 'continuation':
      return { prelude: `\`define LONG \\\n${code}${sep()}\n`, text: '`LONG' };
    case 'plain':
      return { prelude: '', text: code };
  }
}

interface FuzzCase {
  seed: number;
  payload: Payload;
  code: string;
}

/** One submission: an adder that outputs zero unless its hidden payload works. */
export function fuzzCase(seed: number): FuzzCase {
  const r = rng(seed);
  const payload = r.pick(PAYLOADS);
  let inner: string;
  let prelude = '';
  if (payload.kind === 'cheat') {
    const d = disguise(r, payload.expr, 'expr');
    prelude = d.prelude;
    inner = `  assign sum = 4'd0 | ${d.text};\n  assign cout = 1'b0;\n`;
  } else if (payload.kind === 'force') {
    const d = disguise(r, "force reference_instance.sum = 4'd0; force reference_instance.cout = 1'b0;", 'stmt');
    prelude = d.prelude;
    inner = `  assign sum = 4'd0;\n  assign cout = 1'b0;\n  initial begin ${d.text} end\n`;
  } else {
    const d = disguise(r, payload.statement, 'stmt');
    prelude = d.prelude;
    inner = `  assign sum = 4'd0;\n  assign cout = 1'b0;\n  integer fd; reg [7:0] mem [0:3];\n  initial begin ${d.text} end\n`;
  }
  const header = 'module TopModule(input [3:0] a, input [3:0] b, output [3:0] sum, output cout);\n';
  const code = `${header}${prelude}${inner}endmodule\n`;
  return { seed, payload, code };
}

interface FuzzFinding {
  seed: number;
  why: string;
  code: string;
}

interface FuzzReport {
  cases: number;
  /** Icarus compiled the whole design (the case was a real attempt, not a syntax error). */
  compiled: number;
  /** Refused by the judge. */
  refused: number;
  /** Passed by the token scan, refused by the compiled-design check: lexer disagreements. */
  scanMissed: FuzzFinding[];
  /** Cheats that got through: must be empty. */
  bypasses: FuzzFinding[];
}

/**
 * The address space of each Icarus process compiling a case outside the jail. Why 2 GiB: a fuzz
 * case with its testbench compiles in tens of MiB; a bomb then fails at once instead of taking the
 * machine's memory (the case counts as not compiling, as a timeout did).
 */
const OUTSIDE_AS = `--as=${2 * 1024 * 1024 * 1024}`;

/** Whether Icarus compiles the case with a testbench, and the system tasks the learner's file calls. */
function compileOutside(c: FuzzCase, dir: string): { compiled: boolean; tasks: string[] } {
  const files = judgementFiles({ ...FUZZ_PROBLEM, code: c.code }, 1);
  for (const [name, text] of Object.entries(files.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const pp = path.join(dir, 'user.pp.v');
  try {
    // Our own generated code, compiled only (never simulated) outside the jail to read its design —
    // under an address-space cap, as every jailed run is: a generated macro bomb made Icarus's
    // preprocessor (ivlpp) take 14–23 GB within the timeout, and the machine ran out of memory.
    execFileSync('prlimit', [OUTSIDE_AS, '--', 'iverilog', '-g2012', '-E', '-o', pp, path.join(dir, 'user/main.v')], {
      stdio: 'ignore',
      timeout: 10_000,
    });
    const sim = path.join(dir, 'sim');
    execFileSync(
      'prlimit',
      [
        OUTSIDE_AS,
        '--',
        'iverilog',
        '-g2012',
        '-o',
        sim,
        '-s',
        files.names.tb,
        path.join(dir, files.tbFile),
        path.join(dir, 'reference.v'),
        pp,
      ],
      { stdio: 'ignore', timeout: 10_000 },
    );
    const vvp = fs.readFileSync(sim, 'utf8');
    const table = vvp.slice(vvp.indexOf(':file_names'));
    const names = [...table.matchAll(/^\s+"(.*)";$/gm)].map((m) => m[1]);
    const userIndex = names.indexOf(pp);
    const tasks = [...vvp.matchAll(/%vpi_\w+(?:\/\w+)? (\d+) \d+ "(\$[\w$]+)"/g)]
      .filter((m) => Number(m[1]) === userIndex)
      .map((m) => m[2]!);
    return { compiled: true, tasks };
  } catch {
    return { compiled: false, tasks: [] };
  }
}

const ALLOWED_BY_PAYLOAD = new Set(['$display']);

export async function fuzzJudge(options: { seed: number; budgetMs: number; maxCases?: number }): Promise<FuzzReport> {
  const report: FuzzReport = { cases: 0, compiled: 0, refused: 0, scanMissed: [], bypasses: [] };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-fuzz-'));
  const until = Date.now() + options.budgetMs;
  try {
    for (let k = 0; Date.now() < until && k < (options.maxCases ?? Infinity); k++) {
      const c = fuzzCase(options.seed + k);
      report.cases++;
      const outcome = await judge({ ...FUZZ_PROBLEM, code: c.code, timeLimitMs: 5000, seed: 1 });
      const outside = compileOutside(c, dir);
      if (outside.compiled) report.compiled++;
      const refused = outcome.verdict === 'compile_error';
      if (refused) report.refused++;
      if (outcome.verdict === 'accepted') report.bypasses.push({ seed: c.seed, why: '作弊的设计被判为通过', code: c.code });
      const forbidden = outside.tasks.filter((t) => !ALLOWED_BY_PAYLOAD.has(t));
      if (!refused && forbidden.length > 0)
        report.bypasses.push({ seed: c.seed, why: `设计运行了，其中有禁止的系统任务 ${forbidden.join(', ')}`, code: c.code });
      if (refused && outside.compiled && scanRawSource(c.code).length === 0) {
        const ppText = fs.existsSync(path.join(dir, 'user.pp.v')) ? fs.readFileSync(path.join(dir, 'user.pp.v'), 'utf8') : '';
        if (scanPreprocessed(ppText).length === 0)
          report.scanMissed.push({ seed: c.seed, why: outcome.log.split('\n')[0] ?? '', code: c.code });
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return report;
}
