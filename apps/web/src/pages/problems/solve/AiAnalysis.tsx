/**
 * The AI analysis button and result area of the run log (spec §2). The analysis call (GET
 * /ai/analyze/{id}) arrives in a later release; until then the button says so when pressed.
 */
import { RobotOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../../app/feedback.tsx';

export const AI_TEXTS = {
  needSubmission: '请先提交代码',
  unavailable: 'AI 分析功能尚未开放，敬请期待。',
} as const;

export function AiAnalysis({ submissionId }: { submissionId: number | null }) {
  const { token } = theme.useToken();
  const [result, setResult] = useState<string | null>(null);
  useEffect(() => setResult(null), [submissionId]);
  const analyse = () => {
    if (submissionId === null) {
      toast.warning(AI_TEXTS.needSubmission);
      return;
    }
    setResult(AI_TEXTS.unavailable);
  };
  return (
    <div style={{ marginTop: 12, paddingTop: 12, borderTop: `1px dashed ${token.colorBorderSecondary}` }}>
      <Button size="small" icon={<RobotOutlined />} onClick={analyse}>
        AI 分析（暂未开放）
      </Button>
      {result && (
        <div data-testid="ai-analysis" style={{ marginTop: 8, color: token.colorTextSecondary }}>
          {result}
        </div>
      )}
    </div>
  );
}
