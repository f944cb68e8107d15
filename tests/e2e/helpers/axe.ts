/// <reference lib="dom" />
// axe-core's WCAG 2.0/2.1 A and AA rules against the page as a user sees it. The checker is put into
// the page with page.evaluate of axe-core's source: that goes through the DevTools protocol
// (Runtime.evaluate), which the page's Content-Security-Policy does not govern, so the test needs no
// bypassCSP context — and the page keeps its real policy, so the styles it is checked with are the
// ones a visitor gets (a bypassed policy could let through styles the real page never applies).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The rule sets the issue asks for: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeNode {
  target: unknown[];
  any: { id: string; data?: { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string } | null }[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Waits until every CSS transition and animation (antd's colour fades after a theme switch) has ended. */
async function stillPage(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.evaluate(() => document.fonts.ready);
}

/** One line per failing element: rule, target selector and, for contrast, the colours and the ratio. */
function describe(violation: AxeViolation): string[] {
  return violation.nodes.map((node) => {
    const contrast = node.any.find((check) => check.id === 'color-contrast' && check.data)?.data;
    const colours = contrast
      ? ` fg ${contrast.fgColor} on bg ${contrast.bgColor}: ${contrast.contrastRatio} (needs ${contrast.expectedContrastRatio})`
      : ` ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`;
    return `  ${violation.id} ${JSON.stringify(node.target)}${colours}`;
  });
}

/** Runs axe on the whole document; returns the failures as printable lines (empty when clean). */
export async function axeFailures(page: Page): Promise<string[]> {
  await stillPage(page);
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!injected) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    interface Axe {
      run: (context: Document, options: object) => Promise<{ violations: unknown[] }>;
    }
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, WCAG_TAGS);
  return (violations as AxeViolation[]).flatMap(describe);
}

/** Why 40: enough to see every kind of failure; a broken colour can fail hundreds of rows alike. */
const LINES_SHOWN_PER_SCREEN = 40;

/** Collects the failures of several screens, so one run reports them all; `assertClean` fails with them. */
export class AxeReport {
  private readonly screens: { where: string; failures: string[] }[] = [];

  async check(page: Page, where: string) {
    const failures = await axeFailures(page);
    if (failures.length > 0) this.screens.push({ where, failures });
  }

  assertClean() {
    const total = this.screens.reduce((sum, s) => sum + s.failures.length, 0);
    const text = this.screens.map(({ where, failures }) => {
      const more = failures.length > LINES_SHOWN_PER_SCREEN ? [`  … and ${failures.length - LINES_SHOWN_PER_SCREEN} more`] : [];
      return [`${where}: ${failures.length} failures`, ...failures.slice(0, LINES_SHOWN_PER_SCREEN), ...more].join('\n');
    });
    assert.equal(total, 0, `axe-core (WCAG 2 A/AA) failures: ${total} on ${this.screens.length} screens\n${text.join('\n')}`);
  }
}
