/// <reference lib="dom" />
// Debian's Chromium driven by playwright-core: one browser per test file, a fresh context per visitor.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../../scripts/chromium.mjs';
import { BASE_URL, SCREENSHOT_DIR } from './env.ts';

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** A new visitor: empty storage, a desktop window, the given system colour scheme. */
export async function newVisitor(
  browser: Browser,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    colorScheme,
    locale: 'zh-CN',
    timezoneId: 'America/New_York',
  });
  context.setDefaultTimeout(15_000);
  // The page's long tasks, read after a failure (screenshotOnFailure): a wait that timed out while
  // the screenshot shows what it waited for (seen on busy machines) is told apart from a page
  // whose main thread was held.
  await context.addInitScript(() => {
    const tasks: number[][] = [];
    (window as unknown as { __longTasks: number[][] }).__longTasks = tasks;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask' });
    } catch {
      /* no long-task timing in this browser */
    }
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
  recordApiCalls(page);
  return { context, page };
}

/** A page's API calls: when each went out, how long its answer took (null: none yet), and its status. */
interface ApiCall {
  call: string;
  sentAt: number;
  ms: number | null;
  status: number | string | null;
}
/** Why 30: enough to see what a failed wait was waiting on, short enough to print. */
const KEPT_CALLS = 30;
const apiCalls = new WeakMap<Page, ApiCall[]>();

/**
 * Keeps the page's last API calls for screenshotOnFailure: a wait that timed out while the server
 * had not yet answered (a login held for seconds) is told apart from a page that never asked.
 */
function recordApiCalls(page: Page) {
  const calls: ApiCall[] = [];
  apiCalls.set(page, calls);
  const open = new Map<object, ApiCall>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const entry: ApiCall = { call: `${request.method()} ${url.pathname}`, sentAt: Date.now(), ms: null, status: null };
    open.set(request, entry);
    calls.push(entry);
    if (calls.length > KEPT_CALLS) calls.shift();
  });
  page.on('requestfinished', async (request) => {
    const entry = open.get(request);
    if (!entry) return;
    open.delete(request);
    entry.ms = Date.now() - entry.sentAt;
    entry.status = (await request.response().catch(() => null))?.status() ?? 'no response';
  });
  page.on('requestfailed', (request) => {
    const entry = open.get(request);
    if (!entry) return;
    open.delete(request);
    entry.ms = Date.now() - entry.sentAt;
    entry.status = request.failure()?.errorText ?? 'failed';
  });
}

/** Saves artifacts/screenshots/<name>.png once fonts and animations have settled. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  // A full page is stitched from the top: scrolled, the sticky navigation bar would be drawn mid-page.
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: options.fullPage ?? false });
}

/**
 * After a failed test: a screenshot named after it, to see what the browser showed, and the page's
 * state. A test driving several visitors passes all their pages (each is shown, numbered).
 */
export async function screenshotOnFailure(pages: Page | Page[] | undefined, test: { name: string }) {
  // TestContext.passed exists since Node 21.7 but is not in @types/node's TestContext yet.
  if ((test as { passed?: unknown }).passed !== false || pages === undefined) return;
  const all = Array.isArray(pages) ? pages : [pages];
  for (const [k, page] of all.entries()) await showFailedPage(page, all.length > 1 ? `${test.name} (page ${k + 1})` : test.name);
}

async function showFailedPage(page: Page, testName: string) {
  if (page.isClosed()) return;
  const test = { name: testName };
  // Whether the page still draws frames and answers, and what held its main thread lately.
  const state = await Promise.race([
    page
      .evaluate(async () => ({
        visibility: document.visibilityState,
        focused: document.hasFocus(),
        now: Math.round(performance.now()),
        frame: await new Promise<string>((resolve) => {
          const timer = setTimeout(() => resolve('no animation frame within 1 s'), 1000);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve('drawn');
          });
        }),
        longTasks: ((window as unknown as { __longTasks?: number[][] }).__longTasks ?? []).slice(-10),
        // What a locator scoped to a dialog or a menu had to work with.
        modals: [...document.querySelectorAll('.ant-modal')].map((m) => ({
          shown: m.getClientRects().length > 0,
          title: m.querySelector('.ant-modal-title')?.textContent ?? null,
          buttons: [...m.querySelectorAll('button')].map((b) => b.textContent),
          alert: m.querySelector('[role=alert]')?.textContent ?? null,
        })),
        menus: [...document.querySelectorAll('.ant-dropdown')].map((d) => ({
          shown: d.getClientRects().length > 0 && !d.classList.contains('ant-dropdown-hidden'),
          items: [...d.querySelectorAll('[role=menuitem]')].map((i) => i.textContent),
        })),
      }))
      .catch((error: Error) => error.message),
    new Promise((resolve) => setTimeout(() => resolve('the page did not answer within 5 s'), 5000)),
  ]);
  process.stderr.write(`after "${test.name}" failed, the page: ${JSON.stringify(state)}\n`);
  const now = Date.now();
  const calls = (apiCalls.get(page) ?? []).map(
    (c) => `${c.call} ${c.status ?? 'pending'} ${c.ms ?? now - c.sentAt} ms, sent ${now - c.sentAt} ms ago`,
  );
  process.stderr.write(`its last API calls (oldest first):\n  ${calls.join('\n  ')}\n`);
  const name = `failed-${test.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}`;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) }).catch(() => {});
}
