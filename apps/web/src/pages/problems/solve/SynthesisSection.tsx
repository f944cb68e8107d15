/**
 * The 综合 section of the problem page (issue 32): the shown submission's synthesis report beside
 * its reference's figures, and the schematic of the learner's netlist. Its own lazy chunk, mounted
 * only once the section is opened, so the report is asked for then (the server synthesises a
 * submission the first time it is asked) and the problem page's first download does not grow.
 */
import { Button, Empty } from 'antd';
import { useApiQuery } from '../../../api/query.ts';
import { failureText } from '../../../api/client.ts';
import { SynthReportView } from '../../../synthesis/SynthReportView.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { SubmissionView } from './use-judging.ts';

const centred = { display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 8, padding: '32px 0' } as const;

function Report({ id, onJumpToLine }: { id: number; onJumpToLine: (line: number) => void }) {
  // The failure is shown here with 重试, not toasted.
  const read = useApiQuery('submissionSynthesis', { params: { id } }, { onError: () => {} });
  if (read.status === 'failed' && !read.fetching)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={`获取综合报告失败：${failureText(read.error, { failed: '未知错误', requestFailed: '网络错误' })}`}
      >
        <Button size="small" onClick={() => void read.refetch()}>
          重试
        </Button>
      </Empty>
    );
  if (read.status !== 'ready')
    return (
      <div role="status" aria-label="综合中" style={centred}>
        <Spinner size={24} />
        <span>正在综合你的设计…</span>
      </div>
    );
  const answer = read.data;
  return (
    <SynthReportView
      report={answer.report}
      reference={answer.reference}
      comparison={answer.comparison}
      netlist={answer.netlist}
      onSource={(place) => onJumpToLine(place.line)}
    />
  );
}

export default function SynthesisSection({ view, onJumpToLine }: { view: SubmissionView | null; onJumpToLine: (line: number) => void }) {
  if (!view) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="提交代码并完成判题后，这里会显示你的设计综合成的电路" />;
  if (view.status !== 'success' && view.status !== 'failed')
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="判题完成后即可查看综合结果" />;
  if (view.result?.details?.testbench)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="编写测试平台的题目提交的是测试平台，不是电路设计，没有综合结果" />;
  return <Report key={view.id} id={view.id} onJumpToLine={onJumpToLine} />;
}
