/**
 * The judging side of the problem page (spec §4): submit, follow the submission by polling,
 * fetch its log and waveform when it is final, the submission history, and opening an entry of it.
 * Answers about a submission that is no longer the one shown are dropped.
 */
import type { ResponseOf, SubmissionStatus } from '@veridojo/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAction } from '../../../api/action.ts';
import { apiCall, failureText } from '../../../api/client.ts';
import { useApiQuery, type QueryResult } from '../../../api/query.ts';
import { toast } from '../../../app/feedback.tsx';
import { followSubmission, isPending, RETRY_DELAYS_MS } from './submission-polling.ts';

type SubmissionResult = ResponseOf<'submission'>;
export type HistoryEntry = ResponseOf<'submitHistory'>[number];

export interface SubmissionView {
  id: number;
  status: SubmissionStatus;
  /** The judge's answer once fetched (verdict, mismatches, diagnostics). */
  result: SubmissionResult | null;
  log: string | null;
  waveform: string | null;
  /** Log and waveform: fetched once the submission is final. */
  artifacts: 'waiting' | 'loading' | 'ready' | 'failed';
  /** Following the result failed: seconds until the next try, or 'gave-up' after the last one. */
  pollTrouble?: { retryInSeconds: number } | 'gave-up';
}

export type HistoryState = { status: 'idle' | 'loading' } | { status: 'ready'; entries: HistoryEntry[] } | { status: 'failed' };

/** What the history card shows: nothing asked (a visitor), waiting, the entries, or a failure (a retry waits again). */
function historyView(read: QueryResult<HistoryEntry[]>, asked: boolean): HistoryState {
  if (!asked) return { status: 'idle' };
  if (read.status === 'ready') return { status: 'ready', entries: read.data };
  return read.status === 'failed' && !read.fetching ? { status: 'failed' } : { status: 'loading' };
}

export const TEXTS = {
  invalidId: '提交失败: 服务器返回无效的提交ID',
  resultFailed: '获取提交结果失败',
  artifactsFailed: '获取日志或波形失败',
  detailFailed: '获取历史提交详情失败',
  historyFailed: '获取提交历史失败',
} as const;

export function useJudging(problemId: number, loggedIn: boolean) {
  const [view, setView] = useState<SubmissionView | null>(null);
  // The history's failure is shown in its card (with 重试), not toasted.
  const historyRead = useApiQuery('submitHistory', loggedIn ? { params: { id: problemId } } : null, { onError: () => {} });
  const history = historyView(historyRead, loggedIn);
  const { refetch: reloadHistory } = historyRead;
  const shown = useRef<number | null>(null);
  const stopPolling = useRef<() => void>(() => {});

  useEffect(() => () => stopPolling.current(), []);

  const update = useCallback((id: number, change: Partial<SubmissionView>) => {
    if (shown.current === id) setView((v) => (v && v.id === id ? { ...v, ...change } : v));
  }, []);

  /** A final result: show it, then fetch its log and waveform. */
  const settle = useCallback(
    (result: SubmissionResult, failureText: string) => {
      const id = result.submission_id;
      update(id, { status: result.status, result, artifacts: 'loading', pollTrouble: undefined });
      Promise.all([apiCall('submissionLog', undefined, { id }), apiCall('submissionWaveform', undefined, { id })]).then(
        ([log, wave]) => update(id, { log: log.log_content, waveform: wave.waveform_content, artifacts: 'ready' }),
        () => {
          if (shown.current === id) toast.error(failureText);
          update(id, { artifacts: 'failed' });
        },
      );
    },
    [update],
  );

  const watch = useCallback(
    (id: number) => {
      stopPolling.current();
      stopPolling.current = followSubmission(id, {
        fetch: () => apiCall('submission', undefined, { id }),
        onUpdate: (result) => {
          if (isPending(result.status)) update(id, { status: result.status, result, pollTrouble: undefined });
          else {
            settle(result, TEXTS.artifactsFailed);
            void reloadHistory();
          }
        },
        onError: (_error, retryInMs) => {
          // One toast for the first failure; the run log then says when it tries again.
          if (shown.current === id && (retryInMs === null || retryInMs === RETRY_DELAYS_MS[0])) toast.error(TEXTS.resultFailed);
          update(id, { pollTrouble: retryInMs === null ? 'gave-up' : { retryInSeconds: Math.round(retryInMs / 1000) } });
        },
      });
    },
    [settle, update, reloadHistory],
  );

  const show = (id: number, status: SubmissionStatus) => {
    stopPolling.current();
    shown.current = id;
    setView({ id, status, result: null, log: null, waveform: null, artifacts: 'waiting' });
  };

  const send = useAction(
    async (code: string): Promise<boolean> => {
      const answer = await apiCall('submit', { code }, { id: problemId });
      if (typeof answer?.submission_id !== 'number') {
        toast.error(TEXTS.invalidId);
        return false;
      }
      show(answer.submission_id, 'queued');
      watch(answer.submission_id);
      void reloadHistory();
      return true;
    },
    { failure: (error) => toast.error(`提交失败: ${failureText(error, { failed: '未知错误', requestFailed: '未知错误' })}`) },
  );
  const submitting = send.busy;

  /** Sends the code; true when the judge has it (the caller opens the log and waveform sections). */
  const submit = async (code: string): Promise<boolean> => (await send.run(code)) ?? false;

  /** Opens a history entry: its status, log and waveform (and follows it if still being judged). */
  const open = async (entry: HistoryEntry) => {
    show(entry.submission_id, entry.status);
    try {
      const result = await apiCall('submission', undefined, { id: entry.submission_id });
      if (shown.current !== entry.submission_id) return;
      if (isPending(result.status)) {
        update(entry.submission_id, { status: result.status, result });
        watch(entry.submission_id);
      } else settle(result, TEXTS.detailFailed);
    } catch {
      if (shown.current === entry.submission_id) toast.error(TEXTS.detailFailed);
    }
  };

  const solved = view?.status === 'success' || (history.status === 'ready' && history.entries.some((e) => e.status === 'success'));
  return { view, history, submitting, solved, submit, open, reloadHistory };
}
