/**
 * The pieces around the waveform canvas: the toolbar (filter, radix, zoom, cursor time), a row of
 * the names column (name and value at the cursor), and the list of mismatch spans of a judge dump.
 */
import { ColumnWidthOutlined, SearchOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Segmented, theme, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import type { Timescale, Waveform } from '@veridojo/waveform';
import { codeAt, type MismatchSpan, type SignalRow } from './signals.ts';
import { formatTime, formatValue, RADIX_LABELS, type Radix } from './format.ts';
import { ROW_HEIGHT, zoomText } from './view.ts';

/** Longer mismatch lists show their start: hundreds of buttons help nobody. */
const MAX_LISTED_MISMATCHES = 200;

const RADIX_OPTIONS = (['bin', 'hex', 'dec', 'signed'] as const).map((value) => ({
  value,
  label: { bin: '二进制', hex: '十六进制', dec: '十进制', signed: '有符号' }[value],
  title: RADIX_LABELS[value],
}));

const ROLE_TAGS: Partial<Record<SignalRow['role'], string>> = { expected: '期望', actual: '你的输出' };

interface ToolbarProps {
  filter: string;
  onFilter: (filter: string) => void;
  radix: Radix;
  onRadix: (radix: Radix) => void;
  zoom: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onStepZoom: (direction: 1 | -1) => void;
  onFit: () => void;
  hasInternal: boolean;
  showInternal: boolean;
  onShowInternal: (show: boolean) => void;
  cursor: number;
  timescale: Timescale;
  mono: CSSProperties;
}

export function WaveformToolbar({
  filter,
  onFilter: setFilter,
  radix,
  onRadix: setRadix,
  zoom,
  canZoomIn,
  canZoomOut,
  onStepZoom: stepZoom,
  onFit: fitToWindow,
  hasInternal,
  showInternal,
  onShowInternal: setShowInternal,
  cursor,
  timescale,
  mono,
}: ToolbarProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        padding: '8px 12px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Input
        size="small"
        allowClear
        prefix={<SearchOutlined style={{ color: token.colorTextTertiary }} />}
        placeholder="筛选信号"
        aria-label="筛选信号"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        style={{ width: 160 }}
      />
      <Segmented size="small" options={RADIX_OPTIONS} value={radix} onChange={(value) => setRadix(value as Radix)} />
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <Tooltip title="缩小">
          <Button size="small" aria-label="缩小" icon={<ZoomOutOutlined />} disabled={!canZoomOut} onClick={() => stepZoom(-1)} />
        </Tooltip>
        <span style={{ ...mono, minWidth: 44, textAlign: 'center' }} aria-label="缩放比例">
          {zoomText(zoom)}
        </span>
        <Tooltip title="放大">
          <Button size="small" aria-label="放大" icon={<ZoomInOutlined />} disabled={!canZoomIn} onClick={() => stepZoom(1)} />
        </Tooltip>
        <Tooltip title="适应窗口（Ctrl/⌘ + 滚轮可连续缩放）">
          <Button size="small" icon={<ColumnWidthOutlined />} onClick={fitToWindow}>
            适应窗口
          </Button>
        </Tooltip>
      </span>
      {hasInternal && (
        <Checkbox checked={showInternal} onChange={(event) => setShowInternal(event.target.checked)}>
          显示测试平台变量
        </Checkbox>
      )}
      <span style={{ marginLeft: 'auto', color: token.colorTextSecondary }}>
        光标{' '}
        <span data-testid="wave-cursor-time" style={{ ...mono, color: token.colorPrimaryText }}>
          {formatTime(cursor, timescale)}
        </span>
      </span>
    </div>
  );
}

export function valueAt(waveform: Waveform, row: SignalRow, time: number, radix: Radix): string {
  const code = codeAt(waveform, row.trace, time);
  return code === null ? '' : formatValue(row.trace, code, radix);
}

export function NameRow({
  row,
  index,
  value,
  differs,
  mono,
}: {
  row: SignalRow;
  index: number;
  value: string;
  differs: boolean;
  mono: CSSProperties;
}) {
  const { token } = theme.useToken();
  const tag = ROLE_TAGS[row.role];
  const label = row.role === 'mismatch' ? '不一致' : row.label;
  const title =
    row.role === 'mismatch'
      ? 'mismatch：这一拍你的输出与期望不一致时为 1'
      : `${row.variable.name}（${row.variable.kind}，${row.variable.width} 位）`;
  return (
    <div
      data-signal={row.key}
      style={{
        position: 'absolute',
        top: index * ROW_HEIGHT,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: '0 8px',
        background: index % 2 === 1 ? token.colorFillQuaternary : undefined,
        fontSize: 13,
      }}
    >
      <span title={title} style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {label}
        {tag && (
          <span
            style={{
              marginLeft: 6,
              fontSize: 11,
              padding: '0 4px',
              borderRadius: 4,
              color: row.role === 'actual' ? token.colorPrimaryText : token.colorTextSecondary,
              background: row.role === 'actual' ? token.colorPrimaryBg : token.colorFillSecondary,
            }}
          >
            {tag}
          </span>
        )}
      </span>
      <span
        title={value}
        style={{
          ...mono,
          maxWidth: 96,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color: differs || (row.role === 'mismatch' && value === '1') ? token.colorErrorText : token.colorText,
        }}
      >
        {value}
      </span>
    </div>
  );
}

export function MismatchList({
  mismatches,
  cursor,
  timescale,
  onPick,
}: {
  mismatches: MismatchSpan[];
  cursor: number;
  timescale: Waveform['timescale'];
  onPick: (span: MismatchSpan) => void;
}) {
  const { token } = theme.useToken();
  if (mismatches.length === 0) {
    return (
      <div style={{ padding: '8px 12px', borderTop: `1px solid ${token.colorBorderSecondary}`, color: token.colorSuccess }}>
        你的输出与期望输出完全一致
      </div>
    );
  }
  const shown = mismatches.slice(0, MAX_LISTED_MISMATCHES);
  return (
    <div style={{ padding: '8px 12px', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      <div style={{ color: token.colorTextSecondary, fontSize: 12, marginBottom: 6 }}>
        与期望不一致的时段（{mismatches.length} 处，点击跳转）
        {mismatches.length > shown.length && `，只列出前 ${shown.length} 处`}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, maxHeight: 64, overflowY: 'auto' }}>
        {shown.map((span) => {
          const active = cursor >= span.start && cursor < span.end;
          const range = `${formatTime(span.start, timescale)} – ${formatTime(span.end, timescale)}`;
          return (
            <Button
              key={span.start}
              size="small"
              danger
              type={active ? 'primary' : 'default'}
              data-testid="wave-mismatch"
              title={`${range}${span.outputs.length ? `：${span.outputs.join('、')} 不一致` : ''}`}
              onClick={() => onPick(span)}
              style={{ fontFamily: token.fontFamilyCode }}
            >
              {formatTime(span.start, timescale)}
              {span.outputs.length > 0 && <span> · {span.outputs.join(', ')}</span>}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
