// Zoom levels of spec §9, axis ticks and the scrollbar ↔ time mapping.
import { describe, expect, it } from 'vitest';
import { parseVcd } from '@veridojo/waveform';
import {
  clampZoom,
  fitZoom,
  initialZoom,
  MAX_SCROLL_PX,
  naturalScale,
  scrollFromStart,
  startFromScroll,
  steppedZoom,
  tickStep,
  zoomText,
} from './view.ts';

describe('zoom buttons (spec §9: 0.1 to 1 in steps of 0.1)', () => {
  it('step through the tenths and stop at both ends', () => {
    const levels = [0.1];
    for (let zoom = 0.1; ;) {
      const next = steppedZoom(zoom, 1);
      if (next === null) break;
      levels.push(next);
      zoom = next;
    }
    expect(levels).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    expect(steppedZoom(0.1, -1)).toBeNull();
    expect(steppedZoom(1, 1)).toBeNull();
  });

  it('go to the next level from a free zoom (wheel or fit)', () => {
    expect(steppedZoom(0.04, 1)).toBe(0.1);
    expect(steppedZoom(0.04, -1)).toBeNull();
    expect(steppedZoom(0.35, 1)).toBe(0.4);
    expect(steppedZoom(0.35, -1)).toBe(0.3);
    expect(steppedZoom(3, -1)).toBe(1);
  });

  it('let the wheel and fit go below 10 % only as far as the whole dump', () => {
    expect(clampZoom(0.001, 0.05)).toBe(0.05);
    expect(clampZoom(0.001, 0.5)).toBe(0.1);
    expect(zoomText(0.1)).toBe('10%');
    expect(zoomText(0.00046)).toBe('0.046%');
  });
});

it('fits the dump into the window at the fit zoom', () => {
  const waveform = parseVcd('$var wire 1 ! a $end\n$enddefinitions $end\n#0\n0!\n#10\n1!\n#1000\n');
  const zoom = fitZoom(waveform, 524);
  expect(1000 * zoom * naturalScale(waveform)).toBeCloseTo(500);
});

it('puts axis ticks on 1-2-5 steps at least 90 px apart', () => {
  expect(tickStep(100)).toBe(1);
  expect(tickStep(1)).toBe(100);
  expect(tickStep(0.5)).toBe(200);
  expect(tickStep(0.2)).toBe(500);
  expect(tickStep(0.0036)).toBe(50_000);
});

describe('scrollbar', () => {
  const waveform = parseVcd('$var wire 1 ! a $end\n$enddefinitions $end\n#0\n0!\n#100000000\n1!\n');

  it('maps pixel for pixel while the content is narrow enough', () => {
    const scale = 0.01; // 1 M px of content
    expect(scrollFromStart(5_000_000, waveform, scale, 800)).toBeCloseTo(50_000);
    expect(startFromScroll(50_000, waveform, scale, 800)).toBeCloseTo(5_000_000);
  });

  it('maps proportionally beyond what browsers lay out, reaching the end', () => {
    const scale = 1; // 100 M px of content
    const end = 100_000_000 + 24 - 800;
    expect(startFromScroll(MAX_SCROLL_PX - 800, waveform, scale, 800)).toBeCloseTo(end);
    expect(scrollFromStart(end / 2, waveform, scale, 800)).toBeCloseTo((MAX_SCROLL_PX - 800) / 2);
  });
});

it('opens a dump whole when that stays readable, else at 10 %', () => {
  expect(initialZoom(0.056)).toBe(0.056);
  expect(initialZoom(3)).toBe(1);
  expect(initialZoom(0.0005)).toBe(0.1);
});
