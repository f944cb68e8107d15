/**
 * The template reader on the real templates folder (at least the ten the IDE issue asks for,
 * each file within the default line limit, a testbench that is the top) and on broken copies:
 * each rule refuses with the folder and the fault named.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countCodeLines } from './line-count.ts';
import { readProjectTemplates, TEMPLATE_LINE_LIMIT, TEMPLATES_FOLDER } from './templates.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..', TEMPLATES_FOLDER);

function brokenCopy(edit: (dir: string) => void): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-templates-'));
  fs.cpSync(path.join(ROOT, 'counter'), path.join(root, 'counter'), { recursive: true });
  edit(path.join(root, 'counter'));
  return root;
}

describe('project templates', () => {
  it('reads the ten templates in the picker`s order, every file within the default IDE line limit', () => {
    const templates = readProjectTemplates(ROOT);
    expect(templates.map((t) => t.name)).toEqual([
      'counter',
      'shift_register',
      'alu',
      'fsm',
      'pwm',
      'debouncer',
      'seg7',
      'fifo',
      'uart',
      'pipeline',
    ]);
    for (const template of templates) {
      expect(template.top).toBe('test_bench');
      expect(Object.keys(template.files).length, template.name).toBeGreaterThanOrEqual(2);
      for (const [name, source] of Object.entries(template.files))
        expect(countCodeLines(source), name).toBeLessThanOrEqual(TEMPLATE_LINE_LIMIT);
    }
    expect(Object.keys(templates.find((t) => t.name === 'uart')!.files)).toEqual(['uart_rx.v', 'uart_tb.v', 'uart_tx.v']);
  });

  it('refuses a file over the line limit, a stray file, a missing top and a name that is not its folder', () => {
    const long = brokenCopy((dir) => fs.appendFileSync(path.join(dir, 'counter.v'), 'wire w;\n'.repeat(50)));
    expect(() => readProjectTemplates(long)).toThrow('模板 counter：counter.v 有 61 行代码，超过 50 行');
    const stray = brokenCopy((dir) => fs.writeFileSync(path.join(dir, 'notes.txt'), 'x'));
    expect(() => readProjectTemplates(stray)).toThrow('模板 counter：只能包含 .v/.sv 文件，发现 notes.txt');
    const retop = (json: (meta: Record<string, unknown>) => void) =>
      brokenCopy((dir) => {
        const meta = JSON.parse(fs.readFileSync(path.join(dir, 'template.json'), 'utf8')) as Record<string, unknown>;
        json(meta);
        fs.writeFileSync(path.join(dir, 'template.json'), JSON.stringify(meta));
      });
    expect(() => readProjectTemplates(retop((m) => (m.top = 'tb')))).toThrow('模板 counter：没有文件定义顶层模块 tb');
    expect(() => readProjectTemplates(retop((m) => (m.name = 'other')))).toThrow('模板 counter：name 应与文件夹同名');
    expect(() => readProjectTemplates(retop((m) => (m.title = '')))).toThrow('模板 counter：template.json 不合法：title');
  });
});
