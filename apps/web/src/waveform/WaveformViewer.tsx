/**
 * The waveform viewer of the problem page and the IDE: a VCD text in, a canvas of signals out.
 * Names and values at the cursor on the left, the waves on a canvas over a native scroll area,
 * a toolbar (filter, radix, zoom), and for judge dumps the learner's outputs under the expected
 * ones with the mismatch spans listed for jumping. The canvas is a focusable slider over the
 * cursor: keys move the cursor, pan and zoom (keyboard.ts). The view machinery (zoom, scroll,
 * drawing) is use-wave-view.ts; the toolbar, name rows and mismatch list are WaveformParts.tsx.
 */
import { theme } from 'antd';
import { useMemo, useState, type CSSProperties, type JSX, type KeyboardEvent, type MouseEvent } from 'react';
import { duration, type Waveform } from '@veridojo/waveform';
import { formatTime, type Radix } from './format.ts';
import { cursorTarget, KEYBOARD_HINT, PAN_FRACTION, waveKeyAction } from './keyboard.ts';
import { buildLayout, insideSpans, type Layout, type MismatchSpan, type SignalRow } from './signals.ts';
import { INVALID_VCD, usePalette, useWaveform } from './use-waveform.ts';
import { OVERSCAN_ROWS, useWaveView } from './use-wave-view.ts';
import { AXIS_HEIGHT, contentWidth, MAX_SCROLL_PX, ROW_HEIGHT } from './view.ts';
import { MismatchList, NameRow, valueAt, WaveformToolbar } from './WaveformParts.tsx';

export { DRAW_MEASURE } from './use-wave-view.ts';

export const DEFAULT_HEIGHT = 320;

const NAMES_WIDTH = 240;
/** Room kept for the horizontal scrollbar under the rows. */
const SCROLLBAR_ALLOWANCE = 16;

/** A fresh viewer state (zoom, cursor, filter) for each parsed dump. */
const panelKeys = new WeakMap<Waveform, number>();
let nextPanelKey = 0;
function panelKey(waveform: Waveform): number {
  let key = panelKeys.get(waveform);
  if (key === undefined) panelKeys.set(waveform, (key = nextPanelKey++));
  return key;
}

export function WaveformViewer({ vcd, height = DEFAULT_HEIGHT }: { vcd: string; height?: number }): JSX.Element {
  const parsed = useWaveform(vcd);
  const { token } = theme.useToken();
  return (
    <div
      data-testid="waveform-viewer"
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, background: token.colorBgContainer }}
    >
      {parsed.state === 'loading' && <div style={{ padding: 16, color: token.colorTextSecondary }}>正在解析波形…</div>}
      {parsed.state === 'error' && (
        <div role="alert" style={{ padding: 16 }}>
          <div style={{ color: token.colorErrorText }}>{INVALID_VCD}</div>
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginTop: 4 }}>{parsed.detail}</div>
        </div>
      )}
      {parsed.state === 'ready' && <WaveformPanel key={panelKey(parsed.waveform)} waveform={parsed.waveform} height={height} />}
    </div>
  );
}

function visibleRows(layout: Layout, filter: string, showInternal: boolean): SignalRow[] {
  const needle = filter.trim().toLowerCase();
  return layout.rows.filter(
    (row) =>
      (showInternal || !row.internal) &&
      (!needle || row.label.toLowerCase().includes(needle) || row.variable.name.toLowerCase().includes(needle)),
  );
}

function WaveformPanel({ waveform, height }: { waveform: Waveform; height: number }) {
  const { token } = theme.useToken();
  const palette = usePalette();
  const layout = useMemo(() => buildLayout(waveform), [waveform]);
  const hasInternal = layout.rows.some((row) => row.internal);

  const [filter, setFilter] = useState('');
  const [showInternal, setShowInternal] = useState(false);
  const [radix, setRadix] = useState<Radix>('hex');
  const [cursor, setCursor] = useState<number>(() => layout.mismatches[0]?.start ?? 0);
  const rows = useMemo(() => visibleRows(layout, filter, showInternal), [layout, filter, showInternal]);

  const wave = useWaveView({ waveform, rows, cursor, radix, palette });
  const { scrollerRef, canvasRef, namesRef, bodyRef } = wave.refs;
  const { view, firstRow, scale, onScroll } = wave;

  /** Puts the cursor on `time`, scrolling it into view when it is off screen. */
  const showTime = (time: number) => {
    setCursor(time);
    wave.reveal(time);
  };

  const goTo = (span: MismatchSpan) => showTime(span.start);

  const onCanvasClick = (event: MouseEvent<HTMLCanvasElement>) => {
    setCursor(wave.timeAtX(event.clientX - event.currentTarget.getBoundingClientRect().left));
  };

  const onCanvasKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const action = waveKeyAction(event);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'cursor') showTime(cursorTarget(waveform.times, cursor, action.to));
    else if (action.kind === 'pan') wave.pan(action.direction * PAN_FRACTION);
    else if (action.kind === 'zoom') wave.stepZoom(action.direction);
    else wave.fitToWindow();
  };

  const contentHeight = AXIS_HEIGHT + rows.length * ROW_HEIGHT;
  const areaHeight = Math.max(AXIS_HEIGHT + 2 * ROW_HEIGHT, Math.min(height, contentHeight + SCROLLBAR_ALLOWANCE));
  const spacerWidth = Math.min(contentWidth(waveform, scale), MAX_SCROLL_PX);
  const visibleCount = Math.ceil(areaHeight / ROW_HEIGHT) + 2 * OVERSCAN_ROWS;
  const timescale = waveform.timescale;
  const mono: CSSProperties = { fontFamily: token.fontFamilyCode, fontSize: 12 };

  return (
    <>
      <WaveformToolbar
        filter={filter}
        onFilter={setFilter}
        radix={radix}
        onRadix={setRadix}
        zoom={wave.zoom}
        canZoomIn={wave.canZoomIn}
        canZoomOut={wave.canZoomOut}
        onStepZoom={wave.stepZoom}
        onFit={wave.fitToWindow}
        hasInternal={hasInternal}
        showInternal={showInternal}
        onShowInternal={setShowInternal}
        cursor={cursor}
        timescale={timescale}
        mono={mono}
      />

      <div ref={bodyRef} style={{ display: 'flex', height: areaHeight }}>
        <div
          style={{
            width: NAMES_WIDTH,
            flex: 'none',
            position: 'relative',
            overflow: 'hidden',
            borderRight: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <div
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              height: AXIS_HEIGHT,
              zIndex: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              padding: '0 8px',
              background: token.colorBgContainer,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              color: token.colorTextSecondary,
              fontSize: 12,
            }}
          >
            <span>信号</span>
            <span>光标处的值</span>
          </div>
          <div ref={namesRef} style={{ position: 'absolute', top: AXIS_HEIGHT, left: 0, right: 0, height: rows.length * ROW_HEIGHT }}>
            {rows.slice(firstRow, firstRow + visibleCount).map((row, k) => (
              <NameRow
                key={row.key}
                row={row}
                index={firstRow + k}
                value={valueAt(waveform, row, cursor, radix)}
                differs={row.differences ? insideSpans(row.differences, cursor) : false}
                mono={mono}
              />
            ))}
            {rows.length === 0 && (
              <div style={{ padding: 8, color: token.colorTextTertiary }}>
                {layout.rows.length ? '没有匹配的信号' : '这份波形里没有信号'}
              </div>
            )}
          </div>
        </div>
        <div style={{ flex: 1, minWidth: 0, position: 'relative' }}>
          <div ref={scrollerRef} onScroll={onScroll} style={{ position: 'absolute', inset: 0, overflow: 'auto' }}>
            <div style={{ width: spacerWidth, height: contentHeight }} />
          </div>
          <canvas
            ref={canvasRef}
            data-testid="wave-canvas"
            // The cursor is the canvas's value: a slider to assistive technology, moved with the arrow keys.
            tabIndex={0}
            role="slider"
            aria-label={`波形（${KEYBOARD_HINT}）`}
            aria-valuemin={0}
            aria-valuemax={duration(waveform)}
            aria-valuenow={cursor}
            aria-valuetext={`光标 ${formatTime(cursor, timescale)}`}
            onClick={onCanvasClick}
            onKeyDown={onCanvasKeyDown}
            style={{ position: 'absolute', top: 0, left: 0, width: view.width, height: view.height, cursor: 'crosshair' }}
          />
        </div>
      </div>

      {layout.judge && <MismatchList mismatches={layout.mismatches} cursor={cursor} timescale={timescale} onPick={goTo} />}
    </>
  );
}
