// The online IDE in the browser, with a real worker: a newcomer loads the counter template, edits
// the design (a width mismatch), saves with Ctrl+S, sets the top and testbench from the context menu,
// compiles (the lint warning appears on its line; clicking it opens the file there), simulates (the
// waveform tab opens on the viewer), exports verilog_project.zip, and a normal user's save over the
// line limit is refused with the server's sentence. Screenshots of the IDE in both themes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { RUN_ID } from './helpers/env.ts';
import { editorText, writeCode } from './helpers/solving.ts';
import { currentTheme, register, toggleTheme } from './helpers/ui.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

before(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
});
afterEach((t) => screenshotOnFailure(page, t));
after(async () => {
  await context?.close();
  await browser?.close();
});

const toast = (text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text });
const treeNode = (path: string) => page.locator(`.vd-ide-node[data-path="${path}"]`);

async function contextMenu(path: string, item: string) {
  await treeNode(path).click({ button: 'right' });
  await page.locator('.vd-ide-menu').getByRole('menuitem', { name: item }).click();
  await page.locator('.vd-ide-menu').waitFor({ state: 'detached' });
  // Menu clicks are debounced by 300 ms (spec §4): the next one must come later to count.
  await page.waitForTimeout(350);
}

test('a newcomer builds, lints, simulates and exports a project from a template', async () => {
  await page.goto('/');
  await register(page, { username: `ide_${RUN_ID}`, password: 'ide-secret' });
  await page.goto('/online-ide');
  await page.getByText(/普通用户在线 IDE 每次编译或仿真最多 50 行代码/).waitFor();
  await page.getByText('欢迎使用在线 Verilog IDE').waitFor();

  await page.getByRole('button', { name: '加载模板' }).click();
  await page.getByRole('button', { name: '使用模板 计数器' }).click();
  await toast(/已载入模板“计数器”/).waitFor();
  await treeNode('counter/counter.v').getByText('顶层').waitFor();
  await treeNode('counter/counter_tb.v').getByText('测试平台').waitFor();
  assert.match(await editorText(page), /module test_bench;/);

  // Edit the design: a 4-bit count squeezed into 2 bits is a width mismatch Verilator warns about.
  await treeNode('counter/counter.v').click();
  await page.getByRole('tab', { name: 'counter.v' }).waitFor();
  const design = await editorText(page);
  const edited = design.replace('endmodule', '  wire [1:0] low_bits = count;\nendmodule');
  await writeCode(page, edited);
  await page.locator('.vd-ide-tab-active [aria-label="已修改"]').waitFor();
  await page.keyboard.press('ControlOrMeta+s');
  await toast('文件保存成功').waitFor();
  await page.locator('.vd-ide-tab-active [aria-label="已修改"]').waitFor({ state: 'detached' });

  // The context menu offers top and testbench for Verilog files; set them again by hand.
  await contextMenu('counter/counter.v', '设为顶层文件');
  await toast('已将 counter/counter.v 设为顶层文件').waitFor();
  await contextMenu('counter/counter_tb.v', '设为测试平台（testbench）');
  await toast('已将 counter/counter_tb.v 设为测试平台文件').waitFor();

  await page.getByRole('button', { name: '编译' }).click();
  await toast('编译成功').waitFor();
  const warningLine = edited.split('\n').findIndex((line) => line.includes('low_bits')) + 1;
  const diagnostic = page.locator('.vd-ide-diagnostic').filter({ hasText: `counter/counter.v:${warningLine}` });
  await diagnostic.filter({ hasText: 'WIDTH' }).first().waitFor();
  await page.locator('.cm-lint-marker-warning').first().waitFor();
  await screenshot(page, 'ide-compile-light');

  // Clicking the message opens the file at its line (the testbench first, so the click has to switch).
  await page.getByRole('tab', { name: 'counter_tb.v' }).click();
  await diagnostic.first().click();
  await page.locator('.vd-ide-tab-active').getByText('counter.v', { exact: true }).waitFor();
  await page.locator('.cm-activeLine', { hasText: 'low_bits' }).waitFor();

  await page.getByRole('button', { name: '仿真' }).click();
  await toast('仿真完成').waitFor();
  await page.locator('.vd-ide-bottom .ant-tabs-tab-active', { hasText: '波形' }).waitFor();
  await page.locator('.vd-ide-bottom canvas').first().waitFor();
  await page.locator('.vd-ide-bottom').getByText('count[3:0]').first().waitFor();
  await screenshot(page, 'ide-simulate-light');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出文件' }).click()]);
  assert.equal(download.suggestedFilename(), 'verilog_project.zip');
  const zip = fs.readFileSync(await download.path());
  assert.equal(zip.subarray(0, 2).toString('latin1'), 'PK');
  assert.ok(zip.includes(Buffer.from('counter/counter.v')));

  await toggleTheme(page);
  assert.equal(await currentTheme(page), 'dark');
  await screenshot(page, 'ide-simulate-dark');
  await page.getByRole('tab', { name: '输出' }).click();
  await screenshot(page, 'ide-compile-dark');
  await toggleTheme(page);
});

test('a normal user`s save over the line limit is refused with the server`s sentence', async () => {
  // The toolbar's: the explorer's 新建文件夹 also holds the words.
  await page.getByRole('toolbar', { name: 'IDE 工具栏' }).getByRole('button', { name: '新建文件' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '新建文件' });
  await dialog.getByLabel('文件名').fill('big.v');
  await dialog.getByText('空白文件').click();
  await dialog.getByRole('button', { name: '创建' }).click();
  await toast('文件创建成功').waitFor();
  await page.getByRole('tab', { name: 'big.v' }).waitFor();
  const body = Array.from({ length: 60 }, (_, i) => `  wire w${i} = 1'b0; // line ${i}`).join('\n');
  await writeCode(page, `module big;\n${body}\nendmodule\n`);
  await page.keyboard.press('ControlOrMeta+s');
  await toast(/代码行数超出限制：普通用户每个文件最多 50 行代码.*big\.v 有 62 行/).waitFor();
  await page.locator('.vd-ide-tab-active [aria-label="已修改"]').waitFor();
});
