/**
 * Draws the visible window of a waveform on a 2D canvas: time axis, one row per signal (levels
 * for one-bit signals, hexagon segments for buses), x and z in their own colours, the spans
 * where the learner's output differs from the expected one, and the cursor. Only changes
 * inside the window are visited (binary search into each trace), and where several changes
 * fall into one pixel column they are drawn as one solid block, so a frame costs about
 * rows × pixels, whatever the size of the dump.
 */
import { formatTime, formatValue, type Radix } from './format.ts';
import type { SignalRow } from './signals.ts';
import { ALL_Z, duration, lastAtOrBefore, valueState, type Trace, type Waveform } from '@veridojo/waveform';
import { AXIS_HEIGHT, ROW_HEIGHT, tickStep } from './view.ts';

export interface Palette {
  background: string;
  stripe: string;
  grid: string;
  axisText: string;
  text: string;
  wave: string;
  /** Blocks of changes denser than one per pixel. */
  dense: string;
  /** The mismatch flag when high, and an x value. */
  error: string;
  /** Background of the spans where the learner's output differs. */
  errorBackground: string;
  /** A z value. */
  warning: string;
  cursor: string;
  font: string;
}

interface Scene {
  /** Canvas size in CSS pixels. */
  width: number;
  height: number;
  waveform: Waveform;
  rows: readonly SignalRow[];
  /** Time at the left edge and pixels per time unit. */
  start: number;
  scale: number;
  /** Vertical scroll of the rows, in pixels. */
  scrollTop: number;
  cursor: number | null;
  radix: Radix;
  palette: Palette;
}

/** Distance between the level lines and the row's edges. */
const PAD = 5;
/** Horizontal size of a bus segment's slanted ends. */
const BEVEL = 3;

/** First index in the ascending `array[from, count)` whose element is ≥ value (galloping from `from`). */
function gallop(array: ArrayLike<number>, from: number, count: number, value: number): number {
  let step = 1;
  let lo = from;
  let hi = from;
  while (hi < count && array[hi]! < value) {
    lo = hi + 1;
    hi = from + step;
    step *= 2;
  }
  if (hi > count) hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (array[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Change-time slots that begin pixel columns, computed on demand and shared by all rows of a frame. */
class Columns {
  private readonly slots: Int32Array;
  constructor(
    private readonly times: Float64Array,
    private readonly start: number,
    private readonly scale: number,
    width: number,
  ) {
    this.slots = new Int32Array(Math.ceil(width) + 2).fill(-1);
  }
  /** First slot whose time is at or after the left edge of column `col`. */
  firstSlot(col: number): number {
    if (col >= this.slots.length) return gallop(this.times, 0, this.times.length, this.start + col / this.scale);
    let slot = this.slots[col]!;
    if (slot < 0) {
      slot = gallop(this.times, 0, this.times.length, this.start + col / this.scale);
      this.slots[col] = slot;
    }
    return slot;
  }
}

type SegmentSink = (x0: number, x1: number, code: number) => void;
type BlockSink = (from: number, to: number) => void;

/**
 * Calls `segment` for each value of `trace` in view that holds for at least a pixel (x0 to x1)
 * and `block` for each run of pixel columns [from, to) where the value changes faster than that.
 */
function walkTrace(scene: Scene, columns: Columns, trace: Trace, segment: SegmentSink, block: BlockSink) {
  const { waveform, start, scale, width } = scene;
  const times = waveform.times;
  const { at, values, count } = trace;
  if (count === 0) return;
  const leftSlot = lastAtOrBefore(times, times.length, start);
  let i = leftSlot < 0 ? 0 : Math.max(0, lastAtOrBefore(at, count, leftSlot));
  const endX = Math.min(width, (duration(waveform) - start) * scale);
  let x = Math.max(0, (times[at[i]!]! - start) * scale);
  while (i < count && x < width) {
    let next = i + 1 < count ? Math.min(width, (times[at[i + 1]!]! - start) * scale) : endX;
    if (next - x >= 1 || i + 1 >= count) {
      if (next > x) segment(x, next, values[i]!);
      i++;
      x = next;
      continue;
    }
    // Values shorter than a pixel from column `from` on: one block, up to the first value that
    // holds for a whole pixel after it. Each step jumps to the last change inside a column.
    const from = Math.floor(x);
    let col = from;
    for (;;) {
      i = gallop(at, i + 1, count, columns.firstSlot(col + 1)) - 1;
      next = i + 1 < count ? Math.min(width, (times[at[i + 1]!]! - start) * scale) : endX;
      if (next >= col + 2 || i + 1 >= count || col + 1 >= width) break;
      col++;
    }
    block(from, col + 1);
    x = col + 1;
    if (next > x) segment(x, next, values[i]!);
    i++;
    x = Math.max(x, next);
  }
}

/** Times of the axis ticks in view. */
function ticks(scene: Scene): number[] {
  const step = tickStep(scene.scale);
  const out: number[] = [];
  for (let t = Math.ceil(scene.start / step) * step; (t - scene.start) * scene.scale <= scene.width; t += step) out.push(t);
  return out;
}

/** Vertical grid lines under the rows. */
function drawGrid(ctx: CanvasRenderingContext2D, scene: Scene, at: number[]) {
  ctx.strokeStyle = scene.palette.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (const t of at) {
    const x = Math.round((t - scene.start) * scene.scale) + 0.5;
    ctx.moveTo(x, AXIS_HEIGHT);
    ctx.lineTo(x, scene.height);
  }
  ctx.stroke();
}

function drawAxis(ctx: CanvasRenderingContext2D, scene: Scene, at: number[]) {
  const { width, start, scale, palette, waveform } = scene;
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, width, AXIS_HEIGHT);
  ctx.strokeStyle = palette.grid;
  ctx.fillStyle = palette.axisText;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.beginPath();
  for (const t of at) {
    const x = Math.round((t - start) * scale) + 0.5;
    ctx.moveTo(x, AXIS_HEIGHT - 6);
    ctx.lineTo(x, AXIS_HEIGHT);
    ctx.fillText(formatTime(t, waveform.timescale), x + 3, AXIS_HEIGHT / 2 - 1);
  }
  ctx.moveTo(0, AXIS_HEIGHT - 0.5);
  ctx.lineTo(width, AXIS_HEIGHT - 0.5);
  ctx.stroke();
}

function drawDifferences(ctx: CanvasRenderingContext2D, scene: Scene, spans: Float64Array, y: number) {
  const { start, scale, width, palette } = scene;
  ctx.fillStyle = palette.errorBackground;
  // First span ending after the left edge.
  let lo = 0;
  let hi = spans.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[2 * mid + 1]! <= start) lo = mid + 1;
    else hi = mid;
  }
  for (let k = 2 * lo; k < spans.length; k += 2) {
    const x0 = (spans[k]! - start) * scale;
    if (x0 > width) break;
    const x1 = (spans[k + 1]! - start) * scale;
    // At least one pixel, so a short mismatch in a zoomed-out view stays visible.
    ctx.fillRect(Math.max(0, x0), y, Math.max(1, Math.min(width, x1) - Math.max(0, x0)), ROW_HEIGHT);
  }
}

function drawBit(ctx: CanvasRenderingContext2D, scene: Scene, columns: Columns, row: SignalRow, y: number) {
  const { palette } = scene;
  const high = y + PAD;
  const low = y + ROW_HEIGHT - PAD;
  const mid = y + ROW_HEIGHT / 2;
  const lines = new Path2D();
  const unknown = new Path2D();
  const floating = new Path2D();
  const blocks = new Path2D();
  let penY = -1;
  walkTrace(
    scene,
    columns,
    row.trace,
    (x0, x1, code) => {
      if (code === 0 || code === 1) {
        const level = code ? high : low;
        if (penY < 0) lines.moveTo(x0, level);
        else lines.lineTo(x0, level);
        lines.lineTo(x1, level);
        penY = level;
        return;
      }
      penY = -1;
      if (code === ALL_Z) {
        floating.moveTo(x0, mid);
        floating.lineTo(x1, mid);
      } else {
        unknown.rect(x0, high, x1 - x0, low - high);
      }
    },
    (from, to) => {
      blocks.rect(from, high, to - from, low - high);
      penY = -1;
    },
  );
  const colour = row.role === 'mismatch' ? palette.error : palette.wave;
  ctx.fillStyle = row.role === 'mismatch' ? palette.error : palette.dense;
  ctx.fill(blocks);
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1.5;
  ctx.stroke(lines);
  ctx.lineWidth = 1;
  ctx.fillStyle = palette.errorBackground;
  ctx.fill(unknown);
  ctx.strokeStyle = palette.error;
  ctx.stroke(unknown);
  ctx.strokeStyle = palette.warning;
  ctx.lineWidth = 1.5;
  ctx.stroke(floating);
  ctx.lineWidth = 1;
}

function drawBus(ctx: CanvasRenderingContext2D, scene: Scene, columns: Columns, row: SignalRow, y: number, charWidth: number) {
  const { palette, radix } = scene;
  const top = y + PAD - 1;
  const bottom = y + ROW_HEIGHT - PAD + 1;
  const mid = y + ROW_HEIGHT / 2;
  const known = new Path2D();
  const unknown = new Path2D();
  const floating = new Path2D();
  const blocks = new Path2D();
  const labels: { x: number; room: number; text: string; colour: string }[] = [];
  const trace = row.trace;
  walkTrace(
    scene,
    columns,
    trace,
    (x0, x1, code) => {
      const bevel = Math.min(BEVEL, (x1 - x0) / 2);
      const state = valueState(trace, code);
      const path = state === 'x' ? unknown : state === 'z' ? floating : known;
      path.moveTo(x0, mid);
      path.lineTo(x0 + bevel, top);
      path.lineTo(x1 - bevel, top);
      path.lineTo(x1, mid);
      path.lineTo(x1 - bevel, bottom);
      path.lineTo(x0 + bevel, bottom);
      path.closePath();
      const room = x1 - x0 - 2 * bevel - 2;
      if (room >= charWidth) {
        const colour = path === unknown ? palette.error : path === floating ? palette.warning : palette.text;
        labels.push({ x: (x0 + x1) / 2, room, text: formatValue(trace, code, radix), colour });
      }
    },
    (from, to) => blocks.rect(from, top, to - from, bottom - top),
  );
  ctx.fillStyle = palette.dense;
  ctx.fill(blocks);
  ctx.strokeStyle = palette.wave;
  ctx.stroke(known);
  ctx.fillStyle = palette.errorBackground;
  ctx.fill(unknown);
  ctx.strokeStyle = palette.error;
  ctx.stroke(unknown);
  ctx.strokeStyle = palette.warning;
  ctx.stroke(floating);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const label of labels) {
    let text = label.text;
    const fits = Math.floor(label.room / charWidth);
    if (text.length > fits) text = fits >= 2 ? `${text.slice(0, fits - 1)}…` : '';
    if (!text) continue;
    ctx.fillStyle = label.colour;
    ctx.fillText(text, label.x, mid + 0.5);
  }
}

/** Draws one frame. `ctx` is already scaled to CSS pixels. */
export function drawScene(ctx: CanvasRenderingContext2D, scene: Scene) {
  const { width, height, rows, scrollTop, palette, start, scale, cursor } = scene;
  ctx.font = palette.font;
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, width, height);
  const charWidth = ctx.measureText('0').width || 7;
  const columns = new Columns(scene.waveform.times, start, scale, width);
  const tickTimes = ticks(scene);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT));
  const last = Math.min(rows.length - 1, Math.floor((scrollTop + height - AXIS_HEIGHT) / ROW_HEIGHT));
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, AXIS_HEIGHT, width, height - AXIS_HEIGHT);
  ctx.clip();
  // Backgrounds, then the grid, then the waves over both.
  for (let r = first; r <= last; r++) {
    const row = rows[r]!;
    const y = AXIS_HEIGHT + r * ROW_HEIGHT - scrollTop;
    if (r % 2 === 1) {
      ctx.fillStyle = palette.stripe;
      ctx.fillRect(0, y, width, ROW_HEIGHT);
    }
    if (row.differences) drawDifferences(ctx, scene, row.differences, y);
  }
  drawGrid(ctx, scene, tickTimes);
  for (let r = first; r <= last; r++) {
    const row = rows[r]!;
    const y = AXIS_HEIGHT + r * ROW_HEIGHT - scrollTop;
    if (row.trace.width === 1 && !row.trace.real) drawBit(ctx, scene, columns, row, y);
    else drawBus(ctx, scene, columns, row, y, charWidth);
  }
  ctx.restore();

  drawAxis(ctx, scene, tickTimes);

  if (cursor !== null) {
    const x = Math.round((cursor - start) * scale) + 0.5;
    if (x >= 0 && x <= width) {
      ctx.strokeStyle = palette.cursor;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, height);
      ctx.stroke();
      const label = formatTime(cursor, scene.waveform.timescale);
      const labelWidth = ctx.measureText(label).width + 8;
      const left = Math.min(Math.max(0, x - labelWidth / 2), width - labelWidth);
      ctx.fillStyle = palette.cursor;
      ctx.fillRect(left, 2, labelWidth, AXIS_HEIGHT - 6);
      ctx.fillStyle = palette.background;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(label, left + labelWidth / 2, AXIS_HEIGHT / 2 - 1);
    }
  }
}
