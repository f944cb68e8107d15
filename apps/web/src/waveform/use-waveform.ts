/**
 * The waveform viewer's inputs as hooks: the parsed dump (small dumps during render, large ones in
 * a worker) and the drawing palette of the current theme.
 */
import { theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { INVALID_VCD, parseVcd, VcdError, type Waveform } from '@veridojo/waveform';
import { useTheme } from '../theme/theme.ts';
import type { Palette } from './draw.ts';
import { INLINE_LIMIT, parseVcdAsync } from './parse-async.ts';

export { INVALID_VCD };

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
export function useWaveform(vcd: string): Parsed {
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

export function usePalette(): Palette {
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
