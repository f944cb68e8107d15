/** Loads the problem list (GET /problem/all) with a retry; the error text follows spec §8. */
import type { ProblemListItem } from '@veridojo/contracts';
import { failureText } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';

const LIST_FAILED = '获取题目失败';

type ProblemListState = { status: 'loading' } | { status: 'ready'; problems: ProblemListItem[] } | { status: 'failed'; message: string };

export function useProblemList(enabled = true): { state: ProblemListState; reload: () => void } {
  const read = useApiQuery('problemList', enabled ? {} : null);
  const { refetch } = read;
  let state: ProblemListState;
  // A retry after a failure shows the spinner again, as the first read does.
  if (read.status === 'ready') state = { status: 'ready', problems: read.data };
  else if (read.status === 'failed' && !read.fetching)
    state = { status: 'failed', message: failureText(read.error, { failed: LIST_FAILED, requestFailed: LIST_FAILED }) };
  else state = { status: 'loading' };
  return { state, reload: () => void refetch() };
}
