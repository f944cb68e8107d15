/**
 * VCD (IEEE 1364 value change dump) parser: one pass over the text with charCode scanning, no
 * regular expression per line and no object per value change. The result is built for drawing:
 * each trace keeps its changes in typed arrays (when, as an index into one shared table of
 * change times, and the value as a number); text is kept only for values that carry x/z bits
 * mixed with 0/1, or that are wider than a double holds exactly.
 */

/** What the user sees for any unreadable input (spec §5, waveform parser). */
export const INVALID_VCD = '无效的 VCD 数据格式';

export class VcdError extends Error {
  /** Where and why, for the curious (e.g. "第 12 行：未声明的信号标识符 %"). */
  readonly detail: string;
  constructor(detail: string) {
    super(INVALID_VCD);
    this.name = 'VcdError';
    this.detail = detail;
  }
}

type TimeUnit = 's' | 'ms' | 'us' | 'ns' | 'ps' | 'fs';

export interface Timescale {
  magnitude: 1 | 10 | 100;
  unit: TimeUnit;
}

/** One `$var`: several variables may share a trace (the same id code: aliases of one net). */
export interface VcdVariable {
  /** Dotted path: scopes, reference and bit select, e.g. `tb.dut.q[3:0]`. */
  name: string;
  /** Dotted scope path, e.g. `tb.dut` (empty at the top). */
  scope: string;
  /** The variable's own name, e.g. `q`. */
  reference: string;
  /** Bit select written after the reference, e.g. `[3:0]`, or empty. */
  select: string;
  /** `wire`, `reg`, `integer`, `real`, `parameter`, `event`, … as written. */
  kind: string;
  width: number;
  trace: number;
}

/** Value codes below zero: the whole value is x, the whole value is z, or text[TEXT_BASE - code]. */
export const ALL_X = -1;
export const ALL_Z = -2;
export const TEXT_BASE = -3;

/**
 * The changes of one id code. Change i happens at `waveform.times[at[i]]` and has value
 * `values[i]`: for a real trace the number itself; otherwise a non-negative number is the
 * unsigned value, ALL_X / ALL_Z are all-x / all-z, and codes ≤ TEXT_BASE index `text`
 * (binary digits, most significant first, exactly `width` of them).
 */
export interface Trace {
  width: number;
  real: boolean;
  count: number;
  at: Uint32Array;
  values: Int32Array | Float64Array;
  text: string[];
}

export interface Waveform {
  timescale: Timescale;
  /** Distinct times at which something changed, ascending. */
  times: Float64Array;
  /** The last time written in the file (≥ the last change: simulation ran on after it). */
  endTime: number;
  variables: VcdVariable[];
  traces: Trace[];
}

/** Widths up to this use Int32Array values (31 bits keep codes negative); wider ones Float64Array. */
const INT32_WIDTH = 31;
/** Widths up to this are exact in a double; wider known values are kept as text. */
const NUMBER_WIDTH = 53;
/** Id codes up to this length get a numeric key (95⁷ < 2⁵³); longer ones go through a string map. */
const NUMERIC_ID_LENGTH = 7;
/**
 * Keys below this (every 1–3 character id code) are looked up in a flat array: Icarus hands out
 * id codes from `!` upwards, so even 800 000 signals stay within three characters. 3.4 MB at most,
 * allocated only as large as the largest key declared.
 */
const DIRECT_KEYS = 95 ** 3;
/** First capacity of a trace's arrays; they double as they fill. */
const INITIAL_CAPACITY = 16;

const TIMESCALE_UNITS: readonly TimeUnit[] = ['s', 'ms', 'us', 'ns', 'ps', 'fs'];

/** A trace while it is filled: its arrays have room to spare (capacity = at.length). */
function newTrace(width: number, real: boolean): Trace {
  return {
    width,
    real,
    count: 0,
    at: new Uint32Array(INITIAL_CAPACITY),
    values: real || width > INT32_WIDTH ? new Float64Array(INITIAL_CAPACITY) : new Int32Array(INITIAL_CAPACITY),
    text: [],
  };
}

function grow(trace: Trace) {
  const at = new Uint32Array(trace.at.length * 2);
  at.set(trace.at);
  trace.at = at;
  const values = trace.values instanceof Int32Array ? new Int32Array(at.length) : new Float64Array(at.length);
  values.set(trace.values);
  trace.values = values;
}

/** Numeric key of an id code (bijective base 95 over the printable characters), or -1 if too long. */
function idKey(code: string): number {
  if (code.length > NUMERIC_ID_LENGTH) return -1;
  let key = 0;
  for (let k = 0; k < code.length; k++) key = key * 95 + (code.charCodeAt(k) - 32);
  return key;
}

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let k = 0; k < position && k < text.length; k++) if (text.charCodeAt(k) === 10) line++;
  return line;
}

function fail(text: string, position: number, why: string): never {
  throw new VcdError(`第 ${lineAt(text, position)} 行：${why}`);
}

interface Header {
  timescale: Timescale;
  variables: VcdVariable[];
  traces: Trace[];
  traceOfCode: Map<string, number>;
  /** Where the body starts. */
  end: number;
}

/** Declarations up to `$enddefinitions $end`. */
function parseHeader(text: string): Header {
  const length = text.length;
  let i = 0;

  /** Next whitespace-separated token, or null at the end. */
  const token = (): string | null => {
    let c = text.charCodeAt(i);
    while (c <= 32) c = text.charCodeAt(++i);
    if (i >= length) return null;
    const start = i;
    while (c > 32) c = text.charCodeAt(++i);
    return text.substring(start, i);
  };

  /** Tokens up to `$end` (exclusive). */
  const untilEnd = (command: string): string[] => {
    const words: string[] = [];
    for (;;) {
      const word = token();
      if (word === null) fail(text, i, `${command} 缺少 $end`);
      if (word === '$end') return words;
      words.push(word);
    }
  };

  let timescale: Timescale = { magnitude: 1, unit: 's' };
  const scopes: string[] = [];
  const variables: VcdVariable[] = [];
  const traces: Trace[] = [];
  const traceOfCode = new Map<string, number>();

  for (;;) {
    const start = i;
    const word = token();
    if (word === null) {
      if (variables.length === 0 && scopes.length === 0) fail(text, start, '内容为空或不是 VCD');
      fail(text, i, '缺少 $enddefinitions');
    }
    switch (word) {
      case '$timescale': {
        const spec = untilEnd(word).join('');
        let digits = 0;
        while (digits < spec.length && spec.charCodeAt(digits) >= 48 && spec.charCodeAt(digits) <= 57) digits++;
        const magnitude = Number(spec.slice(0, digits));
        const unit = spec.slice(digits) as TimeUnit;
        if ((magnitude !== 1 && magnitude !== 10 && magnitude !== 100) || !TIMESCALE_UNITS.includes(unit)) {
          fail(text, start, `无法识别的时间单位 ${spec}`);
        }
        timescale = { magnitude: magnitude as Timescale['magnitude'], unit };
        break;
      }
      case '$scope': {
        const words = untilEnd(word);
        if (words.length < 2) fail(text, start, '$scope 缺少名称');
        scopes.push(words.slice(1).join(' '));
        break;
      }
      case '$upscope':
        untilEnd(word);
        if (scopes.length === 0) fail(text, start, '$upscope 多于 $scope');
        scopes.pop();
        break;
      case '$var': {
        const words = untilEnd(word);
        if (words.length < 4) fail(text, start, '$var 缺少字段');
        const [kind, size, code, reference] = words as [string, string, string, string];
        const width = Number(size);
        if (!Number.isInteger(width) || width < 1) fail(text, start, `信号宽度 ${size} 无效`);
        const select = words.slice(4).join('');
        const real = kind === 'real' || kind === 'realtime' || kind === 'shortreal';
        let trace = traceOfCode.get(code);
        if (trace === undefined) {
          trace = traces.length;
          traces.push(newTrace(width, real));
          traceOfCode.set(code, trace);
        }
        const scope = scopes.join('.');
        variables.push({ name: `${scope ? `${scope}.` : ''}${reference}${select}`, scope, reference, select, kind, width, trace });
        break;
      }
      case '$enddefinitions':
        untilEnd(word);
        return { timescale, variables, traces, traceOfCode, end: i };
      default:
        if (word.charCodeAt(0) === 35 /* # */) fail(text, start, `缺少 $enddefinitions（此处已是时间 ${word.slice(0, 20)}）`);
        if (word.charCodeAt(0) !== 36 /* $ */) fail(text, start, `头部出现意外内容 ${word.slice(0, 20)}`);
        // $date, $version, $comment and vendor commands: their text does not matter here.
        untilEnd(word);
    }
  }
}

/** Value code for the binary digits text[start, end) that hold x/z or other letters, or are too wide. */
function textValue(trace: Trace, text: string, start: number, end: number): number {
  let digits = text.substring(start, end).toLowerCase();
  const width = trace.width;
  if (digits.length > width) digits = digits.slice(digits.length - width);
  else if (digits.length < width) {
    // Left extension (IEEE 1364 §18.2.3.6): x and z extend themselves, 0 and 1 extend with 0.
    const first = digits[0] === 'x' || digits[0] === 'z' ? digits[0] : '0';
    digits = first.repeat(width - digits.length) + digits;
  }
  let x = 0;
  let z = 0;
  let other = 0;
  for (let k = 0; k < width; k++) {
    const d = digits.charCodeAt(k);
    if (d === 120) x++;
    else if (d === 122) z++;
    else if (d !== 48 && d !== 49) other++;
  }
  if (x === width) return ALL_X;
  if (z === width) return ALL_Z;
  if (x === 0 && z === 0 && other === 0 && width <= NUMBER_WIDTH) return parseInt(digits, 2);
  // u, w, l, h, - (nine-state tools) are drawn as x.
  if (other) digits = digits.replace(/[^01xz]/g, 'x');
  trace.text.push(digits);
  return TEXT_BASE - (trace.text.length - 1);
}

/** Parses VCD text; throws VcdError (message INVALID_VCD) when it is not a VCD. */
export function parseVcd(text: string): Waveform {
  const { timescale, variables, traces, traceOfCode, end } = parseHeader(text);

  // Id code → trace, by numeric key: a flat array for short codes, maps for the rest.
  let maxDirect = -1;
  const keyed = new Map<number, number>();
  const longCodes = new Map<string, number>();
  for (const [code, trace] of traceOfCode) {
    const key = idKey(code);
    if (key < 0) longCodes.set(code, trace);
    else if (key < DIRECT_KEYS) maxDirect = Math.max(maxDirect, key);
    else keyed.set(key, trace);
  }
  const direct = new Int32Array(maxDirect + 1).fill(-1);
  for (const [code, trace] of traceOfCode) {
    const key = idKey(code);
    if (key >= 0 && key < DIRECT_KEYS) direct[key] = trace;
  }
  const directSize = direct.length;

  // The hot loop keeps all its state in locals (no closure captures them, so they stay in
  // registers) and reads each value and its id code inline.
  let i = end;
  let times = new Float64Array(1024);
  let timeCount = 0;
  let now = 0;
  /** `now` has had no change yet, so it is not in `times` yet. */
  let pending = true;
  let endTime = 0;

  for (;;) {
    let c = text.charCodeAt(i);
    while (c <= 32) c = text.charCodeAt(++i);
    if (c !== c) break; // NaN: end of text
    const at = i;
    let value = 0;
    /** Start and end of a vector's digits that need textValue; start < 0 when value is final. */
    let digitsStart = -1;
    let digitsEnd = 0;
    let real = false;

    if (c === 48 || c === 49) {
      value = c - 48;
      c = text.charCodeAt(++i);
    } else if (c === 98 || c === 66) {
      // b: binary vector
      const start = ++i;
      let plain = true;
      c = text.charCodeAt(i);
      while (c > 32) {
        if (c === 48) value *= 2;
        else if (c === 49) value = value * 2 + 1;
        else plain = false;
        c = text.charCodeAt(++i);
      }
      if (i === start) fail(text, at, '向量值为空');
      if (!plain || i - start > NUMBER_WIDTH) digitsStart = start;
      digitsEnd = i;
    } else if (c === 35) {
      // #time
      const start = ++i;
      let t = 0;
      c = text.charCodeAt(i);
      while (c >= 48 && c <= 57) {
        t = t * 10 + (c - 48);
        c = text.charCodeAt(++i);
      }
      if (i === start || c > 32) fail(text, at, '时间格式无效');
      if (t < now) fail(text, at, `时间倒退（${t} < ${now}）`);
      if (t !== now) {
        now = t;
        pending = true;
      }
      if (t > endTime) endTime = t;
      continue;
    } else if (c === 120 || c === 88) {
      value = ALL_X;
      c = text.charCodeAt(++i);
    } else if (c === 122 || c === 90) {
      value = ALL_Z;
      c = text.charCodeAt(++i);
    } else if (c === 36) {
      // $dumpvars, $dumpall, $dumpon, $dumpoff and their $end: the values inside are plain changes.
      while (c > 32) c = text.charCodeAt(++i);
      const word = text.substring(at, i);
      if (word === '$comment') {
        const close = text.indexOf('$end', i);
        if (close < 0) fail(text, at, '$comment 缺少 $end');
        i = close + 4;
      } else if (word !== '$dumpvars' && word !== '$dumpall' && word !== '$dumpon' && word !== '$dumpoff' && word !== '$end') {
        fail(text, at, `意外的命令 ${word.slice(0, 20)}`);
      }
      continue;
    } else if (c === 114 || c === 82) {
      // r: real
      const start = ++i;
      while (text.charCodeAt(i) > 32) i++;
      value = Number(text.substring(start, i));
      if (Number.isNaN(value)) fail(text, at, '实数值无效');
      c = text.charCodeAt(i);
      real = true;
    } else {
      fail(text, at, `无法识别的内容 ${text.substring(at, Math.min(text.length, at + 20)).split(/\s/)[0]}`);
    }

    // Id code: spaces/tabs, then printable characters.
    while (c === 32 || c === 9) c = text.charCodeAt(++i);
    const idStart = i;
    let key = 0;
    while (c > 32 && c < 127) {
      key = key * 95 + (c - 32);
      c = text.charCodeAt(++i);
    }
    const idLength = i - idStart;
    if (idLength === 0 || c > 32) fail(text, at, '值后缺少信号标识符');
    let index: number | undefined;
    if (idLength > NUMERIC_ID_LENGTH) index = longCodes.get(text.substring(idStart, i));
    else if (key < directSize) index = direct[key];
    else index = keyed.get(key);
    if (index === undefined || index < 0) fail(text, idStart, `未声明的信号标识符 ${text.substring(idStart, i)}`);
    const trace = traces[index]!;

    if (real !== trace.real) {
      if (real) value = Math.max(0, Math.round(value));
      else if (digitsEnd) fail(text, at, '实数信号出现了二进制值');
      else if (value < 0) value = NaN; // x or z on a real variable
    } else if (digitsEnd && (digitsStart >= 0 || digitsEnd - (at + 1) > trace.width)) {
      value = textValue(trace, text, at + 1, digitsEnd);
    }

    // Record the change at `now`; a second change at the same time replaces the first
    // (a glitch inside one time step has no width to draw).
    if (pending) {
      if (timeCount === times.length) {
        const more = new Float64Array(times.length * 2);
        more.set(times);
        times = more;
      }
      times[timeCount++] = now;
      pending = false;
    }
    const slot = timeCount - 1;
    let n = trace.count;
    if (n > 0 && trace.at[n - 1] === slot) trace.count = --n;
    if (n > 0 && sameValue(trace, trace.values[n - 1]!, value)) continue;
    if (n === trace.at.length) grow(trace);
    trace.at[n] = slot;
    trace.values[n] = value;
    trace.count = n + 1;
  }

  for (const trace of traces) {
    // Views, not copies: copying 50 MB of changes costs more than the unused tail of each buffer.
    trace.at = trace.at.subarray(0, trace.count);
    trace.values = trace.values.subarray(0, trace.count);
  }
  return { timescale, times: times.subarray(0, timeCount), endTime, variables, traces };
}

function sameValue(trace: Trace, a: number, b: number): boolean {
  if (a === b) return a > TEXT_BASE || trace.real;
  if (trace.real || a > TEXT_BASE || b > TEXT_BASE) return false;
  return trace.text[TEXT_BASE - a] === trace.text[TEXT_BASE - b];
}

// ── Queries used by the viewer ──────────────────────────────────────────────

/** Index of the last element of the ascending `array[0, count)` that is ≤ value, or -1. */
export function lastAtOrBefore(array: ArrayLike<number>, count: number, value: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (array[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** Index of the change of `trace` in effect at `time`, or -1 before its first change. */
export function changeAt(waveform: Waveform, trace: Trace, time: number): number {
  const slot = lastAtOrBefore(waveform.times, waveform.times.length, time);
  if (slot < 0) return -1;
  return lastAtOrBefore(trace.at, trace.count, slot);
}

/** Binary digits of a non-real value code (`width` of them, most significant first). */
export function valueBits(trace: Trace, code: number): string {
  if (code === ALL_X) return 'x'.repeat(trace.width);
  if (code === ALL_Z) return 'z'.repeat(trace.width);
  if (code <= TEXT_BASE) return trace.text[TEXT_BASE - code]!;
  return code.toString(2).padStart(trace.width, '0');
}

/** Whether a value is fully known, has x bits (drawn as unknown), or has z bits but no x. */
export function valueState(trace: Trace, code: number): 'known' | 'x' | 'z' {
  if (trace.real) return Number.isNaN(code) ? 'x' : 'known';
  if (code >= 0) return 'known';
  if (code === ALL_X) return 'x';
  if (code === ALL_Z) return 'z';
  const bits = trace.text[TEXT_BASE - code]!;
  return bits.includes('x') ? 'x' : bits.includes('z') ? 'z' : 'known';
}

/** The time span of the whole dump, from 0 to its end. */
export function duration(waveform: Waveform): number {
  return Math.max(waveform.endTime, waveform.times.length ? waveform.times[waveform.times.length - 1]! : 0);
}
