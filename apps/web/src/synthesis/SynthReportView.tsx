/**
 * One synthesis report, the same on the problem page's 综合 section and in the IDE's 综合 tab:
 * the one-line figures (beside the reference's for a bank problem), cells, flip-flops, latches and
 * the longest combinational path with their cell kinds; what synthesis found at the learner's lines
 * (inferred latches, combinational loops, undriven and multiply-driven signals), each a button to
 * its line; the schematic of the learner's netlist. A design Yosys could not take gets the status's
 * sentence, the reason, the diagnostics and the log instead of numbers.
 */
import {
  CELL_KIND_LABELS,
  SYNTH_STATUS_MESSAGES,
  type Diagnostic,
  type ReferenceFigures,
  type SynthFinding,
  type SynthReport,
} from '@veridojo/contracts';
import { Alert, Tag } from 'antd';
import type { SourcePlace } from './schematic-model.ts';
import { SchematicPane } from './SchematicPane.tsx';
import './synthesis.css';

interface SynthReportViewProps {
  report: SynthReport;
  /** The reference design's figures (a bank problem's judged submission); never its code or netlist. */
  reference?: ReferenceFigures | null;
  /** The server's line "你的设计：…；参考设计：…" (else the report's own message is shown). */
  comparison?: string;
  /** The learner's netlist (Yosys JSON); null when none was kept. */
  netlist: string | null;
  /** Name the file of each place (the IDE's projects); a submission is one file, its lines are enough. */
  withFiles?: boolean;
  onSource: (place: SourcePlace) => void;
}

const FINDING_GROUPS = [
  { key: 'latch_warnings', title: '锁存器' },
  { key: 'loops', title: '组合环路' },
  { key: 'undriven', title: '没有驱动的信号' },
  { key: 'multiply_driven', title: '被多处驱动的信号' },
] as const;

function placeText(file: string, line: number, withFile: boolean): string {
  if (line <= 0) return withFile && file ? file : '';
  return withFile && file ? `${file} 第 ${line} 行` : `第 ${line} 行`;
}

function FindingList({
  findings,
  withFile,
  onSource,
}: {
  findings: SynthFinding[];
  withFile: boolean;
  onSource: (p: SourcePlace) => void;
}) {
  return (
    <ul className="vd-synth-findings">
      {findings.map((f, i) => {
        const place = placeText(f.file, f.line, withFile);
        return (
          <li key={i}>
            <button
              type="button"
              className="vd-synth-finding"
              data-testid="synth-finding"
              disabled={f.line <= 0}
              title={f.line > 0 ? '跳转到这一行' : undefined}
              onClick={() => onSource({ file: f.file, line: f.line })}
            >
              {place && <strong>{place}</strong>} {f.signal && <code>{f.signal}</code>} {f.text}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function DiagnosticList({
  diagnostics,
  withFile,
  onSource,
}: {
  diagnostics: Diagnostic[];
  withFile: boolean;
  onSource: (p: SourcePlace) => void;
}) {
  if (diagnostics.length === 0) return null;
  return (
    <ul className="vd-synth-findings" aria-label="编译信息">
      {diagnostics.map((d, i) => (
        <li key={i}>
          <button
            type="button"
            className="vd-synth-finding"
            disabled={d.line <= 0}
            onClick={() => onSource({ file: d.file, line: d.line })}
          >
            <Tag color={d.severity === 'error' ? 'red' : 'gold'} variant="filled">
              {d.severity === 'error' ? '错误' : '警告'}
            </Tag>
            {placeText(d.file, d.line, withFile) && <strong>{placeText(d.file, d.line, withFile)}</strong>} {d.text}
          </button>
        </li>
      ))}
    </ul>
  );
}

const dash = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n));

/** The figures, with the reference's in a second column when there are any. */
function FiguresTable({ report, reference }: { report: SynthReport; reference: ReferenceFigures | null }) {
  const rows: [string, number | null, number | null | undefined][] = [
    ['单元总数', report.cells, reference?.cells],
    ['触发器', report.flip_flops, reference?.flip_flops],
    ['锁存器', report.latches, reference?.latches],
    ['最长组合路径（单元数）', report.longest_path, reference?.longest_path],
  ];
  const kinds = [...new Set([...Object.keys(report.cell_counts), ...Object.keys(reference?.cell_counts ?? {})])].sort(
    (a, b) => (report.cell_counts[b] ?? 0) - (report.cell_counts[a] ?? 0) || a.localeCompare(b),
  );
  const head = (
    <tr>
      <th scope="col">项目</th>
      <th scope="col">你的设计</th>
      {reference && <th scope="col">参考设计</th>}
    </tr>
  );
  return (
    <>
      <table className="vd-synth-table" aria-label="综合结果">
        <thead>{head}</thead>
        <tbody>
          {rows.map(([label, mine, theirs]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="vd-synth-number">{dash(mine)}</td>
              {reference && <td className="vd-synth-number">{dash(theirs)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {kinds.length > 0 && (
        <table className="vd-synth-table" aria-label="各类单元">
          <thead>
            <tr>
              <th scope="col">单元种类</th>
              <th scope="col">你的设计</th>
              {reference && <th scope="col">参考设计</th>}
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind} data-testid="synth-cell-kind">
                <th scope="row">
                  {CELL_KIND_LABELS[kind] ?? (/DFF/.test(kind) ? '触发器' : /DLATCH|SR_/.test(kind) ? '锁存器' : kind)}
                  <span className="vd-synth-kind">{kind}</span>
                </th>
                <td className="vd-synth-number">{report.cell_counts[kind] ?? 0}</td>
                {reference && <td className="vd-synth-number">{reference.cell_counts[kind] ?? 0}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function SynthReportView({ report, reference = null, comparison, netlist, withFiles = false, onSource }: SynthReportViewProps) {
  const withFile = withFiles;
  if (report.status !== 'success')
    return (
      <div data-testid="synth-report">
        <Alert
          type={report.status === 'system_error' ? 'error' : 'warning'}
          showIcon
          title={SYNTH_STATUS_MESSAGES[report.status]}
          description={report.message !== SYNTH_STATUS_MESSAGES[report.status] ? report.message : undefined}
          data-testid="synth-status"
        />
        <DiagnosticList diagnostics={report.diagnostics} withFile={withFile} onSource={onSource} />
        {report.log.trim() !== '' && <pre className="vd-synth-log">{report.log}</pre>}
      </div>
    );
  const found = FINDING_GROUPS.filter((g) => report[g.key].length > 0);
  return (
    <div data-testid="synth-report">
      <p className="vd-synth-summary" data-testid="synth-comparison">
        {comparison ?? `${report.top}：${report.message}`}
      </p>
      <FiguresTable report={report} reference={reference} />
      {found.length === 0 ? (
        <Alert type="success" showIcon title="没有发现锁存器、组合环路、没有驱动或被多处驱动的信号" />
      ) : (
        found.map((g) => (
          <section key={g.key} aria-label={g.title}>
            <div className="vd-synth-heading">
              {g.title}（{report[g.key].length}）
            </div>
            <FindingList findings={report[g.key]} withFile={withFile} onSource={onSource} />
          </section>
        ))
      )}
      <div className="vd-synth-heading">原理图</div>
      <SchematicPane netlist={netlist} onSource={onSource} />
    </div>
  );
}
