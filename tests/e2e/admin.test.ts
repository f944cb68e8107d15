// The admin panel in Chromium: the admin finds a learner and grants VIP, and the learner sees the
// badge after a reload; an expiry set in the past leaves the stored tier VIP while the table shows
// the membership in force (普通用户, and when the VIP ended); the admin imports a pack (one good problem, one whose reference does not
// compile) and sees a line for each; the audit log shows the grant. Screenshots of every tab in
// both themes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { ADMIN, RUN_ID } from './helpers/env.ts';
import { logIn, register, toggleTheme } from './helpers/ui.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let browser: Browser;
let page: Page | undefined;

before(async () => {
  browser = await launchBrowser();
});
afterEach((t) => screenshotOnFailure(page, t));
after(async () => {
  await browser?.close();
});

/** A pack of two problems made from the bank's first one: a copy that works, and one whose reference does not compile. */
function pack(): Buffer {
  const dir = path.join(ROOT, 'problems/01-basics/wire');
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'problem.json'), 'utf8')) as Record<string, unknown>;
  const files: Record<string, Uint8Array> = {};
  for (const [slug, broken] of [
    [`e2e-wire-${RUN_ID}`.toLowerCase().replaceAll('_', '-'), false],
    [`e2e-broken-${RUN_ID}`.toLowerCase().replaceAll('_', '-'), true],
  ] as const) {
    files[`${slug}/problem.json`] = strToU8(JSON.stringify({ ...meta, slug, title: `导入测试 ${slug}`, prerequisites: [], next: [] }));
    for (const name of ['statement.md', 'template.v']) files[`${slug}/${name}`] = fs.readFileSync(path.join(dir, name));
    files[`${slug}/reference.v`] = broken
      ? strToU8('module TopModule(input in, output out);\n  assign out = ;\nendmodule\n')
      : fs.readFileSync(path.join(dir, 'reference.v'));
    for (const wrong of fs.readdirSync(path.join(dir, 'wrong')))
      files[`${slug}/wrong/${wrong}`] = fs.readFileSync(path.join(dir, 'wrong', wrong));
  }
  return Buffer.from(zipSync(files));
}

async function tabShots(admin: Page, tab: string, ready: () => Promise<unknown>) {
  await admin.goto(`/admin?tab=${tab}`);
  await ready();
  await admin.waitForLoadState('networkidle');
  await screenshot(admin, `admin-${tab}-light`, { fullPage: true });
  await toggleTheme(admin);
  await screenshot(admin, `admin-${tab}-dark`, { fullPage: true });
  await toggleTheme(admin);
}

test('an admin grants VIP, imports a pack, and every tab shows in both themes', async () => {
  const learner = await newVisitor(browser);
  const admin = await newVisitor(browser);
  page = admin.page;
  try {
    const name = `adm_${RUN_ID}`;
    await learner.page.goto('/');
    await register(learner.page, { username: name, password: 'learner-secret' });
    const nav = learner.page.getByRole('navigation', { name: '主导航' });
    assert.equal(await nav.getByText('VIP', { exact: true }).count(), 0);

    await admin.page.goto('/');
    await logIn(admin.page, ADMIN);
    await admin.page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '管理后台' }).click();
    await admin.page.getByRole('tab', { name: /用户管理/ }).waitFor();
    await admin.page.getByLabel('搜索用户').fill(name);
    await admin.page.getByLabel('搜索用户').press('Enter');
    const row = admin.page.locator('tr.ant-table-row').filter({ hasText: name });
    await row.waitFor();
    // The new user is on the unfiltered first page too: wait for the search's answer to replace it
    // (a loaded full run counted the first page's 3 rows before it came).
    await admin.page.waitForFunction(() => document.querySelectorAll('tr.ant-table-row').length === 1);
    const expiry = row.getByLabel(`${name} 的VIP到期时间`);
    assert.equal(await expiry.isDisabled(), true);
    await row.getByRole('combobox', { name: `${name} 的会员类型` }).click();
    await admin.page.locator('.ant-select-dropdown:visible').getByTitle('VIP用户').click();
    await admin.page.getByText('用户信息更新成功').waitFor();
    await admin.page.waitForFunction((label) => {
      const input = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
      return input !== null && !input.disabled && input.value !== '';
    }, `${name} 的VIP到期时间`);
    await screenshot(admin.page, 'admin-users-granted-light', { fullPage: true });

    // The learner's stored user is re-checked every 30 s; a reload shows it at once.
    await learner.page.reload();
    await nav.getByText('VIP', { exact: true }).waitFor();

    // An expiry in the past: the stored tier stays VIP, and the table shows the membership in force.
    await expiry.fill('2026-01-01T08:00');
    await expiry.blur();
    await admin.page.getByText('VIP到期时间更新成功').waitFor();
    const inForce = row.getByTestId(/^membership-in-force-/);
    await inForce.getByText('普通用户').waitFor();
    await inForce.getByText('VIP用户已于 2026-01-01 08:00:00 到期').waitFor();
    assert.equal(await row.locator('.ant-select [title="VIP用户"]').count(), 1, 'the stored tier is still VIP');
    await screenshot(admin.page, 'admin-users-lapsed-light', { fullPage: true });
    await toggleTheme(admin.page);
    await screenshot(admin.page, 'admin-users-lapsed-dark', { fullPage: true });
    await toggleTheme(admin.page);

    // A pack: one line per problem, the broken reference rejected with its reason.
    await admin.page.getByRole('tab', { name: /题目管理/ }).click();
    await admin.page.getByRole('columnheader', { name: '文件夹路径' }).waitFor();
    await admin.page.getByLabel('题目包名称').fill(`e2e-${RUN_ID}`.replaceAll('_', '-'));
    await admin.page.getByTestId('pack-file').setInputFiles({ name: 'e2e-pack.zip', mimeType: 'application/zip', buffer: pack() });
    await admin.page.getByRole('button', { name: '导入', exact: true }).click();
    const results = admin.page.locator('.ant-card').filter({ hasText: '题目包' }).locator('table');
    await results.getByText('已导入').waitFor({ timeout: 120_000 });
    await results.getByText('已拒绝').waitFor();
    assert.equal(await results.locator('tbody tr').count(), 2);
    await screenshot(admin.page, 'admin-pack-imported-light', { fullPage: true });

    await tabShots(admin.page, 'users', () => admin.page.getByRole('columnheader', { name: '会员类型' }).waitFor());
    await tabShots(admin.page, 'problems', () => admin.page.getByRole('columnheader', { name: '文件夹路径' }).waitFor());
    await tabShots(admin.page, 'config', () => admin.page.getByText('会员套餐').waitFor());
    await tabShots(admin.page, 'audit', () => admin.page.locator('tr.ant-table-row').filter({ hasText: name }).first().waitFor());
    assert.ok((await admin.page.locator('tr.ant-table-row').filter({ hasText: '修改用户' }).count()) >= 1);
    await tabShots(admin.page, 'queue', () => admin.page.getByText('最近失败的任务').waitFor());
    assert.ok((await admin.page.locator('.ant-badge-status-success').count()) >= 1, 'the e2e worker is shown alive');
  } finally {
    await learner.context.close();
    await admin.context.close();
  }
});
