/// <reference lib="dom" />
// Every screen against axe-core's WCAG 2 A/AA rules (tags wcag2a, wcag2aa, wcag21a, wcag21aa), in the
// light and the dark theme: as a visitor, as a learner (the problem page after a wrong submission, with
// its run log and waveform) and as the admin (every tab). The theme is switched through the system
// colour scheme (page.emulateMedia): with no saved choice the app follows it live (theme/theme.ts), so
// one login serves both themes. A failure lists each rule, target selector and, for contrast, the colours.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { AxeReport } from './helpers/axe.ts';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { ADMIN, BASE_URL, RUN_ID } from './helpers/env.ts';
import { bankFile, openProblemList, startProblem, submitAndWait, writeCode } from './helpers/solving.ts';
import { logIn, register } from './helpers/ui.ts';

const GATES = '01-basics/basic-gates';
const GATES_TITLE = '基本逻辑门：非、与、或、异或';

let browser: Browser;
let page: Page | undefined;

before(async () => {
  browser = await launchBrowser();
});
afterEach((t) => screenshotOnFailure(page, t));
after(async () => {
  await browser?.close();
});

const text = (value: string | RegExp) => (p: Page) => p.getByText(value).first().waitFor();

async function useTheme(p: Page, scheme: 'light' | 'dark') {
  await p.emulateMedia({ colorScheme: scheme });
  await p.waitForFunction((name) => document.documentElement.dataset.theme === name, scheme);
}

/** The screen as it stands, in both themes (ending in the light one); `shot` names screenshots of both. */
async function checkBothThemes(p: Page, report: AxeReport, where: string, shot?: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await useTheme(p, scheme);
    await report.check(p, `${where} (${scheme})`);
    if (shot) await screenshot(p, `a11y-${shot}-${scheme}`);
  }
  await useTheme(p, 'light');
}

/** Opens `url`, waits for `ready` and the network to settle, and checks the screen in both themes. */
async function visit(p: Page, report: AxeReport, url: string, ready: (p: Page) => Promise<unknown>, shot?: string) {
  await p.goto(url);
  await ready(p);
  await p.waitForLoadState('networkidle');
  await checkBothThemes(p, report, url, shot);
}

test('a visitor: home, problem list, converter, about, open source, the login modal and an unknown path', async () => {
  const visitor = await newVisitor(browser);
  page = visitor.page;
  const report = new AxeReport();
  try {
    await visit(visitor.page, report, '/', text('在练习中掌握 Verilog'));
    await visit(visitor.page, report, '/problem/all', (p) => p.getByTestId('login-card').waitFor());
    await visit(visitor.page, report, '/verilog-converter', text('Verilog 转 VHDL 转换器'));
    await visit(visitor.page, report, '/about', (p) => p.getByRole('heading', { name: '平台介绍' }).waitFor());
    await visit(visitor.page, report, '/opensource', (p) => p.getByRole('heading', { name: '开源声明', level: 1 }).waitFor());
    await visit(visitor.page, report, '/login', (p) => p.locator('.ant-modal-title', { hasText: '登录' }).waitFor());
    await visit(visitor.page, report, '/no-such-page', text('页面不存在'));
  } finally {
    await visitor.context.close();
  }
  report.assertClean();
});

// Two learners, two tests: each stays well inside the e2e's per-test timeout (axe on the 213-row
// problem list takes several seconds per theme).
test('a learner: the problem list and a problem with its verdict and waveform', async () => {
  const learner = await newVisitor(browser);
  page = learner.page;
  const report = new AxeReport();
  try {
    await learner.page.goto('/');
    await register(learner.page, { username: `a11y_${RUN_ID}`, password: 'a11y-secret' });
    await checkBothThemes(learner.page, report, '/ logged in');

    await visit(learner.page, report, '/problem/all', (p) => p.locator('tr[data-problem-id]').first().waitFor(), 'problem-list');
    await openProblemList(learner.page);
    await startProblem(learner.page, GATES_TITLE);
    await learner.page.waitForLoadState('networkidle');
    await checkBothThemes(learner.page, report, 'the problem page');
    await writeCode(learner.page, bankFile(GATES, 'wrong/xor-as-or.v'));
    await submitAndWait(learner.page);
    await learner.page.getByTestId('waveform-viewer').locator('canvas').first().waitFor();
    await checkBothThemes(learner.page, report, 'the problem page after a wrong submission', 'problem-waveform');
  } finally {
    await learner.context.close();
  }
  report.assertClean();
});

test('a learner: the profile, the IDE, the converter and the VIP page', async () => {
  const learner = await newVisitor(browser);
  page = learner.page;
  const report = new AxeReport();
  try {
    await learner.page.goto('/');
    await register(learner.page, { username: `a11yb_${RUN_ID}`, password: 'a11y-secret' });
    await visit(learner.page, report, '/user/profile', text('账号信息'));
    await visit(learner.page, report, '/online-ide', text('欢迎使用在线 Verilog IDE'));
    await visit(learner.page, report, '/verilog-converter', text('Verilog 转 VHDL 转换器'));
    await visit(learner.page, report, '/vip-recharge', text('升级VIP会员'));
  } finally {
    await learner.context.close();
  }
  report.assertClean();
});

test('the admin: every tab of the back office', async () => {
  const admin = await newVisitor(browser);
  page = admin.page;
  const report = new AxeReport();
  try {
    await admin.page.goto('/');
    await logIn(admin.page, ADMIN);
    // A member of each paid tier in the user list, so their labels are checked too (whatever ran before on this platform).
    for (const tier of ['vip', 'premium'] as const) {
      const member = await newVisitor(browser);
      const joined = await member.page.request.post('/api/user/register', {
        headers: { origin: BASE_URL },
        data: { username: `a11y_${tier}_${RUN_ID}`, password: 'member-secret', email: null },
      });
      assert.equal(joined.status(), 200, await joined.text());
      const { user } = (await joined.json()) as { user: { id: number } };
      await member.context.close();
      const made = await admin.page.request.put(`/api/admin/user/${user.id}`, {
        headers: { origin: BASE_URL },
        data: { membership_type: tier },
      });
      assert.equal(made.status(), 200, await made.text());
    }
    await visit(admin.page, report, '/admin', (p) => p.getByRole('columnheader', { name: '会员类型' }).waitFor());
    await visit(admin.page, report, '/admin?tab=problems', (p) => p.getByRole('columnheader', { name: '文件夹路径' }).waitFor());
    await visit(admin.page, report, '/admin?tab=config', text('会员套餐'));
    await visit(admin.page, report, '/admin?tab=audit', (p) => p.getByRole('columnheader', { name: '修改内容' }).waitFor());
    await visit(admin.page, report, '/admin?tab=queue', text('最近失败的任务'));
  } finally {
    await admin.context.close();
  }
  report.assertClean();
});
