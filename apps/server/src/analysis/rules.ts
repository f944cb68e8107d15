/**
 * The offline analyzer (规则分析): explanations of a judged submission without any AI — the common
 * compiler errors recognised from the diagnostics (undeclared name, assigning a wire in always,
 * missing semicolon or endmodule, port mismatch, width and latch warnings) and the common mismatch
 * patterns recognised from the samples of the run (output stuck at 0/1/X/Z, one cycle late or
 * early, wrong clock edge, reset not applied or of the wrong polarity, reversed bit order, high
 * bits truncated, only some bits wrong, X on the output). Each finding says what was seen and
 * where to look, never the fix in full. Used when no AI key is configured, when the provider
 * fails, and as facts for the AI's prompt.
 */
import type { Diagnostic, Verdict } from '@veridojo/contracts';
import type { Sample, WaveformFacts } from './waveform-facts.ts';

export interface SubmissionFacts {
  verdict: Verdict;
  code: string;
  log: string;
  diagnostics: Diagnostic[];
  outputMismatches: Record<string, number>;
  mismatches: number | null;
  samples: number | null;
  /** What the judge reported of the first mismatch (the time; the inputs for generated testbenches). */
  firstMismatch: { time: number; inputs: Record<string, string> } | null;
  /** The samples read back from the waveform; null when there is none. */
  waveform: WaveformFacts | null;
  /** The waveform was removed by retention (old submission). */
  waveformRemoved: boolean;
  /** A testbench-writing problem: the faulty designs caught, and the categories missed. */
  testbench?: { caught: number; total: number; missed: string[]; reference_passed: boolean };
}

/** What to test for each category of fault a testbench missed. */
const TESTBENCH_ADVICE: Record<string, string> = {
  复位: '在仿真中途也拉一次复位，并在复位期间和复位刚结束时检查输出（同步复位要等到时钟沿才生效）',
  边界值: '让计数或数据走到最大值、最小值和回绕的那一拍，并检查这几拍的输出',
  时序: '在时钟上升沿之后稍等一点（如 #1）再采样，并检查输出是否恰好在该变的那一拍变化',
  位宽: '用到每一位都为 1 的数据，检查最高位和进位',
  使能: '把使能拉低几拍，检查这时输出保持不变',
  功能: '把期望值写成一个模型（或一张表），每一拍都和输出比较，而不是只看少数几个点',
};

type FindingKind =
  | 'undeclared'
  | 'wire_in_always'
  | 'missing_semicolon'
  | 'missing_endmodule'
  | 'syntax'
  | 'port_mismatch'
  | 'width'
  | 'latch'
  | 'multidriven'
  | 'stuck_0'
  | 'stuck_1'
  | 'stuck_x'
  | 'stuck_z'
  | 'stuck_value'
  | 'reset_polarity'
  | 'reset'
  | 'late_cycle'
  | 'wrong_edge'
  | 'not_registered'
  | 'comb_registered'
  | 'reversed_bits'
  | 'truncated'
  | 'some_bits'
  | 'x_output'
  | 'only_output'
  | 'async_reset'
  | 'sync_reset'
  | 'blocking_in_sequential'
  | 'timeout'
  | 'output_flood';

export interface Finding {
  kind: FindingKind;
  /** One or two sentences of Markdown: what was seen, where to look. */
  text: string;
}

const code = (s: string) => `\`${s}\``;

// ---- Compiler and lint messages ----

function compileFindings(facts: SubmissionFacts): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<FindingKind>();
  const add = (kind: FindingKind, text: string) => {
    if (seen.has(kind)) return;
    seen.add(kind);
    findings.push({ kind, text });
  };
  const lines = facts.code.split('\n');
  const messages = facts.diagnostics.length > 0 ? facts.diagnostics : [];
  const logText = facts.log;
  const at = (d: Diagnostic) => `第 ${d.line} 行`;
  for (const d of messages) {
    const t = d.text;
    let m: RegExpExecArray | null;
    if (
      (m = /Unable to bind (?:wire|reg|memory|parameter|wire\/reg\/memory)?\s*`([^']+)'/.exec(t)) ||
      (m = /'?(\w+)'? (?:is not declared|was not declared|undeclared)/.exec(t))
    )
      add(
        'undeclared',
        `${at(d)}用到了 ${code(m[1]!)}，但它没有声明（或者名字拼错了、大小写不一致）。Verilog 要求先声明再使用：检查端口列表和 wire/reg 声明里有没有这个名字。`,
      );
    else if ((m = /Unknown module type: (\w+)/.exec(t)))
      add('undeclared', `${at(d)}实例化了模块 ${code(m[1]!)}，但找不到它的定义：检查模块名是否拼写正确，或者是否把该模块也写进了答案。`);
    else if (/is not a valid l-value|non-register|procedural assignment to a non-register/i.test(t))
      add(
        'wire_in_always',
        `${at(d)}在 always 块里给一个 wire（或没有写 reg 的输出端口）赋值。过程赋值的左边必须是 reg：把它声明成 ${code('output reg')}/${code('reg')}，或者改用 ${code('assign')} 连续赋值。`,
      );
    else if (
      /port .* is not a port|is not a port of|wrong number of ports|too many ports|port .* not found|模块接口与题目要求不一致|缺少端口|多余的端口|端口/i.test(
        t,
      )
    )
      add('port_mismatch', `${at(d)}：模块的端口和题目要求的不一致（名字、个数或位宽）。对照题目的端口表逐个检查端口名、方向和位宽。`);
    else if (/expects (\d+) bits.*generates (\d+) bits|WIDTH/i.test(t))
      add('width', `${at(d)}有位宽不匹配：赋值两边的位数不同，多出的高位会被截掉或补零。检查这一行左右两边的位宽，需要时显式截取或扩展。`);
    else if (/LATCH|latch inferred/i.test(t))
      add(
        'latch',
        `${at(d)}附近生成了锁存器：组合 always 块里某些分支没有给信号赋值。给每个分支都赋值，或者在块的开头先给一个默认值（case 加 default）。`,
      );
    else if (/MULTIDRIVEN|multiple drivers|more than one driver/i.test(t))
      add('multidriven', `${at(d)}：同一个信号在多个 always 块（或 assign）里被赋值。一个信号只应该由一个地方驱动。`);
    else if (/syntax error|I give up|malformed/i.test(t)) {
      const previous = lines
        .slice(0, Math.max(0, d.line - 1))
        .map((l) => l.replace(/\/\/.*$/, '').trim())
        .filter(Boolean)
        .at(-1);
      if (
        previous &&
        !/[;{}()]$|^(begin|end|else|endcase|endmodule|endfunction|endtask)\b|\bbegin$|^(module|always|initial|if|for|case|casez|casex)\b|^`/.test(
          previous,
        ) &&
        /[\w\]']$/.test(previous)
      )
        add(
          'missing_semicolon',
          `${at(d)}有语法错误；它的上一条语句 ${code(previous.length > 60 ? `${previous.slice(0, 60)}…` : previous)} 结尾没有分号，最常见的原因就是少了 ${code(';')}。`,
        );
      else
        add('syntax', `${at(d)}附近有语法错误：检查这一行和上一行的分号、括号、${code('begin')}/${code('end')} 是否配对，关键字是否拼对。`);
    }
  }
  const modules = (facts.code.match(/^\s*module\b/gm) ?? []).length;
  const ends = (facts.code.match(/\bendmodule\b/g) ?? []).length;
  if (modules > ends)
    add(
      'missing_endmodule',
      `代码里有 ${modules} 个 ${code('module')}，却只有 ${ends} 个 ${code('endmodule')}：每个模块都要以 ${code('endmodule')} 结束。`,
    );
  if (findings.length === 0 && /syntax error/i.test(logText)) add('syntax', '编译器报告了语法错误：检查分号、括号、begin/end 是否配对。');
  return findings;
}

// ---- Mismatch patterns over the samples ----

const known = (bits: string) => /^[01]+$/.test(bits);
const fit = (bits: string, width: number) => bits.padStart(width, '0').slice(-width);
/** Bits numbered from the least significant, as Verilog does. */
const bitNumbers = (mask: boolean[]) => mask.flatMap((on, k) => (on ? [mask.length - 1 - k] : [])).sort((a, b) => a - b);

/** The run's reset input: the 1-bit input held constant while the testbench resets and changed later; and its asserted value. */
function resetInputOf(facts: WaveformFacts): { name: string; asserted: string } | null {
  const reset = facts.samples.filter((s) => s.inReset);
  const post = facts.samples.filter((s) => !s.inReset);
  if (reset.length === 0) return null;
  const candidates = facts.inputs.filter(
    (i) =>
      i.width === 1 &&
      i.name !== facts.clock &&
      new Set(reset.map((s) => s.inputs[i.name])).size === 1 &&
      post.some((s) => s.inputs[i.name] !== reset[0]!.inputs[i.name]),
  );
  const input = candidates.find((i) => /rst|reset/i.test(i.name)) ?? candidates[0];
  return input ? { name: input.name, asserted: reset[0]!.inputs[input.name]! } : null;
}

function outputFindings(facts: WaveformFacts, output: { name: string; width: number }, sequential: boolean): Finding[] {
  const { name, width } = output;
  const o = code(name);
  const all = facts.samples;
  const post = all.filter((s) => !s.inReset);
  const E = (s: Sample) => s.expected[name]!;
  const A = (s: Sample) => fit(s.actual[name]!, E(s).length);
  const bad = all.filter((s) => s.differing.includes(name));
  if (bad.length === 0) return [];
  const findings: Finding[] = [];

  // Stuck: the same value all run long while the expected one changes.
  const values = new Set(post.map(A));
  if (post.length >= 3 && values.size === 1 && new Set(post.map(E)).size > 1) {
    const v = [...values][0]!;
    if (v.includes('x'))
      return [
        {
          kind: 'stuck_x',
          text: `${o} 一直是 X（不定值）：它从来没有被确定地赋值。常见原因是寄存器没有复位、组合逻辑有分支没赋值，或者输出根本没有连到任何逻辑上。`,
        },
      ];
    if (v.includes('z'))
      return [
        {
          kind: 'stuck_z',
          text: `${o} 一直是 Z（高阻）：这个输出没有被任何东西驱动。检查它是否被赋值，或者内部信号的名字是否和端口名一致。`,
        },
      ];
    if (/^0+$/.test(v))
      return [
        {
          kind: 'stuck_0',
          text: `${o} 一直是 0，而期望值在变化：驱动它的逻辑可能从没生效——检查赋值条件、使能和复位是否一直成立，以及赋值的信号是不是写错了名字。`,
        },
      ];
    if (/^1+$/.test(v))
      return [
        {
          kind: 'stuck_1',
          text: `${o} 一直是全 1，而期望值在变化：检查赋值条件是不是写反了，或者复位极性是不是反了让电路一直停在某个状态。`,
        },
      ];
    return [{ kind: 'stuck_value', text: `${o} 一直保持 ${v}，从不变化：检查更新它的条件是否会成立（时钟、使能、状态转移）。` }];
  }

  // Shifted in time. A sequential run samples twice a cycle: before the rising edge (clock 0) and
  // just after it (clock 1). Where the mismatches fall and what the actual value equals tell apart
  // a whole cycle late (shift 2, both phases), a register on the wrong edge (only after the edge,
  // equal to the value before it) and an output that comes early — not registered, or a register
  // stage short (before the edge, already equal to the value after it).
  const index = new Map(all.map((s, i) => [s, i]));
  const holds = (set: Sample[], shift: number, least = 2) =>
    set.length >= least &&
    set.filter((s) => {
      const other = all[index.get(s)! - shift];
      return other !== undefined && !other.inReset && A(s) === E(other);
    }).length /
      set.length >=
      0.9;
  const badRun = bad.filter((s) => !s.inReset);
  if (sequential && facts.clock) {
    const after = (s: Sample) => s.inputs[facts.clock!] === '1';
    const badAfter = badRun.filter(after);
    const badBefore = badRun.filter((s) => !after(s));
    if (holds(badAfter, 2) && holds(badBefore, 2))
      return [
        {
          kind: 'late_cycle',
          text: `${o} 总是比期望晚一个时钟周期：你的输出等于上一拍的正确值。可能多打了一拍寄存器，或者本该用组合逻辑（assign）直接输出的信号被放进了时序 always 块。`,
        },
      ];
    if (badBefore.length <= badAfter.length * 0.1 && holds(badAfter, 1))
      return [
        {
          kind: 'wrong_edge',
          text: `${o} 没有在时钟上升沿按时更新：上升沿之后它还是沿之前的值，半个周期后才变。检查 always 的敏感列表是否是 ${code('posedge clk')}（而不是 negedge 或电平敏感）。`,
        },
      ];
    const resetInput = resetInputOf(facts);
    const whileReset = (set: Sample[], least = 2) =>
      resetInput !== null && set.length >= least && set.every((s) => s.inputs[resetInput.name] === resetInput.asserted);
    // One sample is enough here: the output already at its reset value before the edge, while reset
    // is asserted, is what only an asynchronous reset does — and the random stimulus may assert
    // reset between edges once in a whole run (a judgement of the corpus's counter did).
    if (whileReset(badBefore, 1) && holds(badBefore, -1, 1))
      return [
        {
          kind: 'async_reset',
          text: `复位一来 ${o} 就立即变了，没有等时钟上升沿：你写的是异步复位，题目要求同步复位。把复位信号从敏感列表里去掉，只在 ${code('always @(posedge clk)')} 里判断它。`,
        },
      ];
    if (whileReset(badBefore))
      return [
        {
          kind: 'sync_reset',
          text: `复位有效时 ${o} 没有立即回到复位值，要等到下一个时钟沿：题目要求异步复位。把复位信号写进敏感列表（如 ${code('always @(posedge clk or posedge reset)')}）。`,
        },
      ];
    if (holds(badBefore, -1))
      return [
        {
          kind: 'not_registered',
          text: `${o} 比期望来得早：时钟沿之前它就已经是沿之后才该出现的值（有时早一整拍）。也就是它跟着输入直接变化，少了一级寄存器——题目要求在时钟上升沿才更新，把它放进 ${code('always @(posedge clk)')} 里用非阻塞赋值寄存。`,
        },
      ];
  } else if (!sequential && holds(badRun, 1)) {
    return [
      {
        kind: 'comb_registered',
        text: `${o} 总是等于上一组输入的正确结果：这是组合电路，输出应该随输入立即变化，代码里却有记忆（寄存或锁存）。检查敏感列表是否完整（用 ${code('always @(*)')}），以及是否每个分支都赋值。`,
      },
    ];
  }

  // Reset: the samples while the testbench holds reset at the start. The reset input is the
  // 1-bit input constant then and different later; an inverted polarity shows as the output
  // sitting at the reset value while that input says "run" (and running while it says "reset").
  const reset = all.filter((s) => s.inReset);
  const badReset = reset.filter((s) => s.differing.includes(name));
  if (reset.length > 0) {
    const resetValue = E(reset.at(-1)!);
    const input = resetInputOf(facts);
    const running = input ? post.filter((s) => s.inputs[input.name] !== input.asserted && E(s) !== resetValue) : [];
    if (running.length >= 2 && running.filter((s) => A(s) === resetValue).length / running.length >= 0.8)
      return [
        {
          kind: 'reset_polarity',
          text: `复位极性很可能反了：${code(input!.name)} 为 ${input!.asserted} 时本该复位，你的电路却在 ${code(input!.name)} 取另一个值（本该正常工作）时把 ${o} 保持在复位值 ${resetValue}。检查复位条件是高有效还是低有效。`,
        },
      ];
    if (badReset.length / reset.length >= 0.5) {
      findings.push({
        kind: 'reset',
        text: `复位期间 ${o} 与期望不符（${badReset.length}/${reset.length} 个采样点）：复位没有生效。检查复位信号的名字和极性、是同步复位还是异步复位（异步复位要写进敏感列表），以及复位分支里是否给 ${o} 赋了正确的初值。`,
      });
      if (badReset.length === bad.length) return findings;
    }
  }
  if (findings.length > 0) return findings;

  const badKnown = bad.filter((s) => known(E(s)) && known(A(s)));
  if (width >= 2 && badKnown.length >= 2) {
    const reversed = badKnown.filter((s) => A(s) === [...E(s)].reverse().join('')).length;
    if (reversed / badKnown.length >= 0.8)
      return [
        {
          kind: 'reversed_bits',
          text: `${o} 的位序反了：你的输出正好是期望值按位倒过来。检查拼接 ${code('{}')} 的顺序和 ${code('[msb:lsb]')} 的方向。`,
        },
      ];
    // Truncated: the low k bits right and every higher bit 0.
    const keeps = badKnown.map((s) => {
      const e = E(s);
      const a = A(s);
      for (let k = e.length - 1; k >= 1; k--) if (/^0*$/.test(a.slice(0, e.length - k)) && a.slice(-k) === e.slice(-k)) return k;
      return 0;
    });
    const k = keeps[0]!;
    if (k > 0 && keeps.every((x) => x === k))
      return [
        {
          kind: 'truncated',
          text: `${o} 只有低 ${k} 位是对的，高位总是 0：结果在某处被截成了 ${k} 位。检查中间变量和表达式的位宽（例如加法的进位、乘法结果是否够宽）。`,
        },
      ];
    const mask = Array.from({ length: E(badKnown[0]!).length }, (_, b) => badKnown.some((s) => E(s)[b] !== A(s)[b]));
    const wrong = bitNumbers(mask);
    if (wrong.length > 0 && wrong.length < mask.length)
      return [
        {
          kind: 'some_bits',
          text: `${o} 只有第 ${wrong.join('、')} 位出错（位从 0 开始数），其他位都对：集中检查产生这几位的那部分逻辑。`,
        },
      ];
  }
  if (bad.some((s) => /[xz]/.test(A(s)) && known(E(s))))
    return [{ kind: 'x_output', text: `在不一致的地方 ${o} 出现了 X/Z：某些情况下它没有被赋值。检查复位后的初值和组合逻辑的每个分支。` }];
  return [];
}

/** Blocking assignments inside clocked always blocks: a style problem even when the answer passes. */
function blockingInSequential(source: string): number[] {
  const lines = source.split('\n');
  const found: number[] = [];
  let inClocked = false;
  let depth = 0;
  lines.forEach((raw, i) => {
    const line = raw.replace(/\/\/.*$/, '');
    if (/always\s*@\s*\(\s*(posedge|negedge)/.test(line)) {
      inClocked = true;
      depth = 0;
    }
    if (!inClocked) return;
    depth += (line.match(/\bbegin\b/g) ?? []).length - (line.match(/\bend\b/g) ?? []).length;
    if (/^\s*[\w[\]:.]+\s*=[^=]/.test(line) && !/<=/.test(line) && !/\bfor\b/.test(line)) found.push(i + 1);
    if (depth <= 0 && /;|\bend\b/.test(line) && !/always/.test(line)) inClocked = false;
  });
  return found;
}

/**
 * Lines of combinational always blocks (`@(*)` or a sensitivity list without an edge) holding an
 * `if` whose block has no `else`, or a `case` without `default`: the usual unintended latch. A
 * heuristic over the text (a default assignment before the `if` also prevents the latch; then the
 * finding is a style note at worst).
 */
function latchLines(source: string): number[] {
  const lines = source.split('\n').map((l) => l.replace(/\/\/.*$/, ''));
  const found: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = /always\s*@\s*\(([^)]*)\)/.exec(lines[i]!);
    if (!head || /edge/.test(head[1]!)) continue;
    // The block: up to the next always/assign/endmodule.
    let end = i + 1;
    while (end < lines.length && !/\b(always|assign|endmodule)\b/.test(lines[end]!)) end++;
    const body = lines.slice(i, end);
    const text = body.join('\n');
    // A default assignment as the block's first statement (right after `begin`) prevents the latch.
    const first = body
      .join('\n')
      .replace(/^[^)]*\)\s*(begin\b)?/, '')
      .trim();
    const assignsDefault = /^\w+(\s*\[[^\]]*\])?\s*=[^=]/.test(first);
    if (assignsDefault) continue;
    const ifs = (text.match(/\bif\s*\(/g) ?? []).length;
    const elses = (text.match(/\belse\b/g) ?? []).length;
    const cases = (text.match(/\bcase[zx]?\s*\(/g) ?? []).length;
    const defaults = (text.match(/\bdefault\b/g) ?? []).length;
    if (ifs > elses || cases > defaults) found.push(i + 1);
  }
  return found;
}

/** Every finding for a judged submission, most telling first. */
export function analyze(facts: SubmissionFacts): Finding[] {
  const findings = compileFindings(facts);
  if (facts.verdict === 'time_limit')
    findings.push({
      kind: 'timeout',
      text: '仿真没有在时间限制内结束：常见原因是组合逻辑成环（一个信号经过组合逻辑又驱动自己）、没有终止的 while/for 循环，或者 always 块缺少时序控制（如 `always` 后面没有 `@(...)`）。',
    });
  if (facts.verdict === 'output_limit')
    findings.push({ kind: 'output_flood', text: '输出太多：答案里的 `$display`/`$monitor` 打印了大量内容。提交前删掉调试输出。' });
  if (facts.verdict === 'wrong_answer' && facts.waveform) {
    const sequential = facts.waveform.clock !== null;
    const ordered = [...facts.waveform.outputs].sort(
      (a, b) => (facts.outputMismatches[b.name] ?? 0) - (facts.outputMismatches[a.name] ?? 0),
    );
    for (const output of ordered) findings.push(...outputFindings(facts.waveform, output, sequential));
    const wrong = ordered.filter((o) => (facts.outputMismatches[o.name] ?? 0) > 0).map((o) => code(o.name));
    const right = ordered.filter((o) => (facts.outputMismatches[o.name] ?? 0) === 0).map((o) => code(o.name));
    if (wrong.length > 0 && right.length > 0)
      findings.push({
        kind: 'only_output',
        text: `只有 ${wrong.join('、')} 出错，${right.join('、')} 全都正确：问题集中在产生 ${wrong.join('、')} 的那部分逻辑，其余部分可以先不动。`,
      });
  }
  if ((facts.verdict === 'accepted' || facts.verdict === 'wrong_answer') && !findings.some((f) => f.kind === 'latch')) {
    const latch = latchLines(facts.code);
    if (latch.length > 0)
      findings.push({
        kind: 'latch',
        text: `第 ${latch.slice(0, 5).join('、')} 行所在的组合 always 块里，有的分支没有给输出赋值（if 缺 else，或 case 缺 default）：这会综合出锁存器，仿真时输出保持旧值或是 X。给每个分支都赋值，或者在块开头先给默认值。`,
      });
  }
  if (facts.verdict === 'accepted' || facts.verdict === 'wrong_answer') {
    const blocking = blockingInSequential(facts.code);
    if (blocking.length > 0)
      findings.push({
        kind: 'blocking_in_sequential',
        text: `第 ${blocking.slice(0, 5).join('、')} 行在时钟沿触发的 always 块里用了阻塞赋值 ${code('=')}：时序逻辑应该用非阻塞赋值 ${code('<=')}，否则多个寄存器之间的更新顺序会出错。`,
      });
  }
  return findings;
}

/** The first mismatching sample and a few around it, as a Markdown table (or null without samples). */
export function mismatchTable(waveform: WaveformFacts, around = 3): string | null {
  const first = waveform.samples.findIndex((s) => s.differing.length > 0);
  if (first < 0) return null;
  const rows = waveform.samples.slice(Math.max(0, first - around), first + around + 1);
  const inputs = waveform.inputs.map((i) => i.name).filter((n) => n !== waveform.clock);
  const outputs = waveform.outputs.map((o) => o.name);
  const header = ['时间', ...inputs, ...outputs.flatMap((o) => [`${o} 期望`, `${o} 实际`])];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const s of rows) {
    const mark = s === waveform.samples[first] ? ' ⟵ 第一个不一致' : '';
    lines.push(
      `| ${s.time}${s.inReset ? '（复位中）' : ''}${mark} | ${[...inputs.map((i) => s.inputs[i] ?? ''), ...outputs.flatMap((o) => [s.expected[o], s.actual[o]])].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** The offline analysis as Markdown, labelled 规则分析. */
export function renderRules(facts: SubmissionFacts, findings: Finding[]): string {
  const parts: string[] = ['**规则分析**（没有使用 AI：按常见错误模式给出的提示）', ''];
  if (facts.testbench) {
    const t = facts.testbench;
    if (facts.verdict === 'accepted') parts.push(`你的测试平台发现了全部 ${t.total} 个有错误的设计。`);
    else if (!t.reference_passed)
      parts.push(
        '### 可能的原因',
        '',
        '- 你的测试平台在**正确的设计**上报告了失败或没有结束：先检查期望值是否算对、采样时刻是否在时钟沿之后、最后是否调用了 `$finish`。',
      );
    else {
      parts.push(`你的测试平台发现了 ${t.caught}/${t.total} 个有错误的设计。`, '', '### 还没覆盖到的情况', '');
      for (const category of [...new Set(t.missed)])
        parts.push(`- **${category}**：${TESTBENCH_ADVICE[category] ?? '针对这类错误补充激励和检查'}。`);
    }
    return parts.join('\n');
  }
  if (facts.verdict === 'accepted') {
    parts.push('这次提交已经通过了。');
    if (findings.length > 0) parts.push('', '不过还有值得改进的地方：', '', ...findings.map((f) => `- ${f.text}`));
    else parts.push('', '没有发现常见的风格问题（阻塞赋值、锁存器、位宽警告）。');
    return parts.join('\n');
  }
  if (findings.length > 0) parts.push('### 可能的原因', '', ...findings.map((f) => `- ${f.text}`));
  else if (facts.verdict === 'compile_error')
    parts.push('编译没有通过。请先看运行日志里第一条错误所在的行：后面的错误常常是第一条引起的。');
  else if (facts.verdict === 'wrong_answer')
    parts.push('输出与参考设计不一致，但没有匹配到常见的错误模式。对照下面第一个不一致的时刻，检查那时的输入下你的逻辑算出了什么。');
  else parts.push(`判题结果：${facts.verdict}。请查看运行日志。`);
  if (facts.verdict === 'wrong_answer') {
    const counts = Object.entries(facts.outputMismatches).filter(([, n]) => n > 0);
    if (counts.length > 0)
      parts.push('', `不一致的采样点：${counts.map(([o, n]) => `${code(o)} ${n} 个`).join('，')}（共 ${facts.samples ?? '?'} 个采样点）。`);
    const table = facts.waveform ? mismatchTable(facts.waveform) : null;
    if (table) parts.push('', '### 第一个不一致附近', '', table);
    else if (facts.firstMismatch) {
      const inputs = Object.entries(facts.firstMismatch.inputs).map(([k, v]) => `${code(k)} = ${v}`);
      parts.push('', `第一个不一致出现在时刻 ${facts.firstMismatch.time}${inputs.length ? `，当时的输入：${inputs.join('，')}` : ''}。`);
    }
    if (facts.waveformRemoved) parts.push('', '（这次提交的波形已按保留期限删除，以上只根据判题记录分析。）');
  }
  return parts.join('\n');
}
