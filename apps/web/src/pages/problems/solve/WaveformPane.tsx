/**
 * The waveform section (spec §2): the submission's VCD in the waveform viewer — loaded lazily,
 * so only the problem page downloads it, and only once there is a waveform to show.
 */
import { Empty } from 'antd';
import { lazy } from 'react';
import { LazyPane } from '../../../app/LazyPane.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { SubmissionView } from './use-judging.ts';

const WaveformViewer = lazy(() => import('../../../waveform/WaveformViewer.tsx').then((m) => ({ default: m.WaveformViewer })));

/** Why 360 px: about a dozen signal rows (inputs, expected and actual outputs, mismatch) without scrolling. */
const VIEWER_HEIGHT = 360;

const centred = { display: 'flex', justifyContent: 'center', padding: '32px 0' } as const;

export function WaveformPane({ view }: { view: SubmissionView | null }) {
  if (!view) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="提交代码后，这里会显示参考输出与你的输出的对比波形" />;
  if (view.artifacts === 'waiting' || view.artifacts === 'loading')
    return (
      <div role="status" aria-label="等待波形" style={centred}>
        <Spinner size={24} />
      </div>
    );
  if (view.artifacts === 'failed' || view.waveform === null)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="获取日志或波形失败" />;
  if (view.result?.details?.testbench)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="编写测试平台的题目只报告发现了多少个有错误的设计，不生成对比波形" />;
  if (view.waveform.trim() === '') {
    // A run that simulated (accepted or wrong answer) had a waveform: an empty one was removed by retention.
    const simulated = view.result?.verdict === 'accepted' || view.result?.verdict === 'wrong_answer';
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          simulated ? '这次提交的波形已超过保留期限（30 天）被删除；重新提交即可再看到波形' : '本次提交没有生成波形（例如编译未通过）'
        }
      />
    );
  }
  return (
    <LazyPane what="波形查看器">
      <WaveformViewer vcd={view.waveform} height={VIEWER_HEIGHT} />
    </LazyPane>
  );
}
