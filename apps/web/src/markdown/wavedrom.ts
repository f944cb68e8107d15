/**
 * WaveDrom timing diagrams in statements: a fenced `wavedrom` block holds WaveJSON, read with
 * JSON5 (data only — never evaluated as script, unlike WaveDrom's own processAll/eva path, which
 * is not even bundled: see build/wavedrom-render.ts), drawn to SVG with WaveDrom's pure renderAny
 * and onml, sanitised, and shown as an <img>: a
 * picture cannot run script nor let its skin's <style> reach the page.
 */
import JSON5 from 'json5';
import stringify from 'wavedrom/onml-stringify';
import renderAny from 'wavedrom/render-any';
import darkSkin from 'wavedrom/skins/dark.js';
import defaultSkin from 'wavedrom/skins/default.js';
import { sanitizeSvg } from './sanitize.ts';

export type DiagramTheme = 'light' | 'dark';

/** Why 20 kB: the longest diagram in the bank is under 1 kB; a huge block is a mistake or an attack on the tab. */
const MAX_WAVEJSON_CHARS = 20_000;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Why a class and not an inline style: the sanitiser drops style attributes of statements. */
function failure(reason: string): string {
  return `<p class="vd-wavedrom-error">时序图无法显示：${escapeHtml(reason)}</p>`;
}

function readWaveJson(source: string): { signal: unknown[] } | string {
  if (source.length > MAX_WAVEJSON_CHARS) return `内容超过 ${MAX_WAVEJSON_CHARS} 个字符`;
  let value: unknown;
  try {
    value = JSON5.parse(source);
  } catch (error) {
    return `不是有效的 WaveJSON（${error instanceof Error ? error.message : String(error)}）`;
  }
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { signal?: unknown }).signal)) return '缺少 signal 数组';
  return value as { signal: unknown[] };
}

/** One fenced block → an <img> holding the sanitised SVG (in a sideways-scrolling box), or a short error paragraph. */
export function renderWaveDrom(source: string, theme: DiagramTheme): string {
  const wave = readWaveJson(source);
  if (typeof wave === 'string') return failure(wave);
  let svg: string | null;
  try {
    // Index 0 and notFirstSignal=false: every picture is a standalone document with its own skin definitions.
    const tree = renderAny(0, wave, theme === 'dark' ? darkSkin : defaultSkin, false);
    let markup = stringify(tree);
    // WaveDrom paints every diagram on white; the dark skin's light lines need the page's dark background instead.
    if (theme === 'dark') markup = markup.replace('style="stroke:none;fill:white"', 'style="stroke:none;fill:none"');
    svg = sanitizeSvg(markup);
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error));
  }
  if (!svg) return failure('绘制结果为空');
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  // At its own size in a box that scrolls sideways: a long diagram shrunk to the column's width
  // would be too small to read, and reading it is the whole task in chapter 8.
  return `<div class="vd-wavedrom-scroll"><img class="vd-wavedrom" alt="时序图" src="${src}"></div>`;
}
