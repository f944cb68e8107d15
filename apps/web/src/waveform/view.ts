/**
 * Geometry of the viewer: rows, zoom (spec §9: 0.1 to 1 in steps of 0.1, plus fit-to-window
 * and wheel zoom in between and beyond), time-axis ticks, and the mapping between the
 * scrollbar and the time at the left edge.
 */
import { duration, type Waveform } from '@veridojo/waveform';

export const ROW_HEIGHT = 24;
export const AXIS_HEIGHT = 24;

/** The zoom buttons' levels (spec §9). */
const ZOOM_STEP = 0.1;
const ZOOM_STEP_MIN = 0.1;
const ZOOM_STEP_MAX = 1;
/** Wheel zoom goes this far past 100 %: enough to read a 32-bit value in binary. */
const ZOOM_MAX = 8;
/** Each wheel notch (100 delta units) zooms by this factor. */
const WHEEL_FACTOR = 1.25;

/**
 * At 100 % an average interval between two change times gets this many pixels: room for a
 * short bus value such as `ff` or `-128` in every segment.
 */
const NATURAL_GAP_PX = 40;

/**
 * Scroll range of the spacer behind the canvas. Browsers stop laying out boxes wider than
 * ~17.9 M px (Firefox) or ~33.5 M px (Chromium); beyond this width the scrollbar maps
 * proportionally onto the time range instead of pixel for pixel.
 */
export const MAX_SCROLL_PX = 4_000_000;
/** Blank space after the end of the dump, so the last value is not glued to the edge. */
const END_PADDING_PX = 24;

/** Pixels per time unit at zoom 1. */
export function naturalScale(waveform: Waveform): number {
  const span = duration(waveform);
  const changes = Math.max(1, waveform.times.length);
  return span > 0 ? (NATURAL_GAP_PX * changes) / span : NATURAL_GAP_PX;
}

/** Zoom at which the whole dump fits `width` pixels. */
export function fitZoom(waveform: Waveform, width: number): number {
  const span = duration(waveform);
  if (span <= 0) return 1;
  return Math.max(1, width - END_PADDING_PX) / span / naturalScale(waveform);
}

/**
 * Below this fit zoom an average change interval gets under 2 px (40 px at 100 %) and the
 * whole dump is a blur of blocks: such dumps open at the smallest button level instead.
 */
const READABLE_FIT = 0.05;

/** Zoom a dump opens at: all of it when that stays readable (judge runs), never above 100 %. */
export function initialZoom(fit: number): number {
  return fit >= READABLE_FIT ? Math.min(fit, ZOOM_STEP_MAX) : ZOOM_STEP_MIN;
}

function minZoom(fit: number): number {
  return Math.min(ZOOM_STEP_MIN, fit);
}

export function clampZoom(zoom: number, fit: number): number {
  return Math.min(Math.max(zoom, minZoom(fit)), Math.max(ZOOM_MAX, fit));
}

/** The next button level (0.1 … 1) above (+1) or below (-1) `zoom`, or null past the ends. */
export function steppedZoom(zoom: number, direction: 1 | -1): number | null {
  const tenths = zoom / ZOOM_STEP;
  // A hair of tolerance: 0.30000000000000004 is level 0.3.
  const level = direction > 0 ? Math.floor(tenths + 1e-6) + 1 : Math.ceil(tenths - 1e-6) - 1;
  const next = Math.min(Math.round(level) * ZOOM_STEP, direction < 0 ? ZOOM_STEP_MAX : Infinity);
  if (next < ZOOM_STEP_MIN - 1e-9 || next > ZOOM_STEP_MAX + 1e-9) return null;
  return Number(next.toFixed(1));
}

export function wheelZoom(zoom: number, deltaY: number, fit: number): number {
  return clampZoom(zoom * WHEEL_FACTOR ** (-deltaY / 100), fit);
}

export function zoomText(zoom: number): string {
  const percent = zoom * 100;
  return `${percent >= 10 ? Math.round(percent) : Number(percent.toPrecision(2))}%`;
}

/** A 1-2-5 step in time units such that ticks are at least `minPx` apart (never below 1 unit). */
export function tickStep(scale: number, minPx = 90): number {
  const raw = minPx / scale;
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/** Horizontal extent of the content at `scale`. */
export function contentWidth(waveform: Waveform, scale: number): number {
  return duration(waveform) * scale + END_PADDING_PX;
}

/** Time at the left edge for a scrollbar position. */
export function startFromScroll(scrollLeft: number, waveform: Waveform, scale: number, viewWidth: number): number {
  const content = contentWidth(waveform, scale);
  const spacer = Math.min(content, MAX_SCROLL_PX);
  const range = Math.max(0, spacer - viewWidth);
  const ratio = range > 0 ? Math.min(1, Math.max(0, scrollLeft / range)) : 0;
  return (ratio * Math.max(0, content - viewWidth)) / scale;
}

/** Scrollbar position for a time at the left edge. */
export function scrollFromStart(start: number, waveform: Waveform, scale: number, viewWidth: number): number {
  const content = contentWidth(waveform, scale);
  const spacer = Math.min(content, MAX_SCROLL_PX);
  const maxStart = Math.max(0, content - viewWidth) / scale;
  const ratio = maxStart > 0 ? Math.min(1, Math.max(0, start / maxStart)) : 0;
  return ratio * Math.max(0, spacer - viewWidth);
}

/** Clamps a left-edge time into the scrollable range. */
export function clampStart(start: number, waveform: Waveform, scale: number, viewWidth: number): number {
  const maxStart = Math.max(0, contentWidth(waveform, scale) - viewWidth) / scale;
  return Math.min(Math.max(0, start), maxStart);
}
