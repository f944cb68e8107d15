/// <reference lib="dom" />
// The Content-Security-Policy against the real SPA: every route of apps/web/src/app/routes.tsx is
// opened in Chromium — as a visitor, as a learner (the problem page with its WaveDrom statement and,
// after a submission, the waveform) and as the admin — and any violation fails the test. Violations
// are heard twice: a securitypolicyviolation listener installed before the page's own scripts, and
// Chromium's console messages (which also cover workers). The first test proves the listener hears
// an inline script the test injects itself, so a silent run means a clean page, not a deaf test.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { ADMIN, RUN_ID } from './helpers/env.ts';
import { bankFile, openProblemList, startProblem, submitAndWait, writeCode } from './helpers/solving.ts';
import { logIn, register, toggleTheme } from './helpers/ui.ts';

const GATES = '01-basics/basic-gates';
const GATES_TITLE = '基本逻辑门：非、与、或、异或';

interface Violation {
  page: string;
  how: 'event' | 'console';
  text: string;
}

/** Collects the CSP violations of every page of a browser context, for as long as it lives. */
class CspWatch {
  readonly violations: Violation[] = [];

  static async on(context: BrowserContext, page: Page): Promise<CspWatch> {
    const watch = new CspWatch();
    await context.exposeBinding('__vdCspViolation', ({ page: from }, text: string) => {
      watch.violations.push({ page: from.url(), how: 'event', text });
    });
    // Runs in every document before the page's scripts (injected by the browser, so not itself subject to the policy).
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __vdCspViolation: (text: string) => void }).__vdCspViolation;
        void report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
      });
    });
    page.on('console', (message) => {
      if (/Content[ -]Security[ -]Policy/i.test(message.text()))
        watch.violations.push({ page: page.url(), how: 'console', text: message.text() });
    });
    return watch;
  }

  /** The violations seen so far, emptied. */
  take(): Violation[] {
    return this.violations.splice(0);
  }

  /** Fails with every violation seen since the last check. */
  assertClean(where: string) {
    const seen = this.take();
    assert.deepEqual(seen, [], `CSP violations on ${where}:\n${seen.map((v) => `  [${v.how}] ${v.page}: ${v.text}`).join('\n')}`);
  }
}

/** The response really carries the SPA's policy: without it a clean run would prove nothing. */
function assertPolicy(response: Response | null, url: string) {
  const csp = response?.headers()['content-security-policy'] ?? '';
  assert.match(csp, /(^|;)\s*script-src 'self'(;|$)/, `${url}: ${csp}`);
  assert.match(csp, /frame-ancestors 'none'/, `${url}: ${csp}`);
}

/** Opens a route, waits until `ready` is on screen and lazy chunks have settled, then checks for violations. */
async function visit(page: Page, watch: CspWatch, url: string, ready: (page: Page) => Promise<unknown>) {
  const response = await page.goto(url);
  assertPolicy(response, url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  watch.assertClean(url);
}

const text = (value: string | RegExp) => (page: Page) => page.getByText(value).first().waitFor();

let browser: Browser;
let page: Page | undefined;

before(async () => {
  browser = await launchBrowser();
});

afterEach((t) => screenshotOnFailure(page, t));

after(async () => {
  await browser?.close();
});

test('the watch hears a violation: an inline script the test injects is blocked and reported', async () => {
  const visitor = await newVisitor(browser);
  page = visitor.page;
  try {
    const watch = await CspWatch.on(visitor.context, visitor.page);
    await visit(visitor.page, watch, '/about', (p) => p.getByRole('heading', { name: '平台介绍' }).waitFor());
    await visitor.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__vdInlineRan = true;';
      document.head.append(script);
    });
    const deadline = Date.now() + 5_000;
    while (watch.violations.filter((v) => v.how === 'event').length === 0 && Date.now() < deadline) await visitor.page.waitForTimeout(50);
    const seen = watch.take();
    assert.ok(
      seen.some((v) => v.how === 'event' && /^script-src-elem blocked inline /.test(v.text)),
      JSON.stringify(seen),
    );
    assert.ok(
      seen.some((v) => v.how === 'console'),
      JSON.stringify(seen),
    );
    assert.equal(await visitor.page.evaluate(() => (window as unknown as { __vdInlineRan?: boolean }).__vdInlineRan), undefined);
    // Nor may an inline event handler run.
    await visitor.page.evaluate(() => {
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__vdHandlerRan = true');
      img.src = 'data:,not-an-image';
      document.body.append(img);
    });
    await visitor.page.waitForTimeout(300);
    assert.equal(await visitor.page.evaluate(() => (window as unknown as { __vdHandlerRan?: boolean }).__vdHandlerRan), undefined);
    assert.ok(
      watch.take().some((v) => /script-src-attr/.test(v.text)),
      'the blocked handler is reported',
    );
  } finally {
    await visitor.context.close();
  }
});

test('a visitor: home, problem list, about, open source, login, an unknown path and a guarded route', async () => {
  for (const scheme of ['light', 'dark'] as const) {
    const visitor = await newVisitor(browser, scheme);
    page = visitor.page;
    try {
      const watch = await CspWatch.on(visitor.context, visitor.page);
      await visit(visitor.page, watch, '/', text('在练习中掌握 Verilog'));
      if (scheme === 'dark') {
        // The theme bootstrap, now a file: served as a script under the same policy.
        const boot = await visitor.page.request.get('/theme-boot.js');
        assert.equal(boot.status(), 200);
        assert.match(boot.headers()['content-type'] ?? '', /javascript/);
        assert.equal(await visitor.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
      }
      await visit(visitor.page, watch, '/problem/all', (p) => p.getByTestId('login-card').waitFor());
      await visit(visitor.page, watch, '/about', (p) => p.getByRole('heading', { name: '平台介绍' }).waitFor());
      await visit(visitor.page, watch, '/opensource', (p) => p.getByRole('heading', { name: '开源声明', level: 1 }).waitFor());
      // /login opens the login modal over the home page (the modal locks the page's scroll with a <style>).
      await visit(visitor.page, watch, '/login', (p) => p.locator('.ant-modal-title', { hasText: '登录' }).waitFor());
      await visit(visitor.page, watch, '/no-such-page', text('页面不存在'));
      await visit(visitor.page, watch, '/online-ide', (p) => p.waitForURL((url) => url.pathname === '/'));
    } finally {
      await visitor.context.close();
    }
  }
});

test('a learner: registers, solves with WaveDrom and the waveform, the profile and the placeholders', async () => {
  const learner = await newVisitor(browser);
  page = learner.page;
  try {
    const watch = await CspWatch.on(learner.context, learner.page);
    await visit(learner.page, watch, '/', text('在练习中掌握 Verilog'));
    await register(learner.page, { username: `csp_${RUN_ID}`, password: 'csp-secret' });
    watch.assertClean('the registration modal');

    await visit(learner.page, watch, '/problem/all', (p) => p.getByRole('heading', { name: '题库', level: 2 }).waitFor());
    await openProblemList(learner.page);
    await startProblem(learner.page, GATES_TITLE);
    const problemPath = new URL(learner.page.url()).pathname;
    await visit(learner.page, watch, problemPath, (p) => p.getByTestId('problem-description').locator('img.vd-wavedrom').waitFor());
    // The diagram is a data-URL image: it must have loaded, not merely be in the DOM.
    const diagram = learner.page.getByTestId('problem-description').locator('img.vd-wavedrom').first();
    await diagram.evaluate((img: HTMLImageElement) => img.decode());
    const width = await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth);
    assert.ok(width > 100, `the WaveDrom diagram drew (${width} px wide)`);
    await diagram.scrollIntoViewIfNeeded();
    await screenshot(learner.page, 'csp-problem-wavedrom');

    // A wrong answer: the run log and the waveform viewer (canvas, radix menus, mismatch list).
    await writeCode(learner.page, bankFile(GATES, 'wrong/xor-as-or.v'));
    assert.equal(await submitAndWait(learner.page), '测试失败');
    const viewer = learner.page.getByTestId('waveform-viewer');
    await viewer.getByTestId('wave-mismatch').first().click();
    await viewer.locator('canvas').first().waitFor();
    await learner.page.waitForLoadState('networkidle');
    watch.assertClean('the problem page after a submission');
    await screenshot(learner.page, 'csp-problem-waveform', { fullPage: true });

    // The dark skin of the diagram and the viewer.
    await toggleTheme(learner.page);
    await learner.page.getByTestId('history-entry').last().click();
    await viewer.getByTestId('wave-mismatch').first().waitFor();
    watch.assertClean('the problem page in the dark theme');
    await toggleTheme(learner.page);

    await visit(learner.page, watch, '/user/profile', text('账号信息'));
    await visit(learner.page, watch, '/profile', text('账号信息'));
    await visit(learner.page, watch, '/online-ide', text('欢迎使用在线 Verilog IDE'));
    await visit(learner.page, watch, '/verilog-converter', text('Verilog 转 VHDL 转换器'));
    await visit(learner.page, watch, '/vip-recharge', text('升级VIP会员'));
  } finally {
    await learner.context.close();
  }
});

test('the admin: every tab of the back office', async () => {
  const admin = await newVisitor(browser);
  page = admin.page;
  try {
    const watch = await CspWatch.on(admin.context, admin.page);
    await visit(admin.page, watch, '/', text('在练习中掌握 Verilog'));
    await logIn(admin.page, ADMIN);
    watch.assertClean('the login modal');
    await visit(admin.page, watch, '/admin', (p) => p.getByRole('columnheader', { name: '会员类型' }).waitFor());
    await visit(admin.page, watch, '/admin?tab=problems', (p) => p.getByRole('columnheader', { name: '文件夹路径' }).waitFor());
    await visit(admin.page, watch, '/admin?tab=config', text('会员套餐'));
    await visit(admin.page, watch, '/admin?tab=audit', (p) => p.getByRole('columnheader', { name: '修改内容' }).waitFor());
    await visit(admin.page, watch, '/admin?tab=queue', text('最近失败的任务'));
  } finally {
    await admin.context.close();
  }
});
