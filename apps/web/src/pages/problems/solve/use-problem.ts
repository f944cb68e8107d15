/** Loads one problem (GET /problem/:id) for the problem page; failures carry the spec §8 texts. */
import type { ResponseOf } from '@veridojo/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiCall } from '../../../api/client.ts';

export type ProblemDetail = ResponseOf<'problemDetail'>;

export const LOAD_FAILED = '加载题目失败';

export type ProblemLoad =
  { status: 'loading' } | { status: 'ready'; problem: ProblemDetail } | { status: 'failed'; detail: string; locked: boolean };

/** Why the load failed, for the line under 加载题目失败. */
export function loadFailureDetail(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    const said = error.serverMessage ?? error.serverError;
    return `服务器返回错误状态码 ${error.status}${said ? `：${said}` : ''}`;
  }
  if (error instanceof ApiError) return '无法连接服务器，请检查网络后重试';
  return error instanceof Error ? error.message : String(error);
}

export function useProblem(id: string | undefined): { load: ProblemLoad; retry: () => void } {
  const [load, setLoad] = useState<ProblemLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    apiCall('problemDetail', undefined, { id: id ?? '' }).then(
      (problem) => {
        if (!live) return;
        // An empty answer (a proxy's blank page, say) is not a problem to show.
        if (!problem || typeof problem !== 'object' || typeof problem.id !== 'number')
          setLoad({ status: 'failed', detail: '服务器返回数据为空', locked: false });
        else setLoad({ status: 'ready', problem });
      },
      (error: unknown) => {
        if (live)
          setLoad({
            status: 'failed',
            detail: loadFailureDetail(error),
            locked: error instanceof ApiError && error.code === 'PROBLEM_LOCKED',
          });
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  return { load, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
