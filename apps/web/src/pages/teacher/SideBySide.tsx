/**
 * Two codes side by side (issue 33, the similarity view): the contract's lineDiff, with a run of
 * removed lines set beside the run of added lines that follows it, so changed lines face each
 * other and shared lines line up.
 */
import { lineDiff, type DiffLine } from '@veridojo/contracts';
import { theme } from 'antd';
import { useMemo } from 'react';

type Side = { text: string; op: DiffLine['op'] } | null;

export function sideBySideRows(first: string, second: string): [Side, Side][] {
  const rows: [Side, Side][] = [];
  let removed: DiffLine[] = [];
  let added: DiffLine[] = [];
  const flush = () => {
    for (let i = 0; i < Math.max(removed.length, added.length); i++) rows.push([removed[i] ?? null, added[i] ?? null]);
    removed = [];
    added = [];
  };
  for (const line of lineDiff(first, second)) {
    if (line.op === 'removed') removed.push(line);
    else if (line.op === 'added') added.push(line);
    else {
      flush();
      rows.push([line, line]);
    }
  }
  flush();
  return rows;
}

export function SideBySide({ left, right, leftTitle, rightTitle }: { left: string; right: string; leftTitle: string; rightTitle: string }) {
  const { token } = theme.useToken();
  const rows = useMemo(() => sideBySideRows(left, right), [left, right]);
  const cell = (side: Side) => ({
    padding: '0 8px',
    // Long lines wrap inside their half: the two halves stay side by side at equal widths.
    whiteSpace: 'pre-wrap' as const,
    overflowWrap: 'anywhere' as const,
    verticalAlign: 'top' as const,
    width: '50%',
    background:
      side === null
        ? token.colorFillQuaternary
        : side.op === 'same'
          ? undefined
          : side.op === 'removed'
            ? token.colorErrorBg
            : token.colorSuccessBg,
  });
  return (
    <div style={{ overflow: 'auto', maxHeight: 560, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
      <table
        data-testid="side-by-side"
        style={{
          width: '100%',
          tableLayout: 'fixed',
          borderCollapse: 'collapse',
          fontFamily: token.fontFamilyCode,
          fontSize: token.fontSizeSM,
        }}
      >
        <thead>
          <tr style={{ position: 'sticky', top: 0, background: token.colorBgElevated }}>
            <th style={{ textAlign: 'left', padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>{leftTitle}</th>
            <th style={{ textAlign: 'left', padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>{rightTitle}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([a, b], i) => (
            <tr key={i}>
              <td style={{ ...cell(a), borderRight: `1px solid ${token.colorBorderSecondary}` }}>{a?.text ?? ''}</td>
              <td style={cell(b)}>{b?.text ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
