/**
 * The IDE's 综合 button (issue 32): like 编译, it saves every modified tab first (and stops if a
 * save fails) and takes the top-level file, whose declared module becomes the call's top_module;
 * the answer (the report and the netlist) is kept for the bottom panel's 综合 tab. A refusal over
 * the line limit is the server's own sentence; any other failure is worded as the runs' are.
 */
import type { IdeSynthResponse } from '@veridojo/contracts';
import { useState } from 'react';
import { useAction } from '../../api/action.ts';
import { ApiError, apiCall, failureText } from '../../api/client.ts';
import { toast } from '../../app/feedback.tsx';
import { moduleOf } from './ide-rules.ts';
import { ideFailure, type Workspace } from './use-workspace.ts';

export type SynthState = { status: 'ready'; answer: IdeSynthResponse } | { status: 'failed'; text: string };

const FAILED = '综合失败';

export function useSynthesis(workspace: Workspace, onReport: () => void) {
  const [synth, setSynth] = useState<SynthState | null>(null);

  const action = useAction(
    async (path: string) => {
      if (!(await workspace.saveAll())) return;
      const source = await workspace.textOf(path);
      const module = source === null ? null : moduleOf(source);
      if (!module) {
        toast.error(`文件 ${path} 中没有找到 module 定义`);
        return;
      }
      const answer = await apiCall('ideSynth', { top_module: module, top_file: path });
      setSynth({ status: 'ready', answer });
      onReport();
      if (answer.report.status === 'success') toast.success('综合完成');
      else toast.error(answer.report.message);
    },
    {
      failure: (error) => {
        const text =
          error instanceof ApiError && error.status === 400 && error.code === undefined
            ? (error.serverMessage ?? '代码行数超出限制')
            : failureText(error, ideFailure(FAILED));
        setSynth({ status: 'failed', text });
        onReport();
        toast.error(text);
      },
    },
  );

  const synthesise = async () => {
    if (action.busy) return;
    const path = workspace.roles.top;
    if (!path) {
      toast.warning('请先右键选择一个Verilog文件设置为顶层文件');
      return;
    }
    await action.run(path);
  };

  return { synth, synthesising: action.busy, synthesise };
}
