/**
 * The converter's requests and their answer (spec §4, §5): 转换为 VHDL and 语法检查 send the open
 * files (and the chosen top) through useApiAction, which owns the busy flag; this keeps what the
 * page shows of the last one — a conversion (VHDL only when proven), a syntax check, or a failure
 * titled 转换失败 / 语法检查失败 / 网络错误 with its reason — the candidate top chosen, and the
 * success message, gone after 3 s.
 */
import type { ConvertResponse, ValidateResponse } from '@veridojo/contracts';
import { useState } from 'react';
import { useApiAction } from '../../api/action.ts';
import { ApiError } from '../../api/client.ts';
import type { SourceFile } from './use-source-files.ts';
import { useShownFor } from './use-shown-for.ts';

/** Why 3 s: the spec's time for the success message (§4, §9). */
const SUCCESS_MS = 3000;

export type Outcome =
  | { kind: 'converted'; answer: ConvertResponse }
  | { kind: 'validated'; answer: ValidateResponse }
  | { kind: 'failed'; message: string; detail?: string };

type ConversionKind = 'convert' | 'validate';

/** A failed call as the spec's title (转换失败 / 语法检查失败 / 网络错误) with its reason below. */
function failureOf(error: unknown, title: string): Outcome {
  if (error instanceof ApiError && error.kind === 'http')
    return {
      kind: 'failed',
      message: title,
      detail: error.serverMessage ?? error.serverError ?? (error.status === 400 ? '代码行数超出限制' : undefined),
    };
  return { kind: 'failed', message: '网络错误', detail: '无法连接服务器，请检查网络后重试' };
}

const requestOf = (files: readonly SourceFile[], top: string | undefined) => ({
  files: files.map((f) => ({ filename: f.name, content: f.content })),
  ...(top ? { top } : {}),
});

export function useConversion() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [top, setTop] = useState<string | undefined>(undefined);
  const [success, showSuccess] = useShownFor<string>(SUCCESS_MS);
  const convert = useApiAction('convert', { failure: (error) => setOutcome(failureOf(error, '转换失败')) });
  const validate = useApiAction('validateVerilog', { failure: (error) => setOutcome(failureOf(error, '语法检查失败')) });
  const busy: ConversionKind | null = convert.busy ? 'convert' : validate.busy ? 'validate' : null;

  /** Sends the files (none: nothing to send; one request at a time), with the chosen top unless another is given. */
  const run = async (kind: ConversionKind, files: readonly SourceFile[], chosenTop = top) => {
    if (files.length === 0 || busy) return;
    showSuccess(null);
    const body = requestOf(files, chosenTop);
    if (kind === 'validate') {
      const answer = await validate.run({ body });
      if (answer) setOutcome({ kind: 'validated', answer });
      return;
    }
    const answer = await convert.run({ body });
    if (!answer) return;
    setOutcome({ kind: 'converted', answer });
    if (answer.success) showSuccess('转换成功，VHDL 已通过验证');
  };

  /** Forgets the answer and the chosen top (the last file closed, spec §4). */
  const clear = () => {
    setOutcome(null);
    setTop(undefined);
  };

  return { outcome, top, setTop, success, busy, run, clear };
}
