/**
 * The waveform's view over time: zoom, the scroll position (`start`, the time at the left edge),
 * the canvas size, and the drawing. What changes every frame (scroll position, the zoom during a
 * wheel gesture) stays in refs and redraws through requestAnimationFrame, not through React; React
 * state holds only what the markup shows (the zoom, the canvas size, the first rendered name row).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lastAtOrBefore, type Waveform } from '@veridojo/waveform';
import { drawScene, type Palette } from './draw.ts';
import type { Radix } from './format.ts';
import type { SignalRow } from './signals.ts';
import {
  clampStart,
  fitZoom,
  initialZoom,
  naturalScale,
  ROW_HEIGHT,
  scrollFromStart,
  startFromScroll,
  steppedZoom,
  wheelZoom,
} from './view.ts';

/** Name of the User Timing measure written after each frame (read by bench/waveform-redraw). */
export const DRAW_MEASURE = 'waveform-draw';
/** Rows rendered above and below the visible ones in the names column. */
export const OVERSCAN_ROWS = 10;
/** A click this close to a change snaps the cursor onto it. */
const SNAP_PX = 6;
/** One line of a wheel in DOM_DELTA_LINE mode (Firefox), in pixels. */
const WHEEL_LINE_PX = 16;

interface WaveScene {
  waveform: Waveform;
  rows: SignalRow[];
  cursor: number;
  radix: Radix;
  palette: Palette;
}

export function useWaveView({ waveform, rows, cursor, radix, palette }: WaveScene) {
  const natural = naturalScale(waveform);
  const [zoom, setZoom] = useState<number | null>(null);
  const [view, setView] = useState({ width: 0, height: 0 });
  const [firstRow, setFirstRow] = useState(0);

  const fit = fitZoom(waveform, view.width);
  // Until the user zooms, the opening zoom follows the measured width.
  const effectiveZoom = zoom ?? initialZoom(fit);
  const scale = effectiveZoom * natural;

  const scrollerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const namesRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
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

  /** Zoom anchor of the buttons and keys: the cursor when it is on screen, else the middle. */
  const buttonAnchor = () => {
    const x = (cursor - startRef.current) * zoomRef.current * natural;
    return x >= 0 && x <= view.width ? x : view.width / 2;
  };

  const stepZoom = (direction: 1 | -1) => {
    const next = steppedZoom(effectiveZoom, direction);
    if (next !== null) zoomAround(next, buttonAnchor());
  };

  const fitToWindow = () => zoomAround(fit, 0);

  /** Moves the view along time by `fraction` of its width (negative: back). */
  const pan = (fraction: number) => scrollToStart(startRef.current + (fraction * view.width) / (zoomRef.current * natural));

  /** Scrolls `time` into view when it is off screen (a third from the left edge). */
  const reveal = (time: number) => {
    const current = zoomRef.current * natural;
    const x = (time - startRef.current) * current;
    if (x < 0 || x > view.width - 8) scrollToStart(time - view.width / 3 / current);
  };

  /** The time under canvas x, snapped onto a change within SNAP_PX. */
  const timeAtX = (x: number) => {
    const current = zoomRef.current * natural;
    const time = startRef.current + x / current;
    const times = waveform.times;
    const k = lastAtOrBefore(times, times.length, time);
    let best = Math.max(0, Math.round(time));
    for (const slot of [k, k + 1]) {
      const t = times[slot];
      if (t !== undefined && Math.abs(t - time) * current <= SNAP_PX && Math.abs(t - time) < Math.abs(best - time)) best = t;
    }
    return best;
  };

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
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const listener = (event: WheelEvent) => wheelRef.current(event);
    body.addEventListener('wheel', listener, { passive: false });
    return () => body.removeEventListener('wheel', listener);
  }, []);

  return {
    refs: { scrollerRef, canvasRef, namesRef, bodyRef },
    view,
    firstRow,
    zoom: effectiveZoom,
    scale,
    canZoomIn: steppedZoom(effectiveZoom, 1) !== null,
    canZoomOut: steppedZoom(effectiveZoom, -1) !== null,
    stepZoom,
    fitToWindow,
    pan,
    reveal,
    timeAtX,
    onScroll,
  };
}
