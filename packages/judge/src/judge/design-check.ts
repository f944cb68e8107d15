/**
 * The compiled-design check, the judge of record for what submitted code may do: it reads what
 * Icarus Verilog produced (the vvp assembly of the elaborated design) instead of the source, so
 * no trick of spelling, escaping or preprocessing that our own lexer misreads can hide from it.
 *
 * In the vvp text every scope names the file that defines it, every system task or function call
 * (`%vpi_call`, `%vpi_func`) names the file and line it was written on, and every net, functor,
 * event and thread belongs to the scope declared before it. The learner's scopes are those
 * defined in the learner's files. The check refuses:
 * - a system task or function written in a learner's file that the construct policy (policy.ts)
 *   does not allow;
 * - a scope inside the learner's design defined by another file (an instance of the reference,
 *   the testbench or anything `include`d);
 * - a reference from the learner's scopes to a net, variable, event, scope or thread of another
 *   scope — except what the testbench connects to the learner's top module's input ports.
 *
 * In the testbench-writing mode the learner's file is the root and our design hangs under it:
 * `designs` names the module the learner's testbench may instantiate, and its instances' ports
 * (what a port connection reads or drives) are all the testbench may touch of them.
 *
 * Linear in the vvp text: every per-label question (is it a constant, an input passed on, a
 * shared event) is answered once and remembered, problems are kept in a set, at most
 * MAX_PROBLEMS of them. The worker runs it on its check thread (checks/), never on the event loop.
 */
import { DATA_FILE_NAME, FILE_NAME_TASKS, JUDGING_POLICY, type ConstructPolicy } from '../policy.ts';
import { MAX_PROBLEMS } from './scan.ts';

interface DesignProblem {
  /** Line in the learner's file, when the design says where (0: the module as a whole). */
  line: number;
  message: string;
  /** An instance of a module the learner may not instantiate: that module (the finding's rule, steps.ts). */
  instance?: string;
}

/** A problem in one of several learner files: which file, as compiled (null: the design as a whole). */
export interface ProjectDesignProblem extends DesignProblem {
  path: string | null;
}

/** What a checked design may hold besides the learner's own modules. */
export interface CheckOptions {
  /** Modules (ours) the learner's code may instantiate: the design under a learner's testbench. */
  designs?: string[];
}

interface Scope {
  label: string;
  kind: string;
  name: string;
  /** The module (or task, function, block) the scope is an instance of. */
  type: string;
  defFile: number;
  defLine: number;
  parent: string | undefined;
}

const SCOPE_DECL =
  /^(S_0x[0-9a-f]+) \.scope ([\w.$/]+), "((?:[^"\\]|\\.)*)" "((?:[^"\\]|\\.)*)" (\d+) (\d+)(?:, (\d+) (\d+) \d+, (S_0x[0-9a-f]+))?;/;
const SCOPE_SWITCH = /^\s+\.scope (S_0x[0-9a-f]+);/;
const LABEL_DEF = /^([A-Za-z_][\w.$]*)\s/;
/** A VPI call's first argument when it is a string literal (after a function's result width): `32, "x.txt", …`. */
const FILE_NAME_ARGUMENT = /^(?: \d+)?, ("(?:[^"\\]|\\.)*")/;
const VPI_CALL = /%vpi_(?:call|func|func\/\w+|call\/\w+)\s+(\d+)\s+(\d+)\s+"((?:[^"\\]|\\.)*)"/;
const PORT_INFO = /^\s+\.port_info \d+ \/(INPUT|OUTPUT|INOUT)\s+\d+ "((?:[^"\\]|\\.)*)"/;
const NET_DECL = /^(\S+) \.net[\w/]* "((?:[^"\\]|\\.)*)"/;
const SIGNAL_DECL = /^(\S+) \.(?:net|var)[\w/]* "((?:[^"\\]|\\.)*)"/;
const STRING = /"(?:[^"\\]|\\.)*"/g;
const WORD = /[A-Za-z_][\w.$]*/g;

/** Indexes of the vvp file table that name one of `paths`, with the path. */
function fileIndexes(lines: string[], paths: string[]): Map<number, string> {
  const at = lines.findIndex((l) => l.startsWith(':file_names'));
  const indexes = new Map<number, string>();
  if (at < 0) return indexes;
  for (let k = at + 1; k < lines.length; k++) {
    const name = /^\s+"(.*)";$/.exec(lines[k]!)?.[1];
    if (name === undefined) break;
    if (paths.includes(name)) indexes.set(k - at - 1, name);
  }
  return indexes;
}

/** The port names of each scope in `of` whose direction (INPUT, OUTPUT, INOUT) passes `keep`. */
function portsByScope(lines: string[], of: Set<string>, keep: (direction: string) => boolean): Map<string, Set<string>> {
  const ports = new Map<string, Set<string>>();
  let current: string | undefined;
  for (const line of lines) {
    const decl = SCOPE_DECL.exec(line);
    if (decl) current = decl[1];
    const port = PORT_INFO.exec(line);
    if (port && current && of.has(current) && keep(port[1]!)) {
      if (!ports.has(current)) ports.set(current, new Set());
      ports.get(current)!.add(port[2]!);
    }
  }
  return ports;
}

/** The check of a judgement: one learner file, the judging policy unless told. */
export function checkCompiledDesign(vvp: string, learnerPaths: string[], policy: ConstructPolicy = JUDGING_POLICY): DesignProblem[] {
  return checkCompiledProject(vvp, learnerPaths, policy).map(({ line, message }) => ({ line, message }));
}

/** The same check naming the file of each problem, for designs made of several learner files. */
export function checkCompiledProject(
  vvp: string,
  learnerPaths: string[],
  policy: ConstructPolicy,
  options: CheckOptions = {},
): ProjectDesignProblem[] {
  const lines = vvp.split('\n');
  const learnerFiles = fileIndexes(lines, learnerPaths);
  const problems: ProjectDesignProblem[] = [];
  const refused = new Set<string>();
  const fileOf = (scope: Scope | undefined) => (scope ? (learnerFiles.get(scope.defFile) ?? null) : null);
  const refuse = (line: number, message: string, path: string | null, instance?: string) => {
    const key = JSON.stringify([line, message, path]);
    if (refused.has(key) || problems.length >= MAX_PROBLEMS) return;
    refused.add(key);
    problems.push(instance === undefined ? { line, message, path } : { line, message, path, instance });
  };
  /** f with its answer per label remembered: each label's body is read once, whatever refers to it. */
  const remembered = (f: (label: string) => boolean) => {
    const answers = new Map<string, boolean>();
    return (label: string) => {
      let answer = answers.get(label);
      if (answer === undefined) answers.set(label, (answer = f(label)));
      return answer;
    };
  };

  // Pass 1: scopes, and which scope owns each label.
  const scopes = new Map<string, Scope>();
  const owner = new Map<string, string>();
  const bodies = new Map<string, string>();
  const defAt = new Map<string, number>();
  let current: string | undefined;
  for (const [at, line] of lines.entries()) {
    const decl = SCOPE_DECL.exec(line);
    if (decl) {
      const [, label, kind, name, type, file1, line1, file2, line2, parent] = decl;
      const scope = {
        label: label!,
        kind: kind!,
        name: name!,
        type: type!,
        defFile: Number(file2 ?? file1),
        defLine: Number(line2 ?? line1),
        parent,
      };
      scopes.set(scope.label, scope);
      owner.set(scope.label, scope.label);
      current = scope.label;
      continue;
    }
    const sw = SCOPE_SWITCH.exec(line);
    if (sw) {
      current = sw[1];
      continue;
    }
    const def = LABEL_DEF.exec(line);
    if (def && current && !line.startsWith(':') && !line.startsWith('#')) {
      owner.set(def[1]!, current);
      bodies.set(def[1]!, line.slice(def[0].length).replace(STRING, ''));
      defAt.set(def[1]!, at);
    }
  }
  // A constant (a functor of literals only, such as `.functor BUFT 1, C4<0>, …`) is emitted in
  // whichever scope uses it first, and carries nothing of anyone's design.
  const constant = remembered(
    (label) =>
      (bodies.get(label)?.startsWith('.functor') ?? false) &&
      !(bodies.get(label)!.match(WORD) ?? []).some((w) => w !== label && owner.has(w)),
  );

  const isLearner = (label: string | undefined): boolean => {
    const scope = label ? scopes.get(label) : undefined;
    return scope !== undefined && learnerFiles.has(scope.defFile);
  };
  // The learner's design hangs under the testbench: every scope below a learner's scope must be
  // the learner's too (functions and tasks of the design included) — or, under a learner's
  // testbench, an instance of the design it tests.
  const designInstances = new Set<string>();
  for (const scope of scopes.values()) {
    if (!isLearner(scope.label) && scope.parent && isLearner(scope.parent)) {
      if (scope.kind === 'module' && options.designs?.includes(scope.type)) {
        designInstances.add(scope.label);
        continue;
      }
      const parent = scopes.get(scope.parent)!;
      refuse(parent.defLine, `不允许实例化模块 ${scope.name}：只能实例化你自己定义的模块`, fileOf(parent), scope.name);
    }
  }

  // Pass 2: what the learner's scopes use. Input ports of the learner's top modules are driven by
  // the testbench, so their drivers may live outside.
  const tops = new Set([...scopes.values()].filter((s) => isLearner(s.label) && !isLearner(s.parent)).map((s) => s.label));
  const inputs = portsByScope(lines, tops, (direction) => direction !== 'OUTPUT');
  const allowedOutside = new Set<string>();
  // A design instance's ports: what the testbench connects reads its outputs (the port's signal,
  // or what drives it when Icarus joins the two) and drives its inputs.
  const designPorts = portsByScope(lines, designInstances, () => true);
  // With its own stack, not recursion: a chain of nets as long as the design has no depth limit.
  const allowPort = (first: string) => {
    const pending = [first];
    for (let label = pending.pop(); label !== undefined; label = pending.pop()) {
      if (allowedOutside.has(label)) continue;
      allowedOutside.add(label);
      if (!bodies.get(label)?.startsWith('.net')) continue;
      for (const driver of bodies.get(label)!.match(WORD) ?? []) if (driver !== label && owner.has(driver)) pending.push(driver);
    }
  };
  // The instance itself, as `$dumpvars(0, dut)` names it: a dump the testbench cannot read back.
  for (const instance of designInstances) allowedOutside.add(instance);
  current = undefined;
  for (const line of lines) {
    const decl = SCOPE_DECL.exec(line);
    if (decl) current = decl[1];
    const signal = SIGNAL_DECL.exec(line);
    if (signal && current && designPorts.get(current)?.has(signal[2]!)) allowPort(signal[1]!);
  }
  // Icarus shares one edge event among all processes waiting on the same nets (the reference's
  // and the learner's `@(posedge clk)`): an event on what the learner may read is the learner's too.
  const operands = (label: string) => (bodies.get(label)?.match(WORD) ?? []).filter((w) => w !== label && owner.has(w));
  // A net that only passes on a signal the learner already has is that signal: what drives the
  // learner's inputs (the reference's own `clk` port, say), or the learner's own output seen
  // through a testbench module's input port (Icarus may name any alias of a net in a sensitivity
  // list, so `@*` on the learner's `q` can wait on the stimulus module's `q_dut`). A `.net` has one
  // operand; several drivers would go through a `.resolv`, which is not passed.
  // Asked only once allowedOutside is complete (the last pass), so remembering the answers is sound.
  const sameInput = remembered(
    (label) =>
      (bodies.get(label)?.startsWith('.net') ?? false) &&
      operands(label).every((w) => allowedOutside.has(w) || constant(w) || isLearner(owner.get(w))),
  );
  const sharedEvent = remembered(
    (label) =>
      (bodies.get(label)?.startsWith('.event') ?? false) &&
      operands(label).every((w) => isLearner(owner.get(w)) || allowedOutside.has(w) || constant(w) || sameInput(w)),
  );
  const portLines = new Set<number>();
  current = undefined;
  lines.forEach((line, k) => {
    const decl = SCOPE_DECL.exec(line);
    if (decl) current = decl[1];
    const net = NET_DECL.exec(line);
    if (net && current && inputs.get(current)?.has(net[2]!)) {
      portLines.add(k);
      for (const word of line.slice(net[0].length).replace(STRING, '').match(WORD) ?? []) {
        allowedOutside.add(word);
        // A port the learner's design also drives (an input wired to a submodule's output) is a
        // resolver in the learner's scope joining the testbench's driver and the learner's.
        if (owner.get(word) === current && bodies.get(word)?.startsWith('.resolv')) {
          portLines.add(defAt.get(word)!);
          for (const driver of bodies.get(word)!.match(WORD) ?? []) allowedOutside.add(driver);
        }
      }
    }
  });

  current = undefined;
  lines.forEach((line, k) => {
    if (SCOPE_DECL.test(line)) {
      current = SCOPE_DECL.exec(line)![1];
      return;
    }
    const sw = SCOPE_SWITCH.exec(line);
    if (sw) {
      current = sw[1];
      return;
    }
    if (line.startsWith(':') || line.startsWith('#')) return;
    const vpi = VPI_CALL.exec(line);
    const learnerCall = vpi !== null && (learnerFiles.has(Number(vpi[1])) || isLearner(current));
    if (vpi && learnerCall && !policy.systemTasks.has(vpi[3]!)) {
      const file = learnerFiles.get(Number(vpi[1]));
      refuse(file === undefined ? 0 : Number(vpi[2]), `不允许使用系统任务或函数 ${vpi[3]}`, file ?? fileOf(scopes.get(current!)));
    } else if (
      vpi &&
      learnerCall &&
      FILE_NAME_TASKS.has(vpi[3]!) &&
      !DATA_FILE_NAME.test(FILE_NAME_ARGUMENT.exec(line.slice(vpi.index + vpi[0].length))?.[1] ?? '')
    ) {
      // The scan's rule again on what was compiled: a file task's name is a literal relative path.
      const file = learnerFiles.get(Number(vpi[1]));
      refuse(
        file === undefined ? 0 : Number(vpi[2]),
        `${vpi[3]} 只能读写项目中的文件：文件名须直接写成相对路径的字符串`,
        file ?? fileOf(scopes.get(current!)),
      );
    }
    if (!isLearner(current) || portLines.has(k)) return;
    const scope = scopes.get(current!)!;
    const def = LABEL_DEF.exec(line);
    const body = (def ? line.slice(def[0].length) : line).replace(STRING, '');
    for (const word of body.match(WORD) ?? []) {
      const home = owner.get(word);
      if (home === undefined || isLearner(home) || allowedOutside.has(word) || constant(word)) continue;
      if (sameInput(word) || sharedEvent(word)) continue;
      // $unit and other root packages hold nothing of the testbench or the reference.
      if (scopes.get(home)?.kind === 'package') continue;
      const where = vpi && learnerFiles.has(Number(vpi[1])) ? Number(vpi[2]) : scope.defLine;
      const file = vpi ? learnerFiles.get(Number(vpi[1])) : undefined;
      refuse(
        where,
        `不允许访问本模块以外的信号或模块（${scopes.get(home)?.name ?? '测试平台'}）：只能使用你自己设计中的信号`,
        file ?? fileOf(scope),
      );
    }
  });
  return problems;
}
