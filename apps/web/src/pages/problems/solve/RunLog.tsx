/**
 * The run log section (spec §2): the status badge (测试通过 / 测试失败 / 等待测试), what the judge
 * found (verdict and error code, mismatch counts, compile messages that jump to their line), the
 * simulator's log, a wrong answer's formal counterexample (CounterexampleView.tsx), and the AI
 * analysis button with its result area.
 */
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled, SyncOutlined } from '@ant-design/icons';
import type { Diagnostic, SubmissionStatus } from '@veridojo/contracts';
import { Tag, theme } from 'antd';
import { lazy, type ReactNode } from 'react';
import { LazyPane } from '../../../app/LazyPane.tsx';
import { AiAnalysis } from './AiAnalysis.tsx';
import type { SubmissionView } from './use-judging.ts';

/** Loaded with the first wrong answer: a first visit to the problem page does not download it (issue 32's weight goal). */
const Counterexample = lazy(() => import('./CounterexampleView.tsx').then((m) => ({ default: m.Counterexample })));

const RUN_STATUS_TEXT = { success: '测试通过', failed: '测试失败', waiting: '等待测试' } as const;

/** `data-submission` names the submission the badge speaks of: a test can tell this verdict from the last one's. */
function RunStatusBadge({ status, submission }: { status: SubmissionStatus | undefined; submission: number | undefined }) {
  if (status === 'success')
    return (
      <Tag color="success" icon={<CheckCircleFilled />} data-testid="run-status" data-submission={submission}>
        {RUN_STATUS_TEXT.success}
      </Tag>
    );
  if (status === 'failed')
    return (
      <Tag color="error" icon={<CloseCircleFilled />} data-testid="run-status" data-submission={submission}>
        {RUN_STATUS_TEXT.failed}
      </Tag>
    );
  return (
    <Tag
      color="default"
      icon={status ? <SyncOutlined spin /> : <ClockCircleOutlined />}
      data-testid="run-status"
      data-submission={submission}
    >
      {RUN_STATUS_TEXT.waiting}
    </Tag>
  );
}

function Verdict({ view }: { view: SubmissionView }) {
  const { token } = theme.useToken();
  const line = (children: ReactNode) => <div style={{ margin: '4px 0' }}>{children}</div>;
  if (view.pollTrouble === 'gave-up')
    return line(
      <span style={{ color: token.colorErrorText }}>获取判题结果失败，已停止重试：请刷新页面，或稍后在提交记录中查看这次提交。</span>,
    );
  if (view.pollTrouble)
    return line(<span style={{ color: token.colorWarning }}>获取判题结果失败，{view.pollTrouble.retryInSeconds} 秒后自动重试…</span>);
  if (view.status === 'queued') return line('已提交，排队等待判题…');
  if (view.status === 'running') return line('正在编译和仿真…');
  const result = view.result;
  if (!result) return null;
  const task = result.details?.testbench;
  if (task) {
    const ok = view.status === 'success';
    return (
      <>
        {line(
          <span style={{ color: ok ? token.colorSuccess : token.colorError }} data-testid="verdict">
            {ok
              ? `通过：你的测试平台发现了全部 ${task.total} 个有错误的设计`
              : `${result.verdict_label ?? '判题失败'}${result.error_code ? `（错误代码：${result.error_code}）` : ''}`}
          </span>,
        )}
        {!ok &&
          result.verdict === 'wrong_answer' &&
          !task.reference_passed &&
          line('你的测试平台在正确的设计上报告了失败（或没有结束）：先让它在正确的设计上通过。')}
        {!ok &&
          task.reference_passed &&
          line(<span data-testid="testbench-caught">{`发现了 ${task.caught}/${task.total} 个有错误的设计`}</span>)}
        {!ok && task.reference_passed && task.missed.length > 0 && line(`没有发现的错误类型：${[...new Set(task.missed)].join('、')}`)}
      </>
    );
  }
  if (view.status === 'success') {
    return line(
      <span style={{ color: token.colorSuccess }} data-testid="verdict">
        通过：{result.samples != null ? `全部 ${result.samples} 个采样` : '全部输出'}与参考设计一致
      </span>,
    );
  }
  const outputs = Object.entries(result.details?.output_mismatches ?? {}).filter(([, n]) => n > 0);
  const first = result.details?.first_mismatch;
  return (
    <>
      {line(
        <span style={{ color: token.colorError }} data-testid="verdict">
          {result.verdict_label ?? '判题失败'}
          {result.error_code && `（错误代码：${result.error_code}）`}
        </span>,
      )}
      {result.mismatches != null &&
        result.samples != null &&
        result.samples > 0 &&
        line(`${result.samples} 个采样中有 ${result.mismatches} 个与参考设计不一致`)}
      {outputs.length > 0 && line(`不一致的输出：${outputs.map(([name, n]) => `${name}（${n} 次）`).join('，')}`)}
      {first &&
        line(
          `第一次不一致出现在时间 ${first.time}${
            Object.keys(first.inputs).length > 0
              ? `，此时输入 ${Object.entries(first.inputs)
                  .map(([k, v]) => `${k}=${v}`)
                  .join('，')}`
              : ''
          }`,
        )}
    </>
  );
}

function DiagnosticList({ diagnostics, onJump }: { diagnostics: readonly Diagnostic[]; onJump: (line: number) => void }) {
  const { token } = theme.useToken();
  if (diagnostics.length === 0) return null;
  return (
    <ul aria-label="编译信息" style={{ listStyle: 'none', margin: '8px 0', padding: 0 }}>
      {diagnostics.map((d, i) => (
        <li key={i}>
          <button
            type="button"
            data-testid="diagnostic"
            onClick={() => onJump(d.line)}
            title="跳转到这一行"
            style={{
              display: 'block',
              width: '100%',
              padding: '4px 8px',
              margin: '2px 0',
              textAlign: 'left',
              font: 'inherit',
              cursor: 'pointer',
              border: `1px solid ${d.severity === 'error' ? token.colorErrorBorder : token.colorWarningBorder}`,
              borderRadius: token.borderRadiusSM,
              background: d.severity === 'error' ? token.colorErrorBg : token.colorWarningBg,
              color: token.colorText,
            }}
          >
            <strong>第 {d.line} 行</strong> {d.severity === 'error' ? '错误' : '警告'}：{d.text}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function RunLog({
  view,
  onJumpToLine,
  analysis = true,
  counterexample = true,
}: {
  view: SubmissionView | null;
  onJumpToLine: (line: number) => void;
  /** The AI analysis button: the learner's own, absent when a teacher reads the run (issue 33). */
  analysis?: boolean;
  /** A wrong answer's formal counterexample (issue 32): the learner's own, absent when a teacher reads the run. */
  counterexample?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <div data-testid="run-log">
      {/* A live region: a screen reader hears the status and the verdict as the judge answers (issue 29). */}
      <div role="status" aria-live="polite">
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
          <RunStatusBadge status={view?.status} submission={view?.id} />
          {view && <span style={{ color: token.colorTextSecondary }}>提交 #{view.id}</span>}
        </div>
        {view && <Verdict view={view} />}
      </div>
      {view ? (
        <>
          <DiagnosticList diagnostics={view.result?.details?.diagnostics ?? []} onJump={onJumpToLine} />
          {counterexample && view.result?.verdict === 'wrong_answer' && (
            <LazyPane what="反例">
              <Counterexample key={view.id} submissionId={view.id} first={view.result.counterexample} />
            </LazyPane>
          )}
          {view.artifacts === 'loading' && <div style={{ color: token.colorTextSecondary }}>正在获取运行日志…</div>}
          {view.log !== null && view.log.trim() !== '' && (
            <pre
              data-testid="log-content"
              style={{
                margin: '8px 0 0',
                padding: '8px 12px',
                maxHeight: 240,
                overflow: 'auto',
                fontSize: token.fontSizeSM,
                background: token.colorFillQuaternary,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
              }}
            >
              {view.log}
            </pre>
          )}
        </>
      ) : (
        <div style={{ color: token.colorTextSecondary }}>提交代码后，这里会显示判题结果和运行日志。</div>
      )}
      {analysis && <AiAnalysis submissionId={view?.id ?? null} judged={view?.status === 'success' || view?.status === 'failed'} />}
    </div>
  );
}
