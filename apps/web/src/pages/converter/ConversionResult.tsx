/**
 * The converter's 结果 section (spec §4, §5): the success message, a failure with its reason (for
 * a design with several candidate tops, a choice of top to convert again with), the proof of a
 * conversion, a syntax check's verdict with messages that open their file at the line, and the VHDL.
 */
import type { ConvertResponse, Diagnostic, ValidateResponse } from '@veridojo/contracts';
import { Alert, Button, Card, Select, Space, Typography } from 'antd';
import type { Outcome } from './use-conversion.ts';
import { VerificationView } from './VerificationView.tsx';
import { VhdlOutput } from './VhdlOutput.tsx';

interface TopChoice {
  top: string | undefined;
  onTop: (top: string) => void;
  /** Converts again with the chosen top. */
  onConvert: (top: string) => void;
  /** A request is under way: no second one. */
  busy: boolean;
}

export function ConversionResult(props: { outcome: Outcome | null; success: string | null; onOpen: (d: Diagnostic) => void } & TopChoice) {
  const { outcome } = props;
  const vhdl = outcome?.kind === 'converted' ? outcome.answer.vhdl_content : null;
  return (
    <section aria-label="结果" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {props.success && <Alert type="success" showIcon message={props.success} />}
      {outcome?.kind === 'failed' && <Alert type="error" showIcon message={outcome.message} description={outcome.detail} />}
      {outcome?.kind === 'converted' && !outcome.answer.success && (
        <ConvertFailure answer={outcome.answer} top={props.top} onTop={props.onTop} onConvert={props.onConvert} busy={props.busy} />
      )}
      {outcome?.kind === 'converted' && outcome.answer.verification && (
        <VerificationView
          verification={outcome.answer.verification}
          translator={outcome.answer.translator}
          rewrites={outcome.answer.rewrites}
        />
      )}
      {outcome?.kind === 'validated' && <ValidationResult answer={outcome.answer} onOpen={props.onOpen} />}
      {vhdl && <VhdlOutput vhdl={vhdl} />}
    </section>
  );
}

/** 转换失败: the reasons, the candidate tops when there are several, and the tools' output folded. */
function ConvertFailure({ answer, top, onTop, onConvert, busy }: { answer: ConvertResponse } & TopChoice) {
  return (
    <Alert
      type="error"
      showIcon
      message="转换失败"
      description={
        <>
          {/* A failed proof's first line is the verification's summary, shown just below: only the reasons here. */}
          <div style={{ whiteSpace: 'pre-wrap' }}>
            {answer.verification && !answer.verification.equivalent
              ? (answer.error ?? '').split('\n').slice(1).join('\n') || '转换结果没有通过等价验证'
              : answer.error}
          </div>
          {answer.candidates.length > 1 && (
            <Space style={{ marginTop: 8 }} wrap>
              <Select
                aria-label="选择顶层模块"
                style={{ minWidth: 180 }}
                placeholder="选择顶层模块"
                value={top}
                onChange={onTop}
                options={answer.candidates.map((c) => ({ value: c, label: c }))}
              />
              <Button type="primary" disabled={!top || busy} onClick={() => top && onConvert(top)}>
                用此顶层模块转换
              </Button>
            </Space>
          )}
          {answer.stderr.trim() !== '' && (
            <details style={{ marginTop: 8 }}>
              <summary>详细信息</summary>
              <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}>{answer.stderr}</pre>
            </details>
          )}
        </>
      }
    />
  );
}

/** 语法检查：通过 / 发现问题, each message a link to its file and line. */
function ValidationResult({ answer, onOpen }: { answer: ValidateResponse; onOpen: (d: Diagnostic) => void }) {
  return (
    <Card size="small" title={answer.heading === '通过' ? '语法检查：通过' : '语法检查：发现问题'} data-testid="validation-result">
      {answer.error && <Alert type="error" showIcon message={answer.error} style={{ marginBottom: 8 }} />}
      {answer.diagnostics.length === 0 ? (
        <Typography.Text type="success">没有发现问题</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {answer.diagnostics.map((d, i) => (
            <li key={i}>
              <Typography.Link onClick={() => onOpen(d)}>
                {d.file}:{d.line}
              </Typography.Link>{' '}
              <Typography.Text type={d.severity === 'error' ? 'danger' : 'warning'}>
                {d.severity === 'error' ? '错误' : '警告'}
              </Typography.Text>{' '}
              {d.text}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
