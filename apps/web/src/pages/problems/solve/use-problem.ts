/** Loads one problem (GET /problem/:id) for the problem page; failures carry the spec §8 texts. */
import type { ResponseOf } from '@veridojo/contracts';
import { useCallback } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useApiQuery } from '../../../api/query.ts';

export type ProblemDetail = ResponseOf<'problemDetail'>;

export const LOAD_FAILED = '加载题目失败';

type ProblemLoad =
  { status: 'loading' } | { status: 'ready'; problem: ProblemDetail } | { status: 'failed'; detail: string; locked: boolean };

/** Why the load failed, for the line under 加载题目失败. */
function loadFailureDetail(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    const said = error.serverMessage ?? error.serverError;
    return `服务器返回错误状态码 ${error.status}${said ? `：${said}` : ''}`;
  }
  if (error instanceof ApiError) return '无法连接服务器，请检查网络后重试';
  return error instanceof Error ? error.message : String(error);
}

export function useProblem(id: string | undefined): { load: ProblemLoad; retry: () => void } {
  const read = useApiQuery('problemDetail', { params: { id: id ?? '' } });
  const { refetch } = read;
  const retry = useCallback(() => void refetch(), [refetch]);
  let load: ProblemLoad;
  if (read.status === 'ready') {
    const problem = read.data;
    // An empty answer (a proxy's blank page, say) is not a problem to show.
    if (!problem || typeof problem !== 'object' || typeof problem.id !== 'number')
      load = { status: 'failed', detail: '服务器返回数据为空', locked: false };
    else load = { status: 'ready', problem };
  } else if (read.status === 'failed' && !read.fetching) {
    const error = read.error;
    load = { status: 'failed', detail: loadFailureDetail(error), locked: error instanceof ApiError && error.code === 'PROBLEM_LOCKED' };
  } else load = { status: 'loading' };
  return { load, retry };
}
