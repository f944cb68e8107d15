// The account journey of one learner, in order: register, log out, log in (toasts measured on the way),
// change the user name, then forget the password and reset it with the code from the e-mail.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { RUN_ID } from './helpers/env.ts';
import { mailCount, resetCode, waitForMail } from './helpers/mailbox.ts';
import {
  accountDialog,
  changeUserName,
  expectLoggedInAs,
  expectLoggedOut,
  logIn,
  logOut,
  openLoginModal,
  openProfile,
  register,
  toastBoxes,
} from './helpers/ui.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

const learner = { username: `learner_${RUN_ID}`, password: 'first-secret', email: `learner_${RUN_ID}@example.com` };

before(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await page.goto('/');
});

afterEach((t) => screenshotOnFailure(page, t));

after(async () => {
  await context?.close();
  await browser?.close();
});

test('a visitor registers with an e-mail and is logged in', async () => {
  const dialog = await openLoginModal(page, '注册');
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await dialog.getByText('请输入用户名').waitFor();
  await screenshot(page, 'register-modal-validation');
  await dialog.getByRole('button', { name: '去登录' }).click();
  await dialog.getByRole('button', { name: '立即注册' }).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await register(page, learner);
  await page.getByText('注册成功').waitFor();
});

test('logs out', async () => {
  await logOut(page);
  await page.getByText('已退出登录').waitFor();
});

test('logs in again; toasts last about 2 s and stack at top center 16 px apart', async () => {
  const dialog = await openLoginModal(page);
  await screenshot(page, 'login-modal');
  await dialog.getByLabel('用户名').fill(learner.username);
  await dialog.getByLabel('密码', { exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await dialog.getByText('用户名或密码错误').waitFor();
  // A refusal answers within a frame or two; the button must be named 登录 again, not 'loading 登录'.
  await dialog.getByRole('button', { name: '登录', exact: true }).waitFor({ timeout: 2000 });
  await page.keyboard.press('Escape');

  await logIn(page, learner);
  // A second toast while the first ('登录成功') is still showing.
  await logOut(page);
  const shownAt = Date.now();
  await page.waitForTimeout(500); // let the enter animation settle
  const boxes = (await toastBoxes(page)).sort((a, b) => a.top - b.top);
  assert.deepEqual(boxes.map((b) => b.text).sort(), ['已退出登录', '登录成功']);
  const [upper, lower] = boxes;
  assert.ok(upper && lower);
  assert.ok(Math.abs(lower.top - upper.bottom - 16) <= 1, `toasts are ${lower.top - upper.bottom} px apart, expected 16`);
  assert.ok(
    Math.abs(upper.centerX - 640) <= 1 && Math.abs(lower.centerX - 640) <= 1,
    `toasts centred at x=${upper.centerX}, ${lower.centerX}`,
  );
  assert.ok(upper.top <= 24, `top toast at y=${upper.top}`);
  await page.getByText('已退出登录').waitFor({ state: 'detached', timeout: 4000 });
  const lifetime = Date.now() - shownAt;
  assert.ok(lifetime >= 1800 && lifetime <= 3300, `a toast stayed ${lifetime} ms, expected about 2 s`);

  await logIn(page, learner);
});

test('changes the user name in the personal center', async () => {
  await openProfile(page);
  await page.getByText(learner.email).waitFor();
  await page.getByText('普通用户').waitFor();
  const newName = `renamed_${RUN_ID}`;
  await changeUserName(page, newName);
  await expectLoggedInAs(page, newName);
  learner.username = newName;
  await screenshot(page, 'profile');
  // The message fades after about 2 s.
  await page.getByText('用户名修改成功').waitFor({ state: 'detached', timeout: 4000 });
});

test('resets a forgotten password with the e-mailed code and logs in with the new one', async () => {
  await logOut(page);
  const dialog = await openLoginModal(page);
  await dialog.getByRole('button', { name: '忘记密码？' }).click();
  const forgot = page.locator('.ant-modal').filter({ hasText: '找回密码' });
  await forgot.waitFor();
  const send = forgot.getByRole('button', { name: '发送验证码' });
  assert.equal(await send.isDisabled(), true, 'send is disabled without a valid e-mail');
  await forgot.getByLabel('邮箱').fill(learner.email);

  const since = mailCount();
  await send.click();
  await forgot.getByRole('button', { name: /秒后可重新发送$/ }).waitFor();
  const code = resetCode(await waitForMail(learner.email, since));
  await screenshot(page, 'forgot-password-code');

  await forgot.getByLabel('验证码').fill(code);
  await forgot.getByRole('button', { name: '验证', exact: true }).click();
  await forgot.getByLabel('新密码', { exact: true }).fill('second-secret');
  await forgot.getByLabel('确认新密码').fill('second-secret');
  await forgot.getByRole('button', { name: '重置密码' }).click();
  await forgot.getByText('密码重置成功，请使用新密码登录').waitFor();

  // After 2 s the modal closes and the login modal is back, in login mode.
  await forgot.waitFor({ state: 'hidden', timeout: 5000 });
  await accountDialog(page).locator('.ant-modal-title', { hasText: '登录' }).waitFor();
  await page.keyboard.press('Escape');
  await expectLoggedOut(page);

  await logIn(page, { username: learner.username, password: 'second-secret' });
});
