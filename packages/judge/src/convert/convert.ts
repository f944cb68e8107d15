/**
 * The converter's compositions (the worker's `convert` job): a syntax check (runValidation:
 * the IDE's compile with Verilator's lint) and a conversion (runConversion) whose VHDL is shown
 * only once proven. A conversion runs in two jails: the first preprocesses and scans the files
 * under the IDE policy, compiles them (which names a missing submodule), converts the top with
 * Icarus's VHDL back end (a CPU limit of its own: it can loop for ever) and analyses the result
 * with GHDL; the second co-simulates the Verilog in Icarus and the VHDL in GHDL on the same
 * vectors (cosim.ts). The second needs the first's VHDL to write its testbench, hence two.
 */
import type { ConversionMismatch, ConvertResult, Diagnostic } from '@veridojo/contracts';
import { checkOrRefuse } from '../checks/host.ts';
import { projectDiagnostics } from '../judge/diagnostics.ts';
import { CONVERTER_POLICY } from '../policy.ts';
import { hasProjectTools, PROJECT_TOOLS_IN_JAIL, type JailLimits } from '../sandbox.ts';
import { runProject, withLearnerNames } from '../project.ts';
import {
  compile,
  decide,
  findingsOf,
  MODULE_NAME,
  preprocess,
  RunCrashed,
  runEnding,
  runSteps,
  simulate,
  tool,
  toolLimit,
  type EndingTable,
  type Finding,
  type StepRun,
  type ToolStep,
} from '../steps.ts';
import {
  compareRuns,
  planCosim,
  POWER_UP_CYCLES,
  RESET_CYCLES,
  vectorsFile,
  verilogTestbench,
  vhdlTestbench,
  type CosimPlan,
} from './cosim.ts';
import type { DesignReading } from './design.ts';
import { entityPorts, matchPorts, verilogPorts } from './ports.ts';
import { translateDesign, type Translation } from './translate.ts';
import { OutsideSubset, readModules as readSubset, readSyntaxTree } from './verilog-ast.ts';
import { generatedVhdlProblem, ghdlUnitsProblem } from './vhdl-units.ts';

interface ConvertRequest {
  /** File name → Verilog text, as the user named them. */
  files: Record<string, string>;
  top?: string;
  seed: number;
  /** Wall clock of each jail. */
  timeLimitMs?: number;
  /** The job's other limits of each jail (the registry's, jobs.ts: CPU, output). */
  limits?: Partial<JailLimits>;
  signal?: AbortSignal;
}

/**
 * How the co-simulation runs the VHDL (then the testbench's entity): in one process and no more
 * (RLIMIT_NPROC 1; the jail's other processes already count), so should a foreign subprogram ever
 * link, it cannot start a program — `system()` fails (measured, ghdl-foreign.test.ts). GHDL's
 * mcode back end is called by its own name: Debian's `ghdl` is a shell wrapper that forks, while
 * mcode elaborates and runs in its one process (DESIGN.md §4: GHDL 2.0, mcode).
 */
export const GHDL_RUN = ['prlimit', '--nproc=1', '--', 'ghdl-mcode', '--elab-run', '--std=08', '--workdir=/job'];

/** Why 3 s: the back end converts a design in tens of ms; its known loop spins the CPU (measured). */
const BACK_END_CPU_SECONDS = 3;
/** The co-simulation's CPU per simulator: 65 536 exhaustive vectors take about a second. */
const COSIM_CPU_SECONDS = 8;
/** Why 5 s: the parser reads thousands of lines in tens of ms; more means a pathological input. */
const PARSE_CPU_SECONDS = 5;

const nothing = { vhdl: null, diagnostics: [], top: null, candidates: [], translator: null, rewrites: [], verification: null };
const error = (file: string, line: number, text: string): Diagnostic => ({ file, line, column: null, severity: 'error', text });
const fromFindings = (findings: Finding[] | undefined) => (findings ?? []).map((f) => error(f.file, f.line, f.message));

/** The top to convert, or why there is none: named but undefined, or several candidates. */
function chooseTop(design: DesignReading, top: string | undefined): { top: string } | Omit<ConvertResult, 'log'> {
  const modules = design.modules;
  if (modules.length === 0) return { ...nothing, status: 'invalid', message: '没有找到任何模块定义（module … endmodule）' };
  if (top !== undefined) {
    if (!MODULE_NAME.test(top) || !modules.includes(top))
      return { ...nothing, status: 'invalid', message: `找不到顶层模块“${top}”：上传的文件中没有定义它` };
    return { top };
  }
  const candidates = design.candidates;
  if (candidates.length === 1) return { top: candidates[0]! };
  if (candidates.length === 0)
    return { ...nothing, status: 'invalid', message: '找不到顶层模块：每个模块都被其他模块例化了（是否有循环例化？）' };
  return {
    ...nothing,
    candidates,
    status: 'ambiguous_top',
    message: `设计中有 ${candidates.length} 个顶层模块候选：${candidates.join('、')}。请选择要转换的顶层模块`,
  };
}

/** The files under jail names of the run's own (f0.v …), and the map back to the user's names. */
function jailFiles(files: Record<string, string>) {
  const names = Object.keys(files);
  const sources = names.map((name, k) => ({ input: `/in/src/f${k}.v`, output: `/job/src.f${k}.v`, name }));
  const paths = Object.fromEntries(sources.flatMap((s) => [[s.input, s.name] as const, [s.output, s.name] as const]));
  const inputs = Object.fromEntries(sources.map((s) => [s.input.slice('/in/'.length), files[s.name]!]));
  return { sources, paths, inputs };
}

/**
 * The design read before any jail, on the check thread (checks/): its reading and the raw-source
 * problems of its files, or the answer when the check could not finish.
 */
async function readFirst(request: Omit<ConvertRequest, 'seed'>): Promise<{ design: DesignReading; raw: Diagnostic[] } | ConvertResult> {
  const checked = await checkOrRefuse('design', { files: request.files }, { signal: request.signal });
  if ('refusal' in checked) return { ...nothing, status: 'invalid', message: checked.refusal, log: '' };
  const names = Object.keys(request.files);
  const raw = names.flatMap((name, k) => checked.output.raw[k]!.map((p) => error(name, p.line, p.message)));
  return { design: checked.output.reading, raw };
}

export async function runConversion(request: ConvertRequest): Promise<ConvertResult> {
  const read = await readFirst(request);
  if (!('design' in read)) return read;
  const { design: reading, raw } = read;
  if (raw.length > 0) return { ...nothing, status: 'invalid', message: '代码中有不允许的字符', log: '', diagnostics: raw };
  const chosen = chooseTop(reading, request.top);
  if (!('top' in chosen) || 'status' in chosen) return { ...(chosen as Omit<ConvertResult, 'log'>), log: '' };
  const top = chosen.top;
  const unsupported = reading.unsupported;
  const refused = (log: string): ConvertResult => {
    const first = unsupported[0]!;
    return {
      ...nothing,
      top,
      status: 'unsupported',
      message: `不能转换：${first.file} 第 ${first.line} 行使用了${first.construct}，Icarus 的 VHDL 后端不支持。${first.advice}`,
      log,
      diagnostics: unsupported.map((u) => error(u.file, u.line, `VHDL 转换不支持${u.construct}：${u.advice}`)),
    };
  };
  // Our translator writes `**` itself; for anything else the back end refuses, nobody can: refuse now.
  const ownCanTry = hasProjectTools() && unsupported.every((u) => u.construct.startsWith('幂运算'));
  if (unsupported.length > 0 && !ownCanTry) return refused('');
  const { sources, paths, inputs } = jailFiles(request.files);
  const named = (log: string) => withLearnerNames(log, paths);
  const limits = { ...request.limits, ...(request.timeLimitMs === undefined ? {} : { wallMs: request.timeLimitMs }) };

  // ---- The first jail: check, compile, and parse for our translator (or, without it, the back end) ----
  const pp = preprocess('pp', sources, CONVERTER_POLICY);
  const design = compile({
    id: 'compile',
    files: sources.map((s) => s.output),
    top,
    output: '/job/design.vvp',
    check: { policy: CONVERTER_POLICY, learner: Object.fromEntries(sources.map((s) => [s.output, s.name])) },
  });
  const backEnd = tool({
    id: 'vhdl',
    argv: ['iverilog', '-g2012', '-tvhdl', '-o', '/job/out.vhd', '-s', top, ...sources.map((s) => s.output)],
    emit: ['/job/out.vhd'],
    stopOnError: true,
    cpuSeconds: BACK_END_CPU_SECONDS,
  });
  // The back end's VHDL is read before GHDL analyses it: only the units a translator writes (vhdl-units.ts).
  const vhdlCheck = checkedVhdl('vhdl-check', backEnd);
  const analysis = tool({ id: 'analyse', argv: ['ghdl', '-a', '--std=08', '--workdir=/job', '/job/out.vhd'], stopOnError: true });
  // Our own translator's parser, in the jail like every other reader of the user's text. The back
  // end runs only when our translation is not proven (a jail of its own): it can hang, and costs time.
  const parses = hasProjectTools()
    ? sources.map((s, k) =>
        tool({
          id: `parse${k}`,
          argv: [`${PROJECT_TOOLS_IN_JAIL}/vd-verilog-parse`, s.output, `/job/tree.f${k}.json`],
          emit: [`/job/tree.f${k}.json`],
          cpuSeconds: PARSE_CPU_SECONDS,
        }),
      )
    : [];
  const first = await runSteps({
    files: inputs,
    steps: parses.length > 0 ? [pp, design, ...parses] : [pp, design, backEnd, vhdlCheck, analysis],
    limits,
    signal: request.signal,
  });
  const base = { ...nothing, top };
  const ppRead = pp.read(first);
  const compiled = design.read(first);
  const compilerLog = named(joinLogs(...ppRead.map((s) => s.log), compiled.log));
  const limitEnd = ending(first);
  if (limitEnd) return { ...base, ...limitEnd, log: compilerLog };
  const compileError = (): ConvertResult => {
    const diagnostics = projectDiagnostics([...ppRead.map((s) => s.log), compiled.log].join('\n'), paths);
    const missing = /Unknown module type:\s*([A-Za-z_][A-Za-z0-9_$]*)/.exec(compiled.log)?.[1];
    const message = missing ? `缺少子模块“${missing}”：请同时上传定义它的文件` : '代码有错误，无法转换：请先修正编译错误';
    return { ...base, status: 'invalid', message, log: compilerLog, diagnostics };
  };
  const refusal = (findings: Finding[] | undefined): ConvertResult | null => {
    if (!findings?.length) return null;
    // The scan refuses an instance of a module no file defines: for a converter, a file not uploaded.
    const missing = findings.find((f) => f.rule === 'foreign-instance')?.instance;
    const message = missing ? `缺少子模块“${missing}”：请同时上传定义它的文件` : '代码中有转换器不允许的内容';
    return { ...base, status: 'invalid', message, log: compilerLog, diagnostics: fromFindings(findings) };
  };
  // In the order of the steps: each one's failure or refusal stopped the run there (the scan's or
  // the size cap's refusal first: the cap stops the preprocessor).
  const scanned = refusal(findingsOf(first, pp));
  if (scanned) return scanned;
  if (ppRead.some((s) => s.exitCode !== 0)) return compileError();
  if (compiled.exitCode !== 0) return compileError();
  const checked = refusal(findingsOf(first, design));
  if (checked) return checked;

  // ---- Our translator first; Icarus's back end when it cannot, or when its VHDL is not proven ----
  const verilog = verilogPorts(first.text('compile.design'), top);
  let ownNote = '';
  if (parses.length > 0 && verilog) {
    const own = ownTranslation(
      parses.map((p, k) => {
        const parsed = p.read(first);
        // A parser that stopped (nesting too deep, its CPU limit) leaves no tree, or half of one: none.
        const tree = parsed.exitCode === 0 ? (parsed.outputs[`/job/tree.f${k}.json`]?.toString('utf8') ?? '') : '';
        return { tree, text: ppRead[k]!.text, name: sources[k]!.name };
      }),
      top,
    );
    if ('note' in own) ownNote = own.note;
    else {
      const ports = matchPorts(own.translation.ports, verilog);
      if ('unmatched' in ports) ownNote = `VeriDojo 翻译器：端口 ${ports.unmatched} 对不上，改用 Icarus 的 VHDL 后端`;
      else {
        const plan = planCosim(ports, Object.values(request.files), request.seed);
        if ('problem' in plan) return { ...base, status: 'unsupported', message: plan.problem, log: compilerLog };
        const proof = await prove(plan, top, own.translation.entity, own.translation.vhdl, inputs, sources, limits, request.signal);
        if ('comparison' in proof && proof.comparison.mismatch === null) {
          const verification = verificationOf(plan, proof.comparison);
          return {
            ...base,
            translator: 'veridojo',
            rewrites: own.translation.notes,
            status: 'success',
            message: verification.summary,
            vhdl: own.translation.vhdl,
            log: joinLogs(compilerLog, 'VeriDojo 翻译器完成转换', proof.log),
            verification,
          };
        }
        // Our translation was refuted or did not analyse: a fault of ours, logged; the back end gets its turn.
        ownNote =
          'comparison' in proof
            ? `VeriDojo 翻译器的结果未通过验证（${verificationOf(plan, proof.comparison).summary}），改用 Icarus 的 VHDL 后端`
            : `VeriDojo 翻译器的结果未通过验证（${proof.message}），改用 Icarus 的 VHDL 后端`;
      }
    }
  }

  if (unsupported.length > 0) return refused(joinLogs(compilerLog, ownNote));
  // ---- The back end, in a jail of its own when the first one did not run it ----
  const backRun =
    parses.length > 0
      ? await runSteps({
          files: inputs,
          steps: [preprocess('pp', sources, CONVERTER_POLICY), backEnd, vhdlCheck, analysis],
          limits,
          signal: request.signal,
        })
      : first;
  const backEnding = ending(backRun);
  if (backEnding) return { ...base, ...backEnding, log: joinLogs(compilerLog, ownNote) };
  const converted = backEnd.read(backRun);
  const backEndLog = named(converted.log);
  const log = joinLogs(compilerLog, ownNote, backEndLog);
  // A refusal after the back end also says what our translator could not take: the construct to change.
  const ownReason = ownNote.replace(/，改用 Icarus 的 VHDL 后端$/, '');
  const why = (message: string) => (ownReason ? `${message}\n${ownReason}` : message);
  if (toolLimit(converted.exitCode) === 'cpu') {
    const loop = reading.generateIfInFor;
    const where = loop ? `（${loop.file} 第 ${loop.line} 行：generate-for 中嵌套了 generate-if，这是已知会让后端卡住的写法）` : '';
    return { ...base, status: 'unsupported', message: why(`Icarus 的 VHDL 后端在这个设计上陷入死循环，已停止${where}`), log };
  }
  const vhdl = converted.outputs['/job/out.vhd']?.toString('utf8') ?? '';
  if (converted.exitCode !== 0 || vhdl === '') {
    const diagnostics = projectDiagnostics(converted.log, paths);
    return {
      ...base,
      status: 'unsupported',
      message: why(`Icarus 的 VHDL 后端不能转换这个设计：${firstLine(backEndLog)}`),
      log,
      diagnostics,
    };
  }
  const unsafe = findingsOf(backRun, vhdlCheck)[0];
  if (unsafe) return { ...base, status: 'conversion_failed', message: why(unsafe.message), log };
  const analysed = analysis.read(backRun);
  if (analysed.exitCode !== 0)
    return {
      ...base,
      status: 'conversion_failed',
      message: why(`生成的 VHDL 没有通过 GHDL 分析：${firstLine(analysed.log)}`),
      log: `${log}\n${analysed.log}`,
    };

  // ---- The second jail: the proof ----
  const entity = entityPorts(vhdl, top);
  if (!entity || !verilog)
    return { ...base, status: 'conversion_failed', message: why(`读不懂生成的 VHDL 中模块 ${top} 的端口，无法验证`), log };
  const ports = matchPorts(entity.ports, verilog);
  if ('unmatched' in ports)
    return {
      ...base,
      status: 'conversion_failed',
      message: why(`生成的 VHDL 中找不到与端口“${ports.unmatched}”对应的端口，无法验证`),
      log,
    };
  const plan = planCosim(ports, Object.values(request.files), request.seed);
  if ('problem' in plan) return { ...base, status: 'unsupported', message: why(plan.problem), log };
  const proof = await prove(plan, top, entity.entity, vhdl, inputs, sources, limits, request.signal);
  const proofLog = joinLogs(log, proof.log);
  if ('status' in proof) return { ...base, status: proof.status, message: why(proof.message), log: proofLog };
  const { comparison } = proof;
  const verification = verificationOf(plan, comparison);
  if (comparison.mismatch) {
    const hints = reading.mistranslations;
    return {
      ...base,
      translator: 'icarus',
      status: 'not_equivalent',
      message: why([verification.summary, ...hints.map((h) => `可能的原因：${h}`)].join('\n')),
      log: proofLog,
      verification,
    };
  }
  // The back end's comments name the jail's files (`-- Generated from Verilog module top (/job/src.f0.v:1)`): give them the user's names.
  return {
    ...base,
    translator: 'icarus',
    status: 'success',
    message: verification.summary,
    vhdl: named(vhdl),
    log: proofLog,
    verification,
  };
}

function verificationOf(plan: CosimPlan, comparison: ReturnType<typeof compareRuns>) {
  return {
    method: plan.method,
    vectors: comparison.compared,
    equivalent: comparison.mismatch === null,
    clock: plan.clock?.name ?? null,
    reset: plan.reset ? { name: plan.reset.port.name, active_low: plan.reset.activeLow } : null,
    seed: plan.seed,
    first_mismatch: comparison.mismatch,
    summary: summary(plan, comparison.compared, comparison.mismatch),
  };
}

/** Our translator over the parsed files: the translation, or a note on why the back end is used instead. */
function ownTranslation(
  files: { tree: string; text: string; name: string }[],
  top: string,
): { translation: Translation } | { note: string } {
  let file = files[0]?.name ?? '';
  try {
    const modules = files.flatMap((f) => {
      file = f.name;
      if (f.tree === '') throw new OutsideSubset('解析器没有输出（嵌套过深或超时）', 1, 'parser');
      return readSubset(readSyntaxTree(f.tree, f.text), f.name);
    });
    file = '';
    return { translation: translateDesign(modules, top) };
  } catch (error) {
    // A fault of our translator's own (an exception, not a refusal) must not become a system error
    // for a valid design: the back end gets its turn, and the log says what happened.
    if (!(error instanceof OutsideSubset))
      return {
        note: `VeriDojo 翻译器内部出错（${error instanceof Error ? error.message.slice(0, 200) : String(error)}），改用 Icarus 的 VHDL 后端`,
      };
    if (error.reason === 'parser')
      return { note: `VeriDojo 翻译器没能读懂 ${file || '文件'}：${error.construct}，改用 Icarus 的 VHDL 后端` };
    const where = file ? `${file} 第 ${error.row} 行` : `第 ${error.row} 行`;
    return { note: `VeriDojo 翻译器不支持${error.construct}（${where}），改用 Icarus 的 VHDL 后端` };
  }
}

function summary(plan: CosimPlan, compared: number, mismatch: ConversionMismatch | null): string {
  if (mismatch) {
    // A clocked cycle is sampled before its rising edge (10k + 4 ns) and after its falling edge (10k + 9 ns).
    const beforeEdge =
      plan.clock && mismatch.time % 10 === 4 ? (mismatch.step === 0 ? '上电后、第一个时钟沿之前' : '的时钟上升沿之前') : '';
    const at = plan.clock
      ? mismatch.step === 0 && beforeEdge
        ? beforeEdge
        : `第 ${mismatch.step + 1} 个时钟周期${beforeEdge}`
      : `第 ${mismatch.step + 1} 组输入`;
    const given = Object.entries(mismatch.inputs)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    return `转换结果与原设计不等价：${at}（${mismatch.time} ns，${given || '无输入'}）输出 ${mismatch.output} 应为 ${mismatch.expected}，VHDL 得到 ${mismatch.got}`;
  }
  if (plan.method === 'exhaustive') return `已验证等价：${compared} 组输入（穷举全部输入组合）`;
  if (plan.method === 'random') return `已验证等价：${compared} 组随机输入`;
  return plan.reset
    ? `已验证等价：${compared} 个时钟周期（从上电起比较：先不复位 ${POWER_UP_CYCLES} 个周期，再保持复位 ${RESET_CYCLES} 个周期，然后随机输入；每个周期在时钟沿前后各比较一次，Verilog 中的未知值 x 不比较）`
    : `已验证等价：${compared} 个时钟周期（设计没有复位输入：从上电状态起随机输入，每个周期在时钟沿前后各比较一次，Verilog 中的未知值 x 不比较）`;
}

type ProofFailure = { status: ConvertResult['status']; message: string; log: string };
type ProofDone = { comparison: ReturnType<typeof compareRuns>; log: string };

async function prove(
  plan: CosimPlan,
  top: string,
  entity: string,
  vhdl: string,
  inputs: Record<string, string>,
  sources: { input: string; name: string }[],
  limits: Partial<JailLimits>,
  signal: AbortSignal | undefined,
): Promise<ProofFailure | ProofDone> {
  const verilog = compile({
    id: 'ref',
    files: ['/in/cosim/tb.v', ...sources.map((s) => s.input)],
    top: 'vd__cosim',
    output: '/job/ref.vvp',
  });
  const reference = simulate({ id: 'vsim', artifact: verilog.artifact, wave: 'any', cpuSeconds: COSIM_CPU_SECONDS });
  const unsafe = generatedVhdlProblem(vhdl, entity);
  if (unsafe) return { status: 'conversion_failed', message: unsafe, log: '' };
  const analyse = tool({
    id: 'hdl',
    argv: ['ghdl', '-a', '--std=08', '--workdir=/job', '/in/cosim/out.vhd', '/in/cosim/tb.vhd'],
    stopOnError: true,
  });
  // GHDL's own list of what it analysed, checked before anything elaborates (vhdl-units.ts).
  const units = tool({ id: 'units', argv: ['ghdl', '--dir', '--std=08', '--workdir=/job', 'work'], stopOnError: true });
  const unitsCheck = decide('units-check', (results) => {
    const problem = ghdlUnitsProblem(units.read(results).log, entity, 'vd_cosim');
    return problem ? { go: false, findings: [{ rule: 'unsafe-output', file: '', line: 0, message: problem }] } : { go: true };
  });
  const run = tool({
    id: 'hsim',
    argv: [...GHDL_RUN, 'vd_cosim'],
    cpuSeconds: COSIM_CPU_SECONDS,
  });
  const started = performance.now();
  const second: StepRun = await runSteps({
    files: {
      ...inputs,
      'cosim/vectors.txt': vectorsFile(plan),
      'cosim/tb.v': verilogTestbench(plan, top),
      'cosim/tb.vhd': vhdlTestbench(plan, entity),
      'cosim/out.vhd': vhdl,
    },
    steps: [verilog, reference, analyse, units, unitsCheck, run],
    limits,
    signal,
  });
  const limitEnd = ending(second);
  if (limitEnd) return { ...limitEnd, log: '' };
  const built = verilog.read(second);
  if (built.exitCode !== 0)
    return { status: 'conversion_failed', message: `无法为验证编译原设计：${firstLine(built.log)}`, log: built.log };
  const analysed = analyse.read(second);
  if (analysed.exitCode !== 0)
    return { status: 'conversion_failed', message: `无法为验证分析 VHDL：${firstLine(analysed.log)}`, log: analysed.log };
  const refused = findingsOf(second, unitsCheck)[0];
  if (refused || units.read(second).exitCode !== 0)
    return { status: 'conversion_failed', message: refused?.message ?? '无法列出 GHDL 分析出的设计单元', log: '' };
  const verilogRun = reference.read(second);
  const vhdlRun = run.read(second);
  const comparison = compareRuns(plan, verilogRun.log, vhdlRun.log);
  if (comparison.incomplete) {
    const which = comparison.incomplete === 'verilog' ? 'Verilog 仿真' : 'VHDL 仿真';
    const tail = comparison.incomplete === 'verilog' ? verilogRun.log : vhdlRun.log;
    return {
      status: 'conversion_failed',
      message: `${which}在第 ${comparison.compared + 1} 步之前停止了，无法完成验证`,
      log: tail.slice(-4000),
    };
  }
  // The proof's wall time (the second jail: both compiles, both simulations) is in the log: bench/converter.ts reads it.
  const took = Math.round(performance.now() - started);
  return {
    comparison,
    log: `== 验证（Icarus 与 GHDL 联合仿真，种子 ${plan.seed}）==\n比较了 ${comparison.compared} 步（验证用时 ${took} ms）`,
  };
}

/** A decision after the back end: its VHDL goes on to GHDL only when it is nothing but the translated design. */
function checkedVhdl(id: string, backEnd: ToolStep) {
  return decide(id, (results) => {
    const vhdl = backEnd.read(results).outputs['/job/out.vhd'];
    const problem = vhdl === undefined ? null : generatedVhdlProblem(vhdl.toString('utf8'), null);
    return problem ? { go: false, findings: [{ rule: 'unsafe-output', file: '', line: 0, message: problem }] } : { go: true };
  });
}

/**
 * The converter's answer to a run a limit of the jail ended; a crash of our own has no status of
 * the converter's: the run throws and the worker reports the job failed.
 */
const ENDINGS: EndingTable<Omit<ConvertResult, 'log'>> = {
  wall: { ...nothing, status: 'time_limit', message: '转换超时：设计太大或仿真太慢，请精简后再试' },
  output: { ...nothing, status: 'output_limit', message: '转换失败：输出超出限制' },
  memory: { ...nothing, status: 'conversion_failed', message: '转换失败：运行超出内存限制，请精简设计后再试' },
  crashed: (crash) => {
    throw new RunCrashed(crash.step, crash.error);
  },
};

/** A run that ended at a limit: the answer for it, or null. */
function ending(run: StepRun): Omit<ConvertResult, 'log'> | null {
  return runEnding(run, ENDINGS);
}

/** Logs one after another, the empty ones left out. */
function joinLogs(...logs: string[]): string {
  return logs.filter((l) => l.trim() !== '').join('\n');
}

function firstLine(log: string): string {
  return (log.split('\n').find((l) => l.trim() !== '') ?? '未知错误').trim().slice(0, 300);
}

/** A syntax check (spec: validate): the IDE's compile with Verilator's lint, for the chosen or only top. */
export async function runValidation(request: Omit<ConvertRequest, 'seed'>): Promise<ConvertResult> {
  // The raw-source problems are the project run's to report, as for the IDE's compile.
  const read = await readFirst(request);
  if (!('design' in read)) return read;
  const { modules, candidates } = read.design;
  const top = request.top ?? candidates[0] ?? modules[0];
  if (!top) return { ...nothing, status: 'invalid', message: '没有找到任何模块定义（module … endmodule）', log: '' };
  const run = await runProject({
    files: request.files,
    top,
    compileOnly: true,
    timeLimitMs: request.timeLimitMs,
    limits: request.limits,
    signal: request.signal,
  });
  const others = candidates.length > 1 ? `注意：设计中有多个顶层模块候选（${candidates.join('、')}），本次以 ${top} 为顶层检查\n` : '';
  const log = others + joinLogs(run.compileLog, run.lintLog);
  const base = { ...nothing, top, candidates: candidates.length > 1 ? candidates : [], diagnostics: run.diagnostics, log };
  if (run.status === 'time_limit') return { ...base, status: 'time_limit', message: '检查超时' };
  if (run.status === 'output_limit') return { ...base, status: 'output_limit', message: '检查失败：输出超出限制' };
  if (run.status !== 'finished') return { ...base, status: 'invalid', message: '发现问题：代码有错误' };
  return { ...base, status: 'success', message: run.diagnostics.length === 0 ? '通过：没有发现问题' : '通过编译，但代码检查有警告' };
}
