// The waveform without a mouse (issue 29): the canvas takes focus as a slider named after its keys,
// ←/→/Home/End move the cursor from change to change (the values at the cursor follow), +/− and 0
// zoom, Shift+←/→ pan the view. jsdom has no canvas (getContext answers null); the rest is real.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import counterVcd from './fixtures/judge-counter-async-reset.vcd?raw';
import { cursorTarget, waveKeyAction } from './keyboard.ts';
import { WaveformViewer } from './WaveformViewer.tsx';

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});

const PLAIN =
  '$timescale 1ns $end\n$scope module tb $end\n$var reg 1 ! clk $end\n$var reg 8 " count [7:0] $end\n$upscope $end\n' +
  '$enddefinitions $end\n#0\n0!\nb0 "\n#50\n1!\nb11111111 "\n#100\n0!\nb10000000 "\n';

const canvas = () => screen.getByRole('slider', { name: /^波形（←\/→ 移动光标/ });
const cursorText = () => screen.getByTestId('wave-cursor-time').textContent;
const zoomText = () => screen.getByLabelText('缩放比例').textContent;
const countValue = () => document.querySelector('[data-signal="tb.count[7:0]"]')!.lastElementChild!.textContent;
const press = (key: string, init: { shiftKey?: boolean; ctrlKey?: boolean } = {}) => fireEvent.keyDown(canvas(), { key, ...init });

describe('the waveform canvas from the keyboard', () => {
  it('is focusable, named after its keys, and says where the cursor is', () => {
    renderInApp(<WaveformViewer vcd={PLAIN} />);
    expect(canvas().tabIndex).toBe(0);
    canvas().focus();
    expect(document.activeElement).toBe(canvas());
    expect(canvas().getAttribute('aria-valuetext')).toBe('光标 0 ns');
    expect(canvas().getAttribute('aria-valuemax')).toBe('100');
  });

  it('moves the cursor from change to change with ←/→, Home and End', () => {
    renderInApp(<WaveformViewer vcd={PLAIN} />);
    expect(cursorText()).toBe('0 ns');
    press('ArrowRight');
    expect(cursorText()).toBe('50 ns');
    expect(countValue()).toBe('ff');
    press('ArrowRight');
    expect(cursorText()).toBe('100 ns');
    press('ArrowRight');
    expect(cursorText()).toBe('100 ns');
    press('ArrowLeft');
    expect(cursorText()).toBe('50 ns');
    press('Home');
    expect(cursorText()).toBe('0 ns');
    expect(countValue()).toBe('00');
    press('End');
    expect(cursorText()).toBe('100 ns');
    expect(canvas().getAttribute('aria-valuetext')).toBe('光标 100 ns');
  });

  it('zooms with − and +, fits with 0, and leaves Ctrl+− to the browser', () => {
    renderInApp(<WaveformViewer vcd={counterVcd} />);
    fireEvent.click(screen.getByRole('button', { name: /适应窗口/ }));
    const fitted = zoomText();
    press('+');
    const zoomedIn = zoomText();
    expect(zoomedIn).not.toBe(fitted);
    press('+');
    expect(zoomText()).not.toBe(zoomedIn);
    press('-');
    expect(zoomText()).toBe(zoomedIn);
    press('-', { ctrlKey: true });
    expect(zoomText()).toBe(zoomedIn);
    press('0');
    expect(zoomText()).toBe(fitted);
  });

  it('pans along time with Shift+←/→ once zoomed in', () => {
    renderInApp(<WaveformViewer vcd={counterVcd} />);
    fireEvent.click(screen.getByRole('button', { name: /适应窗口/ }));
    for (let k = 0; k < 5; k += 1) press('+');
    press('Home');
    const scroller = canvas().previousElementSibling as HTMLElement;
    const before = scroller.scrollLeft;
    press('ArrowRight', { shiftKey: true });
    const panned = scroller.scrollLeft;
    expect(panned).toBeGreaterThan(before);
    press('ArrowLeft', { shiftKey: true });
    expect(scroller.scrollLeft).toBeLessThan(panned);
    // Panning moves the view, not the cursor.
    expect(cursorText()).toBe('0');
  });
});

describe('the key table', () => {
  const key = (k: string, mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
    waveKeyAction({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

  it('maps arrows, Home/End, +/=/−/_ and 0, and nothing with Ctrl, ⌘ or Alt', () => {
    expect(key('ArrowLeft')).toEqual({ kind: 'cursor', to: 'previous' });
    expect(key('ArrowRight', { shiftKey: true })).toEqual({ kind: 'pan', direction: 1 });
    expect(key('=')).toEqual({ kind: 'zoom', direction: 1 });
    expect(key('_')).toEqual({ kind: 'zoom', direction: -1 });
    expect(key('0')).toEqual({ kind: 'fit' });
    expect(key('ArrowLeft', { altKey: true })).toBeNull();
    expect(key('+', { metaKey: true })).toBeNull();
    expect(key('a')).toBeNull();
  });

  it('finds the previous and next change, staying put at either end', () => {
    const times = [0, 50, 100];
    expect(cursorTarget(times, 70, 'previous')).toBe(50);
    expect(cursorTarget(times, 70, 'next')).toBe(100);
    expect(cursorTarget(times, 50, 'previous')).toBe(0);
    expect(cursorTarget(times, 0, 'previous')).toBe(0);
    expect(cursorTarget([], 7, 'next')).toBe(7);
  });
});
