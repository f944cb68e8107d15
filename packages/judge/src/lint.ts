/**
 * Verilator's lint messages as the IDE shows them: each `%Warning-CODE: path:line:col: message`
 * on one of the project's files becomes a diagnostic on the learner's file and line, explained in
 * Chinese for the codes a learner meets most (one table, each entry with why it matters). Lint
 * errors (`%Error…`: constructs Verilator does not take, or syntax Icarus reports anyway) stay in
 * the log only — Icarus is the compiler of record, so its messages are the project's errors.
 */
import type { Diagnostic } from '@veridojo/contracts';

interface LintExplanation {
  /** What the warning means, in the learner's terms. */
  text: string;
  /** Why it is worth fixing (documentation; the table's reason for having the entry). */
  why: string;
}

/**
 * The common codes. Verilator 5 splits some families (WIDTHTRUNC/WIDTHEXPAND, UNUSEDSIGNAL/
 * UNUSEDPARAM…); a code is looked up as it is, then by the family it starts with.
 */
export const LINT_EXPLANATIONS: Record<string, LintExplanation> = {
  WIDTH: {
    text: '位宽不一致：赋值或运算两边的位数不同，高位会被截断或补零',
    why: 'the most common silent bug: a carry or a high bit lost without any error from the simulator',
  },
  MULTIDRIVEN: {
    text: '多重驱动：同一个信号在多个 always 块中被赋值',
    why: 'simulation picks one order, synthesis refuses it or builds something else',
  },
  LATCH: {
    text: '推断出锁存器：组合 always 块中并非每条路径都给信号赋值（补全 else/default 或先赋默认值）',
    why: 'an unintended latch is a classic beginner mistake that simulates "fine" but is not combinational logic',
  },
  UNDRIVEN: {
    text: '信号没有被驱动：它始终是 x 或 z',
    why: 'an undriven net reads as x or z in simulation, often a forgotten assignment or a misspelt name',
  },
  UNUSED: {
    text: '信号、参数或变量声明了但没有使用',
    why: 'usually a leftover or a missing connection; harmless when intended, so only a warning',
  },
  BLKSEQ: {
    text: '时序逻辑中使用了阻塞赋值“=”，应使用非阻塞赋值“<=”',
    why: 'blocking assignments in clocked blocks make the result depend on block order (races between always blocks)',
  },
  CASEINCOMPLETE: {
    text: 'case 语句没有覆盖所有取值，也没有 default 分支',
    why: 'an uncovered value keeps the old output: a latch in combinational logic, a stuck state in an FSM',
  },
  COMBDLY: {
    text: '组合逻辑中使用了非阻塞赋值“<=”，应使用阻塞赋值“=”',
    why: 'the mirror of BLKSEQ: non-blocking assignments in combinational blocks delay values by a delta and confuse readers',
  },
  PINMISSING: {
    text: '实例化模块时有端口没有连接',
    why: 'an unconnected input floats (z/x); usually a forgotten port in the instance list',
  },
};

/** The explanation of a code: itself, else its family (WIDTHTRUNC → WIDTH, UNUSEDSIGNAL → UNUSED). */
export function explainLintCode(code: string): LintExplanation | undefined {
  if (LINT_EXPLANATIONS[code]) return LINT_EXPLANATIONS[code];
  const family = Object.keys(LINT_EXPLANATIONS).find((name) => code.startsWith(name));
  return family === undefined ? undefined : LINT_EXPLANATIONS[family];
}

const WARNING = /^%Warning-([A-Z0-9_]+): ([^:\s]+):(\d+):(\d+): (.*)$/;

/**
 * Verilator's warnings on the project's files (`files`: jail path → the learner's path) as
 * diagnostics: `CODE：中文说明（Verilator 的原文）`, or the original text alone for codes the
 * table does not know. Warnings elsewhere and the message's continuation lines are left out.
 */
export function lintDiagnostics(log: string, files: Record<string, string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const raw of log.split('\n')) {
    const match = WARNING.exec(raw.trim());
    if (!match) continue;
    const [, code = '', path = '', line = '0', column = '0', message = ''] = match;
    const file = files[path];
    if (file === undefined) continue;
    const explained = explainLintCode(code);
    const text = explained ? `${code}：${explained.text}（${message.trim()}）` : `${code}：${message.trim()}`;
    diagnostics.push({ file, line: Number(line), column: Number(column), severity: 'warning', text });
  }
  return diagnostics;
}
