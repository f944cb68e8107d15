/// <reference lib="dom" />
// What a learner does with the problem bank, in their words: filter the list by tag, open a problem,
// write code, submit it and read the verdict, look at the waveform, follow a compile message.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

const PROBLEMS_DIR = path.resolve(import.meta.dirname, '../../../problems');

/** A file of the problem bank, e.g. bankFile('01-basics/basic-gates', 'wrong/xor-as-or.v'). */
export function bankFile(problem: string, file: string): string {
  return fs.readFileSync(path.join(PROBLEMS_DIR, problem, file), 'utf8');
}

export async function openProblemList(page: Page) {
  await page.goto('/problem/all');
  await page.getByRole('heading', { name: '题库', level: 2 }).waitFor();
}

/** The list's tag filter button for `tag`. */
export function tagButton(page: Page, tag: string): Locator {
  return page.getByRole('group', { name: '按标签筛选' }).getByRole('button', { name: tag, exact: true });
}

export async function toggleTag(page: Page, tag: string) {
  await tagButton(page, tag).click();
}

/** The rows of every chapter table, in order. */
export function problemRows(page: Page): Locator {
  return page.locator('tr[data-problem-id]');
}

export async function startProblem(page: Page, title: string) {
  await problemRows(page).filter({ hasText: title }).getByRole('button', { name: '开始答题' }).click();
  await page.getByTestId('problem-description').getByRole('heading', { name: title }).waitFor();
}

/** Replaces the editor's text, as a paste would. */
export async function writeCode(page: Page, code: string) {
  const content = page.locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

export function editorText(page: Page): Promise<string> {
  return page.locator('.cm-content').evaluate((el) => [...el.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n'));
}

/**
 * Submits and waits until the run log shows this submission's 测试通过 or 测试失败. The badge is
 * told apart from the last submission's by its data-submission; waiting for 等待测试 in between
 * missed it when a verdict came within a frame (a compile error, judged in a jail made ahead).
 */
export async function submitAndWait(page: Page): Promise<string> {
  const submitted = page.waitForResponse(
    (response) => /^\/api\/problem\/\d+\/submit$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
  );
  // The icon's label comes first in the accessible name ('send 提交').
  await page.getByRole('button', { name: /(^|\s)提交$/ }).click();
  const { submission_id: id } = (await (await submitted).json()) as { submission_id: number };
  const badge = page.locator(`[data-testid="run-status"][data-submission="${id}"]`);
  await badge.filter({ hasText: /测试通过|测试失败/ }).waitFor({ timeout: 30_000 });
  return (await badge.innerText()).trim();
}
