// The converter in the browser, with a real worker: a visitor meets the login-required panel; a
// learner uploads a top and its submodule, converts (the VHDL comes with its proof, 已验证等价),
// downloads converted.vhd, checks the syntax, and sees a mistranslation refused with the first
// mismatch. Screenshots in both themes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { RUN_ID } from './helpers/env.ts';
import { writeCode } from './helpers/solving.ts';
import { register, toggleTheme } from './helpers/ui.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-e2e-conv-'));

before(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
});
afterEach((t) => screenshotOnFailure(page, t));
after(async () => {
  await context?.close();
  await browser?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const TOP =
  'module top(input clk, input rst_n, input [3:0] x, output [5:0] y);\n  acc a(.clk(clk), .rst_n(rst_n), .x(x), .total(y));\nendmodule\n';
const ACC =
  'module acc(input clk, input rst_n, input [3:0] x, output reg [5:0] total);\n  always @(posedge clk or negedge rst_n)\n    if (!rst_n) total <= 0;\n    else total <= total + x;\nendmodule\n';

test('a visitor sees the login-required panel', async () => {
  await page.goto('/verilog-converter');
  await page.getByTestId('converter-login').getByRole('button', { name: '注册' }).waitFor();
});

test('a learner converts a two-file design, proven, and downloads converted.vhd', async () => {
  await page.goto('/');
  await register(page, { username: `conv_${RUN_ID}`, password: 'conv-secret' });
  await page.goto('/verilog-converter');
  await page.getByText('普通用户每次最多转换 50 行代码').waitFor();
  fs.writeFileSync(path.join(dir, 'top.v'), TOP);
  fs.writeFileSync(path.join(dir, 'acc.v'), ACC);
  await page.getByLabel('选择 Verilog 文件').setInputFiles([path.join(dir, 'top.v'), path.join(dir, 'acc.v')]);
  await page.getByRole('tab', { name: 'acc.v' }).waitFor();
  await page.getByRole('button', { name: '转换为 VHDL' }).click();
  await page
    .getByTestId('verification')
    .getByText(/^已验证等价：\d+ 个时钟周期/)
    .waitFor({ timeout: 60_000 });
  await page.getByText('转换成功，VHDL 已通过验证').waitFor();
  const vhdl = await page.getByLabel('VHDL 代码').inputValue();
  assert.match(vhdl, /entity top is/);
  await screenshot(page, 'converter-proven-light', { fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载' }).click()]);
  assert.equal(download.suggestedFilename(), 'converted.vhd');
  assert.match(fs.readFileSync(await download.path(), 'utf8'), /library ieee;/);

  // Our translator: the user's names, the submodule first, the instance as an entity instantiation.
  assert.match(vhdl, /-- Translated by VeriDojo from Verilog module top \(top\.v, line 1\)/);
  assert.match(vhdl, /a : entity work\.acc/);
  await page.getByTestId('verification').getByText('VeriDojo 翻译器（保留模块名、端口顺序与参数）').waitFor();

  // The check finds the accumulator's width mismatch (4 bits added to 6); the message opens acc.v.
  await page.getByRole('button', { name: '语法检查' }).click();
  const result = page.getByTestId('validation-result');
  await result.getByText('语法检查：发现问题').waitFor();
  await result.getByText('acc.v:4').click();
  await page.locator('.ant-tabs-tab-active', { hasText: 'acc.v' }).waitFor();

  await toggleTheme(page);
  await screenshot(page, 'converter-checked-dark', { fullPage: true });
  await toggleTheme(page);
});

test('a mistranslation is refused with its first mismatch, never shown as VHDL', async () => {
  await page.getByRole('tab', { name: 'acc.v' }).waitFor();
  await page.getByRole('tab', { name: 'top.v' }).click();
  // VHDL forbids the name `r__s` (two underscores in a row): our translator keeps names, so this one goes to the
  // back end, which gets >>> wrong.
  await writeCode(
    page,
    'module sra(input signed [7:0] a, input [2:0] n, output signed [7:0] y);\n  wire signed [7:0] r__s = a >>> n;\n  assign y = r__s;\nendmodule\n',
  );
  await page
    .locator('.ant-tabs-tab', { hasText: 'acc.v' })
    .getByRole('button', { name: /remove|关闭/ })
    .click();
  await page.getByRole('button', { name: '转换为 VHDL' }).click();
  await page
    .getByTestId('verification')
    .getByText(/^转换结果与原设计不等价/)
    .waitFor({ timeout: 60_000 });
  await page.getByText(/使用了算术右移 >>>/).waitFor();
  await page.getByRole('table', { name: '第一处不一致' }).waitFor();
  assert.equal(await page.getByLabel('VHDL 代码').count(), 0);
  await screenshot(page, 'converter-refused-light', { fullPage: true });
});
