/**
 * Yosys's texts read into the synthesis report's parts (pure functions, no tool runs here): `stat`
 * (cells by kind), `proc` (each latch inferred, with its always block's line), `check` (loops,
 * undriven and multiply-driven wires), `ltp -noff` (the longest combinational path) and the
 * errors of a design Yosys could not read. Yosys names a source place as `<path>:<line>` inside
 * cell and process names; `paths` maps the run's jail paths (/job/src.f0.v) to the learner's file
 * names, and no other path is ever shown. Each text is read up to READ_CHARS: the files come from
 * the jail under its file-size limit, and a report needs only their head.
 */
import type { Diagnostic, SynthFinding } from '@veridojo/contracts';

/** Why 1 MiB: a `check` of a learner's design lists a few dozen problems; more is a pathological design, and its head says enough. */
const READ_CHARS = 1024 * 1024;
/** Findings of one kind kept in a report: a screen's worth; the count of the rest is in the log. */
export const MAX_FINDINGS = 50;

const head = (text: string) => text.slice(0, READ_CHARS);
/** A jail path of the run's sources followed by a line: `/job/src.f0.v:12`. */
const PLACE = /(\/job\/src\.f\d+\.s?v):(\d+)/;

function placeOf(text: string, paths: Record<string, string>): { file: string; line: number } {
  const match = PLACE.exec(text);
  if (!match) return { file: '', line: 0 };
  return { file: paths[match[1]!] ?? '', line: Number(match[2]) };
}

/** A Yosys signal name as the learner wrote it: `\y` → y, `top.\y` → y (the module's name dropped). */
function signalName(name: string): string {
  const local = name.includes('.\\') ? name.slice(name.lastIndexOf('.\\') + 1) : name;
  return local.startsWith('\\') ? local.slice(1) : local;
}

/** Cells of the design by kind, and their total, from `stat` on the flattened netlist. */
export function parseStat(text: string): { cells: number; counts: Record<string, number> } {
  const counts: Record<string, number> = {};
  let cells = 0;
  let inCells = false;
  for (const line of head(text).split('\n')) {
    const total = /^\s+Number of cells:\s+(\d+)/.exec(line);
    if (total) {
      cells = Number(total[1]);
      inCells = true;
      continue;
    }
    const kind = inCells ? /^\s+(\$\S+)\s+(\d+)\s*$/.exec(line) : null;
    if (kind) counts[kind[1]!] = (counts[kind[1]!] ?? 0) + Number(kind[2]);
    else if (inCells && line.trim() !== '') inCells = false;
  }
  return { cells, counts };
}

/**
 * Each latch `proc` inferred: "Latch inferred for signal `\top.\y' from process `\top.$proc$/job/src.f0.v:2$1'"
 * — the process is the always block, named by its first line.
 */
export function parseLatches(text: string, paths: Record<string, string>): SynthFinding[] {
  const found: SynthFinding[] = [];
  for (const match of head(text).matchAll(/Latch inferred for signal `([^']+)' from process `([^']+)'/g)) {
    const signal = signalName(match[1]!);
    const { file, line } = placeOf(match[2]!, paths);
    found.push({
      file,
      line,
      signal,
      text: `推断出锁存器：信号 ${signal} 在${line > 0 ? `第 ${line} 行的` : ''} always @(*) 块中并非每个分支都被赋值，没赋值时要保持原值，只能用锁存器实现。请在块的开头给它一个默认值，或补全 if/case 的每个分支（case 加 default）`,
    });
  }
  return found.slice(0, MAX_FINDINGS);
}

/** Loops, undriven and multiply-driven wires from `check` (run on the design before flattening: names and lines are the learner's). */
export function parseCheck(
  text: string,
  paths: Record<string, string>,
): { loops: SynthFinding[]; undriven: SynthFinding[]; multiplyDriven: SynthFinding[] } {
  const loops: SynthFinding[] = [];
  const undriven: SynthFinding[] = [];
  const multiplyDriven: SynthFinding[] = [];
  const lines = head(text).split('\n');
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    const detail: string[] = [];
    for (let j = k + 1; j < lines.length && /^\s{4}\S/.test(lines[j]!); j++) detail.push(lines[j]!.trim());
    if (/^Warning: found logic loop in module /.test(line)) {
      const wires = detail.filter((d) => d.startsWith('wire ')).map((d) => signalName(d.slice('wire '.length)));
      const named = wires.filter((w) => !w.startsWith('$'));
      // Yosys's own wires ($and$…_Y) name nothing the learner wrote: then the line says where.
      const signal = named.join('、');
      const place = placeOf(detail.find((d) => PLACE.test(d)) ?? '', paths);
      loops.push({
        ...place,
        signal,
        text: `组合逻辑环路：${signal ? `信号 ${signal} ` : place.line > 0 ? `第 ${place.line} 行的逻辑` : ''}经过组合逻辑又回到了自己，中间没有触发器。这样的电路会振荡或锁死，请用时钟沿触发的寄存器打断环路`,
      });
      continue;
    }
    const multiple = /^Warning: multiple conflicting drivers for (\S+?):?$/.exec(line);
    if (multiple) {
      const signal = signalName(multiple[1]!);
      const place = placeOf(detail.join(' '), paths);
      multiplyDriven.push({
        ...place,
        signal,
        text: `多重驱动：信号 ${signal} 同时被 ${detail.length || '多'} 处驱动（多个 assign 或 always 块给它赋值），硬件中会短路。每个信号只能在一处赋值`,
      });
      continue;
    }
    const noDriver = /^Warning: Wire (\S+)( \[\d+\])? is used but has no driver\./.exec(line);
    if (noDriver) {
      const signal = signalName(noDriver[1]!) + (noDriver[2] ?? '');
      undriven.push({ file: '', line: 0, signal, text: `未驱动：信号 ${signal} 被使用了，却没有任何地方给它赋值，综合后它是不确定的值` });
    }
  }
  return {
    loops: loops.slice(0, MAX_FINDINGS),
    undriven: undriven.slice(0, MAX_FINDINGS),
    multiplyDriven: multiplyDriven.slice(0, MAX_FINDINGS),
  };
}

/** The cells on the longest combinational path, from `ltp -noff`: "Longest topological path in top (length=3):". */
export function parseLongestPath(text: string): number | null {
  const lengths = [...head(text).matchAll(/Longest topological path in \S+ \(length=(\d+)\)/g)].map((m) => Number(m[1]));
  return lengths.length === 0 ? null : Math.max(...lengths);
}

/** Yosys's errors on the learner's files ("/job/src.f0.v:4: ERROR: syntax error…"), as diagnostics; others stay in the log. */
export function yosysErrors(log: string, paths: Record<string, string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const raw of head(log).split('\n')) {
    const match = /^(\/job\/src\.f\d+\.s?v):(\d+):\s*ERROR:\s*(.*)$/.exec(raw.trim());
    if (match && paths[match[1]!] !== undefined)
      diagnostics.push({ file: paths[match[1]!]!, line: Number(match[2]), column: null, severity: 'error', text: match[3]! });
  }
  return diagnostics.slice(0, MAX_FINDINGS);
}

/** The first error Yosys gave, for the report's message (its own words: they name the construct). */
export function firstYosysError(log: string): string | null {
  const match = /ERROR:\s*(.+)/.exec(head(log));
  return match ? match[1]!.trim().slice(0, 300) : null;
}
