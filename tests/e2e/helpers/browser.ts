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
  const page = await context.newPage();
  page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
  return { context, page };
}

/** Saves artifacts/screenshots/<name>.png once fonts and animations have settled. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  // A full page is stitched from the top: scrolled, the sticky navigation bar would be drawn mid-page.
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: options.fullPage ?? false });
}

/** After a failed test: a screenshot named after it, to see what the browser showed. */
export async function screenshotOnFailure(page: Page | undefined, test: { name: string }) {
  // TestContext.passed exists since Node 21.7 but is not in @types/node's TestContext yet.
  if ((test as { passed?: unknown }).passed !== false || !page || page.isClosed()) return;
  const name = `failed-${test.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}`;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) }).catch(() => {});
}
