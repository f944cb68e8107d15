// The viewer in jsdom: judge dumps (fixtures from our own Icarus run), a plain dump, invalid data.
// jsdom has no canvas: getContext answers null as in a browser without 2D canvas, and the viewer
// draws nothing; everything around the canvas is real.
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import counterVcd from './fixtures/judge-counter-async-reset.vcd?raw';
import { INLINE_LIMIT } from './parse-async.ts';
import { buildLayout } from './signals.ts';
import { parseVcd } from '@veridojo/waveform';
import { WaveformViewer } from './WaveformViewer.tsx';

const counterMismatches = buildLayout(parseVcd(counterVcd)).mismatches;

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // A laid-out scroll area: 800 × 300 px.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});

const cursorText = () => screen.getByTestId('wave-cursor-time').textContent;
const rowValue = (signal: string) => {
  const row = document.querySelector(`[data-signal="${signal}"]`);
  if (!row) throw new Error(`no row ${signal}`);
  return row.lastElementChild!.textContent;
};
const shownSignals = () => Array.from(document.querySelectorAll('[data-signal]'), (row) => row.getAttribute('data-signal'));

describe('a judge dump (counter-4bit, asynchronous reset)', () => {
  it('lists the mismatch spans, starting with the judge first mismatch at 61, with the cursor there', () => {
    renderInApp(<WaveformViewer vcd={counterVcd} />);
    const entries = screen.getAllByTestId('wave-mismatch');
    expect(entries).toHaveLength(counterMismatches.length);
    expect(entries[0]!.textContent).toBe('61 · q');
    expect(cursorText()).toBe('61');
    expect(screen.getByText(`与期望不一致的时段（${counterMismatches.length} 处，点击跳转）`)).toBeTruthy();
  });

  it('moves the cursor to a mismatch when its entry is clicked, with the values there', () => {
    renderInApp(<WaveformViewer vcd={counterVcd} />);
    const second = counterMismatches[1]!;
    fireEvent.click(screen.getAllByTestId('wave-mismatch')[1]!);
    expect(cursorText()).toBe(String(second.start));
    expect(rowValue('tb_7f3a9c.mismatch')).toBe('1');
    expect(rowValue('tb_7f3a9c.q_ref[3:0]')).not.toBe(rowValue('tb_7f3a9c.q_dut[3:0]'));
  });

  it('labels the expected and the learner outputs', () => {
    renderInApp(<WaveformViewer vcd={counterVcd} />);
    const expected = document.querySelector('[data-signal="tb_7f3a9c.q_ref[3:0]"]') as HTMLElement;
    const actual = document.querySelector('[data-signal="tb_7f3a9c.q_dut[3:0]"]') as HTMLElement;
    expect(within(expected).getByText('期望')).toBeTruthy();
    expect(within(actual).getByText('你的输出')).toBeTruthy();
  });

  it('hides the testbench bookkeeping until asked', () => {
    renderInApp(<WaveformViewer vcd={counterVcd} />);
    expect(shownSignals()).toEqual([
      'tb_7f3a9c.clk',
      'tb_7f3a9c.en',
      'tb_7f3a9c.reset',
      'tb_7f3a9c.q_ref[3:0]',
      'tb_7f3a9c.q_dut[3:0]',
      'tb_7f3a9c.mismatch',
    ]);
    fireEvent.click(screen.getByLabelText('显示测试平台变量'));
    expect(shownSignals()).toEqual(expect.arrayContaining(['tb_7f3a9c.samples[31:0]', 'tb_7f3a9c.clk_gen']));
  });

  it('filters signals by name', () => {
    renderInApp(<WaveformViewer vcd={counterVcd} />);
    fireEvent.change(screen.getByLabelText('筛选信号'), { target: { value: 'RES' } });
    expect(shownSignals()).toEqual(['tb_7f3a9c.reset']);
    fireEvent.change(screen.getByLabelText('筛选信号'), { target: { value: 'nothing-like-this' } });
    expect(screen.getByText('没有匹配的信号')).toBeTruthy();
  });

  it('shows bus values in the chosen radix', () => {
    renderInApp(<WaveformViewer vcd={counterVcd} />);
    const hex = rowValue('tb_7f3a9c.q_ref[3:0]')!;
    fireEvent.click(screen.getByText('二进制'));
    const bin = rowValue('tb_7f3a9c.q_ref[3:0]')!;
    expect(bin).toMatch(/^[01]{4}$/);
    expect(parseInt(bin, 2)).toBe(parseInt(hex, 16));
  });
});

describe('a plain dump', () => {
  const plain =
    '$timescale 1ns $end\n$scope module tb $end\n$var reg 1 ! clk $end\n$var reg 8 " count [7:0] $end\n$upscope $end\n' +
    '$enddefinitions $end\n#0\n0!\nb0 "\n#50\n1!\nb11111111 "\n#100\n0!\nb10000000 "\n';

  it('has no mismatch list and places the cursor where the canvas is clicked', () => {
    renderInApp(<WaveformViewer vcd={plain} />);
    expect(screen.queryAllByTestId('wave-mismatch')).toHaveLength(0);
    expect(cursorText()).toBe('0 ns');
    // The whole dump fits the 800 px canvas: its right end (less the end padding) is the last change.
    fireEvent.click(screen.getByRole('button', { name: /适应窗口/ }));
    fireEvent.click(screen.getByTestId('wave-canvas'), { clientX: 776, clientY: 60 });
    expect(cursorText()).toBe('100 ns');
    expect(rowValue('tb.count[7:0]')).toBe('80');
    fireEvent.click(screen.getByText('有符号'));
    expect(rowValue('tb.count[7:0]')).toBe('-128');
    fireEvent.click(screen.getByTestId('wave-canvas'), { clientX: 388, clientY: 60 });
    expect(cursorText()).toBe('50 ns');
    expect(rowValue('tb.count[7:0]')).toBe('-1');
  });

  it('steps the zoom in tenths with the buttons', () => {
    renderInApp(<WaveformViewer vcd={plain} />);
    fireEvent.click(screen.getByRole('button', { name: /适应窗口/ }));
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    expect(screen.getByLabelText('缩放比例').textContent).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    expect(screen.getByLabelText('缩放比例').textContent).toBe('90%');
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByLabelText('缩放比例').textContent).toBe('100%');
    expect((screen.getByRole('button', { name: '放大' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('parses a large dump asynchronously, showing progress first', async () => {
    const lines = ['$scope module tb $end', '$var reg 16 ! n [15:0] $end', '$upscope $end', '$enddefinitions $end'];
    let size = 0;
    for (let t = 0; size < INLINE_LIMIT; t++) {
      const line = `#${t}\nb${(t & 0xffff).toString(2)} !`;
      lines.push(line);
      size += line.length + 1;
    }
    renderInApp(<WaveformViewer vcd={lines.join('\n')} />);
    expect(screen.getByText('正在解析波形…')).toBeTruthy();
    expect(await screen.findByTestId('wave-canvas')).toBeTruthy();
    expect(rowValue('tb.n[15:0]')).toBe('0000');
  });
});

describe('invalid data', () => {
  it('says 无效的 VCD 数据格式 with the reason', () => {
    renderInApp(<WaveformViewer vcd="not a waveform" />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('无效的 VCD 数据格式')).toBeTruthy();
    expect(alert.textContent).toContain('第 1 行');
    expect(screen.queryByTestId('wave-canvas')).toBeNull();
  });

  it('recovers when the next dump is valid', () => {
    function NextSubmission() {
      const [vcd, setVcd] = useState('');
      return (
        <>
          <button onClick={() => setVcd(counterVcd)}>下一次提交</button>
          <WaveformViewer vcd={vcd} />
        </>
      );
    }
    renderInApp(<NextSubmission />);
    expect(screen.getByRole('alert').textContent).toContain('无效的 VCD 数据格式');
    fireEvent.click(screen.getByText('下一次提交'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByTestId('wave-mismatch').length).toBeGreaterThan(0);
  });
});
