/**
 * The waveform viewer of the problem page and the IDE: a VCD text in, a canvas of signals out.
 * Names and values at the cursor on the left, the waves on a canvas over a native scroll area,
 * a toolbar (filter, radix, zoom), and for judge dumps the learner's outputs under the expected
 * ones with the mismatch spans listed for jumping. State that changes every frame (scroll
 * position) stays in refs and redraws through requestAnimationFrame, not through React.
 */
import { ColumnWidthOutlined, SearchOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Segmented, theme, Tooltip } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type JSX, type MouseEvent } from 'react';
import { useTheme } from '../theme/theme.ts';
import { drawScene, type Palette } from './draw.ts';
import { formatTime, formatValue, RADIX_LABELS, type Radix } from './format.ts';
import { INLINE_LIMIT, parseVcdAsync } from './parse-async.ts';
import { buildLayout, codeAt, insideSpans, type Layout, type MismatchSpan, type SignalRow } from './signals.ts';
import { INVALID_VCD, lastAtOrBefore, parseVcd, VcdError, type Waveform } from '@veridojo/waveform';
import {
  AXIS_HEIGHT,
  clampStart,
  contentWidth,
  fitZoom,
  initialZoom,
  MAX_SCROLL_PX,
  naturalScale,
  ROW_HEIGHT,
  scrollFromStart,
  startFromScroll,
  steppedZoom,
  wheelZoom,
  zoomText,
} from './view.ts';

export const DEFAULT_HEIGHT = 320;
/** Name of the User Timing measure written after each frame (read by bench/waveform-redraw). */
export const DRAW_MEASURE = 'waveform-draw';

const NAMES_WIDTH = 240;
/** Room kept for the horizontal scrollbar under the rows. */
const SCROLLBAR_ALLOWANCE = 16;
/** A click this close to a change snaps the cursor onto it. */
const SNAP_PX = 6;
/** Longer mismatch lists show their start: hundreds of buttons help nobody. */
const MAX_LISTED_MISMATCHES = 200;
/** Rows rendered above and below the visible ones in the names column. */
const OVERSCAN_ROWS = 10;
/** One line of a wheel in DOM_DELTA_LINE mode (Firefox), in pixels. */
const WHEEL_LINE_PX = 16;

const RADIX_OPTIONS = (['bin', 'hex', 'dec', 'signed'] as const).map((value) => ({
  value,
  label: { bin: '二进制', hex: '十六进制', dec: '十进制', signed: '有符号' }[value],
  title: RADIX_LABELS[value],
}));

const ROLE_TAGS: Partial<Record<SignalRow['role'], string>> = { expected: '期望', actual: '你的输出' };

/** A fresh viewer state (zoom, cursor, filter) for each parsed dump. */
const panelKeys = new WeakMap<Waveform, number>();
let nextPanelKey = 0;
function panelKey(waveform: Waveform): number {
  let key = panelKeys.get(waveform);
  if (key === undefined) panelKeys.set(waveform, (key = nextPanelKey++));
  return key;
}

type Parsed = { state: 'loading' } | { state: 'ready'; waveform: Waveform } | { state: 'error'; detail: string };

function parseNow(vcd: string): Parsed {
  if (vcd.length >= INLINE_LIMIT) return { state: 'loading' };
  try {
    return { state: 'ready', waveform: parseVcd(vcd) };
  } catch (error) {
    return { state: 'error', detail: error instanceof VcdError ? error.detail : String(error) };
  }
}

/** Small dumps are parsed during render (no loading flash), large ones in a worker. */
function useWaveform(vcd: string): Parsed {
  const [source, setSource] = useState(vcd);
  const [parsed, setParsed] = useState<Parsed>(() => parseNow(vcd));
  if (source !== vcd) {
    setSource(vcd);
    setParsed(parseNow(vcd));
  }
  const loading = parsed.state === 'loading';
  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    parseVcdAsync(vcd, controller.signal).then(
      (waveform) => setParsed({ state: 'ready', waveform }),
      (error: unknown) => {
        if (!controller.signal.aborted) setParsed({ state: 'error', detail: error instanceof VcdError ? error.detail : String(error) });
      },
    );
    return () => controller.abort();
  }, [vcd, loading]);
  return parsed;
}

/** `#rrggbb` with an alpha channel (other colour forms are returned as they are). */
function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return colour;
  const channel = (k: number) => parseInt(hex.slice(k, k + 2), 16);
  return `rgba(${channel(0)}, ${channel(2)}, ${channel(4)}, ${alpha})`;
}

function usePalette(): Palette {
  const { token } = theme.useToken();
  const name = useTheme();
  return useMemo(() => {
    // A brighter green on dark backgrounds, a deeper one on light: both read as "signal".
    const wave = name === 'dark' ? '#49aa19' : '#389e0d';
    return {
      background: token.colorBgContainer,
      stripe: token.colorFillQuaternary,
      grid: token.colorBorderSecondary,
      axisText: token.colorTextSecondary,
      text: token.colorText,
      wave,
      dense: withAlpha(wave, 0.45),
      error: token.colorError,
      errorBackground: withAlpha(token.colorError, name === 'dark' ? 0.28 : 0.16),
      warning: token.colorWarning,
      cursor: token.colorPrimary,
      font: `12px ${token.fontFamilyCode}`,
    };
  }, [token, name]);
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
          <div style={{ color: token.colorError }}>{INVALID_VCD}</div>
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
  const natural = useMemo(() => naturalScale(waveform), [waveform]);
  const hasInternal = layout.rows.some((row) => row.internal);

  const [filter, setFilter] = useState('');
  const [showInternal, setShowInternal] = useState(false);
  const [radix, setRadix] = useState<Radix>('hex');
  const [cursor, setCursor] = useState<number>(() => layout.mismatches[0]?.start ?? 0);
  const [zoom, setZoom] = useState<number | null>(null);
  const [view, setView] = useState({ width: 0, height: 0 });
  const [firstRow, setFirstRow] = useState(0);

  const rows = useMemo(() => visibleRows(layout, filter, showInternal), [layout, filter, showInternal]);
  const fit = fitZoom(waveform, view.width);
  // Until the user zooms, the opening zoom follows the measured width.
  const effectiveZoom = zoom ?? initialZoom(fit);
  const scale = effectiveZoom * natural;

  const scrollerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const namesRef = useRef<HTMLDivElement>(null);
  const startRef = useRef(0);
  const scrollTopRef = useRef(0);
  /** scrollLeft we set ourselves: its scroll event must not move `start` (the mapping rounds). */
  const ownScrollRef = useRef<number | null>(null);
  /** The zoom as of the last wheel event, ahead of React's render (a trackpad sends many per frame). */
  const zoomRef = useRef(effectiveZoom);
  zoomRef.current = effectiveZoom;
  const frameRef = useRef(0);
  const sceneRef = useRef({ waveform, rows, cursor, radix, palette, view });
  sceneRef.current = { waveform, rows, cursor, radix, palette, view };

  const draw = useCallback(() => {
    frameRef.current = 0;
    const canvas = canvasRef.current;
    const s = sceneRef.current;
    if (!canvas || s.view.width <= 0 || s.view.height <= 0) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return; // no canvas support (jsdom): the rest of the viewer still works
    const began = performance.now();
    const dpr = window.devicePixelRatio || 1;
    const width = Math.round(s.view.width * dpr);
    const height = Math.round(s.view.height * dpr);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawScene(ctx, {
      width: s.view.width,
      height: s.view.height,
      waveform: s.waveform,
      rows: s.rows,
      start: startRef.current,
      scale: zoomRef.current * natural,
      scrollTop: scrollTopRef.current,
      cursor: s.cursor,
      radix: s.radix,
      palette: s.palette,
    });
    performance.clearMeasures(DRAW_MEASURE);
    performance.measure(DRAW_MEASURE, { start: began, end: performance.now() });
  }, [natural]);

  const requestDraw = useCallback(() => {
    if (!frameRef.current) frameRef.current = requestAnimationFrame(draw);
  }, [draw]);

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  /** Moves the left edge to `start` (clamped) and the scrollbar with it. */
  const scrollToStart = useCallback(
    (start: number) => {
      const width = sceneRef.current.view.width;
      const current = zoomRef.current * natural;
      startRef.current = clampStart(start, waveform, current, width);
      const scroller = scrollerRef.current;
      if (scroller) {
        const left = scrollFromStart(startRef.current, waveform, current, width);
        ownScrollRef.current = Math.round(left);
        scroller.scrollLeft = left;
      }
      requestDraw();
    },
    [waveform, natural, requestDraw],
  );

  // Canvas size = the scroll area without its scrollbars.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => setView({ width: scroller.clientWidth, height: scroller.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // First measurement: bring the first mismatch (where the cursor starts) into view.
  const placedRef = useRef(false);
  useLayoutEffect(() => {
    if (placedRef.current || view.width <= 0) return;
    placedRef.current = true;
    if (cursor > 0) scrollToStart(cursor - view.width / 3 / scale);
  }, [view.width, cursor, scale, scrollToStart]);

  // After a zoom or resize the spacer has its new width: put the scrollbar where `start` is.
  useLayoutEffect(() => {
    scrollToStart(startRef.current);
  }, [scale, view.width, scrollToStart]);

  useEffect(requestDraw, [requestDraw, rows, cursor, radix, palette, view, scale]);

  /** Zooms so that the time under `anchorX` stays there. */
  const zoomAround = useCallback(
    (next: number, anchorX: number) => {
      const current = zoomRef.current;
      const anchorTime = startRef.current + anchorX / (current * natural);
      startRef.current = clampStart(anchorTime - anchorX / (next * natural), waveform, next * natural, sceneRef.current.view.width);
      zoomRef.current = next;
      if (next === current) requestDraw();
      else setZoom(next);
    },
    [natural, waveform, requestDraw],
  );

  /** Zoom anchor of the buttons: the cursor when it is on screen, else the middle. */
  const buttonAnchor = () => {
    const x = (cursor - startRef.current) * zoomRef.current * natural;
    return x >= 0 && x <= view.width ? x : view.width / 2;
  };

  const stepZoom = (direction: 1 | -1) => {
    const next = steppedZoom(effectiveZoom, direction);
    if (next !== null) zoomAround(next, buttonAnchor());
  };

  const fitToWindow = () => zoomAround(fit, 0);

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    if (ownScrollRef.current === null || Math.abs(scroller.scrollLeft - ownScrollRef.current) >= 1) {
      ownScrollRef.current = null;
      startRef.current = startFromScroll(scroller.scrollLeft, waveform, scale, view.width);
    }
    scrollTopRef.current = scroller.scrollTop;
    if (namesRef.current) namesRef.current.style.transform = `translateY(${-scroller.scrollTop}px)`;
    const top = Math.floor(scroller.scrollTop / ROW_HEIGHT);
    const block = Math.max(0, top - (top % OVERSCAN_ROWS) - OVERSCAN_ROWS);
    if (block !== firstRow) setFirstRow(block);
    requestDraw();
  };

  // Wheel over names or waves: ctrl/⌘ zooms around the pointer; otherwise it scrolls (vertically
  // when the rows overflow, else along time; shift or a sideways swipe always along time). A native
  // listener: React's wheel handler is passive and could not keep the page from scrolling too.
  const wheelRef = useRef<(event: WheelEvent) => void>(() => {});
  wheelRef.current = (event: WheelEvent) => {
    const scroller = scrollerRef.current;
    const canvas = canvasRef.current;
    if (!scroller || !canvas) return;
    const unit = event.deltaMode === 1 ? WHEEL_LINE_PX : event.deltaMode === 2 ? view.width : 1;
    const dx = (event.shiftKey ? event.deltaY : event.deltaX) * unit;
    const dy = (event.shiftKey ? 0 : event.deltaY) * unit;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      const x = Math.max(0, event.clientX - canvas.getBoundingClientRect().left);
      zoomAround(wheelZoom(zoomRef.current, dy || dx, fit), x);
      return;
    }
    const left = scroller.scrollLeft;
    const top = scroller.scrollTop;
    const overflowsVertically = scroller.scrollHeight > scroller.clientHeight;
    scroller.scrollLeft += dx + (overflowsVertically ? 0 : dy);
    if (overflowsVertically) scroller.scrollTop += dy;
    if (scroller.scrollLeft !== left || scroller.scrollTop !== top) event.preventDefault();
  };
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const listener = (event: WheelEvent) => wheelRef.current(event);
    body.addEventListener('wheel', listener, { passive: false });
    return () => body.removeEventListener('wheel', listener);
  }, []);

  const onCanvasClick = (event: MouseEvent<HTMLCanvasElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const current = zoomRef.current * natural;
    const time = startRef.current + x / current;
    const times = waveform.times;
    const k = lastAtOrBefore(times, times.length, time);
    let best = Math.max(0, Math.round(time));
    for (const slot of [k, k + 1]) {
      const t = times[slot];
      if (t !== undefined && Math.abs(t - time) * current <= SNAP_PX && Math.abs(t - time) < Math.abs(best - time)) best = t;
    }
    setCursor(best);
  };

  const goTo = (span: MismatchSpan) => {
    setCursor(span.start);
    const current = zoomRef.current * natural;
    const x = (span.start - startRef.current) * current;
    if (x < 0 || x > view.width - 8) scrollToStart(span.start - view.width / 3 / current);
  };

  const contentHeight = AXIS_HEIGHT + rows.length * ROW_HEIGHT;
  const areaHeight = Math.max(AXIS_HEIGHT + 2 * ROW_HEIGHT, Math.min(height, contentHeight + SCROLLBAR_ALLOWANCE));
  const spacerWidth = Math.min(contentWidth(waveform, scale), MAX_SCROLL_PX);
  const visibleCount = Math.ceil(areaHeight / ROW_HEIGHT) + 2 * OVERSCAN_ROWS;
  const timescale = waveform.timescale;
  const canZoomOut = steppedZoom(effectiveZoom, -1) !== null;
  const canZoomIn = steppedZoom(effectiveZoom, 1) !== null;
  const mono: CSSProperties = { fontFamily: token.fontFamilyCode, fontSize: 12 };

  return (
    <>
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
            {zoomText(effectiveZoom)}
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
          <span data-testid="wave-cursor-time" style={{ ...mono, color: token.colorPrimary }}>
            {formatTime(cursor, timescale)}
          </span>
        </span>
      </div>

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
            onClick={onCanvasClick}
            style={{ position: 'absolute', top: 0, left: 0, width: view.width, height: view.height, cursor: 'crosshair' }}
          />
        </div>
      </div>

      {layout.judge && <MismatchList mismatches={layout.mismatches} cursor={cursor} timescale={timescale} onPick={goTo} />}
    </>
  );
}

function valueAt(waveform: Waveform, row: SignalRow, time: number, radix: Radix): string {
  const code = codeAt(waveform, row.trace, time);
  return code === null ? '' : formatValue(row.trace, code, radix);
}

function NameRow({
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
              color: row.role === 'actual' ? token.colorPrimary : token.colorTextSecondary,
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
          color: differs || (row.role === 'mismatch' && value === '1') ? token.colorError : token.colorText,
        }}
      >
        {value}
      </span>
    </div>
  );
}

function MismatchList({
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
              {span.outputs.length > 0 && <span style={{ opacity: 0.75 }}> · {span.outputs.join(', ')}</span>}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
