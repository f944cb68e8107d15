/**
 * The AI analysis button and result area of the run log (spec §2, §8): asks GET /ai/analyze/{id}
 * for the shown submission (waiting up to the spec's 30 s, then aborting the request; a request for
 * a submission no longer shown, or from a closed page, is aborted too), and shows the answer as Markdown —
 * labelled AI 分析 or 规则分析 (the offline analyzer: no key configured, the day's allowance used,
 * or the provider failing, with the server's notice). Failures read 获取AI分析失败 (toast) and
 * 获取分析失败 (in the area); an empty answer 分析结果为空.
 */
import { RobotOutlined } from '@ant-design/icons';
import { AI_TEXTS, type ResponseOf } from '@veridojo/contracts';
import { Alert, Button, Tag, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../api/client.ts';
import { toast } from '../../../app/feedback.tsx';
import { MarkdownView } from '../../../markdown/MarkdownView.tsx';

/** Spec §9: the analysis call times out after 30 s. */
export const ANALYSIS_TIMEOUT_MS = 30_000;

type Answer = ResponseOf<'aiAnalyze'>;
type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; answer: Answer } | { kind: 'failed' } | { kind: 'empty' };

export function AiAnalysis({ submissionId, judged }: { submissionId: number | null; judged: boolean }) {
  const { token } = theme.useToken();
  const [state, setState] = useState<State>({ kind: 'idle' });
  // The request under way; cleared (and aborted) when the shown submission changes or the page closes.
  const inflight = useRef<AbortController | null>(null);
  useEffect(() => {
    setState({ kind: 'idle' });
    return () => {
      inflight.current?.abort();
      inflight.current = null;
    };
  }, [submissionId]);

  const analyse = async () => {
    if (submissionId === null) {
      toast.warning(AI_TEXTS.needSubmission);
      return;
    }
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    const timer = setTimeout(() => controller.abort(), ANALYSIS_TIMEOUT_MS);
    setState({ kind: 'loading' });
    try {
      const answer = await apiRequest('aiAnalyze', { params: { id: submissionId }, signal: controller.signal });
      if (inflight.current !== controller) return;
      setState(answer.analysis.trim() === '' ? { kind: 'empty' } : { kind: 'done', answer });
    } catch {
      // Superseded or the page closed: nobody waits for this answer. Timed out: a failure like any.
      if (inflight.current !== controller) return;
      toast.error(AI_TEXTS.analyzeFailed);
      setState({ kind: 'failed' });
    } finally {
      clearTimeout(timer);
      if (inflight.current === controller) inflight.current = null;
    }
  };

  return (
    <div style={{ marginTop: 12, paddingTop: 12, borderTop: `1px dashed ${token.colorBorderSecondary}` }}>
      <Button
        size="small"
        icon={<RobotOutlined />}
        loading={state.kind === 'loading'}
        disabled={submissionId !== null && !judged}
        onClick={() => void analyse()}
      >
        AI 分析
      </Button>
      {state.kind === 'loading' && <span style={{ marginLeft: 8, color: token.colorTextSecondary }}>正在分析…</span>}
      {(state.kind === 'failed' || state.kind === 'empty') && (
        <div data-testid="ai-analysis" style={{ marginTop: 8, color: token.colorTextSecondary }}>
          {state.kind === 'failed' ? AI_TEXTS.analyzeFailedInline : AI_TEXTS.empty}
        </div>
      )}
      {state.kind === 'done' && (
        <div data-testid="ai-analysis" style={{ marginTop: 8 }}>
          <Tag color={state.answer.source === 'ai' ? 'purple' : 'blue'}>
            {state.answer.source === 'ai' ? 'AI 分析' : AI_TEXTS.rulesLabel}
          </Tag>
          {state.answer.notice && <Alert type="info" showIcon message={state.answer.notice} style={{ margin: '8px 0' }} />}
          <MarkdownView content={state.answer.analysis} removeFirstH1={false} />
        </div>
      )}
    </div>
  );
}
