// Buying VIP with the demo provider (no Alipay credentials): a learner chooses the 7-day package,
// creates the order and sees the QR view, reloads the page mid-payment and finds the same order
// again (QR code, time left, status), is asked before changing the package, opens the confirmation
// page the QR code holds (which says no money moves) and confirms; the VIP page turns to the
// success view by itself, the navigation shows the VIP badge, and a problem beyond the free limit
// opens. Then, with Alipay pointed at a loopback gateway speaking its protocol (the test's own),
// an order cancelled in another tab is said so in the tab showing its QR code, and a payment that
// arrives after the cancel is credited and 我的订单 says so.
// Screenshots in both themes.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AlipayTestGateway } from '../../apps/server/src/testing/alipay-gateway.ts';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { ADMIN, BASE_URL, RUN_ID } from './helpers/env.ts';
import { logIn, register, toggleTheme } from './helpers/ui.ts';

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
  const orderNumber = link!.slice(-22);
  await toggleTheme(page);
  await screenshot(page, 'vip-qr-dark', { fullPage: true });
  await toggleTheme(page);

  // Reloaded mid-payment: the same order comes back, not a fresh choice of package.
  await page.reload();
  await qr.getByText(orderNumber).waitFor();
  await qr.getByText('你有一个尚未支付的订单，可以继续扫码支付，或更换套餐。').waitFor();
  await qr.getByText('等待支付').waitFor();
  assert.match((await qr.getByTestId('time-left').textContent()) ?? '', /^\d\d:\d\d$/);
  assert.equal(await page.getByTestId('packages').count(), 0);
  await screenshot(page, 'vip-qr-reloaded-light', { fullPage: true });
  await toggleTheme(page);
  await screenshot(page, 'vip-qr-reloaded-dark', { fullPage: true });
  await toggleTheme(page);

  // Changing the package asks first; keeping the order changes nothing.
  await qr.getByRole('button', { name: '更换套餐' }).click();
  const ask = page.getByRole('dialog');
  await ask.getByText(/更换套餐会先取消这个订单/).waitFor();
  await screenshot(page, 'vip-change-package-light');
  await ask.getByRole('button', { name: '继续支付' }).click();
  await ask.waitFor({ state: 'hidden' });
  await qr.getByText(orderNumber).waitFor();

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

test('a payment that arrives after the learner cancelled is credited, and 我的订单 says so (Alipay on loopback)', async () => {
  const gateway = new AlipayTestGateway();
  await gateway.start();
  const admin = await newVisitor(browser);
  const learner = await newVisitor(browser);
  const configure = (data: Record<string, string>) => admin.page.request.put('/api/admin/config', { headers: { origin: BASE_URL }, data });
  try {
    await admin.page.goto('/');
    await logIn(admin.page, ADMIN);
    const configured = await configure({
      alipay_app_id: gateway.appId,
      alipay_private_key: gateway.appKeys.privateKey,
      alipay_public_key: gateway.alipayKeys.publicKey,
      alipay_gateway: gateway.url,
    });
    assert.equal(configured.status(), 200, await configured.text());

    const shown = learner.page;
    await shown.goto('/');
    await register(shown, { username: `late_${RUN_ID}`, password: 'late-secret' });
    await shown.goto('/vip-recharge');
    await shown.getByRole('radio', { name: /^体验周卡 ¥9\.90 7天/ }).click();
    await shown.getByRole('button', { name: /创建支付订单/ }).click();
    const qr = shown.getByTestId('qr-view');
    await qr.getByText('等待支付').waitFor();
    const orderNumber = [...gateway.trades.keys()].at(-1)!;
    await qr.getByText(orderNumber).waitFor();
    assert.equal(await qr.getByText('演示支付：本站没有配置支付宝，不会真实扣款').count(), 0);

    // Reloaded: the Alipay order comes back too. Then the learner cancels it in another tab (closed
    // at Alipay first); the first tab, still showing the QR code, says so by itself.
    await shown.reload();
    await qr.getByText(orderNumber).waitFor();
    const otherTab = await learner.context.newPage();
    await otherTab.goto('/vip-recharge');
    const otherQr = otherTab.getByTestId('qr-view');
    await otherQr.getByText(orderNumber).waitFor();
    await otherQr.getByRole('button', { name: '取消订单' }).click();
    await otherTab.getByText('订单已取消').first().waitFor();
    await otherTab.getByTestId('packages').waitFor();
    await otherTab.close();
    assert.equal(gateway.trades.get(orderNumber)?.status, 'TRADE_CLOSED');
    const notice = shown.getByTestId('closed-notice');
    await notice.getByText(`订单 ${orderNumber} 已取消（可能在其他页面取消或更换了套餐）`, { exact: false }).waitFor({ timeout: 20_000 });
    await shown.getByTestId('packages').waitFor();
    await screenshot(shown, 'vip-order-closed-light', { fullPage: true });
    await toggleTheme(shown);
    await screenshot(shown, 'vip-order-closed-dark', { fullPage: true });
    await toggleTheme(shown);

    // The buyer had scanned before the close reached Alipay: the money arrives, and Alipay notifies.
    gateway.pay(orderNumber);
    const notified = await fetch(`${BASE_URL}/api/payment/alipay/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(gateway.notification(orderNumber)).toString(),
    });
    assert.equal(await notified.text(), 'success');

    await shown.reload();
    const orders = shown.getByRole('table', { name: '我的订单' });
    const row = orders.locator('tr', { hasText: orderNumber });
    await row.getByText('订单关闭后才收到这笔付款：已按原套餐为你开通会员').waitFor();
    await row.getByText('已支付').waitFor();
    await shown.getByText(/^当前身份：VIP用户/).waitFor();
    await orders.scrollIntoViewIfNeeded();
    await screenshot(shown, 'vip-orders-late-note-light', { fullPage: true });
    await toggleTheme(shown);
    await screenshot(shown, 'vip-orders-late-note-dark', { fullPage: true });
  } finally {
    // Back to the demo provider for whatever runs after this file.
    await configure({ alipay_app_id: '' }).catch(() => undefined);
    await learner.context.close();
    await admin.context.close();
    await gateway.stop();
  }
});
