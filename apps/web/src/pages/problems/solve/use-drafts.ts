/**
 * Drafts of the problem page (spec §4, §5): load and save on request, an autosave every minute
 * while the code changed (and after each submit, so the latest work is what comes back), and the
 * last saved draft put back when the page opens on the template.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiCall } from '../../../api/client.ts';
import { useApiQuery } from '../../../api/query.ts';
import { toast } from '../../../app/feedback.tsx';

/** Why 60 s: the spec's autosave interval (§9); at most a minute of typing is lost with the tab. */
export const AUTOSAVE_MS = 60_000;

const DRAFT_TEXTS = {
  empty: '草稿为空',
  saveFailed: '保存代码草稿失败',
  loadFailed: '加载代码草稿失败',
  none: '没有找到保存的代码草稿',
  loaded: '已加载保存的代码草稿',
} as const;

interface DraftOptions {
  problemId: number;
  loggedIn: boolean;
  template: string;
  getCode: () => string;
  setCode: (code: string) => void;
}

export function useDrafts({ problemId, loggedIn, template, getCode, setCode }: DraftOptions) {
  /** The text the server holds, so an unchanged editor is not saved again. */
  const saved = useRef<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const options = useRef({ getCode, setCode, template });
  options.current = { getCode, setCode, template };

  const store = useCallback(
    async (code: string) => {
      const answer = await apiCall('saveDraft', { code }, { id: problemId });
      saved.current = code;
      setSavedAt(answer.draft_time);
      return answer;
    },
    [problemId],
  );

  // The page opens on the template: a saved draft is what the learner was working on. No draft
  // yet, or none readable: the template stays (silently).
  const opened = useApiQuery('loadDraft', loggedIn ? { params: { id: problemId } } : null, { onError: () => {} });
  const draft = opened.status === 'ready' ? opened.data : undefined;
  useEffect(() => {
    if (!draft) return;
    saved.current = draft.draft_code;
    setSavedAt(draft.draft_time);
    if (options.current.getCode() === options.current.template) options.current.setCode(draft.draft_code);
  }, [draft]);

  /** Saves quietly when the code changed since the last save (the timer, and after a submit). */
  const saveQuietly = useCallback(() => {
    const code = options.current.getCode();
    if (!loggedIn || code.trim() === '' || code === saved.current || code === options.current.template) return;
    // A failed autosave is tried again at the next tick; the note keeps showing the last success.
    store(code).catch(() => undefined);
  }, [loggedIn, store]);

  useEffect(() => {
    if (!loggedIn) return;
    const timer = setInterval(saveQuietly, AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [loggedIn, saveQuietly]);

  const save = useCallback(async () => {
    const code = options.current.getCode();
    if (code.trim() === '') {
      toast.info(DRAFT_TEXTS.empty);
      return;
    }
    try {
      toast.success((await store(code)).message);
    } catch {
      toast.error(DRAFT_TEXTS.saveFailed);
    }
  }, [store]);

  const load = useCallback(async () => {
    try {
      const draft = await apiCall('loadDraft', undefined, { id: problemId });
      saved.current = draft.draft_code;
      setSavedAt(draft.draft_time);
      options.current.setCode(draft.draft_code);
      toast.success(DRAFT_TEXTS.loaded);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NO_DRAFT') toast.info(DRAFT_TEXTS.none);
      else toast.error(DRAFT_TEXTS.loadFailed);
    }
  }, [problemId]);

  return { save, load, saveQuietly, savedAt };
}
