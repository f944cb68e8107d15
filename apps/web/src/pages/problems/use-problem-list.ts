/** Loads the problem list (GET /problem/all) with a retry; the error text follows spec §8. */
import type { ProblemListItem } from '@veridojo/contracts';
import { useCallback, useEffect, useState } from 'react';
import { apiCall, failureText } from '../../api/client.ts';

export const LIST_FAILED = '获取题目失败';

export type ProblemListState =
  { status: 'loading' } | { status: 'ready'; problems: ProblemListItem[] } | { status: 'failed'; message: string };

export function useProblemList(enabled = true): { state: ProblemListState; reload: () => void } {
  const [state, setState] = useState<ProblemListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ status: 'loading' });
    apiCall('problemList').then(
      (problems) => live && setState({ status: 'ready', problems }),
      (error: unknown) =>
        live && setState({ status: 'failed', message: failureText(error, { failed: LIST_FAILED, requestFailed: LIST_FAILED }) }),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
