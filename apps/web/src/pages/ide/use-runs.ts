/**
 * The IDE's compile and simulate buttons (spec §4 IDE, §8): each blocked while one runs; both
 * save every modified tab first and stop if a save fails; compile needs a top-level file and
 * simulate a testbench file, whose declared module becomes the call's top_module. Compile sends the
 * spec's 10 s; simulate the time limit the learner chose (simulationChoices: up to their own
 * limit, the server caps it again by the membership in force). The answer's
 * log, diagnostics and waveform are kept for the bottom panel, and a failure becomes a report:
 * the spec's timeout advice, the error type and message, or the network failure's advice.
 */
import { IDE_RUN_LIMITS, type IdeRunResponse } from '@veridojo/contracts';
import { useState } from 'react';
import { useRowAction } from '../../api/action.ts';
import { ApiError, apiCall, failureText } from '../../api/client.ts';
import { toast } from '../../app/feedback.tsx';
import { moduleOf } from './ide-rules.ts';
import { ideFailure, type Workspace } from './use-workspace.ts';

type RunKind = 'compile' | 'simulate';

interface RunReport {
  title: string;
  /** What the run says (message), and the advice lines of the spec's report. */
  lines: string[];
  advice: string[];
}

export interface RunState {
  kind: RunKind;
  answer: IdeRunResponse | null;
  report: RunReport | null;
}

/** The spec's simulation-timeout report (§8). */
const SIMULATION_TIMEOUT_ADVICE = [
  '在测试平台末尾加入 $finish，让仿真能够结束',
  '缩短过长的延时（例如 #100000000）',
  '检查是否有死循环或互相等待的死锁',
  '确认时钟信号确实在翻转（例如 always #5 clk = ~clk;）',
  '可以在测试平台的 initial 块最后加一个延时后的 $finish，例如 #1000 $finish;',
];
const COMPILE_TIMEOUT_ADVICE = ['先修正语法错误', '减少文件数量或降低设计的复杂度', '检查是否有模块循环例化（模块直接或间接例化了自己）'];

const OUTCOME_LABELS: Record<IdeRunResponse['outcome'], string> = {
  success: '成功',
  compile_error: '编译错误',
  refused: '代码中有在线 IDE 不允许的内容',
  time_limit: '超时',
  output_limit: '输出超出限制',
  memory_limit: '内存超出限制',
  runtime_error: '运行错误',
};

const seconds = (ms: number) => ms / 1000;

/**
 * The simulation time limits the toolbar offers, in seconds: every 10 s from the spec's 10 s up to
 * the longest (IDE_RUN_LIMITS.simulate); those above a normal user's limit are shown, disabled, as
 * what VIP brings.
 */
export function simulationChoices(paid: boolean): { seconds: number; allowed: boolean }[] {
  const { freeMaxMs, maxMs } = IDE_RUN_LIMITS.simulate;
  const choices = [];
  for (let s = seconds(freeMaxMs); s <= seconds(maxMs); s += 10) choices.push({ seconds: s, allowed: paid || s <= seconds(freeMaxMs) });
  return choices;
}

/** After a simulation timeout: how the learner could give the next run longer, if at all. */
function longerRunAdvice(answer: IdeRunResponse, paid: boolean): string[] {
  const max = seconds(IDE_RUN_LIMITS.simulate.maxMs);
  if (!paid) return [`仿真时限为 ${answer.timeout} 秒；升级 VIP 可延长到 ${max} 秒`];
  return answer.timeout < max ? [`本次仿真时限为 ${answer.timeout} 秒，可在工具栏的“仿真时限”中延长到 ${max} 秒`] : [];
}

function reportOf(kind: RunKind, answer: IdeRunResponse, paid: boolean): RunReport | null {
  if (answer.status === 'success') return null;
  if (answer.outcome === 'time_limit')
    return kind === 'simulate'
      ? {
          title: '仿真超时',
          lines: [answer.message, '可能的原因和建议：'],
          advice: [...SIMULATION_TIMEOUT_ADVICE, ...longerRunAdvice(answer, paid)],
        }
      : { title: '编译超时', lines: [answer.message, '建议：'], advice: COMPILE_TIMEOUT_ADVICE };
  return {
    title: kind === 'compile' ? '编译失败' : '仿真失败',
    lines: [`错误类型：${OUTCOME_LABELS[answer.outcome]}`, `错误信息：${answer.error ?? answer.message}`],
    advice: [],
  };
}

/**
 * A normal user's run over ide_line_limit: the server's 400 `{ is_restricted, message }` (spec §5),
 * whose message counts the .v/.sv files the run takes together and names the biggest; the report
 * says what the learner can do about it.
 */
const LINE_LIMIT_ADVICE = [
  '删去不需要的代码，或删除测试平台不再用到的模块（本次运行只计入测试平台或顶层文件用到的文件）',
  '.txt 文件（说明、测试数据）不计入行数',
  '升级 VIP 可解除行数限制',
];

/** A call that failed without an answer (spec §8 Exceptions), or the server's refusal. */
function exceptionReport(kind: RunKind, error: unknown): RunReport {
  const title = kind === 'compile' ? '编译失败' : '仿真失败';
  if (error instanceof ApiError && error.status === 400 && error.code === undefined)
    return { title: '代码行数超出限制', lines: [error.serverMessage ?? '代码行数超出限制'], advice: LINE_LIMIT_ADVICE };
  if (error instanceof ApiError && error.kind === 'http')
    return { title, lines: [`错误信息：${error.serverMessage ?? error.serverError ?? '未知错误'}`], advice: [] };
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return { title: '网络请求超时', lines: ['服务器没有及时回应。'], advice: ['检查网络连接', '稍后重试', '如果一直这样，请联系管理员'] };
  if (error instanceof ApiError && error.kind === 'network')
    return { title: 'Network Error', lines: ['无法连接到服务器。'], advice: ['检查服务器是否在运行', '检查网络连接后重试'] };
  return { title, lines: ['发生了意外的错误。'], advice: ['刷新页面后重试', '检查代码语法', '如果一直这样，请联系管理员'] };
}

interface RunOptions {
  /** The simulation time limit chosen in the toolbar, in seconds. */
  simulateSeconds: number;
  /** A paid member or an admin (exemptFromFreeLimits): what the timeout report may suggest. */
  paid: boolean;
}

export function useRuns(workspace: Workspace, onWaveform: () => void, options: RunOptions) {
  const { simulateSeconds, paid } = options;
  const [run, setRun] = useState<RunState | null>(null);

  // Keyed by kind: the toolbar shows which of 编译 / 仿真 is running.
  const runKind = useRowAction(
    (kind: RunKind) => kind,
    async (kind: RunKind, path: string) => {
      if (!(await workspace.saveAll())) return;
      const source = await workspace.textOf(path);
      const module = source === null ? null : moduleOf(source);
      if (!module) {
        toast.error(`文件 ${path} 中没有找到 module 定义`);
        return;
      }
      const timeout = kind === 'compile' ? seconds(IDE_RUN_LIMITS.compile.defaultMs) : simulateSeconds;
      const body = { top_module: module, top_file: path, timeout };
      const answer = kind === 'compile' ? await apiCall('ideCompile', body) : await apiCall('ideSimulate', body);
      setRun({ kind, answer, report: reportOf(kind, answer, paid) });
      if (answer.status === 'success') {
        toast.success(kind === 'compile' ? '编译成功' : '仿真完成');
        if (kind === 'simulate' && answer.waveform) onWaveform();
      } else toast.error(answer.error ?? answer.message ?? (kind === 'compile' ? '编译失败' : '仿真失败'));
    },
    {
      failure: (error, kind) => {
        setRun({ kind, answer: null, report: exceptionReport(kind, error) });
        toast.error(failureText(error, ideFailure(kind === 'compile' ? '编译失败' : '仿真失败')));
      },
    },
  );
  const running: RunKind | null = runKind.busyFor('compile') ? 'compile' : runKind.busyFor('simulate') ? 'simulate' : null;

  const start = async (kind: RunKind) => {
    if (running) return;
    const path = kind === 'compile' ? workspace.roles.top : workspace.roles.testbench;
    if (!path) {
      toast.warning(kind === 'compile' ? '请先右键选择一个Verilog文件设置为顶层文件' : '请先右键选择一个Verilog文件设置为testbench文件');
      return;
    }
    await runKind.run(kind, path);
  };

  return { running, run, compile: () => start('compile'), simulate: () => start('simulate') };
}
