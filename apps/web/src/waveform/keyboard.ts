/**
 * The waveform from the keyboard (the canvas is focusable): ←/→ move the cursor to the previous /
 * next change, Home/End to the first / last one; Shift+←/→ pan by a quarter of the view; +/− zoom
 * in / out around the cursor, 0 fits the whole run. Pure: which key means what, and where the
 * cursor goes; the panel applies it.
 */
import { lastAtOrBefore } from '@veridojo/waveform';

type WaveKeyAction =
  | { kind: 'cursor'; to: 'previous' | 'next' | 'first' | 'last' }
  | { kind: 'pan'; direction: -1 | 1 }
  | { kind: 'zoom'; direction: -1 | 1 }
  | { kind: 'fit' };

/** Why a quarter: each press keeps three quarters of what was on screen, so the eye can follow. */
export const PAN_FRACTION = 0.25;

/** What the canvas says it does, for screen readers and the tooltip alike. */
export const KEYBOARD_HINT = '←/→ 移动光标，Shift+←/→ 平移，+/− 缩放，0 适应窗口';

export function waveKeyAction(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): WaveKeyAction | null {
  // Browser and system shortcuts (Ctrl+−, Alt+←) stay theirs.
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
      return event.shiftKey ? { kind: 'pan', direction: -1 } : { kind: 'cursor', to: 'previous' };
    case 'ArrowRight':
      return event.shiftKey ? { kind: 'pan', direction: 1 } : { kind: 'cursor', to: 'next' };
    case 'Home':
      return { kind: 'cursor', to: 'first' };
    case 'End':
      return { kind: 'cursor', to: 'last' };
    case '+':
    case '=':
      return { kind: 'zoom', direction: 1 };
    case '-':
    case '_':
      return { kind: 'zoom', direction: -1 };
    case '0':
      return { kind: 'fit' };
    default:
      return null;
  }
}

/** The change time the cursor moves to from `cursor` (itself when there is none that way). */
export function cursorTarget(times: ArrayLike<number>, cursor: number, to: 'previous' | 'next' | 'first' | 'last'): number {
  const count = times.length;
  if (count === 0) return cursor;
  if (to === 'first') return times[0]!;
  if (to === 'last') return times[count - 1]!;
  const atOrBefore = lastAtOrBefore(times, count, cursor);
  if (to === 'next') return atOrBefore + 1 < count ? times[atOrBefore + 1]! : cursor;
  // Previous: the last change strictly before the cursor.
  const before = atOrBefore >= 0 && times[atOrBefore] === cursor ? atOrBefore - 1 : atOrBefore;
  return before >= 0 ? times[before]! : cursor;
}
