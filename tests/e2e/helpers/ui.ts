/// <reference lib="dom" />
// What a user does on VeriDojo, in their words: open the login modal, register, log in and out,
// change the user name, toggle the theme. Tests read as a sequence of these.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

export interface Account {
  username: string;
  password: string;
  email?: string;
}

const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** The login/register modal (whichever mode it is in). */
export function accountDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(登录|注册)$/ });
}

export async function openLoginModal(page: Page, mode: '登录' | '注册' = '登录'): Promise<Locator> {
  await nav(page).getByRole('button', { name: mode, exact: true }).click();
  const dialog = accountDialog(page);
  await dialog.locator('.ant-modal-title', { hasText: mode }).waitFor();
  await settled(dialog);
  return dialog;
}

export async function clickNavItem(page: Page, label: string) {
  await nav(page).getByRole('link', { name: label, exact: true }).click();
}

export async function expectLoggedInAs(page: Page, username: string) {
  await nav(page).getByTestId('nav-username').filter({ hasText: username }).waitFor();
  const stored = await page.evaluate(() => localStorage.getItem('veridojo.user'));
  assert.equal((JSON.parse(stored ?? 'null') as { username?: string } | null)?.username, username);
}

export async function expectLoggedOut(page: Page) {
  await nav(page).getByRole('button', { name: '登录', exact: true }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('veridojo.user')), null);
}

export async function register(page: Page, account: Account) {
  const dialog = await openLoginModal(page, '注册');
  await dialog.getByLabel('用户名').fill(account.username);
  await dialog.getByLabel('密码', { exact: true }).fill(account.password);
  await dialog.getByLabel('确认密码').fill(account.password);
  if (account.email) await dialog.getByLabel(/^邮箱/).fill(account.email);
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expectLoggedInAs(page, account.username);
  await closed(dialog);
}

/**
 * Waits until the account dialog has closed: while it zooms out it still takes focus back when it
 * is gone, which can close a menu opened meanwhile (on a busy machine the next click lands then).
 */
async function closed(dialog: Locator) {
  await dialog.waitFor({ state: 'hidden' });
}

export async function logIn(page: Page, account: Pick<Account, 'username' | 'password'>) {
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('用户名').fill(account.username);
  await dialog.getByLabel('密码', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expectLoggedInAs(page, account.username);
  await closed(dialog);
}

/** Waits until the element's CSS animations (antd's zoom and slide motions) have finished. */
export async function settled(locator: Locator) {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/**
 * Why a second click: on a loaded machine the menu has been seen to open and close again by itself
 * right after a login (its popup left rendered and hidden; cause not found, see the stop 45 note),
 * and a person clicks again then. A menu that never opens still fails the wait after it.
 */
const MENU_RETRY_MS = 3000;

async function openUserMenu(page: Page) {
  const item = page.getByRole('menuitem', { name: '退出登录' });
  await nav(page).getByTestId('user-menu').click();
  const shown = await item.waitFor({ timeout: MENU_RETRY_MS }).then(
    () => true,
    () => false,
  );
  // Not while a popup is still opening: a second click would close it.
  if (!shown && (await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').count()) === 0) {
    process.stderr.write('the user menu did not open within 3 s: clicking again\n');
    await nav(page).getByTestId('user-menu').click();
  }
  await item.waitFor();
  // Clicking an item while the menu still slides in can miss it: the popup is re-aligned as it appears.
  await settled(page.locator('.ant-dropdown').filter({ has: page.getByRole('menuitem', { name: '退出登录' }) }));
}

export async function logOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expectLoggedOut(page);
}

export async function openProfile(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await page.waitForURL('**/user/profile');
  await page.getByText('账号信息').waitFor();
}

export async function changeUserName(page: Page, newName: string) {
  await page.getByLabel('新用户名').fill(newName);
  await page.getByRole('button', { name: '修改用户名' }).click();
  await page.getByText('用户名修改成功').waitFor();
}

export async function toggleTheme(page: Page) {
  await nav(page)
    .getByRole('button', { name: /^切换到(深色|浅色)主题$/ })
    .click();
}

export function currentTheme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.theme);
}

/** The toasts on screen, top to bottom, with their boxes. */
export function toastBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.ant-message-notice')].map((el) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent ?? '', top: r.top, bottom: r.bottom, centerX: r.left + r.width / 2 };
    }),
  );
}
