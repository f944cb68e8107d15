/**
 * Our own Verilog-to-VHDL translator for the common synthesisable subset (verilog-ast.ts reads it):
 * the user's entity, port and signal names in their order, `std_logic` / `std_logic_vector` ports,
 * parameters as generics, localparams as constants, clocked processes with their reset, combinational
 * processes as `process (all)`, instances as entity instantiations with generic and port maps.
 *
 * Arithmetic follows Verilog's width rules through numeric_std: an expression is evaluated at its
 * context width (the widest of its operands and its target), signed only when every operand is;
 * where only the target's low bits can matter (+, -, *, bitwise, <<) the context is the target's
 * width, which keeps `count <= std_logic_vector(unsigned(count) + 1);` as a person would write it.
 * Widths are decided at the parameters' default values and written with the generics' names.
 *
 * Anything it does not handle throws `OutsideSubset`; the converter then uses Icarus's back end.
 * Either way, the output is shown only after the co-simulation proof (convert.ts), so a mistake
 * here costs a fallback, never a wrong VHDL.
 */
import type { VhdlPort } from './ports.ts';
import { OutsideSubset, type Expr, type Item, type Module, type Param, type Range, type Signal, type Stmt } from './verilog-ast.ts';

export interface Translation {
  vhdl: string;
  entity: string;
  /** The top's ports in declaration order, widths at the generics' defaults (for the proof's testbench). */
  ports: VhdlPort[];
  /** Sentences on what was translated in a way worth saying (the answer's `rewrites`). */
  notes: string[];
}

/** A width: its value at the parameters' defaults and its VHDL text in the generics' names. */
interface Width {
  n: number;
  s: string;
}

/** A translated expression: its VHDL text and type; `w` for vectors; `bare` for a concatenation or aggregate (type from context). */
interface Value {
  t: 'sl' | 'slv' | 'uns' | 'sgn' | 'int' | 'bool';
  x: string;
  w: Width | null;
  bare?: boolean;
  /** A literal's value, for readable constants. */
  literal?: { value: bigint; bits: string | null };
}

interface Context {
  T: Width;
  signed: boolean;
}

const VHDL_RESERVED = new Set(
  `abs access after alias all and architecture array assert assume attribute begin block body buffer bus case component configuration constant
  context cover default disconnect downto else elsif end entity exit fairness file for force function generate generic group guarded if impure in
  inertial inout is label library linkage literal loop map mod nand new next nor not null of on open or others out package parameter port postponed
  procedure process property protected pure range record register reject release rem report restrict return rol ror select sequence severity shared
  signal sla sll sra srl strong subtype then to transport type unaffected units until use variable vmode vprop vunit wait when while with xnor xor
  std_logic std_logic_vector unsigned signed integer natural boolean ieee std work rising_edge falling_edge resize to_integer to_unsigned to_signed
  shift_left shift_right`.split(/\s+/),
);

function outside(what: string, row: number): never {
  throw new OutsideSubset(what, row);
}

const IDENTIFIER = /^[A-Za-z](?:_?[A-Za-z0-9])*$/;

function checkName(name: string, row: number, seen: Map<string, string>) {
  if (!IDENTIFIER.test(name)) outside(`名字 ${name} 在 VHDL 中不合法`, row);
  if (VHDL_RESERVED.has(name.toLowerCase())) outside(`名字 ${name} 是 VHDL 保留字`, row);
  const folded = name.toLowerCase();
  const other = seen.get(folded);
  if (other !== undefined && other !== name) outside(`名字 ${name} 与 ${other} 只差大小写（VHDL 不区分大小写）`, row);
  if (other !== undefined) outside(`名字 ${name} 重复`, row);
  seen.set(folded, name);
}

/** A Verilog name that VHDL reserves (`in`, `out`, `next`, …) gets this suffix, as Icarus's back end does. */
const RENAMED_SUFFIX = '_sig';

const vhdlNameOf = (name: string) => (VHDL_RESERVED.has(name.toLowerCase()) ? `${name}${RENAMED_SUFFIX}` : name);

/**
 * The design with every VHDL-reserved name renamed (`in` → `in_sig`): one rule for every module, so
 * an instance's named port connection `.in(x)` names the renamed port of its module. A renamed name
 * that collides with one the user wrote is caught by checkName (名字 … 重复) and refused.
 */
function renameReserved(modules: Module[]): { modules: Module[]; renamed: Set<string> } {
  const renamed = new Set<string>();
  const rename = (name: string) => {
    const to = vhdlNameOf(name);
    if (to !== name) renamed.add(name);
    return to;
  };
  const NAME_KEYS = new Set(['name', 'variable', 'module', 'label']);
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value instanceof Map) {
      // A Map would silently merge `in` (renamed in_sig) with the user's own in_sig: refuse instead.
      const entries = [...value].map(([k, v]) => [typeof k === 'string' ? rename(k) : k, walk(v)] as const);
      const seen = new Set<unknown>();
      for (const [k, v] of entries) {
        if (seen.has(k)) outside(`名字 ${String(k)} 重复（VHDL 保留字改名后）`, (v as { row?: number }).row ?? 1);
        seen.add(k);
      }
      return new Map(entries);
    }
    if (value instanceof Set) return new Set([...value].map((v) => (typeof v === 'string' ? rename(v) : v)));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, NAME_KEYS.has(key) && typeof v === 'string' ? rename(v) : walk(v)]),
    );
  };
  const result = modules.map((m) => ({
    ...(walk({ ...m, file: null }) as Module),
    file: m.file,
    portOrder: m.portOrder.map(rename),
  }));
  return { modules: result, renamed };
}

/** The suffix of a localparam renamed because a signal's name differs from it only in case. */
const CLASH_SUFFIX = '_const';

/**
 * A module whose localparams (FSM states such as COUNT, enum names) differ only in case from one of
 * its signals (count): VHDL does not tell them apart, so the constant is renamed (COUNT_const) through
 * the whole module. Only localparams: they are no part of the entity. A new name that collides again
 * is caught by checkName and refused.
 */
function renameCaseClashes(m: Module): { module: Module; notes: string[] } {
  const signals = new Map([...m.signals.keys()].map((name) => [name.toLowerCase(), name]));
  const clashes = new Map<string, string>();
  for (const p of m.params) {
    const other = signals.get(p.name.toLowerCase());
    if (p.local && other !== undefined && other !== p.name) clashes.set(p.name, `${p.name}${CLASH_SUFFIX}`);
  }
  if (clashes.size === 0) return { module: m, notes: [] };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, walk(v)]));
    if (value instanceof Set || value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, key === 'name' && typeof v === 'string' ? (clashes.get(v) ?? v) : walk(v)]),
    );
  };
  const module = { ...m, params: walk(m.params) as Param[], items: walk(m.items) as Item[] };
  const notes = [...clashes].map(
    ([from, to]) => `常量 ${from} 与信号 ${signals.get(from.toLowerCase())} 只差大小写（VHDL 不区分大小写），改名为 ${to}`,
  );
  return { module, notes };
}

export function translateDesign(userModules: Module[], userTop: string): Translation {
  const reserved = renameReserved(userModules);
  const renamed = reserved.renamed;
  const clashes = reserved.modules.map(renameCaseClashes);
  const modules = clashes.map((c) => c.module);
  const top = vhdlNameOf(userTop);
  const byName = new Map(modules.map((m) => [m.name, m]));
  const order: Module[] = [];
  const visiting = new Set<string>();
  const visit = (name: string, row: number) => {
    if (order.some((m) => m.name === name)) return;
    const module = byName.get(name) ?? outside(`模块 ${name} 不在上传的文件中`, row);
    if (visiting.has(name)) outside(`模块 ${name} 递归例化`, row);
    visiting.add(name);
    for (const item of flatItems(module.items)) if (item.k === 'instance') visit(item.module, item.row);
    visiting.delete(name);
    order.push(module);
  };
  visit(top, 1);
  const entities = new Map<string, string>();
  for (const m of order) checkName(m.name, m.row, entities);
  if (entities.has('vd_cosim')) outside('模块名 vd_cosim 留给验证用', 1);
  const writers = order.map((m) => new ModuleWriter(m, byName));
  const parts = writers.map((w) => w.write());
  const notes = [
    ...[...renamed].map((name) => `名字 ${name} 是 VHDL 保留字，改名为 ${name}${RENAMED_SUFFIX}`),
    ...clashes.flatMap((c) => c.notes),
    ...new Set(writers.flatMap((w) => w.notes)),
  ];
  // The top is visited last: its writer knows the generics' default values.
  const topModule = order[order.length - 1]!;
  const writer = writers[writers.length - 1]!;
  const userPorts = userModules.find((m) => m.name === userTop)!.portOrder;
  const ports: VhdlPort[] = topModule.portOrder.map((name, k) => {
    const signal = topModule.signals.get(name)!;
    const width = signal.range ? writer.rangeWidth(signal.range, signal.row).n : 1;
    const vector = signal.range !== null;
    return {
      name: userPorts[k]!,
      vhdlName: name,
      direction: signal.dir === 'in' ? 'in' : 'out',
      type: vector ? 'std_logic_vector' : 'std_logic',
      width,
      typeText: vector ? `std_logic_vector(${width - 1} downto 0)` : 'std_logic',
    };
  });
  return { vhdl: `${parts.join('\n')}`, entity: top, ports, notes };
}

class ModuleWriter {
  private readonly env = new Map<string, bigint>();
  private readonly params = new Map<string, { param: Param; width: Width | null }>();
  private readonly lines: string[] = [];
  private readonly drivers = new Map<string, string>();
  /** The for loops being written: counter name → its first and last value. */
  private readonly loops = new Map<string, { first: bigint; last: bigint }>();
  /** In a combinational process: signals it reads after assigning them, written as process variables. */
  private variables = new Map<string, string>();
  /** While measuring a width: loop counters evaluate to their first value. */
  private measuring = false;
  /** Signals given an initial value by an `initial` block. */
  private readonly initialValues = new Map<string, string>();
  /** Memories given initial words: by a clearing loop (`others`) and word by word (`mem[2] = …`). */
  private readonly memoryWords = new Map<string, { others: string | null; words: Map<bigint, string> }>();
  /** What the translation did that a reader of the Verilog might not expect (the answer's `rewrites`). */
  readonly notes: string[] = [];

  constructor(
    private readonly m: Module,
    private readonly modules: Map<string, Module>,
    overrides?: Map<string, bigint>,
  ) {
    for (const p of m.params) {
      const value = overrides?.get(p.name) ?? this.evaluate(p.value);
      this.env.set(p.name, value);
      const width = p.range ? this.rangeWidth(p.range, p.row) : p.value.k === 'num' && p.value.width !== null ? num(p.value.width) : null;
      this.params.set(p.name, { param: p, width });
    }
  }

  // ---- Constants ----

  evaluate(e: Expr): bigint {
    switch (e.k) {
      case 'num':
        if (e.bits) outside('常量中的 x/z', e.row);
        return e.value;
      case 'id': {
        const v = this.env.get(e.name);
        // A width does not depend on which pass of a loop it is in (`a[4*i+3:4*i]`): the first pass answers.
        if (v === undefined && this.measuring && this.loops.has(e.name)) return this.loops.get(e.name)!.first;
        if (v === undefined) outside(`常量表达式中的 ${e.name}`, e.row);
        return v;
      }
      case 'bin': {
        const a = this.evaluate(e.a);
        const b = this.evaluate(e.b);
        switch (e.op) {
          case '+':
            return a + b;
          case '-':
            return a - b;
          case '*':
            return a * b;
          case '/':
            if (b === 0n) outside('常量除以零', e.row);
            return a / b;
          case '%':
            if (b === 0n) outside('常量除以零', e.row);
            return a % b;
          case '**':
            if (b < 0n || b > 64n) outside('常量的幂', e.row);
            return a ** b;
          default:
            return outside(`常量表达式中的 ${e.op}`, e.row);
        }
      }
      case 'un':
        if (e.op === '-') return -this.evaluate(e.a);
        if (e.op === '+') return this.evaluate(e.a);
        return outside(`常量表达式中的 ${e.op}`, e.row);
      default:
        outside('常量表达式的写法', e.row);
    }
  }

  /** A constant expression in VHDL (integers, the generics' names). */
  constText(e: Expr, top = true): string {
    switch (e.k) {
      case 'num':
        if (e.bits) outside('常量中的 x/z', e.row);
        return e.value.toString();
      case 'id':
        if (!this.params.has(e.name) && !this.loops.has(e.name)) outside(`常量表达式中的 ${e.name}`, e.row);
        return e.name;
      case 'bin': {
        const op = { '+': '+', '-': '-', '*': '*', '/': '/', '**': '**' }[e.op] ?? outside(`常量表达式中的 ${e.op}`, e.row);
        const text = `${this.constText(e.a, false)} ${op} ${this.constText(e.b, false)}`;
        return top ? text : `(${text})`;
      }
      case 'un':
        if (e.op === '-') return `-${this.constText(e.a, false)}`;
        return outside(`常量表达式中的 ${e.op}`, e.row);
      default:
        outside('常量表达式的写法', e.row);
    }
  }

  rangeWidth(range: Range, row: number): Width {
    this.measuring = true;
    let msb: number;
    let lsb: number;
    try {
      msb = Number(this.evaluate(range.msb));
      lsb = Number(this.evaluate(range.lsb));
    } finally {
      this.measuring = false;
    }
    if (msb < lsb) outside('升序位宽（如 [0:7]）', row);
    const n = msb - lsb + 1;
    if (range.msb.k === 'num' && range.lsb.k === 'num') return num(n);
    const lsbZero = range.lsb.k === 'num' && range.lsb.value === 0n;
    if (lsbZero && range.msb.k === 'bin' && range.msb.op === '-' && range.msb.b.k === 'num' && range.msb.b.value === 1n)
      return { n, s: this.constText(range.msb.a) };
    if (lsbZero) return { n, s: `${this.constText(range.msb, false)} + 1` };
    return { n, s: `${this.constText(range.msb, false)} - ${this.constText(range.lsb, false)} + 1` };
  }

  private rangeText(range: Range): string {
    return `${this.constText(range.msb)} downto ${this.constText(range.lsb)}`;
  }

  // ---- Declarations ----

  write(): string {
    const m = this.m;
    const names = new Map<string, string>();
    for (const p of m.params) checkName(p.name, p.row, names);
    for (const s of m.signals.values()) checkName(s.name, s.row, names);
    const labels = (items: Item[]) => {
      for (const item of items) {
        if (item.k === 'instance') checkName(item.name, item.row, names);
        if (item.k === 'genfor') {
          if (item.label) checkName(item.label, item.row, names);
          labels(item.items);
        }
        if (item.k === 'genif') {
          if (item.then.label) checkName(item.then.label, item.row, names);
          if (item.else?.label) checkName(item.else.label, item.row, names);
          labels(item.then.items);
          labels(item.else?.items ?? []);
        }
      }
    };
    labels(m.items);
    const generics = m.params.filter((p) => !p.local);
    const locals = m.params.filter((p) => p.local);
    const out = this.lines;
    out.push('library ieee;', 'use ieee.std_logic_1164.all;', 'use ieee.numeric_std.all;', '');
    // The user's file name goes into a comment as it is: GHDL reads UTF-8 in comments (measured with a Chinese name).
    out.push(
      `-- Translated by VeriDojo from Verilog module ${m.name} (${m.file ? `${m.file.replace(/[\r\n]/g, ' ')}, ` : ''}line ${m.row})`,
    );
    out.push(`entity ${m.name} is`);
    if (generics.length) {
      out.push('  generic (');
      generics.forEach((p, k) =>
        out.push(`    ${p.name} : ${this.paramType(p)} := ${this.paramValue(p)}${k < generics.length - 1 ? ';' : ''}`),
      );
      out.push('  );');
    }
    // Initial values first: an output register's goes on its port (`q : out … := …`), the others' on their signals.
    for (const item of m.items) if (item.k === 'initial') this.initial(item);
    if (m.portOrder.length) {
      out.push('  port (');
      m.portOrder.forEach((name, k) => {
        const s = m.signals.get(name)!;
        const init = s.dir === 'in' ? '' : this.initText(s);
        out.push(`    ${name} : ${s.dir === 'in' ? 'in' : 'out'} ${this.signalType(s)}${init}${k < m.portOrder.length - 1 ? ';' : ''}`);
      });
      out.push('  );');
    }
    out.push('end entity;', '', `architecture rtl of ${m.name} is`);
    for (const p of locals) out.push(`  constant ${p.name} : ${this.paramType(p)} := ${this.paramValue(p)};`);
    for (const s of m.signals.values()) {
      if (s.dir !== null || s.integer) continue;
      const init = this.initText(s);
      if (s.array) {
        const word = s.range ? `std_logic_vector(${this.rangeText(s.range)})` : 'std_logic';
        const lo = Number(this.evaluate(s.array.msb));
        const hi = Number(this.evaluate(s.array.lsb));
        const dir = lo <= hi ? 'to' : 'downto';
        out.push(`  type ${s.name}_t is array (${this.constText(s.array.msb)} ${dir} ${this.constText(s.array.lsb)}) of ${word};`);
        checkName(`${s.name}_t`, s.row, names);
        out.push(`  signal ${s.name} : ${s.name}_t${init};`);
      } else out.push(`  signal ${s.name} : ${this.signalType(s)}${init};`);
    }
    out.push('begin');
    const body: string[] = [];
    for (const item of m.items) body.push(...this.item(item));
    out.push(...body.map((l) => (l === '' ? l : `  ${l}`)));
    out.push('end architecture;', '');
    return out.join('\n');
  }

  /** A signal's VHDL default: its initial value, else 0 for a two-state `bit` (Verilog starts it at 0, not x). */
  private initText(s: Signal): string {
    const value = this.initialValues.get(s.name) ?? (s.twoState ? (s.range ? "(others => '0')" : "'0'") : undefined);
    if (value !== undefined && s.twoState && s.array && !this.initialValues.has(s.name)) outside('bit 类型的存储器', s.row);
    return value === undefined ? '' : ` := ${value}`;
  }

  private paramType(p: Param): string {
    const width = this.params.get(p.name)!.width;
    if (!width) return 'integer';
    return p.range ? `std_logic_vector(${this.rangeText(p.range)})` : `std_logic_vector(${width.n - 1} downto 0)`;
  }

  private paramValue(p: Param): string {
    const width = this.params.get(p.name)!.width;
    if (!width) return this.constText(p.value);
    const value = this.env.get(p.name)!;
    if (value < 0n) outside(`参数 ${p.name} 的负值`, p.row);
    // A one-bit vector (a one-bit enum's names): a string, not a character.
    if (width.n === 1 && p.range) return `"${value & 1n}"`;
    return bitString(value, width.n);
  }

  private signalType(s: Signal): string {
    return s.range ? `std_logic_vector(${this.rangeText(s.range)})` : 'std_logic';
  }

  /**
   * One driver per signal, as VHDL resolves several into X where Verilog's last write wins; but
   * concurrent statements may drive distinct bits or slices of one vector when their indexes are
   * static (constants, generate counters): VHDL gives each its own bits then.
   */
  private drive(name: string, by: string, row: number, target?: Expr) {
    const part = target && (target.k === 'index' || target.k === 'range') && this.isStatic(target) ? 'part' : 'whole';
    const previous = this.drivers.get(name);
    if (previous !== undefined && previous !== by && (part === 'whole' || !previous.startsWith('part:')))
      outside(`信号 ${name} 有多个驱动`, row);
    this.drivers.set(name, part === 'part' ? `part:${by}` : by);
  }

  /** Whether a target's index or range uses only constants and generate counters. */
  private isStatic(target: Expr): boolean {
    const constant = (e: Expr): boolean => {
      switch (e.k) {
        case 'num':
          return !e.bits;
        case 'id':
          return this.params.has(e.name) || this.loops.has(e.name);
        case 'bin':
          return ['+', '-', '*'].includes(e.op) && constant(e.a) && constant(e.b);
        default:
          return false;
      }
    };
    if (target.k === 'index') return constant(target.index);
    if (target.k === 'range') return constant(target.msb) && constant(target.lsb);
    return false;
  }

  /** A generate-for: VHDL's `label : for i in A to B generate`, its items inside. */
  private generateFor(item: Extract<Item, { k: 'genfor' }>): string[] {
    if (this.loops.has(item.variable)) outside(`嵌套的 generate-for 使用同一个变量 ${item.variable}`, item.row);
    const first = this.evaluate(item.from);
    const bound = this.evaluate(item.bound);
    const last = item.op === '<' ? bound - 1n : item.op === '>' ? bound + 1n : bound;
    if ((item.step === 1 ? last - first : first - last) > 4096n) outside('generate-for 次数过多', item.row);
    const lastText =
      item.op === '<' || item.op === '>'
        ? item.bound.k === 'num'
          ? last.toString()
          : `${this.constText(item.bound, false)} ${item.op === '<' ? '-' : '+'} 1`
        : this.constText(item.bound);
    this.loops.set(item.variable, { first, last });
    const body = item.items.flatMap((inner) => this.item(inner));
    this.loops.delete(item.variable);
    while (body.length && body[body.length - 1] === '') body.pop();
    const label = item.label ?? `gen_${item.variable}_${item.row}`;
    if (!item.label && !this.notes.includes(GENERATE_NOTE)) this.notes.push(GENERATE_NOTE);
    return [
      `${label} : for ${item.variable} in ${this.constText(item.from)} ${item.step === 1 ? 'to' : 'downto'} ${lastText} generate`,
      ...indent(body),
      'end generate;',
    ];
  }

  // ---- Items ----

  private item(item: Item): string[] {
    switch (item.k) {
      case 'assign': {
        for (const [name, target] of targetParts(item.lhs)) this.drive(name, `assign@${item.row}`, item.row, target);
        return [...this.assignment(item.lhs, item.rhs, item.row), ''];
      }
      case 'always':
        return [...this.process(item), ''];
      case 'initial':
        return [];
      case 'genfor':
        return [...this.generateFor(item), ''];
      case 'genif': {
        const body = (items: Item[]) => {
          const lines = items.flatMap((inner) => this.item(inner));
          while (lines.length && lines[lines.length - 1] === '') lines.pop();
          return indent(lines);
        };
        const label = item.then.label ?? `gen_if_${item.row}`;
        const lines = [`${label} : if ${this.condition(item.cond)} generate`, ...body(item.then.items)];
        if (item.else) lines.push('else generate', ...body(item.else.items));
        return [...lines, 'end generate;', ''];
      }
      case 'instance':
        return [...this.instance(item), ''];
    }
  }

  private process(item: Extract<Item, { k: 'always' }>): string[] {
    const id = `always@${item.row}`;
    const written = new Set<string>();
    collectWrites(item.body, written);
    for (const name of written) this.drive(name, id, item.row);
    if (item.sens === 'all') {
      const read = new Set<string>();
      collectReads(item.body, read);
      // Verilog's blocking assignment is a VHDL variable's: a signal the block reads after assigning it
      // becomes a process variable, copied to the signal at the end (the block is its only driver).
      const names = [...written].filter((name) => read.has(name));
      const declarations: string[] = [];
      this.variables = new Map();
      for (const name of names) {
        const s = this.signal(name, item.row);
        if (s.array || s.integer) outside(`组合 always 块中读取自己赋值的${s.array ? '存储器' : ' integer'} ${name}`, item.row);
        const variable = `${name}_v`;
        if (this.m.signals.has(variable) || this.params.has(variable)) outside(`变量名 ${variable} 与信号重名`, item.row);
        this.variables.set(name, variable);
        declarations.push(`  variable ${variable} : ${this.signalType(s)};`);
      }
      const body = this.statements(item.body, 'comb');
      this.variables = new Map();
      return [
        'process (all)',
        ...declarations,
        'begin',
        ...indent(body),
        ...names.map((name) => `  ${name} <= ${name}_v;`),
        'end process;',
      ];
    }
    if (item.sens.length > 2) outside('多于两个边沿的敏感列表', item.row);
    const edges = item.sens;
    let clock = edges[0]!;
    let reset: { edge: 'pos' | 'neg'; name: string } | null = null;
    let resetBody: Stmt | null = null;
    let clocked: Stmt | null = item.body;
    if (edges.length === 2) {
      const body = item.body.k === 'block' && item.body.body.length === 1 ? item.body.body[0]! : item.body;
      if (body.k !== 'if') outside('异步复位的 always 块需以 if (复位) 开头', item.row);
      const tested = resetTest(body.cond);
      const candidate = tested && edges.find((e) => e.name === tested.name);
      if (!tested || !candidate) outside('异步复位的条件写法', item.row);
      if ((candidate.edge === 'neg') !== tested.activeLow) outside('复位条件与敏感列表的边沿不一致', item.row);
      reset = candidate;
      clock = edges.find((e) => e !== candidate)!;
      resetBody = body.then;
      clocked = body.else;
    }
    if (this.m.signals.get(clock.name)?.range) outside('多位的时钟信号', item.row);
    this.checkNonBlocking(item.body, item.row);
    const edge = `${clock.edge === 'pos' ? 'rising_edge' : 'falling_edge'}(${clock.name})`;
    const lines = [`process (${clock.name}${reset ? `, ${reset.name}` : ''})`, 'begin'];
    if (reset) {
      lines.push(`  if ${reset.name} = '${reset.edge === 'neg' ? '0' : '1'}' then`, ...indent(indent(this.statements(resetBody, 'seq'))));
      lines.push(`  elsif ${edge} then`, ...indent(indent(this.statements(clocked, 'seq'))), '  end if;');
    } else lines.push(`  if ${edge} then`, ...indent(indent(this.statements(clocked, 'seq'))), '  end if;');
    lines.push('end process;');
    return lines;
  }

  private checkNonBlocking(s: Stmt | null, row: number) {
    if (!s) return;
    if (s.k === 'assign' && s.blocking) outside('时序 always 块中的阻塞赋值（=）', s.row);
    if (s.k === 'block') s.body.forEach((x) => this.checkNonBlocking(x, row));
    if (s.k === 'if') {
      this.checkNonBlocking(s.then, row);
      this.checkNonBlocking(s.else, row);
    }
    if (s.k === 'case') s.items.forEach((i) => this.checkNonBlocking(i.body, row));
    if (s.k === 'for') this.checkNonBlocking(s.body, row);
  }

  private statements(s: Stmt | null, mode: 'comb' | 'seq'): string[] {
    if (!s) return ['null;'];
    switch (s.k) {
      case 'block': {
        const lines = s.body.flatMap((x) => this.statements(x, mode));
        return lines.length ? lines : ['null;'];
      }
      case 'assign':
        return this.assignment(s.lhs, s.rhs, s.row);
      case 'if': {
        const lines = [`if ${this.condition(s.cond)} then`, ...indent(this.statements(s.then, mode))];
        let rest = s.else;
        while (rest) {
          const single = rest.k === 'block' && rest.body.length === 1 ? rest.body[0]! : rest;
          if (single.k === 'if') {
            lines.push(`elsif ${this.condition(single.cond)} then`, ...indent(this.statements(single.then, mode)));
            rest = single.else;
          } else {
            lines.push('else', ...indent(this.statements(rest, mode)));
            rest = null;
          }
        }
        lines.push('end if;');
        return lines;
      }
      case 'case':
        return this.caseStatement(s, mode);
      case 'for':
        return this.forLoop(s, mode);
    }
  }

  /** A for loop with constant bounds: VHDL's `for i in A to B loop`, the counter an integer of the loop's own. */
  private forLoop(s: Extract<Stmt, { k: 'for' }>, mode: 'comb' | 'seq'): string[] {
    const counter = this.m.signals.get(s.variable);
    if (!counter?.integer) outside(`for 循环变量 ${s.variable} 不是 integer`, s.row);
    if (this.loops.has(s.variable)) outside(`嵌套的 for 循环使用同一个变量 ${s.variable}`, s.row);
    const first = this.evaluate(s.from);
    const bound = this.evaluate(s.bound);
    const last = s.op === '<' ? bound - 1n : s.op === '>' ? bound + 1n : bound;
    if (s.step === 1 ? last < first : last > first) return ['null;'];
    if ((s.step === 1 ? last - first : first - last) > 65536n) outside('循环次数过多', s.row);
    const boundText = this.constText(s.bound, false);
    const lastText =
      s.op === '<' || s.op === '>'
        ? s.bound.k === 'num'
          ? last.toString()
          : `${boundText} ${s.op === '<' ? '-' : '+'} 1`
        : this.constText(s.bound);
    this.loops.set(s.variable, { first, last });
    const body = this.statements(s.body, mode);
    this.loops.delete(s.variable);
    return [
      `for ${s.variable} in ${this.constText(s.from)} ${s.step === 1 ? 'to' : 'downto'} ${lastText} loop`,
      ...indent(body),
      'end loop;',
    ];
  }

  /**
   * An `initial` block as initial values of signals: constants assigned to registers, and the
   * loop that fills a whole memory with one constant (which Icarus's back end drops: DESIGN.md §4).
   */
  private initial(item: Extract<Item, { k: 'initial' }>) {
    const statements = item.body.k === 'block' ? item.body.body : [item.body];
    for (const written of statements) {
      const st = single(written);
      if (st.k === 'for' && st.body) st.body = single(st.body);
      if (st.k === 'assign' && st.lhs.k === 'id') {
        const s = this.signal(st.lhs.name, st.row);
        if (s.array || s.integer || s.dir === 'in') outside('initial 中的赋值目标', st.row);
        this.initialValues.set(s.name, this.constantFor(st.rhs, s.range ? this.rangeWidth(s.range, st.row) : null, st.row));
        continue;
      }
      if (st.k === 'for' && st.step === 1 && st.body?.k === 'assign' && st.body.lhs.k === 'index' && st.body.lhs.index.k === 'id') {
        const memory = this.signal(st.body.lhs.name, st.row);
        const counter = this.m.signals.get(st.variable);
        if (!memory.array || !counter?.integer || st.body.lhs.index.name !== st.variable) outside('initial 中的循环', st.row);
        const first = this.evaluate(st.from);
        const bound = this.evaluate(st.bound);
        const last = st.op === '<' ? bound - 1n : bound;
        const lo = this.evaluate(memory.array.msb);
        const hi = this.evaluate(memory.array.lsb);
        const [low, high] = lo <= hi ? [lo, hi] : [hi, lo];
        if (first > low || last < high) outside('initial 中只填了存储器一部分的循环', st.row);
        const word = this.constantFor(st.body.rhs, memory.range ? this.rangeWidth(memory.range, st.row) : null, st.row);
        // A clearing loop overwrites every word, those set before it too.
        this.memoryWords.set(memory.name, { others: word, words: new Map() });
        this.notes.push(`initial 中给存储器 ${memory.name} 赋初值的循环译为信号 ${memory.name} 的初值`);
        continue;
      }
      if (st.k === 'assign' && st.lhs.k === 'index') {
        const memory = this.signal(st.lhs.name, st.row);
        if (!memory.array) outside('initial 中给寄存器的一位赋值', st.row);
        const index = this.evaluate(st.lhs.index);
        const [a, b] = [this.evaluate(memory.array.msb), this.evaluate(memory.array.lsb)];
        if (index < (a < b ? a : b) || index > (a < b ? b : a)) outside('initial 中超出存储器范围的下标', st.row);
        const word = this.constantFor(st.rhs, memory.range ? this.rangeWidth(memory.range, st.row) : null, st.row);
        const init = this.memoryWords.get(memory.name) ?? { others: null, words: new Map<bigint, string>() };
        init.words.set(index, word);
        this.memoryWords.set(memory.name, init);
        continue;
      }
      outside('initial 块（只支持给寄存器赋常数初值、给存储器的字赋常数、用循环给整个存储器赋同一个常数）', st.row);
    }
    // A memory's initial value as one aggregate; words no one set stay unknown (U), as Verilog's stay x.
    for (const [name, init] of this.memoryWords) {
      const memory = this.m.signals.get(name)!;
      const unknown = memory.range ? "(others => 'U')" : "'U'";
      const words = [...init.words].map(([index, word]) => `${index} => ${word}`);
      this.initialValues.set(name, `(${[...words, `others => ${init.others ?? unknown}`].join(', ')})`);
    }
  }

  /** A constant's VHDL for a target of `width` bits (null: std_logic). */
  private constantFor(e: Expr, width: Width | null, row: number): string {
    const value = this.evaluate(e);
    if (width === null) {
      if (value !== 0n && value !== 1n) outside('一位寄存器的初值', row);
      return `'${value}'`;
    }
    if (value === 0n) return "(others => '0')";
    if (value < 0n || !/^\d+$/.test(width.s)) outside('初值的写法', row);
    return bitString(value, width.n);
  }

  private nameOf(name: string): string {
    return this.variables.get(name) ?? name;
  }

  private caseStatement(s: Extract<Stmt, { k: 'case' }>, mode: 'comb' | 'seq'): string[] {
    // A VHDL case needs a signal and locally static choices: a case on an expression (`case ({j, k})`),
    // or with a parameter (a generic) or an expression among its labels, is the if/elsif chain it means.
    const labels = s.items.flatMap((i) => i.labels ?? []);
    const staticLabel = (l: Expr) => l.k === 'num' || (l.k === 'id' && this.params.get(l.name)?.param.local === true);
    const oneBit = s.subject.k === 'id' && !this.m.signals.get(s.subject.name)?.range;
    if (!s.z && (s.subject.k !== 'id' || !labels.every(staticLabel) || (oneBit && labels.some((l) => l.k === 'id'))))
      return this.caseChain(s, mode);
    if (s.subject.k !== 'id') outside('casez 的选择表达式不是一个信号名', s.row);
    const subject = this.signal(s.subject.name, s.row);
    if (subject.array) outside('case 选择存储器', s.row);
    const width = subject.range ? this.rangeWidth(subject.range, s.row) : num(1);
    if (s.z) return this.casezStatement(s, width, subject.range !== null, mode);
    // Choices as bit strings of the subject's width when every label is a literal or a vector constant of it;
    // otherwise integers (`case to_integer(unsigned(state))`) when every label is an integer value.
    const asBits = labels.every(
      (l) => (l.k === 'num' && (l.width === null || l.width <= 4096)) || (l.k === 'id' && this.vectorParamWidth(l.name)?.n === width.n),
    );
    const asInteger = !asBits;
    if (asInteger && (!labels.every((l) => l.k === 'num' || (l.k === 'id' && this.params.get(l.name)?.width === null)) || width.n > 31))
      outside('case 分支标签的写法', s.row);
    const head = asInteger ? `to_integer(unsigned(${s.subject.name}))` : s.subject.name;
    if (asInteger && !subject.range) outside('一位信号的整数 case', s.row);
    const lines = [`case ${head} is`];
    let hasDefault = false;
    for (const item of s.items) {
      const choice =
        item.labels === null
          ? ((hasDefault = true), 'others')
          : item.labels
              .map((l) => (asInteger ? this.integerChoice(l) : this.bitChoice(l, width, false, subject.range !== null)))
              .join(' | ');
      lines.push(`  when ${choice} =>`, ...indent(indent(this.statements(item.body, mode))));
    }
    if (!hasDefault) lines.push('  when others =>', '    null;');
    lines.push('end case;');
    return lines;
  }

  /** A case as `if subject == label … elsif … else default`: the first matching item wins, as in Verilog. */
  private caseChain(s: Extract<Stmt, { k: 'case' }>, mode: 'comb' | 'seq'): string[] {
    const lines: string[] = [];
    let fallback: Stmt | null | undefined;
    for (const item of s.items) {
      if (item.labels === null) {
        fallback = item.body;
        continue;
      }
      for (const l of item.labels) if (l.k === 'num' && l.bits) outside('case 分支标签中的 x/z', l.row);
      const tests = item.labels.map((l) => this.condition({ k: 'bin', op: '==', a: s.subject, b: l, row: l.row }));
      const test = tests.length === 1 ? tests[0]! : tests.map((t) => `(${t})`).join(' or ');
      lines.push(`${lines.length === 0 ? 'if' : 'elsif'} ${test} then`, ...indent(this.statements(item.body, mode)));
    }
    if (lines.length === 0) return fallback === undefined ? [] : this.statements(fallback, mode);
    if (fallback !== undefined) lines.push('else', ...indent(this.statements(fallback, mode)));
    lines.push('end if;');
    return lines;
  }

  /**
   * casez as an if/elsif chain of std_match: the first matching item wins, as in Verilog. (VHDL-2008's
   * `case?` would be the literal choice, but GHDL 2.0 matched no `-` choice in our proof runs.)
   */
  private casezStatement(s: Extract<Stmt, { k: 'case' }>, width: Width, vector: boolean, mode: 'comb' | 'seq'): string[] {
    const name = (s.subject as { name: string }).name;
    const lines: string[] = [];
    let fallback: Stmt | null | undefined;
    for (const item of s.items) {
      if (item.labels === null) {
        fallback = item.body;
        continue;
      }
      const test = item.labels.map((l) => `std_match(${name}, ${this.bitChoice(l, width, true, vector)})`).join(' or ');
      lines.push(`${lines.length === 0 ? 'if' : 'elsif'} ${test} then`, ...indent(this.statements(item.body, mode)));
    }
    if (lines.length === 0) return fallback === undefined ? [] : this.statements(fallback, mode);
    if (fallback !== undefined) lines.push('else', ...indent(this.statements(fallback, mode)));
    lines.push('end if;');
    return lines;
  }

  private vectorParamWidth(name: string): Width | null {
    return this.params.get(name)?.width ?? null;
  }

  private integerChoice(l: Expr): string {
    if (l.k === 'id') return l.name;
    if (l.k === 'num' && !l.bits) return l.value.toString();
    outside('case 分支标签', l.row);
  }

  private bitChoice(l: Expr, width: Width, z: boolean, vector: boolean): string {
    if (l.k === 'id') return l.name;
    if (l.k !== 'num') outside('case 分支标签', l.row);
    let bits = l.bits ?? l.value.toString(2);
    if (l.bits === null && bits.length > width.n) outside('case 分支标签比选择信号宽', l.row);
    if (l.bits !== null) {
      if (bits.length > width.n) {
        const cut = bits.slice(0, bits.length - width.n);
        if (/[1]/.test(cut)) outside('case 分支标签比选择信号宽', l.row);
        bits = bits.slice(bits.length - width.n);
      }
      if (/x/.test(bits) || (!z && /z/.test(bits))) outside('case 分支标签中的 x/z', l.row);
    }
    bits = bits.padStart(width.n, '0').replaceAll('z', '-');
    return vector ? `"${bits}"` : `'${bits}'`;
  }

  private instance(item: Extract<Item, { k: 'instance' }>): string[] {
    const sub = this.modules.get(item.module) ?? outside(`模块 ${item.module} 不在上传的文件中`, item.row);
    const generics = sub.params.filter((p) => !p.local);
    const overrides = new Map<string, bigint>();
    const genericMap: string[] = [];
    item.params.forEach((p, k) => {
      const formal = p.name === null ? generics[k] : generics.find((g) => g.name === p.name);
      if (!formal) outside(`模块 ${sub.name} 没有参数 ${p.name ?? `#${k + 1}`}`, item.row);
      overrides.set(formal.name, this.evaluate(p.value));
      if (formal.range || (formal.value.k === 'num' && formal.value.width !== null)) outside('向位向量参数传值', item.row);
      genericMap.push(`${formal.name} => ${this.constText(p.value)}`);
    });
    const formals = new ModuleWriter(sub, this.modules, overrides);
    const portMap: string[] = [];
    const connected = new Set<string>();
    item.ports.forEach((p, k) => {
      const name = p.name ?? sub.portOrder[k] ?? outside(`模块 ${sub.name} 的端口比连接少`, item.row);
      const port = sub.signals.get(name);
      if (!port || port.dir === null) outside(`模块 ${sub.name} 没有端口 ${name}`, item.row);
      connected.add(name);
      const width = port.range ? formals.rangeWidth(port.range, port.row) : null;
      if (p.value === null) {
        if (port.dir === 'in') outside(`输入端口 ${name} 未连接`, item.row);
        portMap.push(`${name} => open`);
        return;
      }
      if (port.dir === 'out') {
        for (const [target, part] of targetParts(p.value)) this.drive(target, `instance ${item.name}`, item.row, part);
        const t = this.target(p.value, item.row);
        if ((t.w === null) !== (width === null) || (t.w && width && t.w.n !== width.n)) outside(`端口 ${name} 的连接位宽不一致`, item.row);
        portMap.push(`${name} => ${t.x}`);
        return;
      }
      const self = this.selfWidth(p.value);
      if (self.n !== (width?.n ?? 1)) outside(`端口 ${name} 的连接位宽不一致`, item.row);
      // The actual's own width, in this module's names (the formal's is in the submodule's generics).
      portMap.push(`${name} => ${this.toTarget(p.value, width ? self : null, item.row, true)}`);
    });
    for (const name of sub.portOrder)
      if (!connected.has(name)) {
        if (sub.signals.get(name)!.dir === 'in') outside(`输入端口 ${name} 未连接`, item.row);
        portMap.push(`${name} => open`);
      }
    const lines = [`${item.name} : entity work.${sub.name}`];
    if (genericMap.length) lines.push(`  generic map (${genericMap.join(', ')})`);
    lines.push(`  port map (`, ...portMap.map((p, k) => `    ${p}${k < portMap.length - 1 ? ',' : ''}`), '  );');
    return lines;
  }

  // ---- Assignments ----

  private signal(name: string, row: number): Signal {
    return this.m.signals.get(name) ?? outside(`未声明的信号 ${name}`, row);
  }

  /** An assignment target: its VHDL name and width (null for one bit). */
  private target(e: Expr, row: number): { x: string; w: Width | null; aggregate?: boolean; variable?: boolean } {
    switch (e.k) {
      case 'id': {
        const s = this.signal(e.name, row);
        if (s.array) outside('对整个存储器赋值', row);
        return { x: this.nameOf(e.name), w: s.range ? this.rangeWidth(s.range, row) : null, variable: this.variables.has(e.name) };
      }
      case 'index': {
        const s = this.signal(e.name, row);
        const variable = this.variables.has(e.name);
        if (s.array) return { x: `${e.name}(${this.indexText(e.index)})`, w: s.range ? this.rangeWidth(s.range, row) : null };
        if (!s.range) outside(`对一位信号 ${e.name} 取下标`, row);
        return { x: `${this.nameOf(e.name)}(${this.indexText(e.index)})`, w: null, variable };
      }
      case 'range': {
        const s = this.signal(e.name, row);
        if (s.array || !s.range) outside('片选写法', row);
        return {
          variable: this.variables.has(e.name),
          x: `${this.nameOf(e.name)}(${this.constText(e.msb)} downto ${this.constText(e.lsb)})`,
          w: this.rangeWidth({ msb: e.msb, lsb: e.lsb }, row),
        };
      }
      case 'concat': {
        const parts = e.parts.map((p) => this.target(p, row));
        if (parts.length === 1) return parts[0]!;
        const variable = parts.some((p) => p.variable);
        if (variable && !parts.every((p) => p.variable)) outside('拼接目标中变量与信号混合', row);
        return { x: `(${parts.map((p) => p.x).join(', ')})`, w: sumWidths(parts.map((p) => p.w ?? num(1))), aggregate: true, variable };
      }
      default:
        outside('赋值目标的写法', row);
    }
  }

  private indexText(index: Expr): string {
    try {
      this.evaluate(index);
      return this.constText(index);
    } catch (error) {
      if (!(error instanceof OutsideSubset)) throw error;
    }
    const v = this.value(index, { T: this.selfWidth(index), signed: false });
    // A loop counter, or arithmetic on one (`i + 1`): an integer already.
    if (v.t === 'int') return v.x;
    // Arithmetic on a signal (`sel * 4`, 32 bits by Verilog's rules): its unsigned value. A value past
    // an integer's range stops the VHDL simulation, which the proof reports: never a silent wrap.
    if (v.t === 'uns' && v.w && v.w.n <= 32) return `to_integer(${v.x})`;
    if (index.k !== 'id' && index.k !== 'range' && index.k !== 'index') outside('下标中的表达式', index.row);
    if (v.t === 'sl') outside('一位信号作下标', index.row);
    return `to_integer(unsigned(${v.x}))`;
  }

  private assignment(lhs: Expr, rhs: Expr, row: number): string[] {
    const target = this.target(lhs, row);
    const assign = target.variable ? ':=' : '<=';
    if (rhs.k === 'cond') {
      // `y = c ? a : b` (and chains of them): VHDL-2008's conditional assignment, in processes too.
      const arms: string[] = [];
      let rest: Expr = rhs;
      while (rest.k === 'cond') {
        arms.push(`${this.toTarget(rest.a, target.w, row, target.aggregate)} when ${this.condition(rest.c)} else`);
        rest = rest.b;
      }
      arms.push(`${this.toTarget(rest, target.w, row, target.aggregate)};`);
      const oneLine = `${target.x} ${assign} ${arms.join(' ')}`;
      if (oneLine.length <= 90) return [oneLine];
      return [`${target.x} ${assign} ${arms[0]}`, ...arms.slice(1).map((a) => `  ${a}`)];
    }
    return [`${target.x} ${assign} ${this.toTarget(rhs, target.w, row, target.aggregate)};`];
  }

  /** The VHDL of `e` for a target of `width` bits (null: std_logic), by Verilog's assignment rules. */
  private toTarget(e: Expr, width: Width | null, row: number, typed = false): string {
    if (e.k === 'cond') outside('表达式中间的条件运算符', e.row);
    if (width === null) {
      const self = this.selfWidth(e);
      const v = this.value(e, { T: self.n === 1 ? self : num(1), signed: false });
      if (v.t === 'sl') return v.x;
      if (v.t === 'bool') return `'1' when ${v.x} else '0'`;
      if (v.literal && !v.literal.bits) return `'${v.literal.value & 1n}'`;
      // An integer localparam given as a number (`state <= IDLE;` with `localparam IDLE = 0`): its low bit.
      const constant = e.k === 'id' ? this.params.get(e.name)?.param : undefined;
      if (v.t === 'int' && constant?.local && constant.value.k === 'num') return `'${this.evaluate(e) & 1n}'`;
      if (v.t === 'slv' && v.w?.n === 1 && /^[A-Za-z_][A-Za-z0-9_]*\(.* downto .*\)$/.test(v.x))
        return `${v.x.replace(/\(.* downto (.*)\)$/, '($1)')}`;
      outside('把多位结果赋给一位信号', row);
    }
    const narrow = preservesLowBits(e);
    const self = this.selfWidth(e);
    const T = narrow || self.n <= width.n ? width : self;
    let signed = this.isSigned(e);
    const v = this.value(e, { T, signed });
    // A lone non-negative integer (a literal, an integer parameter) has the same bits either way: say it unsigned.
    if (v.t === 'int' && (e.k === 'num' || (e.k === 'id' && (this.env.get(e.name) ?? -1n) >= 0n)) && (v.literal?.value ?? 0n) >= 0n)
      signed = false;
    return this.toVector(v, width, signed, row, typed);
  }

  /** `typed`: the VHDL must carry its own type (an aggregate target, a port map), so no bare `others` or `&`. */
  private toVector(v: Value, width: Width, signed: boolean, row: number, typed = false): string {
    if (typed && v.bare) return sameWidth(v.w!, width) ? `std_logic_vector'(${v.x})` : call('std_logic_vector', this.fit(v, width, signed));
    if (typed && v.literal && !v.literal.bits && /^\d+$/.test(width.s)) return bitString(v.literal.value, Number(width.s));
    if (v.literal && v.literal.bits === null && (v.t === 'int' || v.t === 'slv' || v.t === 'uns')) {
      const value = v.literal.value;
      if (value === 0n) return `(others => '0')`;
      if (/^\d+$/.test(width.s)) {
        const n = Number(width.s);
        const max = 1n << BigInt(n);
        return bitString(((value % max) + max) % max, n);
      }
      if (value > 0n && value < 1n << 31n) return `std_logic_vector(to_unsigned(${value}, ${width.s}))`;
    }
    if (v.literal?.bits && /^\d+$/.test(width.s) && v.literal.bits.length === Number(width.s)) return `"${v.literal.bits.toUpperCase()}"`;
    switch (v.t) {
      case 'slv':
        if (v.w && sameWidth(v.w, width)) return v.x;
        return call('std_logic_vector', this.fit(v, width, signed));
      case 'sl':
        if (width.n === 1 && width.s === '1') return `(0 => ${v.x})`;
        return call('std_logic_vector', this.fit(v, width, signed));
      case 'uns':
      case 'sgn':
        // Already the target's width: its bits are the answer, signed or not.
        if (v.w && sameWidth(v.w, width)) return call('std_logic_vector', v.x);
        return call('std_logic_vector', this.fit(v, width, signed));
      case 'int':
        return call('std_logic_vector', this.fit(v, width, signed));
      case 'bool':
        outside('把比较结果赋给多位信号', row);
    }
  }

  /** `v` as unsigned (signed) of exactly `width` bits. */
  private fit(v: Value, width: Width, signed: boolean): string {
    const type = signed ? 'signed' : 'unsigned';
    switch (v.t) {
      case 'int':
        return `to_${type}(${v.x}, ${width.s})`;
      case 'sl':
        return width.n === 1 && width.s === '1' ? `${type}'(0 => ${v.x})` : `resize(${type}'(0 => ${v.x}), ${width.s})`;
      case 'bool':
        return outside('比较结果参与运算', 0);
      default: {
        const converted = v.bare
          ? `${type}(std_logic_vector'(${v.x}))`
          : (v.t === 'uns' && !signed) || (v.t === 'sgn' && signed)
            ? paren(v)
            : `${type}(${v.x})`;
        if (v.w && sameWidth(v.w, width)) return converted;
        if (signed && v.w && v.w.n > width.n) return `signed(resize(unsigned(${v.bare ? `std_logic_vector'(${v.x})` : v.x}), ${width.s}))`;
        return `resize(${converted}, ${width.s})`;
      }
    }
  }

  // ---- Expressions ----

  private isSigned(e: Expr): boolean {
    switch (e.k) {
      case 'id': {
        const p = this.params.get(e.name);
        if (p) return p.width === null;
        const loop = this.loops.get(e.name);
        if (loop) return loop.first < 0n || loop.last < 0n;
        return this.signal(e.name, e.row).signed;
      }
      case 'num':
        return e.signed;
      case 'bin':
        if (['==', '!=', '<', '<=', '>', '>=', '&&', '||'].includes(e.op)) return false;
        if (['<<', '>>', '<<<', '>>>', '**'].includes(e.op)) return this.isSigned(e.a);
        return this.isSigned(e.a) && this.isSigned(e.b);
      case 'un':
        return ['~', '-', '+'].includes(e.op) ? this.isSigned(e.a) : false;
      case 'cond':
        return this.isSigned(e.a) && this.isSigned(e.b);
      case 'call':
        return e.fn === '$signed';
      case 'cast':
        return this.isSigned(e.a);
      default:
        return false;
    }
  }

  selfWidth(e: Expr): Width {
    switch (e.k) {
      case 'id': {
        const p = this.params.get(e.name);
        if (p) return p.width ?? num(32);
        if (this.loops.has(e.name)) return num(32);
        const s = this.signal(e.name, e.row);
        if (s.integer) outside(`integer 变量 ${e.name}（只支持用作 for 循环变量）`, e.row);
        if (s.array) outside('整个存储器作为表达式', e.row);
        return s.range ? this.rangeWidth(s.range, e.row) : num(1);
      }
      case 'num':
        return num(e.width ?? 32);
      case 'bin':
        if (['==', '!=', '<', '<=', '>', '>=', '&&', '||'].includes(e.op)) return num(1);
        if (['<<', '>>', '<<<', '>>>', '**'].includes(e.op)) return this.selfWidth(e.a);
        return widest(this.selfWidth(e.a), this.selfWidth(e.b));
      case 'un':
        return ['~', '-', '+'].includes(e.op) ? this.selfWidth(e.a) : num(1);
      case 'cond':
        return widest(this.selfWidth(e.a), this.selfWidth(e.b));
      case 'concat': {
        const widths = e.parts.map((p) => {
          if (p.k === 'num' && p.width === null) outside('拼接中的无位宽常数', p.row);
          return this.selfWidth(p);
        });
        return sumWidths(widths);
      }
      case 'repl': {
        const count = Number(this.evaluate(e.count));
        const inner = sumWidths(e.parts.map((p) => this.selfWidth(p)));
        const countText = this.constText(e.count, false);
        return { n: count * inner.n, s: inner.s === '1' ? countText : `${countText} * ${inner.s}` };
      }
      case 'index': {
        const s = this.signal(e.name, e.row);
        if (s.array) return s.range ? this.rangeWidth(s.range, e.row) : num(1);
        return num(1);
      }
      case 'range':
        return this.rangeWidth({ msb: e.msb, lsb: e.lsb }, e.row);
      case 'call':
        return this.selfWidth(e.a);
      case 'fill':
        return num(1);
      case 'cast':
        return this.castWidth(e);
      case 'part':
        return this.partWidth(e);
    }
  }

  /**
   * `v[i]` read: an index beyond the vector (a 7-bit index into 100 bits; an unknown one reads as 0,
   * below a vector whose low bit is not 0) would stop the VHDL simulation where Verilog reads x, so
   * such an index is a shift of the vector instead (its bit 0; beyond the vector, 0).
   */
  private bitSelect(e: Extract<Expr, { k: 'index' }>, s: Signal): string {
    const index = this.indexText(e.index);
    // Constants and loop counters: the index the user wrote, in range as the loop's bounds are.
    const fixed = (x: Expr): boolean =>
      x.k === 'num' ||
      (x.k === 'id' && (this.params.has(x.name) || this.loops.has(x.name))) ||
      (x.k === 'bin' && fixed(x.a) && fixed(x.b)) ||
      (x.k === 'un' && fixed(x.a));
    const [msb, lsb] = [this.evaluate(s.range!.msb), this.evaluate(s.range!.lsb)];
    const highest = (1n << BigInt(this.selfWidth(e.index).n)) - 1n;
    if (fixed(e.index) || (highest <= msb && lsb === 0n)) return `${this.nameOf(e.name)}(${index})`;
    const from = lsb === 0n ? index : `maximum(0, ${index} - ${this.constText(s.range!.lsb, false)})`;
    return `shift_right(unsigned(${this.nameOf(e.name)}), ${from})(0)`;
  }

  /** A size cast's width, `W'(x)`: a constant of the parameters. */
  private castWidth(e: Extract<Expr, { k: 'cast' }>): Width {
    const n = Number(this.evaluate(e.width));
    if (n < 2 || n > 4096) outside(`类型转换的位宽 ${n}`, e.row);
    return { n, s: this.constText(e.width) };
  }

  /** An indexed part select's width, `v[b +: W]`: a constant. */
  private partWidth(e: Extract<Expr, { k: 'part' }>): Width {
    const n = Number(this.evaluate(e.width));
    if (n < 1 || n > 4096) outside(`+: 片选的宽度 ${n}`, e.row);
    return { n, s: this.constText(e.width) };
  }

  /** A boolean VHDL condition for Verilog's truth of `e`. */
  condition(e: Expr): string {
    if (e.k === 'un' && e.op === '!') {
      const inner = this.value(e.a, { T: this.selfWidth(e.a), signed: false });
      if (inner.t === 'sl') return `${inner.x} = '0'`;
      if (inner.t === 'bool') return `not (${inner.x})`;
      return `${this.zeroTest(inner, e.a)} = 0`;
    }
    const v = this.value(e, { T: this.selfWidth(e), signed: this.isSigned(e) });
    switch (v.t) {
      case 'bool':
        return v.x;
      case 'sl':
        return `${v.x} = '1'`;
      case 'int':
        return `${v.x} /= 0`;
      default:
        return `${this.zeroTest(v, e)} /= 0`;
    }
  }

  private zeroTest(v: Value, e: Expr): string {
    if (v.t === 'int') return v.x;
    if (v.t === 'bool') outside('条件写法', e.row);
    return v.t === 'uns' || v.t === 'sgn' ? v.x : v.bare ? `unsigned(std_logic_vector'(${v.x}))` : `unsigned(${v.x})`;
  }

  private value(e: Expr, ctx: Context): Value {
    switch (e.k) {
      case 'id': {
        const p = this.params.get(e.name);
        if (p) return p.width ? { t: 'slv', x: e.name, w: p.width } : { t: 'int', x: e.name, w: null };
        if (this.loops.has(e.name)) return { t: 'int', x: e.name, w: null };
        const s = this.signal(e.name, e.row);
        if (s.integer) outside(`integer 变量 ${e.name}（只支持用作 for 循环变量）`, e.row);
        if (s.array) outside('整个存储器作为表达式', e.row);
        const name = this.nameOf(e.name);
        return s.range ? { t: 'slv', x: name, w: this.rangeWidth(s.range, e.row) } : { t: 'sl', x: name, w: num(1) };
      }
      case 'num': {
        if (e.bits)
          return { t: 'slv', x: `"${e.bits.toUpperCase()}"`, w: num(e.bits.length), literal: { value: 0n, bits: e.bits }, bare: true };
        if (e.width === 1) return { t: 'sl', x: `'${e.value}'`, w: num(1), literal: { value: e.value, bits: null } };
        if (e.value >= 1n << 31n) {
          return {
            t: 'slv',
            x: bitString(e.value, e.width ?? 32),
            w: num(e.width ?? 32),
            literal: { value: e.value, bits: null },
            bare: true,
          };
        }
        return { t: 'int', x: e.value.toString(), w: null, literal: { value: e.value, bits: null } };
      }
      case 'index': {
        const s = this.signal(e.name, e.row);
        if (s.array)
          return s.range
            ? { t: 'slv', x: `${e.name}(${this.indexText(e.index)})`, w: this.rangeWidth(s.range, e.row) }
            : { t: 'sl', x: `${e.name}(${this.indexText(e.index)})`, w: num(1) };
        if (!s.range) outside(`对一位信号 ${e.name} 取下标`, e.row);
        return { t: 'sl', x: this.bitSelect(e, s), w: num(1) };
      }
      case 'range': {
        const s = this.signal(e.name, e.row);
        if (s.array || !s.range) outside('片选写法', e.row);
        return {
          t: 'slv',
          x: `${this.nameOf(e.name)}(${this.constText(e.msb)} downto ${this.constText(e.lsb)})`,
          w: this.rangeWidth({ msb: e.msb, lsb: e.lsb }, e.row),
        };
      }
      case 'call': {
        const inner = this.value(e.a, { T: this.selfWidth(e.a), signed: false });
        const w = this.selfWidth(e.a);
        const type = e.fn === '$signed' ? 'signed' : 'unsigned';
        if (inner.t === 'int' || inner.t === 'bool') outside(`${e.fn} 的参数`, e.row);
        const x =
          inner.t === 'sl' ? `${type}'(0 => ${inner.x})` : inner.bare ? `${type}(std_logic_vector'(${inner.x}))` : `${type}(${inner.x})`;
        return { t: e.fn === '$signed' ? 'sgn' : 'uns', x, w };
      }
      case 'concat': {
        const parts = e.parts.map((p) => this.concatPart(p));
        if (parts.length === 1) return { t: 'slv', x: parts[0]!, w: this.selfWidth(e), bare: true };
        return { t: 'slv', x: parts.join(' & '), w: this.selfWidth(e), bare: true };
      }
      case 'repl': {
        if (e.parts.length !== 1) outside('多项的复制拼接', e.row);
        const inner = this.value(e.parts[0]!, { T: this.selfWidth(e.parts[0]!), signed: false });
        if (inner.t !== 'sl') outside('多位内容的复制拼接', e.row);
        const w = this.selfWidth(e);
        return { t: 'slv', x: `(${w.s} - 1 downto 0 => ${inner.x})`, w, bare: true };
      }
      case 'fill': {
        // `'0` / `'1`: every bit of the context's width.
        const bits = /^\d+$/.test(ctx.T.s) ? bitString(e.bit === '1' ? (1n << BigInt(ctx.T.n)) - 1n : 0n, ctx.T.n) : null;
        if (bits && ctx.T.n > 1) return { t: 'slv', x: bits, w: ctx.T, bare: true };
        if (ctx.T.n === 1) return { t: 'sl', x: `'${e.bit}'`, w: num(1), literal: { value: BigInt(e.bit), bits: null } };
        return { t: 'slv', x: `(${ctx.T.s} - 1 downto 0 => '${e.bit}')`, w: ctx.T, bare: true };
      }
      case 'cast': {
        // `W'(x)`: x as assigned to a W-bit variable (Verilog's width and sign rules), then those W bits.
        const w = this.castWidth(e);
        const x = this.toTarget(e.a, w, e.row, true);
        return { t: 'slv', x, w, bare: x.startsWith('(') };
      }
      case 'part': {
        const s = this.signal(e.name, e.row);
        if (s.array || !s.range) outside('+: 片选写法', e.row);
        const w = this.partWidth(e);
        const base = this.indexText(e.base);
        if (w.n === 1) return { t: 'sl', x: `${this.nameOf(e.name)}(${base})`, w };
        // A shift, not a slice: a slice's bounds out of the vector (an unknown base reads as 0, so
        // `v[x -: 4]` would be `v(0 downto -3)`) stop the simulation; Verilog reads those bits as x.
        const lsb = this.evaluate(s.range.lsb) === 0n ? '' : ` - ${this.constText(s.range.lsb, false)}`;
        const low = e.down ? `${base} - ${w.s} + 1${lsb}` : `${base}${lsb}`;
        const amount = e.down || lsb ? `maximum(0, ${low})` : low;
        return { t: 'uns', x: `resize(shift_right(unsigned(${this.nameOf(e.name)}), ${amount}), ${w.s})`, w };
      }
      case 'cond':
        return outside('表达式中间的条件运算符', e.row);
      case 'un':
        return this.unary(e, ctx);
      case 'bin':
        return this.binary(e, ctx);
    }
  }

  private concatPart(p: Expr): string {
    const v = this.value(p, { T: this.selfWidth(p), signed: false });
    switch (v.t) {
      case 'sl':
      case 'slv':
        if (v.literal && p.k === 'num' && p.width !== null)
          return p.width === 1 ? `'${v.literal.value}'` : bitString(v.literal.value, p.width);
        // `&` binds tighter than VHDL's logical operators: `{a, b ^ c}` is `a & (b xor c)`.
        return (v.bare && /&/.test(v.x)) || (!v.bare && !v.literal) ? paren(v) : v.x;
      case 'int':
        if (p.k === 'num' && p.width !== null) return bitString(p.value, p.width);
        return outside('拼接中的整数', p.row);
      case 'uns':
      case 'sgn':
        return `std_logic_vector(${v.x})`;
      case 'bool':
        outside('拼接中的比较结果', p.row);
    }
  }

  private unary(e: Extract<Expr, { k: 'un' }>, ctx: Context): Value {
    switch (e.op) {
      case '!':
        return { t: 'bool', x: this.condition(e), w: null };
      case '~': {
        const v = this.value(e.a, ctx);
        if ((v.t === 'slv' || v.t === 'sl') && v.w && sameWidth(v.w, ctx.T) && !v.bare) return { t: v.t, x: `not ${paren(v)}`, w: v.w };
        return { t: ctx.signed ? 'sgn' : 'uns', x: `not ${this.fit(v, ctx.T, ctx.signed)}`, w: ctx.T };
      }
      case '-': {
        const v = this.value(e.a, ctx);
        if (v.t === 'int') return { t: 'int', x: `-${v.x}`, w: null };
        return {
          t: ctx.signed ? 'sgn' : 'uns',
          x: ctx.signed ? `-${this.fit(v, ctx.T, true)}` : `0 - ${this.fit(v, ctx.T, false)}`,
          w: ctx.T,
        };
      }
      case '+':
        return this.value(e.a, ctx);
      default: {
        // Reductions: VHDL-2008's unary logical operators.
        const v = this.value(e.a, { T: this.selfWidth(e.a), signed: false });
        const op = { '&': 'and', '|': 'or', '^': 'xor', '~&': 'nand', '~|': 'nor', '~^': 'xnor' }[e.op] ?? outside(e.op, e.row);
        if (v.t === 'sl') return { t: 'sl', x: e.op.startsWith('~') ? `not ${v.x}` : v.x, w: num(1) };
        if (v.t !== 'slv' && v.t !== 'uns' && v.t !== 'sgn') outside(`对 ${v.t} 的归约运算`, e.row);
        return { t: 'sl', x: `${op} ${v.bare ? `std_logic_vector'(${v.x})` : v.x}`, w: num(1) };
      }
    }
  }

  private binary(e: Extract<Expr, { k: 'bin' }>, ctx: Context): Value {
    const op = e.op;
    if (op === '&&' || op === '||')
      return { t: 'bool', x: `(${this.condition(e.a)}) ${op === '&&' ? 'and' : 'or'} (${this.condition(e.b)})`, w: null };
    if (['==', '!=', '<', '<=', '>', '>='].includes(op)) return this.compare(e);
    if (op === '<<' || op === '>>' || op === '<<<' || op === '>>>') {
      const amount = this.shiftAmount(e.b);
      const arithmetic = op === '>>>' && ctx.signed;
      if (arithmetic && !this.notes.includes(SHIFT_NOTE)) this.notes.push(SHIFT_NOTE);
      const v = this.value(e.a, ctx);
      const operand = this.fit(v, ctx.T, arithmetic);
      const fn = op === '<<' || op === '<<<' ? 'shift_left' : 'shift_right';
      return { t: arithmetic ? 'sgn' : 'uns', x: `${fn}(${operand}, ${amount})`, w: ctx.T };
    }
    const a = this.value(e.a, ctx);
    const b = this.value(e.b, ctx);
    if (op === '&' || op === '|' || op === '^' || op === '~^') {
      const vop = { '&': 'and', '|': 'or', '^': 'xor', '~^': 'xnor' }[op]!;
      if (a.t === 'sl' && b.t === 'sl' && ctx.T.n === 1) return { t: 'sl', x: `${paren(a)} ${vop} ${paren(b)}`, w: num(1) };
      if (a.t === 'slv' && b.t === 'slv' && !a.bare && !b.bare && sameWidth(a.w!, ctx.T) && sameWidth(b.w!, ctx.T))
        return { t: 'slv', x: `${paren(a)} ${vop} ${paren(b)}`, w: ctx.T };
      const t = ctx.signed ? 'sgn' : 'uns';
      return { t, x: `${this.fit(a, ctx.T, ctx.signed)} ${vop} ${this.fit(b, ctx.T, ctx.signed)}`, w: ctx.T };
    }
    if (op === '+' || op === '-') {
      if (a.t === 'int' && b.t === 'int') return { t: 'int', x: `${a.x} ${op} ${b.x}`, w: null };
      const t = ctx.signed ? 'sgn' : 'uns';
      const exact = (v: Value) => (v.t === 'uns' || v.t === 'sgn' || v.t === 'slv') && v.w !== null && sameWidth(v.w, ctx.T);
      let left: string;
      let right: string;
      if (!exact(b) || exact(a)) {
        left = this.fit(a, ctx.T, ctx.signed);
        right = this.operand(b, ctx);
      } else {
        left = this.operand(a, ctx);
        right = this.fit(b, ctx.T, ctx.signed);
      }
      if (a.t === 'int' && !(b.t === 'uns' || b.t === 'sgn' || b.t === 'slv')) left = this.fit(a, ctx.T, ctx.signed);
      return { t, x: `${left} ${op} ${right}`, w: ctx.T };
    }
    if (op === '**') return this.power(e, a, ctx);
    if ((op === '/' || op === '%') && a.t === 'int' && b.t === 'int')
      return { t: 'int', x: `${paren(a)} ${op === '/' ? '/' : 'rem'} ${paren(b)}`, w: null };
    if (op === '*') {
      if (a.t === 'int' && b.t === 'int') return { t: 'int', x: `${paren(a)} * ${paren(b)}`, w: null };
      if (ctx.signed) outside('有符号乘法', e.row);
      const left = a.t === 'int' ? this.fit(a, ctx.T, false) : this.operand(a, ctx);
      const right = b.t === 'int' ? this.fit(b, ctx.T, false) : this.operand(b, ctx);
      return { t: 'uns', x: `resize(${left} * ${right}, ${ctx.T.s})`, w: ctx.T };
    }
    outside(`运算符 ${op}`, e.row);
  }

  /**
   * `**`, which Icarus's back end refuses: a constant exponent as repeated multiplication, `2 ** n`
   * as a shift, integer constants as VHDL's own `**`; reported in the answer's rewrites.
   */
  private power(e: Extract<Expr, { k: 'bin' }>, base: Value, ctx: Context): Value {
    let exponent: bigint | null = null;
    try {
      exponent = this.evaluate(e.b);
    } catch (error) {
      if (!(error instanceof OutsideSubset)) throw error;
    }
    if (base.t === 'int' && exponent !== null) return { t: 'int', x: `${paren(base)} ** ${this.constText(e.b, false)}`, w: null };
    if (exponent === null) {
      if (e.a.k !== 'num' || e.a.value !== 2n) outside('底数不是 2、指数又不是常数的幂运算', e.row);
      this.note(`幂运算 2 ** ${exprText(e.b)} 译为左移 shift_left`);
      return { t: 'uns', x: `shift_left(to_unsigned(1, ${ctx.T.s}), ${this.shiftAmount(e.b)})`, w: ctx.T };
    }
    // A product of signed factors would need sign handling we leave to nobody: refused.
    if (ctx.signed) outside('有符号数的幂运算', e.row);
    if (exponent < 0n || exponent > 8n) outside('指数大于 8 的幂运算', e.row);
    this.note(`幂运算 ${exprText(e.a)} ** ${exponent} 译为 ${exponent} 个因子的乘法`);
    if (exponent === 0n) return { t: 'int', x: '1', w: null, literal: { value: 1n, bits: null } };
    const factor = this.operand(base, ctx);
    let product = this.fit(base, ctx.T, false);
    for (let k = 1n; k < exponent; k++) product = `resize(${product} * ${factor}, ${ctx.T.s})`;
    return { t: 'uns', x: product, w: ctx.T };
  }

  private note(text: string) {
    if (!this.notes.includes(text)) this.notes.push(text);
  }

  /** An operand of +, - or * beside one of the context width: numeric_std widens it (zero or sign) itself. */
  private operand(v: Value, ctx: Context): string {
    const type = ctx.signed ? 'signed' : 'unsigned';
    switch (v.t) {
      case 'int':
        if (v.literal && v.literal.value < 0n && !ctx.signed) return this.fit(v, ctx.T, false);
        return v.x;
      case 'sl':
        if (v.literal && !v.literal.bits) return v.literal.value.toString();
        return ctx.signed ? this.fit(v, ctx.T, true) : v.x;
      case 'slv':
        if (v.w && v.w.n > ctx.T.n) return this.fit(v, ctx.T, ctx.signed);
        return v.bare ? `${type}(std_logic_vector'(${v.x}))` : `${type}(${v.x})`;
      case 'uns':
      case 'sgn':
        if ((v.t === 'sgn') !== ctx.signed || (v.w && v.w.n > ctx.T.n)) return this.fit(v, ctx.T, ctx.signed);
        return paren(v);
      case 'bool':
        outside('比较结果参与运算', 0);
    }
  }

  private shiftAmount(b: Expr): string {
    try {
      const n = this.evaluate(b);
      if (n < 0n || n > 4096n) outside('移位量', b.row);
      return this.constText(b);
    } catch (error) {
      if (!(error instanceof OutsideSubset)) throw error;
    }
    const v = this.value(b, { T: this.selfWidth(b), signed: false });
    if (v.t === 'sl') return `to_integer(unsigned'(0 => ${v.x}))`;
    if (v.t === 'slv') return `to_integer(${v.bare ? `unsigned(std_logic_vector'(${v.x}))` : `unsigned(${v.x})`})`;
    if (v.t === 'uns') return `to_integer(${v.x})`;
    outside('移位量的写法', b.row);
  }

  private compare(e: Extract<Expr, { k: 'bin' }>): Value {
    const vop = { '==': '=', '!=': '/=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' }[e.op]!;
    const T = widest(this.selfWidth(e.a), this.selfWidth(e.b));
    const signed = this.isSigned(e.a) && this.isSigned(e.b);
    const a = this.value(e.a, { T, signed });
    const b = this.value(e.b, { T, signed });
    if (a.t === 'bool' || b.t === 'bool') outside('比较结果再比较', e.row);
    if (a.t === 'int' && b.t === 'int') return { t: 'bool', x: `${a.x} ${vop} ${b.x}`, w: null };
    // One-bit equality: std_logic against std_logic or a literal bit.
    if ((vop === '=' || vop === '/=') && T.n === 1 && (a.t === 'sl' || a.literal) && (b.t === 'sl' || b.literal)) {
      const bit = (v: Value) => (v.t === 'sl' ? v.x : `'${(v.literal!.value & 1n).toString()}'`);
      return { t: 'bool', x: `${bit(a)} ${vop} ${bit(b)}`, w: null };
    }
    // Two vectors of one width, equal or not: compare them as they are.
    if ((vop === '=' || vop === '/=') && a.t === 'slv' && b.t === 'slv' && sameWidth(a.w!, b.w!) && !a.bare && !b.bare)
      return { t: 'bool', x: `${a.x} ${vop} ${b.x}`, w: null };
    const side = (v: Value) => {
      if (v.t === 'int') {
        if (v.literal && v.literal.value < 0n && !signed) return this.fit(v, T, false);
        return v.x;
      }
      if (v.t === 'sl' || (v.w && v.w.n > T.n)) return this.fit(v, T, signed);
      const type = signed ? 'signed' : 'unsigned';
      if (v.t === 'slv') return v.bare ? `${type}(std_logic_vector'(${v.x}))` : `${type}(${v.x})`;
      if ((v.t === 'sgn') !== signed) return this.fit(v, T, signed);
      return paren(v);
    };
    return { t: 'bool', x: `${side(a)} ${vop} ${side(b)}`, w: null };
  }
}

// ---- Helpers ----

const GENERATE_NOTE = '没有名字的 generate-for 块在 VHDL 中取名为 gen_<变量>_<行号>（VHDL 的 generate 必须有标号）';
const SHIFT_NOTE = '有符号数的算术右移 >>> 译为 shift_right(signed(…))，保留符号位（Icarus 的后端会把它错译为逻辑右移）';

function num(n: number): Width {
  return { n, s: String(n) };
}

function sameWidth(a: Width, b: Width): boolean {
  return a.s === b.s || (/^\d+$/.test(a.s) && /^\d+$/.test(b.s) && a.n === b.n);
}

function widest(a: Width, b: Width): Width {
  if (sameWidth(a, b)) return a;
  return a.n >= b.n ? a : b;
}

function sumWidths(widths: Width[]): Width {
  const n = widths.reduce((sum, w) => sum + w.n, 0);
  if (widths.every((w) => /^\d+$/.test(w.s))) return num(n);
  return { n, s: widths.map((w) => (/^[A-Za-z0-9_]+$/.test(w.s) ? w.s : `(${w.s})`)).join(' + ') };
}

function paren(v: Value): string {
  return /^[A-Za-z0-9_'"]+(\(.*\))?$/.test(v.x) && !/ /.test(v.x.replace(/\(.*\)$/, '')) && balancedCall(v.x) ? v.x : `(${v.x})`;
}

/** True when `x` is one name or call whose opening parenthesis closes at the very end. */
function balancedCall(x: string): boolean {
  const open = x.indexOf('(');
  if (open < 0) return !/\s/.test(x);
  let depth = 0;
  for (let k = open; k < x.length; k++) {
    if (x[k] === '(') depth++;
    else if (x[k] === ')') {
      depth--;
      if (depth === 0 && k !== x.length - 1) return false;
    }
  }
  return true;
}

/** `fn(arg)`, without a redundant pair of parentheses around `arg`. */
function call(fn: string, arg: string): string {
  const inner = arg.startsWith('(') && arg.endsWith(')') && balancedCall(`f${arg}`) ? arg.slice(1, -1) : arg;
  return `${fn}(${inner})`;
}

function bitString(value: bigint, width: number): string {
  if (width === 1) return `'${value & 1n}'`;
  const bits = value.toString(2).padStart(width, '0').slice(-width);
  if (width % 4 === 0 && width >= 8)
    return `x"${BigInt(`0b${bits}`)
      .toString(16)
      .toUpperCase()
      .padStart(width / 4, '0')}"`;
  return `"${bits}"`;
}

/** A short Verilog rendering of an expression, for notes. */
function exprText(e: Expr): string {
  switch (e.k) {
    case 'id':
      return e.name;
    case 'num':
      return e.bits ?? (e.width === null ? e.value.toString() : `${e.width}'d${e.value}`);
    case 'bin':
      return `(${exprText(e.a)} ${e.op} ${exprText(e.b)})`;
    default:
      return '…';
  }
}

/** Items with those inside generate blocks. */
function flatItems(items: Item[]): Item[] {
  return items.flatMap((item) =>
    item.k === 'genfor'
      ? [item, ...flatItems(item.items)]
      : item.k === 'genif'
        ? [item, ...flatItems(item.then.items), ...flatItems(item.else?.items ?? [])]
        : [item],
  );
}

/** A block of one statement is that statement. */
function single(s: Stmt): Stmt {
  let statement = s;
  while (statement.k === 'block' && statement.body.length === 1) statement = statement.body[0]!;
  return statement;
}

function indent(lines: string[]): string[] {
  return lines.map((l) => (l === '' ? l : `  ${l}`));
}

/** Whether only the low bits of every operand reach the result's low bits (so the target's width may be used). */
function preservesLowBits(e: Expr): boolean {
  switch (e.k) {
    case 'id':
    case 'num':
    case 'index':
    case 'range':
    case 'concat':
    case 'repl':
    case 'call':
    case 'fill':
    case 'cast':
    case 'part':
      return true;
    case 'un':
      return e.op === '~' || e.op === '-' || e.op === '+' ? preservesLowBits(e.a) : true;
    case 'bin':
      if (['+', '-', '*', '&', '|', '^', '~^'].includes(e.op)) return preservesLowBits(e.a) && preservesLowBits(e.b);
      if (e.op === '**') return preservesLowBits(e.a);
      if (e.op === '<<' || e.op === '<<<') return preservesLowBits(e.a);
      return ['==', '!=', '<', '<=', '>', '>=', '&&', '||'].includes(e.op);
    case 'cond':
      return preservesLowBits(e.a) && preservesLowBits(e.b);
  }
}

/** A reset test at the top of an asynchronous-reset block: `rst`, `!rst_n`, `~rst_n`, `rst == 1'b1`, `rst_n == 0`. */
function resetTest(c: Expr): { name: string; activeLow: boolean } | null {
  if (c.k === 'id') return { name: c.name, activeLow: false };
  if (c.k === 'un' && (c.op === '!' || c.op === '~') && c.a.k === 'id') return { name: c.a.name, activeLow: true };
  if (c.k === 'bin' && (c.op === '==' || c.op === '!=') && c.a.k === 'id' && c.b.k === 'num' && !c.b.bits && c.b.value <= 1n) {
    const high = (c.b.value === 1n) === (c.op === '==');
    return { name: c.a.name, activeLow: !high };
  }
  return null;
}

/** Each signal a target writes, with the part written (for the driver check). */
function targetParts(e: Expr): [string, Expr][] {
  if (e.k === 'id' || e.k === 'index' || e.k === 'range') return [[e.name, e]];
  if (e.k === 'concat') return e.parts.flatMap(targetParts);
  return [];
}

function targetNames(e: Expr): string[] {
  if (e.k === 'id' || e.k === 'index' || e.k === 'range') return [e.name];
  if (e.k === 'concat') return e.parts.flatMap(targetNames);
  return [];
}

function collectWrites(s: Stmt | null, into: Set<string>) {
  if (!s) return;
  if (s.k === 'for') collectWrites(s.body, into);
  if (s.k === 'assign') targetNames(s.lhs).forEach((n) => into.add(n));
  if (s.k === 'block') s.body.forEach((x) => collectWrites(x, into));
  if (s.k === 'if') {
    collectWrites(s.then, into);
    collectWrites(s.else, into);
  }
  if (s.k === 'case') s.items.forEach((i) => collectWrites(i.body, into));
}

function collectReads(s: Stmt | null, into: Set<string>) {
  if (!s) return;
  const expr = (e: Expr) => {
    switch (e.k) {
      case 'id':
        into.add(e.name);
        return;
      case 'index':
        into.add(e.name);
        expr(e.index);
        return;
      case 'range':
        into.add(e.name);
        return;
      case 'part':
        into.add(e.name);
        expr(e.base);
        return;
      case 'bin':
        expr(e.a);
        expr(e.b);
        return;
      case 'un':
      case 'call':
      case 'cast':
        expr(e.a);
        return;
      case 'cond':
        expr(e.c);
        expr(e.a);
        expr(e.b);
        return;
      case 'concat':
      case 'repl':
        e.parts.forEach(expr);
        return;
      default:
        return;
    }
  };
  switch (s.k) {
    case 'assign':
      expr(s.rhs);
      if (s.lhs.k === 'index') expr(s.lhs.index);
      return;
    case 'block':
      s.body.forEach((x) => collectReads(x, into));
      return;
    case 'for':
      collectReads(s.body, into);
      return;
    case 'if':
      expr(s.cond);
      collectReads(s.then, into);
      collectReads(s.else, into);
      return;
    case 'case':
      expr(s.subject);
      s.items.forEach((i) => {
        i.labels?.forEach(expr);
        collectReads(i.body, into);
      });
  }
}
