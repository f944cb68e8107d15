// A testbench-writing problem in Chromium: the admin (who may open every problem) submits a
// testbench that only checks reset and sees how many faulty designs it caught and which kinds it
// missed, then the full testbench, which catches them all. Screenshots in both themes.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { ADMIN } from './helpers/env.ts';
import { bankFile, submitAndWait, writeCode } from './helpers/solving.ts';
import { logIn, toggleTheme } from './helpers/ui.ts';

let browser: Browser;
let page: Page | undefined;

before(async () => {
  browser = await launchBrowser();
});
afterEach((t) => screenshotOnFailure(page, t));
after(async () => {
  await browser?.close();
});

test('a weak testbench sees the caught count and the missed kinds; the full one catches every faulty design', async () => {
  const admin = await newVisitor(browser);
  page = admin.page;
  try {
    await admin.page.goto('/');
    await logIn(admin.page, ADMIN);
    const list = (await (await admin.page.request.get('/api/problem/all')).json()) as { id: number; slug: string }[];
    const id = list.find((p) => p.slug === 'tb-counter-enable')!.id;
    await admin.page.goto(`/problem/${id}`);
    await admin.page.getByTestId('problem-description').getByRole('heading', { name: '测试平台：带使能的计数器' }).waitFor();

    await writeCode(admin.page, bankFile('07-testbenches/tb-counter-enable', 'wrong/reset-only.v'));
    assert.equal(await submitAndWait(admin.page), '测试失败');
    await admin.page.getByTestId('testbench-caught').filter({ hasText: '发现了 3/11 个有错误的设计' }).waitFor();
    await admin.page
      .locator('div', { hasText: /^没有发现的错误类型：.*使能/ })
      .last()
      .waitFor();
    await screenshot(admin.page, 'testbench-weak-light', { fullPage: true });
    await toggleTheme(admin.page);
    await screenshot(admin.page, 'testbench-weak-dark', { fullPage: true });
    await toggleTheme(admin.page);

    await writeCode(admin.page, bankFile('07-testbenches/tb-counter-enable', 'reference.v'));
    assert.equal(await submitAndWait(admin.page), '测试通过');
    await admin.page.getByText('通过：你的测试平台发现了全部 11 个有错误的设计').waitFor();
    await screenshot(admin.page, 'testbench-passed-light', { fullPage: true });
  } finally {
    await admin.context.close();
  }
});
