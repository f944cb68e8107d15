/**
 * The AI analysis button and result area of the run log (spec §2, §8): asks GET /ai/analyze/{id}
 * for the shown submission (waiting up to the spec's 30 s, then aborting the request; a request for
 * a submission no longer shown, or from a closed page, is aborted too), and shows the answer as Markdown —
 * labelled AI 分析 or 规则分析 (the offline analyzer: no key configured, the day's allowance used,
 * or the provider failing, with the server's notice). Failures read 获取AI分析失败 (toast) and
 * 获取分析失败 (in the area); an empty answer 分析结果为空.
 */
import { RobotOutlined } from '@ant-design/icons';
import { AI_TEXTS } from '@veridojo/contracts';
import { Alert, Button, Tag, theme } from 'antd';
import { useState } from 'react';
import { apiRequest } from '../../../api/client.ts';
import { useQuery } from '../../../api/query.ts';
import { toast } from '../../../app/feedback.tsx';
import { MarkdownView } from '../../../markdown/MarkdownView.tsx';

/** Spec §9: the analysis call times out after 30 s. */
export const ANALYSIS_TIMEOUT_MS = 30_000;

/** Asks the analysis of `id`, aborted by `signal` (the layer: another submission shown, the page closed) or after 30 s. */
async function analysisOf(id: number, signal: AbortSignal) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, ANALYSIS_TIMEOUT_MS);
  try {
    return await apiRequest('aiAnalyze', { params: { id }, signal: controller.signal });
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

export function AiAnalysis({ submissionId, judged }: { submissionId: number | null; judged: boolean }) {
  const { token } = theme.useToken();
  // Each click asks again (a new key); a click for a submission no longer shown asks nothing.
  const [asked, setAsked] = useState<{ id: number; click: number } | null>(null);
  const read = useQuery(
    asked !== null && asked.id === submissionId ? `aiAnalyze ${asked.id} #${asked.click}` : null,
    (signal) => analysisOf(asked?.id ?? 0, signal),
    { onError: () => toast.error(AI_TEXTS.analyzeFailed) },
  );
  const shown = asked !== null && asked.id === submissionId;
  const loading = shown && read.status === 'loading';
  const failed = shown && read.status === 'failed';
  const answer = shown && read.status === 'ready' ? read.data : undefined;
  const empty = answer !== undefined && answer.analysis.trim() === '';

  const analyse = () => {
    if (submissionId === null) {
      toast.warning(AI_TEXTS.needSubmission);
      return;
    }
    setAsked((last) => ({ id: submissionId, click: (last?.click ?? 0) + 1 }));
  };

  return (
    <div style={{ marginTop: 12, paddingTop: 12, borderTop: `1px dashed ${token.colorBorderSecondary}` }}>
      <Button size="small" icon={<RobotOutlined />} loading={loading} disabled={submissionId !== null && !judged} onClick={analyse}>
        AI 分析
      </Button>
      {loading && <span style={{ marginLeft: 8, color: token.colorTextSecondary }}>正在分析…</span>}
      {(failed || empty) && (
        <div data-testid="ai-analysis" style={{ marginTop: 8, color: token.colorTextSecondary }}>
          {failed ? AI_TEXTS.analyzeFailedInline : AI_TEXTS.empty}
        </div>
      )}
      {answer && !empty && (
        <div data-testid="ai-analysis" style={{ marginTop: 8 }}>
          <Tag color={answer.source === 'ai' ? 'purple' : 'blue'}>{answer.source === 'ai' ? 'AI 分析' : AI_TEXTS.rulesLabel}</Tag>
          {answer.notice && <Alert type="info" showIcon message={answer.notice} style={{ margin: '8px 0' }} />}
          <MarkdownView content={answer.analysis} removeFirstH1={false} />
        </div>
      )}
    </div>
  );
}
