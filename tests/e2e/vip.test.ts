// Buying VIP with the demo provider (no Alipay credentials): a learner chooses the 7-day package,
// creates the order and sees the QR view, opens the confirmation page the QR code holds (which says
// no money moves) and confirms; the VIP page turns to the success view by itself, the navigation
// shows the VIP badge, and a problem beyond the free limit opens. Screenshots in both themes.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { RUN_ID } from './helpers/env.ts';
import { register, toggleTheme } from './helpers/ui.ts';

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

test('a learner buys the 7-day package with the demo provider and gets VIP at once', async () => {
  await page.goto('/');
  await page.getByText('¥9.9').waitFor();
  await register(page, { username: `vip_${RUN_ID}`, password: 'vip-secret' });
  await page.goto('/vip-recharge');
  await page.getByText('升级VIP会员').waitFor();
  await page.getByText('当前身份：普通用户').waitFor();
  await page.getByRole('radio', { name: /^季度会员/ }).waitFor();
  await screenshot(page, 'vip-packages-light', { fullPage: true });

  await page.getByRole('radio', { name: /^体验周卡 ¥9\.90 7天/ }).click();
  await page.getByTestId('order-summary').getByText('¥9.90').waitFor();
  await page.getByRole('button', { name: /创建支付订单/ }).click();
  const qr = page.getByTestId('qr-view');
  await qr.getByText('等待支付').waitFor();
  await qr.getByText('演示支付：本站没有配置支付宝，不会真实扣款').waitFor();
  assert.match((await qr.getByAltText('支付二维码').getAttribute('src')) ?? '', /^data:image\/png;base64,/);
  const link = await qr.getByRole('link', { name: '在新窗口打开确认页' }).getAttribute('href');
  assert.match(link ?? '', /\/vip-recharge\/demo-pay\/VD[0-9A-Z]{20}$/);
  await toggleTheme(page);
  await screenshot(page, 'vip-qr-dark', { fullPage: true });
  await toggleTheme(page);

  // The QR code's page, as a phone would open it: another tab of the same site.
  const phone = await context.newPage();
  await phone.goto(link!);
  await phone.getByText('这是演示支付：本站没有配置支付宝，确认后不会真实扣款。').waitFor();
  await phone.getByText('¥9.90').waitFor();
  await screenshot(phone, 'vip-demo-confirm-light');
  await phone.getByRole('button', { name: /确认支付（演示）/ }).click();
  await phone.getByText('支付成功（演示支付，没有真实扣款）').waitFor();
  await phone.close();

  // The VIP page polls every 5 s and shows the result by itself.
  await page.getByText('支付成功，VIP 已开通').waitFor({ timeout: 20_000 });
  await page.getByText(/^VIP到期时间：/).waitFor();
  await page.getByRole('table', { name: '我的订单' }).getByText('已支付').waitFor();
  await screenshot(page, 'vip-paid-light', { fullPage: true });
  await toggleTheme(page);
  await screenshot(page, 'vip-paid-dark', { fullPage: true });
  await toggleTheme(page);

  // The navigation shows the membership, and the problem list has no locked problem left.
  await page.locator('.ant-layout-header, header, nav').getByText('VIP', { exact: true }).first().waitFor();
  await page.goto('/problem/all');
  await page.getByRole('heading', { name: /第一章/ }).waitFor();
  await page.locator('tr[data-problem-id]').first().waitFor();
  assert.equal(await page.locator('tr[data-locked="true"]').count(), 0);
  // A problem beyond the free five opens: the sixth row of the list.
  await page.locator('tr[data-problem-id]').nth(5).getByRole('button', { name: '开始答题' }).click();
  await page.getByTestId('problem-description').waitFor();
  assert.equal(await page.getByText('加载题目失败').count(), 0);
});
