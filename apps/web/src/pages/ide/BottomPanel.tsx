/**
 * The IDE's bottom panel (spec §2): the output tab — the last run's report, its diagnostics (a
 * click opens the file at the line), its log and the files its testbench wrote (RunOutputs) — and
 * the waveform tab: the problem page's viewer
 * when the simulation dumped a VCD; otherwise one of the spec's three empty states (set a
 * testbench and simulate; the dump statements the testbench lacks, with a button that adds them;
 * the waveform appears after simulating) — and the 综合 tab: the last synthesis's report and
 * schematic (the problem page's report view, loaded lazily).
 */
import type { Diagnostic } from '@veridojo/contracts';
import { Alert, Button, Empty, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { LazyBoundary } from '../../app/LazyBoundary.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { dumpStatements } from './ide-rules.ts';
import type { SourcePlace } from '../../synthesis/schematic-model.ts';
import { RunOutputs } from './RunOutputs.tsx';
import type { RunState } from './use-runs.ts';
import type { SynthState } from './use-synthesis.ts';

const WaveformViewer = lazy(() => import('../../waveform/WaveformViewer.tsx').then((m) => ({ default: m.WaveformViewer })));
const SynthReportView = lazy(() => import('../../synthesis/SynthReportView.tsx').then((m) => ({ default: m.SynthReportView })));

/** Why 300 px: the bottom panel's height leaves the editor most of the screen; a dozen signals fit. */
const VIEWER_HEIGHT = 300;

export type BottomTab = 'output' | 'waveform' | 'synthesis';

interface DumpHelp {
  /** The testbench file and its module, when set; `missing` when it lacks the dump statements. */
  testbench: string | null;
  module: string | null;
  missing: boolean;
}

interface BottomPanelProps {
  tab: BottomTab;
  onTab: (tab: BottomTab) => void;
  run: RunState | null;
  running: boolean;
  dump: DumpHelp;
  onAddDump: () => void;
  onDiagnostic: (d: Diagnostic) => void;
  synth: SynthState | null;
  synthesising: boolean;
  /** A place of the report or the schematic: open its file at the line. */
  onSource: (place: SourcePlace) => void;
}

function Output({ run, running, onDiagnostic }: Pick<BottomPanelProps, 'run' | 'running' | 'onDiagnostic'>) {
  if (running)
    return (
      <div role="status" aria-label="运行中" className="vd-ide-centred">
        <Spinner size={20} />
      </div>
    );
  if (!run) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="编译或仿真的输出会显示在这里" />;
  const { answer, report } = run;
  return (
    <div className="vd-ide-output" data-testid="ide-output">
      {report && (
        <Alert
          type={report.title.includes('超时') ? 'warning' : 'error'}
          showIcon
          message={report.title}
          description={
            <>
              {report.lines.map((line) => (
                <div key={line}>{line}</div>
              ))}
              {report.advice.length > 0 && (
                <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                  {report.advice.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              )}
            </>
          }
          style={{ marginBottom: 8 }}
        />
      )}
      {answer && answer.diagnostics.length > 0 && (
        <ul className="vd-ide-diagnostics" aria-label="编译信息">
          {answer.diagnostics.map((d, i) => (
            <li key={i}>
              <button type="button" className="vd-ide-diagnostic" onClick={() => onDiagnostic(d)} disabled={d.file === ''}>
                <Tag color={d.severity === 'error' ? 'red' : 'gold'} bordered={false}>
                  {d.severity === 'error' ? '错误' : '警告'}
                </Tag>
                <span className="vd-ide-diagnostic-place">
                  {d.file || '项目'}
                  {d.line > 0 ? `:${d.line}` : ''}
                </span>
                <span>{d.text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {answer && <pre className="vd-ide-log">{answer.log || answer.message}</pre>}
      {answer && <RunOutputs outputs={answer.outputs} />}
    </div>
  );
}

function Waveform({ run, dump, onAddDump }: Pick<BottomPanelProps, 'run' | 'dump' | 'onAddDump'>) {
  const vcd = run?.kind === 'simulate' ? run.answer?.waveform : null;
  if (vcd)
    return (
      <LazyBoundary
        onError={(error) => console.error('波形查看器加载失败', error)}
        fallback={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="波形查看器加载失败，请刷新页面后重试" />}
      >
        <Suspense
          fallback={
            <div role="status" aria-label="波形查看器加载中" className="vd-ide-centred">
              <Spinner size={20} />
            </div>
          }
        >
          {run?.answer?.waveform_truncated && (
            <Alert type="warning" showIcon message="波形文件过大，只显示了前面的一部分" style={{ marginBottom: 8 }} />
          )}
          <WaveformViewer vcd={vcd} height={VIEWER_HEIGHT} />
        </Suspense>
      </LazyBoundary>
    );
  if (!dump.testbench)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先在文件树中右键设置测试平台（testbench）文件，然后运行仿真" />;
  if (dump.missing)
    return (
      <div className="vd-ide-dump-help">
        <Typography.Paragraph>
          测试平台 {dump.testbench} 中没有生成波形的语句。要看到波形，需要在测试平台的 initial 块中加入：
        </Typography.Paragraph>
        <pre className="vd-ide-log">{dumpStatements(dump.module ?? '<模块名>').join('\n')}</pre>
        <Button type="primary" onClick={onAddDump} disabled={!dump.testbench || !dump.module}>
          自动添加到测试平台
        </Button>
      </div>
    );
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="运行仿真后，这里会显示波形" />;
}

function Synthesis({ synth, synthesising, onSource }: Pick<BottomPanelProps, 'synth' | 'synthesising' | 'onSource'>) {
  const waiting = (label: string) => (
    <div role="status" aria-label={label} className="vd-ide-centred">
      <Spinner size={20} />
    </div>
  );
  if (synthesising) return waiting('综合中');
  if (!synth) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="点击工具栏的“综合”，这里会显示顶层文件的设计综合成的电路" />;
  if (synth.status === 'failed') return <Alert type="error" showIcon title="综合失败" description={synth.text} />;
  return (
    <div className="vd-ide-output">
      <LazyBoundary
        onError={(error) => console.error('综合报告加载失败', error)}
        fallback={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="综合报告加载失败，请刷新页面后重试" />}
      >
        <Suspense fallback={waiting('综合报告加载中')}>
          <SynthReportView report={synth.answer.report} netlist={synth.answer.netlist} withFiles onSource={onSource} />
        </Suspense>
      </LazyBoundary>
    </div>
  );
}

export function BottomPanel(props: BottomPanelProps) {
  return (
    <section className="vd-ide-bottom" aria-label="输出和波形">
      <Tabs
        size="small"
        activeKey={props.tab}
        onChange={(key) => props.onTab(key as BottomTab)}
        items={[
          { key: 'output', label: '输出', children: <Output run={props.run} running={props.running} onDiagnostic={props.onDiagnostic} /> },
          { key: 'waveform', label: '波形', children: <Waveform run={props.run} dump={props.dump} onAddDump={props.onAddDump} /> },
          {
            key: 'synthesis',
            label: '综合',
            children: <Synthesis synth={props.synth} synthesising={props.synthesising} onSource={props.onSource} />,
          },
        ]}
      />
    </section>
  );
}
