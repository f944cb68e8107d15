// The synthesis report (issue 32), the same on the problem page and in the IDE: the figures beside
// the reference's, a latch warning that jumps to its line, a design Yosys could not take (the
// status's sentence and the reason, no numbers), the schematic's cell cap (no drawing at all), its
// reading of the netlist, and its sanitiser (the learner's names are drawn into the page).
import { SYNTH_STATUS_MESSAGES, emptySynthReport, type ReferenceFigures } from '@veridojo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { aNetlist, aSynthReport } from '../test/synthesis.ts';
import { modulesOf, netlistOfModule, parseNetlist, SCHEMATIC_CELL_CAP, sourcePlace } from './schematic-model.ts';
import { sanitizeSchematicSvg } from './schematic-svg.ts';
import { SynthReportView } from './SynthReportView.tsx';

const REFERENCE: ReferenceFigures = {
  cells: 9,
  cell_counts: { $_SDFFE_PP0P_: 4, $_XOR_: 3, $_AND_: 2 },
  flip_flops: 4,
  latches: 0,
  longest_path: 2,
};

const rowOf = (table: string, label: string) =>
  within(screen.getByRole('table', { name: table }))
    .getByRole('rowheader', { name: new RegExp(label) })
    .closest('tr')!
    .querySelectorAll('td');

describe('the synthesis report', () => {
  it('shows the figures beside the reference, the cell kinds, and each latch with its line', () => {
    const onSource = vi.fn();
    renderInApp(
      <SynthReportView
        report={aSynthReport()}
        reference={REFERENCE}
        comparison="你的设计：12 个单元、4 个触发器、1 个锁存器；参考设计：9 个单元、4 个触发器"
        netlist={null}
        onSource={onSource}
      />,
    );
    expect(screen.getByTestId('synth-comparison').textContent).toBe(
      '你的设计：12 个单元、4 个触发器、1 个锁存器；参考设计：9 个单元、4 个触发器',
    );
    expect([...rowOf('综合结果', '单元总数')].map((td) => td.textContent)).toEqual(['12', '9']);
    expect([...rowOf('综合结果', '锁存器')].map((td) => td.textContent)).toEqual(['1', '0']);
    expect([...rowOf('综合结果', '最长组合路径')].map((td) => td.textContent)).toEqual(['3', '2']);
    // Kinds by their Chinese names, with Yosys's own; a kind only the reference has shows 0 for the learner.
    expect([...rowOf('各类单元', '异或门')].map((td) => td.textContent)).toEqual(['2', '3']);
    expect([...rowOf('各类单元', '与门')].map((td) => td.textContent)).toEqual(['0', '2']);
    expect(rowOf('各类单元', '锁存器')[0]!.textContent).toBe('1');

    const latches = within(screen.getByRole('region', { name: '锁存器' }));
    const warning = latches.getByTestId('synth-finding');
    expect(warning.textContent).toMatch(/^第 5 行 hold 信号 hold 被推断为锁存器：always @\(\*\) 块没有在每个分支中都给它赋值/);
    fireEvent.click(warning);
    expect(onSource).toHaveBeenCalledWith({ file: 'main.v', line: 5 });
    expect(screen.getByText('没有可以绘制的网表（设计没有综合成功，或网表过大未保存）')).toBeTruthy();
  });

  it('says why a design could not be synthesised instead of showing numbers', () => {
    const onSource = vi.fn();
    renderInApp(
      <SynthReportView
        report={emptySynthReport('counter', 'refused', {
          diagnostics: [{ file: 'rtl/counter.v', line: 4, column: null, severity: 'error', text: '不允许使用 $readmemh' }],
        })}
        netlist={null}
        withFiles
        onSource={onSource}
      />,
    );
    expect(screen.getByText(SYNTH_STATUS_MESSAGES.refused)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByText(/不允许使用 \$readmemh/).closest('button')!);
    expect(onSource).toHaveBeenCalledWith({ file: 'rtl/counter.v', line: 4 });
  });

  it('gives the unreadable status its reason and Yosys’s own words', () => {
    const report = emptySynthReport('top', 'unreadable', {
      message: 'Yosys 无法读取 main.v 第 3 行：Yosys 不支持 real 类型',
      log: 'main.v:3: ERROR: syntax error, unexpected TOK_REAL',
    });
    renderInApp(<SynthReportView report={report} comparison={report.message} reference={null} netlist={null} onSource={() => {}} />);
    expect(screen.getByText(SYNTH_STATUS_MESSAGES.unreadable)).toBeTruthy();
    expect(screen.getByText('Yosys 无法读取 main.v 第 3 行：Yosys 不支持 real 类型')).toBeTruthy();
    expect(screen.getByText(/unexpected TOK_REAL/)).toBeTruthy();
    expect(screen.queryByTestId('synth-comparison')).toBeNull();
  });

  it('does not draw a module over the cell cap, and says why', () => {
    renderInApp(<SynthReportView report={aSynthReport()} netlist={aNetlist(SCHEMATIC_CELL_CAP + 1)} onSource={() => {}} />);
    expect(screen.getByTestId('schematic-cap').textContent).toContain(
      `模块 counter 有 ${SCHEMATIC_CELL_CAP + 1} 个单元，超过了原理图能清楚显示的 ${SCHEMATIC_CELL_CAP} 个`,
    );
    expect(screen.queryByTestId('schematic')).toBeNull();
    expect(screen.queryByRole('status', { name: '原理图加载中' })).toBeNull();
  });

  it('reads the netlist the schematic draws: source places, modules top first, one module alone', () => {
    expect(sourcePlace('main.v:5.3-6.25')).toEqual({ file: 'main.v', line: 5 });
    expect(sourcePlace('rtl/a.v:3.1-3.9|rtl/a.v:7.2-7.20')).toEqual({ file: 'rtl/a.v', line: 3 });
    expect(sourcePlace('main.v:0.0-0.0')).toBeNull();
    expect(sourcePlace(undefined)).toBeNull();
    expect(parseNetlist('not json')).toBeNull();
    const netlist = parseNetlist(
      JSON.stringify({
        modules: {
          helper: { cells: { g: { type: '$_NOT_' } } },
          $blackbox: { attributes: { blackbox: 1 } },
          counter: { attributes: { top: '00000000000000000000000000000001' }, cells: {} },
        },
      }),
    )!;
    expect(modulesOf(netlist)).toEqual([
      { name: 'counter', cells: 0, top: true },
      { name: 'helper', cells: 1, top: false },
    ]);
    expect(Object.keys(netlistOfModule(netlist, 'helper').modules)).toEqual(['helper']);
    expect(netlistOfModule(netlist, 'helper').modules.helper!.attributes).toEqual({ top: 1 });
  });

  it('draws no script, handler, style or link a learner’s names could carry into the schematic', () => {
    const svg = sanitizeSchematicSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><style>body{display:none}</style>' +
        '<g id="cell_x" onclick="alert(1)"><text>&lt;img src=x onerror=alert(1)&gt;</text><script>alert(1)</script>' +
        '<foreignObject><div>x</div></foreignObject><a href="javascript:alert(1)"><text>t</text></a><use href="https://x/#a"/></g></svg>',
    )!;
    expect(svg.getAttribute('width')).toBe('40');
    expect(svg.querySelector('g')!.id).toBe('cell_x');
    expect(svg.querySelector('g')!.getAttribute('onclick')).toBeNull();
    expect(svg.querySelector('text')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(svg.querySelectorAll('style, script, foreignObject, a, use')).toHaveLength(0);
  });
});
