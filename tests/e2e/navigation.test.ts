// A visitor finding their way: the home page in both themes, the theme choice surviving a reload,
// and the login-required pages (modal from the navigation bar, redirect for a typed address).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot } from './helpers/browser.ts';
import { accountDialog, clickNavItem, currentTheme, openLoginModal, toggleTheme } from './helpers/ui.ts';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('the home page shows the free limits from the configuration and the VIP price', async () => {
  const { context, page } = await newVisitor(browser);
  await page.goto('/');
  await page.getByText('前 5 道题目').waitFor();
  await page.getByText('IDE 最多 50 行代码').waitFor();
  await page.getByText('¥9.9').waitFor();
  assert.equal(await page.title(), 'VeriDojo');
  assert.match((await page.locator('footer').innerText()).replace(/\s+/g, ' '), new RegExp(`© ${new Date().getFullYear()} VeriDojo`));
  await context.close();
});

test('the theme follows the system until toggled, and the choice survives a reload', async () => {
  const { context, page } = await newVisitor(browser, 'light');
  await page.goto('/');
  await page.getByText('在练习中掌握 Verilog').waitFor();
  assert.equal(await currentTheme(page), 'light');
  await screenshot(page, 'home-light', { fullPage: true });

  await toggleTheme(page);
  assert.equal(await currentTheme(page), 'dark');
  await page.reload();
  await page.getByText('在练习中掌握 Verilog').waitFor();
  assert.equal(await currentTheme(page), 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('veridojo.theme')), 'dark');
  await screenshot(page, 'home-dark', { fullPage: true });
  await openLoginModal(page);
  await screenshot(page, 'login-modal-dark');
  await context.close();

  const dark = await newVisitor(browser, 'dark');
  await dark.page.goto('/');
  await dark.page.getByText('在练习中掌握 Verilog').waitFor();
  assert.equal(await currentTheme(dark.page), 'dark', 'nothing saved: the system preference decides');
  await dark.context.close();
});

test('a logged-out click on 在线Verilog编译 opens the login modal instead of the IDE', async () => {
  const { context, page } = await newVisitor(browser);
  await page.goto('/');
  await clickNavItem(page, '在线Verilog编译');
  await accountDialog(page).locator('.ant-modal-title', { hasText: '登录' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
  await context.close();
});

test('a logged-out visit to /online-ide lands on the home page', async () => {
  const { context, page } = await newVisitor(browser);
  await page.goto('/online-ide');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('在练习中掌握 Verilog').waitFor();
  await context.close();
});

test('the about and open-source pages and the footer pop-ups', async () => {
  const { context, page } = await newVisitor(browser);
  await page.goto('/about');
  await page.getByRole('heading', { name: '平台介绍' }).waitFor();
  await page.getByRole('link', { name: '开源声明' }).first().click();
  await page.getByRole('heading', { name: '开源声明', level: 1 }).waitFor();
  await page.getByRole('cell', { name: 'Icarus Verilog' }).waitFor();
  await screenshot(page, 'opensource', { fullPage: true });
  await page.getByRole('button', { name: '隐私政策' }).click();
  await page.locator('.ant-modal').filter({ hasText: 'Cookie' }).waitFor();
  await screenshot(page, 'privacy-policy');
  await context.close();
});

test('a page whose code cannot be downloaded shows the load error, and reloading recovers', async () => {
  const { context, page } = await newVisitor(browser);
  const aboutChunk = /\/assets\/AboutPage-[^/]+\.js$/;
  await page.route(aboutChunk, (route) => route.abort());
  await page.goto('/');
  await clickNavItem(page, '关于');
  await page.getByText('页面加载失败').waitFor();
  await page.getByText(/路由 \/about 的页面未能加载/).waitFor();
  await screenshot(page, 'page-load-error');

  await page.unroute(aboutChunk);
  await page.getByRole('button', { name: '重新加载' }).click();
  await page.getByRole('heading', { name: '平台介绍', level: 1 }).waitFor();
  await context.close();
});
