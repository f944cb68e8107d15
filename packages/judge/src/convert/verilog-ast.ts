/**
 * The converter's own reading of Verilog: the syntax tree that tree-sitter-verilog produced in the
 * jail (tools/verilog-parse) turned into a small tree of the synthesisable subset our translator
 * writes as VHDL (translate.ts). Anything outside the subset throws `OutsideSubset` naming the
 * construct and its line: the caller then falls back to Icarus's back end, so this reader may
 * refuse freely but must never misread. Two quirks of the grammar are undone here: `a ? b : c ? d : e`
 * arrives grouped to the left, and a non-blocking assignment directly under an `if` can arrive as
 * an SV clocking drive.
 */

export class OutsideSubset extends Error {
  constructor(
    readonly construct: string,
    readonly row: number,
    /** 'parser': the parser could not read the text (no construct to name); 'subset': a construct outside the subset. */
    readonly reason: 'parser' | 'subset' = 'subset',
  ) {
    super(`${construct}（第 ${row} 行）`);
  }
}

/** A node of the parser's output: [type, named, field, start, end, row, ...children]. */
type RawNode = [string, number, string | null, number, number, number, ...RawNode[]];

export interface Node {
  type: string;
  named: boolean;
  row: number;
  text: string;
  children: Node[];
}

export function readSyntaxTree(json: string, source: string): Node {
  const bytes = Buffer.from(source, 'utf8');
  const build = (raw: RawNode): Node => {
    const [type, named, , start, end, row, ...kids] = raw;
    return { type, named: named === 1, row, text: bytes.subarray(start, end).toString('utf8'), children: kids.map(build) };
  };
  let raw: RawNode;
  try {
    raw = JSON.parse(json) as RawNode;
  } catch {
    throw new OutsideSubset('解析器的输出不完整', 1, 'parser');
  }
  return build(raw);
}

// ---- The subset ----

export type Expr =
  | { k: 'id'; name: string; row: number }
  | { k: 'num'; width: number | null; signed: boolean; value: bigint; bits: string | null; row: number }
  | { k: 'bin'; op: string; a: Expr; b: Expr; row: number }
  | { k: 'un'; op: string; a: Expr; row: number }
  | { k: 'cond'; c: Expr; a: Expr; b: Expr; row: number }
  | { k: 'concat'; parts: Expr[]; row: number }
  | { k: 'repl'; count: Expr; parts: Expr[]; row: number }
  | { k: 'index'; name: string; index: Expr; row: number }
  | { k: 'range'; name: string; msb: Expr; lsb: Expr; row: number }
  | { k: 'call'; fn: '$signed' | '$unsigned'; a: Expr; row: number }
  /** SystemVerilog's `'0` / `'1`: every bit of the context's width. */
  | { k: 'fill'; bit: '0' | '1'; row: number }
  /** A size cast, `8'(x)`: x as if assigned to a variable of that many bits. */
  | { k: 'cast'; width: Expr; a: Expr; row: number }
  /** An indexed part select, `v[base +: W]` (or `-:`). */
  | { k: 'part'; name: string; base: Expr; width: Expr; down: boolean; row: number };

export type Stmt =
  | { k: 'block'; body: Stmt[]; row: number }
  | { k: 'if'; cond: Expr; then: Stmt | null; else: Stmt | null; row: number }
  | { k: 'case'; z: boolean; subject: Expr; items: { labels: Expr[] | null; body: Stmt | null }[]; row: number }
  | { k: 'assign'; blocking: boolean; lhs: Expr; rhs: Expr; row: number }
  | { k: 'for'; variable: string; from: Expr; op: '<' | '<=' | '>' | '>='; bound: Expr; step: 1 | -1; body: Stmt | null; row: number };

export interface Range {
  msb: Expr;
  lsb: Expr;
}

export interface Param {
  name: string;
  range: Range | null;
  value: Expr;
  local: boolean;
  row: number;
}

export interface Signal {
  name: string;
  dir: 'in' | 'out' | null;
  reg: boolean;
  signed: boolean;
  range: Range | null;
  /** A memory's word range (`reg [7:0] mem [0:15]`). */
  array: Range | null;
  /** An `integer` variable: the translator takes it only as a for loop's counter. */
  integer?: boolean;
  /** A two-state `bit`: it starts at 0 where a `reg` or `logic` starts unknown. */
  twoState?: boolean;
  row: number;
}

export type Item =
  | { k: 'assign'; lhs: Expr; rhs: Expr; row: number }
  | { k: 'always'; sens: 'all' | { edge: 'pos' | 'neg'; name: string }[]; body: Stmt; row: number }
  | { k: 'initial'; body: Stmt; row: number }
  | {
      k: 'genif';
      cond: Expr;
      then: { label: string | null; items: Item[] };
      else: { label: string | null; items: Item[] } | null;
      row: number;
    }
  | {
      k: 'genfor';
      variable: string;
      from: Expr;
      op: '<' | '<=' | '>' | '>=';
      bound: Expr;
      step: 1 | -1;
      label: string | null;
      items: Item[];
      row: number;
    }
  | {
      k: 'instance';
      module: string;
      name: string;
      params: { name: string | null; value: Expr }[];
      ports: { name: string | null; value: Expr | null }[];
      row: number;
    };

export interface Module {
  name: string;
  /** The user's file that defines it, when the caller named one. */
  file: string | null;
  row: number;
  params: Param[];
  /** Port names in the header's order. */
  portOrder: string[];
  signals: Map<string, Signal>;
  /** genvar names (a generate-for's counter). */
  genvars: Set<string>;
  items: Item[];
}

const named = (n: Node) => n.children.filter((c) => c.named);
const child = (n: Node, type: string) => n.children.find((c) => c.type === type);
const has = (n: Node, token: string) => n.children.some((c) => !c.named && c.type === token);

/** Descends through nodes that only wrap one other node. */
function unwrap(n: Node): Node {
  let node = n;
  while (node.children.length === 1 && node.children[0]!.named) node = node.children[0]!;
  return node;
}

function outside(what: string, n: Node): never {
  throw new OutsideSubset(what, n.row);
}

/** Text the parser could not read (its ERROR or MISSING nodes). */
function unreadable(what: string, n: Node): never {
  throw new OutsideSubset(what, n.row, 'parser');
}

function identifier(n: Node): string {
  const leaf = unwrap(n);
  if (leaf.type !== 'simple_identifier') outside(`标识符写法 ${leaf.text.slice(0, 40)}`, n);
  return leaf.text;
}

export function readModules(tree: Node, file: string | null = null): Module[] {
  checkRecovered(tree);
  const modules: Module[] = [];
  for (const item of tree.children) {
    if (item.type === 'comment' || !item.named) continue;
    if (item.type === 'ERROR' || item.type === 'MISSING') unreadable('解析器读不懂的语法', item);
    if (item.type !== 'module_declaration') outside(`模块外的 ${item.type}`, item);
    modules.push({ ...readModule(item), file });
  }
  return modules;
}

const PORT_DIRECTIONS: Record<string, 'in' | 'out'> = { input: 'in', output: 'out' };

/** Refuses a tree the parser had to repair, but for the one repair that has a known reading (readExpr). */
function checkRecovered(n: Node) {
  if (n.type === 'ERROR') unreadable('解析器读不懂的语法', n);
  if (n.type === 'MISSING') {
    unreadable('解析器读不懂的语法（缺少记号）', n);
  }
  for (const c of n.children) {
    if (n.type === 'inc_or_dec_expression' && c.type === 'inc_or_dec_operator' && c.text === '' && n.text.startsWith('{')) continue;
    checkRecovered(c);
  }
}

function readModule(decl: Node): Module {
  const header = child(decl, 'module_header') ?? outside('模块头', decl);
  const module: Module = {
    name: identifier(child(header, 'simple_identifier') ?? outside('模块名', header)),
    file: null,
    row: decl.row,
    params: [],
    portOrder: [],
    signals: new Map(),
    genvars: new Set(),
    items: [],
  };
  const ansi = child(decl, 'module_ansi_header');
  const nonAnsi = child(decl, 'module_nonansi_header');
  const head = ansi ?? nonAnsi;
  if (head) {
    const paramList = child(head, 'parameter_port_list');
    if (paramList) for (const p of named(paramList)) readParameter(module, unwrapTo(p, 'parameter_declaration'), false);
    if (ansi) readAnsiPorts(module, child(ansi, 'list_of_port_declarations'));
    if (nonAnsi) {
      for (const port of named(child(nonAnsi, 'list_of_ports') ?? nonAnsi).filter((p) => p.type === 'port'))
        module.portOrder.push(identifier(port));
    }
  }
  for (const item of decl.children) {
    if (!item.named || item === header || item === head || item.type === 'comment') continue;
    readItem(module, item);
  }
  for (const name of module.portOrder) {
    const signal = module.signals.get(name);
    if (!signal || signal.dir === null) outside(`端口 ${name} 没有方向声明`, decl);
  }
  return module;
}

function unwrapTo(n: Node, type: string): Node {
  let node = n;
  while (node.type !== type) {
    if (node.children.filter((c) => c.named).length !== 1) outside(`${n.type} 写法`, n);
    node = named(node)[0]!;
  }
  return node;
}

function readRange(dim: Node | undefined): Range | null {
  if (!dim) return null;
  const range = child(dim, 'constant_range') ?? outside('位宽写法', dim);
  const [msb, lsb] = named(range);
  if (!msb || !lsb) outside('位宽写法', dim);
  return { msb: readExpr(msb), lsb: readExpr(lsb) };
}

/** A memory's words: `[0:15]`, or SystemVerilog's `[16]`, which means `[0:15]`. */
function readArrayRange(dim: Node | undefined): Range | null {
  if (!dim || child(dim, 'constant_range')) return readRange(dim);
  const size = named(dim).find((c) => c.type === 'constant_expression') ?? outside('存储器的范围写法', dim);
  const count = readExpr(size);
  const zero: Expr = { k: 'num', width: null, signed: true, value: 0n, bits: null, row: dim.row };
  const one: Expr = { ...zero, value: 1n };
  return {
    msb: zero,
    lsb: count.k === 'num' ? { ...zero, value: count.value - 1n } : { k: 'bin', op: '-', a: count, b: one, row: dim.row },
  };
}

/** The packed range and signedness found anywhere under a type node. */
function readType(n: Node | undefined): { range: Range | null; signed: boolean; reg: boolean; integer: boolean; twoState?: boolean } {
  const result = { range: null as Range | null, signed: false, reg: false, integer: false, twoState: false };
  if (!n) return result;
  const walk = (node: Node) => {
    for (const c of node.children) {
      if (c.type === 'packed_dimension') {
        if (result.range) outside('多维打包数组', c);
        result.range = readRange(c);
      } else if (!c.named && c.type === 'signed') result.signed = true;
      else if (!c.named && c.type === 'reg') result.reg = true;
      else if (!c.named && c.type === 'integer') result.integer = true;
      // SystemVerilog's logic is a reg that may also be driven by assign; bit is one that starts at 0.
      else if (!c.named && c.type === 'logic') result.reg = true;
      else if (!c.named && c.type === 'bit') {
        result.reg = true;
        result.twoState = true;
      } else if (c.named) walk(c);
    }
  };
  walk(n);
  if (!result.twoState) delete (result as { twoState?: boolean }).twoState;
  return result;
}

function readParameter(module: Module, decl: Node, local: boolean) {
  const typed = readType(decl.children.find((c) => c.type === 'data_type_or_implicit1' || c.type === 'data_type'));
  if (typed.signed) outside('有符号参数', decl);
  const list = child(decl, 'list_of_param_assignments') ?? outside('参数写法', decl);
  for (const assignment of named(list)) {
    const nameNode = child(assignment, 'parameter_identifier') ?? outside('参数写法', assignment);
    const value = assignment.children.find((c) => c.type === 'constant_param_expression') ?? outside('没有默认值的参数', assignment);
    module.params.push({ name: identifier(nameNode), range: typed.range, value: readExpr(value), local, row: assignment.row });
  }
}

function addSignal(module: Module, signal: Signal) {
  const existing = module.signals.get(signal.name);
  if (existing) {
    // `output y; reg y;` (or `output [3:0] y; wire [3:0] y;`) declares one port in two lines.
    if (existing.dir !== null && signal.dir === null && (!signal.range || sameRangeText(existing.range, signal.range))) {
      existing.reg ||= signal.reg;
      existing.signed ||= signal.signed;
      if (signal.twoState) existing.twoState = true;
      existing.range ??= signal.range;
      return;
    }
    if (existing.dir === null && signal.dir !== null && module.portOrder.includes(signal.name)) {
      module.signals.set(signal.name, { ...signal, reg: signal.reg || existing.reg, range: signal.range ?? existing.range });
      return;
    }
    outside(`信号 ${signal.name} 重复声明`, { row: signal.row } as Node);
  }
  module.signals.set(signal.name, signal);
}

function sameRangeText(a: Range | null, b: Range | null): boolean {
  return JSON.stringify(a, stripRows) === JSON.stringify(b, stripRows);
}
/** Rows differ between two declarations of one port; numbers are bigints, which JSON cannot write as they are. */
const stripRows = (key: string, value: unknown) => (key === 'row' ? undefined : typeof value === 'bigint' ? value.toString() : value);

function readAnsiPorts(module: Module, list: Node | undefined) {
  if (!list) return;
  type PortSpec = { dir: 'in' | 'out'; reg: boolean; signed: boolean; range: Range | null; twoState?: boolean };
  let last: PortSpec | null = null;
  for (const port of named(list)) {
    if (port.type === 'comment') continue;
    if (port.type !== 'ansi_port_declaration') outside('端口写法', port);
    const nameNode = child(port, 'port_identifier') ?? outside('端口写法', port);
    const headerNode = port.children.find((c) => c.type === 'net_port_header1' || c.type === 'variable_port_header');
    // The direction keyword: a token of the port or of its header, or inside their port_direction.
    const dirWord = [...port.children, ...(headerNode?.children ?? [])]
      .flatMap((c) => (c.type === 'port_direction' ? c.children : [c]))
      .find((c) => !c.named && (c.type === 'input' || c.type === 'output' || c.type === 'inout'))?.type;
    if (dirWord === 'inout') outside('inout 端口', port);
    let spec: PortSpec;
    if (dirWord) {
      const typed = readType(headerNode);
      spec = { dir: PORT_DIRECTIONS[dirWord]!, reg: typed.reg, signed: typed.signed, range: typed.range };
      if (typed.twoState) spec.twoState = true;
    } else if (last && !headerNode) spec = last;
    else outside('端口写法', port);
    last = spec;
    if (child(port, 'unpacked_dimension')) outside('数组端口', port);
    const name = identifier(nameNode);
    module.portOrder.push(name);
    addSignal(module, { name, ...spec, array: null, row: port.row });
    // `output reg q = 1'b1`: the register's initial value, as an `initial` would set it.
    if (port.children.some((c) => !c.named && c.type === '=')) {
      const value = port.children.find((c) => c.type === 'constant_expression') ?? outside('端口初值写法', port);
      if (spec.dir !== 'out' || !spec.reg) outside('端口初值写法', port);
      const lhs: Expr = { k: 'id', name, row: port.row };
      module.items.push({ k: 'initial', body: { k: 'assign', blocking: true, lhs, rhs: readExpr(value), row: port.row }, row: port.row });
    }
  }
}

function readItem(module: Module, item: Node) {
  const node = item.type === 'module_or_generate_item' || item.type === 'package_or_generate_item_declaration' ? unwrapItem(item) : item;
  switch (node.type) {
    case 'port_declaration':
      return readPortDeclaration(module, named(node)[0] ?? outside('端口声明', node));
    case 'parameter_declaration':
      return readParameter(module, node, false);
    case 'local_parameter_declaration':
      return readParameter(module, node, true);
    case 'net_declaration':
    case 'data_declaration':
      return readDeclaration(module, node);
    case 'continuous_assign':
      for (const a of named(child(node, 'list_of_net_assignments') ?? outside('assign 写法', node))) {
        const [lhs, rhs] = named(a);
        if (!lhs || !rhs) outside('assign 写法', a);
        module.items.push({ k: 'assign', lhs: readExpr(lhs), rhs: readExpr(rhs), row: a.row });
      }
      return;
    case 'always_construct':
      return readAlways(module, node);
    case 'initial_construct': {
      const body = readStatement(node.children.find(isStatement) ?? outside('initial 写法', node));
      if (body) module.items.push({ k: 'initial', body, row: node.row });
      return;
    }
    case 'module_instantiation':
    case 'udp_instantiation':
    case 'interface_instantiation':
      return readInstance(module, node);
    case 'genvar_declaration':
      for (const id of named(node.children.find((c) => c.type === 'list_of_genvar_identifiers') ?? outside('genvar 写法', node)))
        module.genvars.add(identifier(id));
      return;
    case 'generate_region':
      for (const c of node.children) if (c.named && c.type !== 'comment') readItem(module, c);
      return;
    case 'loop_generate_construct':
      return readGenerateFor(module, node);
    case 'if_generate_construct':
      return readGenerateIf(module, node);
    case 'comment':
      return;
    default:
      outside(describe(node), node);
  }
}

function unwrapItem(n: Node): Node {
  let node = n;
  while ((node.type === 'module_or_generate_item' || node.type === 'package_or_generate_item_declaration') && named(node).length === 1)
    node = named(node)[0]!;
  return node;
}

const DESCRIPTIONS: Record<string, string> = {
  initial_construct: 'initial 块',
  generate_region: 'generate 块',
  loop_generate_construct: 'generate-for',
  if_generate_construct: 'generate-if',
  function_declaration: '函数（function）',
  task_declaration: '任务（task）',
  genvar_declaration: 'genvar',
  always_latch: 'always_latch（锁存器）',
};

function describe(n: Node): string {
  return DESCRIPTIONS[n.type] ?? `${n.type.replaceAll('_', ' ')}`;
}

function readPortDeclaration(module: Module, decl: Node) {
  const dirWord = decl.type === 'input_declaration' ? 'input' : decl.type === 'output_declaration' ? 'output' : null;
  if (!dirWord) outside('inout 端口', decl);
  const typed = readType(decl);
  const list = decl.children.find((c) => c.type.startsWith('list_of_')) ?? outside('端口声明', decl);
  for (const id of named(list)) {
    if (id.type === 'comment') continue;
    if (child(id, 'unpacked_dimension')) outside('数组端口', id);
    addSignal(module, { name: identifier(id), dir: PORT_DIRECTIONS[dirWord]!, ...typed, array: null, row: id.row });
  }
}

/** Each module's `typedef enum` types: name → the packed range of its values. */
const enumTypes = new WeakMap<Module, Map<string, { range: Range; signed: boolean; twoState?: boolean }>>();

/**
 * `typedef enum logic [1:0] {IDLE, RUN = 2'd2, DONE} state_t;` (or an enum declared in place): its
 * names become localparams of the base type's width, numbered as SystemVerilog numbers them; a
 * signal of the type is a reg of that width. Returns the type.
 */
function readEnum(module: Module, dataType: Node): { range: Range; signed: boolean; twoState?: boolean } {
  const base = child(dataType, 'enum_base_type');
  const typed = base ? readType(base) : null;
  // Without a base type an enum is an int: 32 bits, signed.
  const int = !base || base.children.some((c) => c.type === 'integer_atom_type' && c.text === 'int');
  if (base && !int && !typed!.reg) outside(`enum 的基类型 ${base.text.slice(0, 30)}`, base);
  const constant = (value: bigint): Expr => ({ k: 'num', width: null, signed: true, value, bits: null, row: dataType.row });
  // A one-bit enum is a vector of one bit ([0:0]): its names and its signals then share one VHDL type.
  const range: Range = int ? { msb: constant(31n), lsb: constant(0n) } : (typed!.range ?? { msb: constant(0n), lsb: constant(0n) });
  let next = 0n;
  for (const member of dataType.children.filter((c) => c.type === 'enum_name_declaration')) {
    const name = identifier(child(member, 'enum_identifier') ?? outside('enum 写法', member));
    if (member.children.some((c) => c.type === '[')) outside('enum 名字的范围写法', member);
    const valueNode = member.children.find((c) => c.type === 'constant_expression');
    if (valueNode) {
      const value = readExpr(valueNode);
      if (value.k !== 'num' || value.bits) outside('enum 的值不是数字常量', member);
      next = value.value;
    }
    const value: Expr = { k: 'num', width: null, signed: false, value: next, bits: null, row: member.row };
    module.params.push({ name, range, value, local: true, row: member.row });
    next++;
  }
  // An int (or bit) enum is two-state: its signals start at 0, not x.
  const twoState = int || base!.children.some((c) => c.type === 'integer_atom_type' || c.text === 'bit');
  return { range, signed: int, ...(twoState ? { twoState } : {}) };
}

function readTypedef(module: Module, decl: Node) {
  const dataType = child(decl, 'data_type');
  const name = decl.children.filter((c) => c.type === 'simple_identifier').at(-1);
  if (!dataType || !name || !dataType.children.some((c) => c.type === 'enum')) outside('typedef（只支持 enum）', decl);
  const types = enumTypes.get(module) ?? new Map<string, { range: Range; signed: boolean; twoState?: boolean }>();
  enumTypes.set(module, types);
  types.set(name.text, readEnum(module, dataType));
}

function readDeclaration(module: Module, decl: Node) {
  const typedef = child(decl, 'type_declaration');
  if (typedef) return readTypedef(module, typedef);
  // `state_t state, next;`: the grammar reads a user type's name where a net's kind would be.
  const userType = decl.children[0]?.type === 'simple_identifier' ? enumTypes.get(module)?.get(decl.children[0].text) : undefined;
  const typeNode = decl.children.find((c) => c.type === 'data_type_or_implicit1' || c.type === 'data_type');
  const enumNode = typeNode?.type === 'data_type' ? typeNode : typeNode && child(typeNode, 'data_type');
  const inlineEnum = enumNode?.children.some((c) => c.type === 'enum') ? readEnum(module, enumNode) : undefined;
  const enumType = userType ?? inlineEnum;
  const typed = enumType ? { ...enumType, reg: true, integer: false } : readType(typeNode);
  const isNet = decl.type === 'net_declaration' && !userType;
  if (isNet && decl.children[0]?.text !== 'wire') outside(`${decl.children[0]?.text ?? ''} 线网`, decl);
  if (!isNet && !typed.reg && !typed.integer) outside(`${typeNode?.text ?? decl.text.slice(0, 20)} 类型的声明`, decl);
  if (typed.integer && (typed.range || isNet)) outside('integer 声明写法', decl);
  const list = decl.children.find((c) => c.type.startsWith('list_of_')) ?? outside('声明写法', decl);
  for (const d of named(list)) {
    if (d.type === 'comment') continue;
    const nameNode =
      d.children.find((c) => c.type === 'simple_identifier') ?? (d.type === 'simple_identifier' ? d : null) ?? outside('声明写法', d);
    const dims = d.children.filter((c) => c.type === 'unpacked_dimension');
    if (dims.length > 1) outside('多维数组', d);
    if (d.children.some((c) => !c.named && c.type === '=')) {
      if (dims.length) outside('带初值的存储器声明', d);
      if (!isNet && !typed.reg) outside('带初值的 integer 声明', d);
      const value = named(d).find((c) => c !== nameNode) ?? outside('声明写法', d);
      addSignal(module, { name: nameNode.text, dir: null, ...typed, array: null, row: d.row });
      const lhs: Expr = { k: 'id', name: nameNode.text, row: d.row };
      // `wire w = e;` is a continuous assignment; `reg q = 0;` is the register's initial value, as an `initial` would set it.
      if (isNet) module.items.push({ k: 'assign', lhs, rhs: readExpr(value), row: d.row });
      else module.items.push({ k: 'initial', body: { k: 'assign', blocking: true, lhs, rhs: readExpr(value), row: d.row }, row: d.row });
      continue;
    }
    if (typed.integer && dims.length) outside('integer 数组', d);
    addSignal(module, { name: nameNode.text, dir: null, ...typed, array: readArrayRange(dims[0]), row: d.row });
  }
}

function readAlways(module: Module, node: Node) {
  const keyword = node.children[0]!;
  // always_comb is `always @*` (its statement has no event control); always_ff is `always` with its edges.
  if (keyword.text === 'always_comb') {
    const statement = readStatement(child(node, 'statement') ?? outside('always_comb 写法', node));
    if (!statement) outside('空的 always_comb', node);
    module.items.push({ k: 'always', sens: 'all', body: statement, row: node.row });
    return;
  }
  if (keyword.text !== 'always' && keyword.text !== 'always_ff') outside(DESCRIPTIONS[keyword.text] ?? keyword.text, node);
  const timed = unwrap(child(node, 'statement') ?? outside('always 写法', node));
  if (timed.type !== 'procedural_timing_control_statement') outside('没有敏感列表的 always', node);
  const control = timed.children[0]!;
  const body = timed.children.find(isStatement) ?? outside('always 写法', node);
  let sens: 'all' | { edge: 'pos' | 'neg'; name: string }[];
  if (control.type === '@*' || (control.type === 'event_control' && control.children.some((c) => c.type === '*' || c.type === '@*')))
    sens = 'all';
  else if (control.type === 'event_control') {
    const events: { edge: 'pos' | 'neg' | null; name: string }[] = [];
    const walk = (e: Node) => {
      if (e.type === 'event_expression' && e.children.some((c) => !c.named && (c.type === 'or' || c.type === ','))) {
        for (const c of named(e)) walk(c);
        return;
      }
      const edge = e.children.find((c) => c.text === 'posedge' || c.text === 'negedge' || c.text === 'edge');
      if (edge?.text === 'edge') outside('edge 敏感', e);
      const target = readExpr(named(e).find((c) => c.type === 'expression') ?? e);
      if (target.k !== 'id') outside('敏感列表中的表达式', e);
      events.push({ edge: edge ? (edge.text === 'posedge' ? 'pos' : 'neg') : null, name: target.name });
    };
    for (const c of named(control)) walk(c);
    if (events.every((e) => e.edge === null)) sens = 'all';
    else if (events.every((e) => e.edge !== null)) sens = events as { edge: 'pos' | 'neg'; name: string }[];
    else outside('边沿与电平混合的敏感列表', control);
  } else outside('always 的时序控制', control);
  const statement = readStatement(body);
  if (!statement) outside('空的 always', node);
  module.items.push({ k: 'always', sens, body: statement, row: node.row });
}

/** A statement in its place: the grammar's wrapper, or the parser's repair of `x[i] = …;` (tools/verilog-parse). */
function isStatement(c: Node): boolean {
  return c.type === 'statement_or_null' || c.type === 'repaired_assignment' || c.type === 'repaired_nonblocking';
}

function readStatement(n: Node): Stmt | null {
  let node = n;
  while ((node.type === 'statement_or_null' || node.type === 'statement' || node.type === 'statement_item') && named(node).length === 1)
    node = named(node)[0]!;
  if ((node.type === 'statement_or_null' || node.type === 'statement_item') && named(node).length === 0) return null;
  switch (node.type) {
    case 'seq_block': {
      if (node.children.some((c) => c.type === ':')) outside('带名字的 begin 块', node);
      const body = named(node)
        .filter((c) => c.type !== 'comment')
        .map((c) => {
          if (!isStatement(c)) outside('块内声明', c);
          return readStatement(c);
        })
        .filter((s): s is Stmt => s !== null);
      return { k: 'block', body, row: node.row };
    }
    case 'conditional_statement': {
      const cond = child(node, 'cond_predicate') ?? outside('if 写法', node);
      const branches = node.children.filter(isStatement);
      const hasElse = has(node, 'else');
      return {
        k: 'if',
        cond: readExpr(cond),
        then: readStatement(branches[0]!),
        else: hasElse ? readStatement(branches[1]!) : null,
        row: node.row,
      };
    }
    case 'case_statement': {
      // `unique case` / `priority case` choose as `case` does when one item matches (Icarus checks the rest).
      const keyword = node.children.find((c) => c.type !== 'unique_priority')!.text;
      if (keyword !== 'case' && keyword !== 'casez') outside(keyword, node);
      const subject = readExpr(child(node, 'case_expression') ?? outside('case 写法', node));
      const items = node.children
        .filter((c) => c.type === 'case_item')
        .map((item) => ({
          labels: has(item, 'default') ? null : item.children.filter((c) => c.type === 'case_item_expression').map(readExpr),
          body: readStatement(item.children.find(isStatement) ?? item),
        }));
      return { k: 'case', z: keyword === 'casez', subject, items, row: node.row };
    }
    case 'loop_statement':
      return readFor(node);
    case 'nonblocking_assignment':
    case 'clocking_drive':
    case 'blocking_assignment':
    case 'repaired_assignment':
    case 'repaired_nonblocking':
    case 'operator_assignment': {
      const assignment = node.type === 'blocking_assignment' ? unwrap(node) : node;
      if (assignment.type === 'operator_assignment' && !assignment.children.some((c) => c.text === '=')) outside('复合赋值运算符', node);
      const sides = named(assignment).filter((c) => c.type !== 'assignment_operator');
      const [lhs, rhs] = sides;
      if (!lhs || !rhs || sides.length !== 2) outside('赋值写法', node);
      const target = lhs.type === 'clockvar_expression' ? readClockvar(lhs) : readExpr(lhs);
      return {
        k: 'assign',
        blocking: node.type !== 'nonblocking_assignment' && node.type !== 'clocking_drive' && node.type !== 'repaired_nonblocking',
        lhs: target,
        rhs: readExpr(rhs),
        row: node.row,
      };
    }
    default:
      outside(STATEMENTS[node.type] ?? `语句 ${node.type.replaceAll('_', ' ')}`, node);
  }
}

const STATEMENTS: Record<string, string> = {
  loop_statement: '循环语句（for/while/repeat）',
  procedural_timing_control_statement: '过程块中的延时或事件控制',
  subroutine_call_statement: '系统任务或函数调用',
  par_block: 'fork/join',
};

/** `for (i = A; i < B; i = i + 1) …` (or > >= <= and i = i - 1): the loops VHDL's `for … loop` can say. */
function readFor(node: Node): Stmt {
  if (node.children[0]?.text !== 'for') outside('循环语句（while/repeat/forever）', node);
  const init = child(node, 'for_initialization');
  const step = child(node, 'for_step');
  const cond = node.children.find((c) => c.type === 'expression');
  const body = node.children.find(isStatement);
  if (!init || !step || !cond || !body) outside('for 循环写法', node);
  const assignment = unwrapTo(init, 'variable_assignment');
  const [lhs, from] = named(assignment);
  const variable = readExpr(lhs!);
  if (variable.k !== 'id' || !from) outside('for 循环的初值写法', node);
  const test = readExpr(cond);
  if (test.k !== 'bin' || !['<', '<=', '>', '>='].includes(test.op) || test.a.k !== 'id' || test.a.name !== variable.name)
    outside('for 循环的条件写法', node);
  const stepNode = unwrap(step);
  const sides = stepNode.type === 'operator_assignment' ? named(stepNode).filter((c) => c.type !== 'assignment_operator') : [];
  const target = sides[0] ? readExpr(sides[0]) : null;
  const next = sides[1] ? readExpr(sides[1]) : null;
  const counts =
    target?.k === 'id' &&
    target.name === variable.name &&
    stepNode.children.some((c) => c.text === '=') &&
    next?.k === 'bin' &&
    (next.op === '+' || next.op === '-') &&
    next.a.k === 'id' &&
    next.a.name === variable.name &&
    next.b.k === 'num' &&
    next.b.value === 1n;
  if (!counts) outside('for 循环的步进写法（只支持 i = i + 1 / i = i - 1）', node);
  const stepBy = (next as Extract<Expr, { k: 'bin' }>).op === '+' ? 1 : -1;
  const op = (test as Extract<Expr, { k: 'bin' }>).op as '<' | '<=' | '>' | '>=';
  if ((stepBy === 1) !== (op === '<' || op === '<=')) outside('for 循环的方向与条件不一致', node);
  return {
    k: 'for',
    variable: variable.name,
    from: readExpr(from),
    op,
    bound: (test as Extract<Expr, { k: 'bin' }>).b,
    step: stepBy,
    body: readStatement(body),
    row: node.row,
  };
}

/** The grammar's clocking-drive reading of `mem[i] <= …` under an `if`: the same target. */
function readClockvar(n: Node): Expr {
  const name = identifier(child(n, 'clockvar') ?? outside('赋值目标', n));
  const select = child(n, 'select1') ?? child(n, 'constant_select1');
  return select ? readSelect(name, select, n.row) : { k: 'id', name, row: n.row };
}

function readSelect(name: string, select: Node, row: number): Expr {
  const inner = unwrap(select);
  const isIndex = (t: string) => t === 'expression' || t === 'constant_expression';
  if (inner.type === 'bit_select1' || (select.children.length === 3 && isIndex(select.children[1]!.type))) {
    const index = named(inner).filter((c) => isIndex(c.type));
    if (index.length !== 1) outside('多重下标', select);
    return { k: 'index', name, index: readExpr(index[0]!), row };
  }
  const indexed = child(select, 'indexed_range') ?? child(inner, 'indexed_range');
  if (indexed) {
    const [base, width] = named(indexed);
    const op = indexed.children.find((c) => !c.named && (c.type === '+:' || c.type === '-:'));
    if (!base || !width || !op) outside('+: 片选写法', select);
    return { k: 'part', name, base: readExpr(base), width: readExpr(width), down: op.type === '-:', row };
  }
  const range = child(select, 'constant_range') ?? child(inner, 'constant_range');
  if (range) {
    const [msb, lsb] = named(range);
    return { k: 'range', name, msb: readExpr(msb!), lsb: readExpr(lsb!), row };
  }
  outside('下标写法', select);
}

const BINARY = new Set([
  '**',
  '+',
  '-',
  '*',
  '/',
  '%',
  '&',
  '|',
  '^',
  '~^',
  '^~',
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '&&',
  '||',
  '<<',
  '>>',
  '<<<',
  '>>>',
]);
const UNARY = new Set(['~', '!', '-', '+', '&', '|', '^', '~&', '~|', '~^', '^~']);

function readExpr(n: Node): Expr {
  const node = n;
  // Operators arrive as tokens or as named `unary_operator` nodes: read both as tokens.
  const kids = node.children
    .filter((c) => c.type !== 'comment')
    .map((c) => (c.type.endsWith('_operator') ? { ...c, type: c.text, named: false, children: [] } : c));
  const namedKids = kids.filter((c) => c.named);
  switch (node.type) {
    case 'simple_identifier':
      return { k: 'id', name: node.text, row: node.row };
    case 'unsigned_number':
    case 'decimal_number':
    case 'binary_number':
    case 'octal_number':
    case 'hex_number':
    case 'integral_number':
      return readNumber(node);
    case 'conditional_expression': {
      const [c, a, b] = namedKids;
      if (!c || !a || !b) outside('条件表达式写法', node);
      const condition = unwrap(c);
      // tree-sitter-verilog groups `x ? p : y ? q : r` as `(x ? p : y) ? q : r`; Verilog groups it to the right.
      if (condition.type === 'conditional_expression') {
        const inner = readExpr(condition) as Extract<Expr, { k: 'cond' }>;
        return regroup(inner, readExpr(a), readExpr(b), node.row);
      }
      return { k: 'cond', c: readExpr(c), a: readExpr(a), b: readExpr(b), row: node.row };
    }
    case 'concatenation':
      return { k: 'concat', parts: namedKids.map(readExpr), row: node.row };
    case 'multiple_concatenation': {
      const [count, inner] = namedKids;
      if (!count || !inner || inner.type !== 'concatenation') outside('复制拼接写法', node);
      return { k: 'repl', count: readExpr(count), parts: named(inner).map(readExpr), row: node.row };
    }
    case 'unbased_unsized_literal': {
      const bit = node.text.replace(/\s+/g, '').slice(1);
      if (bit !== '0' && bit !== '1') outside(`${node.text} 常量`, node);
      return { k: 'fill', bit, row: node.row };
    }
    case 'cast': {
      const type = child(node, 'casting_type') ?? outside('类型转换写法', node);
      const operand = namedKids.find((c) => c !== type) ?? outside('类型转换写法', node);
      const size = readExpr(unwrap(type));
      if (size.k !== 'num' && size.k !== 'id') outside(`类型转换 ${type.text.slice(0, 20)}'(…)`, node);
      return { k: 'cast', width: size, a: readExpr(operand), row: node.row };
    }
    case 'system_tf_call': {
      const fn = child(node, 'system_tf_identifier')?.text;
      const args = namedKids.filter((c) => c.type !== 'system_tf_identifier');
      if ((fn === '$signed' || fn === '$unsigned') && args.length === 1) return { k: 'call', fn, a: readExpr(args[0]!), row: node.row };
      outside(`系统函数 ${fn ?? ''}`, node);
    }
  }
  // A concatenation as an assignment target (and `{q[6:0], d}` misread as one, see below).
  if (kids.length >= 3 && kids[0]!.type === '{' && kids[kids.length - 1]!.type === '}')
    return { k: 'concat', parts: namedKids.map(readExpr), row: node.row };
  // The grammar reads `q <= {q[6:0], d};` as `{q[6:0], d}++` with the `++` missing: it is the concatenation.
  if (node.type === 'inc_or_dec_expression' && kids.length === 2 && kids[1]!.type === '' && kids[0]!.text.startsWith('{'))
    return readExpr(kids[0]!);
  // Parentheses: ( expression ).
  if (kids.length === 3 && kids[0]!.type === '(' && kids[2]!.type === ')') return readExpr(kids[1]!);
  // A primary with a select: name [ … ].
  if (kids.length === 2 && (kids[1]!.type === 'select1' || kids[1]!.type === 'constant_select1')) {
    const base = unwrap(kids[0]!);
    if (base.type !== 'simple_identifier') outside('对表达式取下标', node);
    return readSelect(base.text, kids[1]!, node.row);
  }
  if (kids.length === 3 && !kids[1]!.named && BINARY.has(kids[1]!.type))
    return { k: 'bin', op: kids[1]!.type === '^~' ? '~^' : kids[1]!.type, a: readExpr(kids[0]!), b: readExpr(kids[2]!), row: node.row };
  if (kids.length === 2 && !kids[0]!.named && UNARY.has(kids[0]!.type))
    return { k: 'un', op: kids[0]!.type === '^~' ? '~^' : kids[0]!.type, a: readExpr(kids[1]!), row: node.row };
  if (kids.length === 1 && kids[0]!.named) return readExpr(kids[0]!);
  if (node.type === 'ERROR' || node.type === 'MISSING') unreadable('解析器读不懂的语法', node);
  outside(`表达式 ${node.text.slice(0, 40)}`, node);
}

/** Conditionals this reader built by regrouping: the chain's tail, where the next one continues. */
const regrouped = new WeakSet<Expr>();

/** `(x ? p : y) ? q : r` as Verilog means it: `x ? p : (y ? q : r)`, continued down a longer chain. */
function regroup(inner: Extract<Expr, { k: 'cond' }>, a: Expr, b: Expr, row: number): Expr {
  let tail: Expr;
  if (inner.b.k === 'cond' && regrouped.has(inner.b)) tail = regroup(inner.b, a, b, row);
  else tail = { k: 'cond', c: inner.b, a, b, row };
  regrouped.add(tail);
  return { ...inner, b: tail };
}

function readNumber(node: Node): Expr {
  const text = node.text.replaceAll('_', '').replace(/\s+/g, '');
  const plain = /^\d+$/.exec(text);
  if (plain) return { k: 'num', width: null, signed: true, value: BigInt(text), bits: null, row: node.row };
  const based = /^(\d*)'([sS]?)([bBoOdDhH])([0-9a-fA-FxXzZ?]+)$/.exec(text);
  if (!based) outside(`数字写法 ${node.text}`, node);
  const [, size, signed, baseChar, digits] = based;
  const width = size ? Number(size) : null;
  if (width !== null && (width < 1 || width > 4096)) outside(`数字位宽 ${node.text}`, node);
  const base = baseChar!.toLowerCase();
  const bitsPer = base === 'b' ? 1 : base === 'o' ? 3 : base === 'h' ? 4 : 0;
  let bits: string;
  if (bitsPer === 0) {
    if (!/^\d+$/.test(digits!)) outside(`十进制中的 x/z ${node.text}`, node);
    bits = BigInt(digits!).toString(2);
  } else {
    bits = [...digits!.toLowerCase()]
      .map((d) =>
        d === 'x' || d === 'z' || d === '?' ? d.replace('?', 'z').repeat(bitsPer) : parseInt(d, 16).toString(2).padStart(bitsPer, '0'),
      )
      .join('');
  }
  const w = width ?? 32;
  if (bits.length > w) bits = bits.slice(bits.length - w);
  else bits = (/^[xz]/.test(bits) ? bits[0]! : '0').repeat(w - bits.length) + bits;
  const unknown = /[xz]/.test(bits);
  return { k: 'num', width, signed: signed !== '', value: unknown ? 0n : BigInt(`0b${bits}`), bits: unknown ? bits : null, row: node.row };
}

/** `for (i = A; i < B; i = i + 1) begin : label … end` at module level: VHDL's for … generate. */
function readGenerateFor(module: Module, node: Node) {
  const init = child(node, 'genvar_initialization');
  const iteration = child(node, 'genvar_iteration');
  const cond = node.children.find((c) => c.type === 'constant_expression');
  const block = node.children.find((c) => c.type === 'generate_block' || c.type === 'module_or_generate_item');
  if (!init || !iteration || !cond || !block) outside('generate-for 写法', node);
  const variable = identifier(child(init, 'genvar_identifier') ?? outside('generate-for 写法', node));
  if (!module.genvars.has(variable)) outside(`generate-for 的变量 ${variable} 没有声明为 genvar`, node);
  const from = readExpr(init.children.find((c) => c.type === 'constant_expression') ?? outside('generate-for 写法', node));
  const test = readExpr(cond);
  if (test.k !== 'bin' || !['<', '<=', '>', '>='].includes(test.op) || test.a.k !== 'id' || test.a.name !== variable)
    outside('generate-for 的条件写法', node);
  const next = readExpr(iteration.children.find((c) => c.type === 'constant_expression') ?? outside('generate-for 写法', node));
  const steps =
    identifier(child(iteration, 'genvar_identifier') ?? iteration) === variable &&
    next.k === 'bin' &&
    (next.op === '+' || next.op === '-') &&
    next.a.k === 'id' &&
    next.a.name === variable &&
    next.b.k === 'num' &&
    next.b.value === 1n;
  if (!steps) outside('generate-for 的步进写法（只支持 i = i + 1 / i = i - 1）', node);
  const step = (next as Extract<Expr, { k: 'bin' }>).op === '+' ? 1 : -1;
  const op = test.op as '<' | '<=' | '>' | '>=';
  if ((step === 1) !== (op === '<' || op === '<=')) outside('generate-for 的方向与条件不一致', node);
  const { label, items } = readGenerateBlock(module, block, node);
  module.items.push({ k: 'genfor', variable, from, op, bound: test.b, step, label, items, row: node.row });
}

/** The items of a generate block (or of a lone item), read into a list of their own. */
function readGenerateBlock(module: Module, block: Node, where: Node): { label: string | null; items: Item[] } {
  const labelNode = block.type === 'generate_block' ? child(block, 'generate_block_identifier') : undefined;
  const outer = module.items;
  const signals = module.signals.size;
  module.items = [];
  const body = block.type === 'generate_block' ? block.children.filter((c) => c.named && c !== labelNode && c.type !== 'comment') : [block];
  for (const item of body) readItem(module, item);
  const items = module.items;
  module.items = outer;
  if (module.signals.size !== signals) outside('generate 块内的声明', where);
  return { label: labelNode ? identifier(labelNode) : null, items };
}

/** `if (constant) … else …` among generate items: VHDL-2008's if … generate / else generate. */
function readGenerateIf(module: Module, node: Node) {
  const cond = node.children.find((c) => c.type === 'constant_expression');
  const blocks = node.children.filter((c) => c.type === 'generate_block' || c.type === 'module_or_generate_item');
  if (!cond || blocks.length < 1 || blocks.length > 2) outside('generate-if 写法', node);
  module.items.push({
    k: 'genif',
    cond: readExpr(cond),
    then: readGenerateBlock(module, blocks[0]!, node),
    else: blocks[1] ? readGenerateBlock(module, blocks[1], node) : null,
    row: node.row,
  });
}

function readInstance(module: Module, node: Node) {
  const moduleName = identifier(
    node.children.find((c) => c.type === 'simple_identifier' || c.type === 'interface_identifier') ?? outside('例化写法', node),
  );
  const params: { name: string | null; value: Expr }[] = [];
  const assignment = child(node, 'parameter_value_assignment');
  if (assignment) {
    const list = child(assignment, 'list_of_parameter_assignments') ?? outside('参数传递写法', assignment);
    for (const p of named(list)) {
      if (p.type === 'named_parameter_assignment') {
        const value = p.children.find((c) => c.type === 'param_expression') ?? outside('空的参数传递', p);
        params.push({ name: identifier(child(p, 'parameter_identifier')!), value: readExpr(value) });
      } else params.push({ name: null, value: readExpr(p) });
    }
  }
  const instances = node.children.filter((c) => c.type === 'hierarchical_instance' || c.type === 'udp_instance');
  for (const inst of instances) {
    const name = identifier(child(inst, 'name_of_instance') ?? outside('没有实例名的例化', inst));
    const ports: { name: string | null; value: Expr | null }[] = [];
    const list = child(inst, 'list_of_port_connections');
    if (list) {
      let expectValue = true;
      for (const c of list.children) {
        if (c.type === 'named_port_connection') {
          const value = c.children.find((x) => x.type === 'expression');
          if (c.children.some((x) => x.type === '.*')) outside('.* 端口连接', c);
          ports.push({ name: identifier(child(c, 'port_identifier') ?? outside('端口连接', c)), value: value ? readExpr(value) : null });
        } else if (c.type === 'ordered_port_connection') {
          ports.push({ name: null, value: named(c).length ? readExpr(named(c)[0]!) : null });
        } else if (c.type === ',' && expectValue) ports.push({ name: null, value: null });
        expectValue = c.type === ',';
      }
    } else {
      // The grammar reads `sub u (a, , b);` as a UDP instance: terminals in order, an empty one between commas.
      let expectValue = true;
      for (const c of inst.children.slice(inst.children.findIndex((x) => x.type === '(') + 1)) {
        if (c.type === ')') {
          if (expectValue && ports.length > 0) ports.push({ name: null, value: null });
          break;
        }
        if (c.type === ',') {
          if (expectValue) ports.push({ name: null, value: null });
          expectValue = true;
          continue;
        }
        if (c.type === 'output_terminal' || c.type === 'input_terminal' || c.type === 'inout_terminal') {
          ports.push({ name: null, value: readExpr(named(c)[0]!) });
          expectValue = false;
        }
      }
    }
    module.items.push({ k: 'instance', module: moduleName, name, params, ports, row: inst.row });
  }
}
