// The files a testbench wrote, in the IDE's output tab (BottomPanel → RunOutputs): listed by name
// and size under the log, opened to their text, a cut file tagged as such; a run writing nothing
// shows no section.
import type { IdeRunResponse } from '@veridojo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { BottomPanel } from './BottomPanel.tsx';

const answer = (outputs: IdeRunResponse['outputs']): IdeRunResponse => ({
  status: 'success',
  success: true,
  outcome: 'success',
  message: '仿真完成',
  log: '== 仿真 (vvp) ==\nPASS',
  diagnostics: [],
  files: ['tb.v'],
  top_module: 'tb',
  timeout: 10,
  waveform: null,
  waveform_truncated: false,
  dump_inserted: false,
  outputs,
});

function panel(outputs: IdeRunResponse['outputs']) {
  return renderInApp(
    <BottomPanel
      tab="output"
      onTab={() => undefined}
      run={{ kind: 'simulate', answer: answer(outputs), report: null }}
      running={false}
      dump={{ testbench: 'tb.v', module: 'tb', missing: false }}
      onAddDump={() => undefined}
      onDiagnostic={() => undefined}
      synth={null}
      synthesising={false}
      onSource={() => undefined}
    />,
  );
}

describe('the files a testbench wrote (IDE output tab)', () => {
  it('lists them under the log with their sizes, opens one to its text, and tags a file cut at the quota', async () => {
    panel([
      { path: 'result.txt', size: 24, content: '0: 0a\n1: 0b\n2: 0c\n3: 0d\n', truncated: false },
      { path: 'logs/big.txt', size: 40 * 1024 * 1024, content: 'line 1\n', truncated: true },
    ]);
    const section = screen.getByRole('region', { name: '测试平台写出的文件' });
    expect(within(section).getByText('测试平台写出的文件（2）')).toBeTruthy();
    expect(within(section).getByText('只属于本次运行，不会保存到项目中')).toBeTruthy();
    expect(within(section).getByText('24 B')).toBeTruthy();
    expect(within(section).getByText('40 MB')).toBeTruthy();
    expect(within(section).getByText('只显示前 16 KB')).toBeTruthy();
    expect(screen.getByText(/PASS/)).toBeTruthy();

    fireEvent.click(within(section).getByText('result.txt'));
    expect((await within(section).findByText(/0: 0a/)).textContent).toBe('0: 0a\n1: 0b\n2: 0c\n3: 0d\n');
  });

  it('shows no section when the run wrote nothing', () => {
    panel([]);
    expect(screen.queryByRole('region', { name: '测试平台写出的文件' })).toBeNull();
    expect(screen.getByText(/PASS/)).toBeTruthy();
  });
});
