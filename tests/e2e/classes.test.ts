// Classes in Chromium (issue 33), one story on one platform with as few page loads as prove it: an
// admin makes a user a teacher; the teacher creates a class and an assignment of two problems; two
// students join with the code from the personal center and solve (submitted through the API in the
// student's session: the problem page is solving.test's) — one passes both, the other fails the
// first and hands in the same code for the second; the teacher opens the gradebook, opens a cell and
// exports the CSV (BOM and header checked), and runs the similarity check, which finds that pair.
// bob opens his class page from the profile card (the assignment's note, his states) and a problem
// from it. Screenshots of the profile card, the student's and the teacher's class page, the editor,
// the gradebook and the similarity view in both themes, each checked by axe (WCAG 2 A/AA) as well.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { AxeReport } from './helpers/axe.ts';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { ADMIN, BASE_URL, RUN_ID } from './helpers/env.ts';
import { bankFile } from './helpers/solving.ts';
import { logIn, openProfile, register, toggleTheme } from './helpers/ui.ts';

let browser: Browser;
/** Every visitor's page, shown after a failure (the one that failed may be any of them). */
let page: Page[] | undefined;

before(async () => {
  browser = await launchBrowser();
});
afterEach((t) => screenshotOnFailure(page, t));
after(async () => {
  await browser?.close();
});

const nav = (p: Page) => p.getByRole('navigation', { name: '主导航' });

/** The same view in both themes, left in the light one; with a report, axe checks it in each. */
async function bothThemes(p: Page, name: string, report?: AxeReport) {
  await report?.check(p, `${name} (light)`);
  await screenshot(p, `${name}-light`, { fullPage: true });
  await toggleTheme(p);
  await report?.check(p, `${name} (dark)`);
  await screenshot(p, `${name}-dark`, { fullPage: true });
  await toggleTheme(p);
}

/** A Beijing-time datetime-local value `minutes` from now. */
function beijingInput(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16);
}

/** Submits `code` in the student's session and waits for the verdict's status. */
async function solve(p: Page, problemId: number, code: string): Promise<string> {
  const sent = await p.request.post(`/api/problem/${problemId}/submit`, { headers: { origin: BASE_URL }, data: { code } });
  assert.equal(sent.status(), 200, await sent.text());
  const { submission_id } = (await sent.json()) as { submission_id: number };
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const { status } = (await (await p.request.get(`/api/submission/${submission_id}`)).json()) as { status: string };
    if (status === 'success' || status === 'failed') return status;
    await p.waitForTimeout(300);
  }
  throw new Error(`submission ${submission_id} was not judged in time`);
}

test('a teacher sets an assignment, students join and solve, the gradebook and the similarity check show it', async () => {
  // axe (WCAG 2 A/AA) on every screen of the story in both themes, reported together at the end.
  const screens = new AxeReport();
  const admin = await newVisitor(browser);
  const teacher = await newVisitor(browser);
  const amy = await newVisitor(browser);
  const bob = await newVisitor(browser);
  page = [teacher.page, amy.page, bob.page, admin.page];
  const teacherName = `tch_${RUN_ID}`;

  // The admin makes the user a teacher (the user edit, audited by the server).
  await teacher.page.goto('/');
  await register(teacher.page, { username: teacherName, password: 'teacher-secret' });
  await admin.page.goto('/admin?tab=users');
  await logIn(admin.page, ADMIN);
  await nav(admin.page).getByRole('link', { name: '管理后台' }).click();
  await admin.page.getByLabel('搜索用户').fill(teacherName);
  await admin.page.getByLabel('搜索用户').press('Enter');
  await admin.page.locator('tr.ant-table-row').filter({ hasText: teacherName }).getByLabel(`${teacherName} 是教师`).click();
  await admin.page.getByText('用户信息更新成功').waitFor();
  await admin.context.close();

  // The teacher's stored user learns the role from the profile; 教师中心 appears.
  await teacher.page.goto('/user/profile');
  await nav(teacher.page).getByRole('link', { name: '教师中心' }).click();
  await teacher.page.getByRole('button', { name: /新建班级/ }).click();
  await teacher.page.getByLabel('班级名称').fill('数字逻辑 1 班');
  await teacher.page.getByLabel('学期').fill('2026 春');
  await teacher.page.getByRole('button', { name: '创建' }).click();
  await teacher.page.getByText('班级已创建').waitFor();
  await teacher.page.getByRole('link', { name: '数字逻辑 1 班' }).click();
  const code = (await teacher.page.getByTestId('join-code').innerText()).trim();
  assert.match(code, /^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

  await teacher.page.getByRole('button', { name: /布置作业/ }).click();
  await teacher.page.getByLabel('作业标题').fill('第 1 周：组合逻辑入门');
  await teacher.page.getByLabel('作业说明').fill('完成下面两道题，**截止前**提交。');
  for (const title of ['连线：把输入接到输出', '基本逻辑门：非、与、或、异或']) {
    await teacher.page.getByLabel('搜索题目').fill(title);
    await teacher.page.getByRole('button', { name: `添加 ${title}` }).click();
  }
  await teacher.page.getByLabel('开始时间').fill(beijingInput(-10));
  await teacher.page.getByLabel('截止时间').fill(beijingInput(-20));
  await teacher.page.getByRole('button', { name: '发布作业' }).click();
  await teacher.page.getByText('截止时间必须晚于开始时间').waitFor();
  await teacher.page.getByLabel('截止时间').fill(beijingInput(7 * 24 * 60));
  await teacher.page.getByRole('checkbox', { name: '允许迟交' }).check();
  await bothThemes(teacher.page, 'classes-editor', screens);
  await teacher.page.getByRole('button', { name: '发布作业' }).click();
  await teacher.page.getByText('作业已发布').waitFor();
  await teacher.page.getByTestId('assignment-row').waitFor();

  // Two students join with the code and solve: amy passes both; bob fails the first and hands in amy's code for the second.
  const list = (await (await teacher.page.request.get('/api/problem/all')).json()) as { id: number; slug: string }[];
  const idOf = (slug: string) => list.find((p) => p.slug === slug)!.id;
  // amy's own solution (a copy of the reference would be taken out with it), and bob's reformatted, commented copy.
  const gates =
    'module TopModule(input a, input b, output reg y_not, output reg y_and, output reg y_or, output reg y_xor);\n' +
    '  always @(*) begin\n    y_not = !a;\n    y_and = a && b;\n    y_or = a || b;\n    y_xor = (a && !b) || (!a && b);\n  end\nendmodule\n';
  const gatesCopy = `// 我自己写的\n${gates.replaceAll('  ', '\t').replaceAll(' = ', '=')}`;
  for (const [student, name] of [
    [amy, `amy_${RUN_ID}`],
    [bob, `bob_${RUN_ID}`],
  ] as const) {
    await student.page.goto('/');
    await register(student.page, { username: name, password: 'student-secret' });
    await openProfile(student.page);
    await student.page.getByLabel('班级码').fill(code.toLowerCase());
    await student.page.getByRole('button', { name: '加入', exact: true }).click();
    await student.page.getByTestId('my-class').filter({ hasText: '数字逻辑 1 班' }).waitFor();
  }
  assert.equal(await solve(amy.page, idOf('wire'), bankFile('01-basics/wire', 'reference.v')), 'success');
  assert.equal(await solve(amy.page, idOf('basic-gates'), gates), 'success');
  assert.equal(await solve(bob.page, idOf('wire'), bankFile('01-basics/wire', 'wrong/inverted.v')), 'failed');
  assert.equal(await solve(bob.page, idOf('basic-gates'), gatesCopy), 'success');

  await bob.page.reload();
  const card = bob.page.getByTestId('my-classes');
  await card.getByText('按时通过').waitFor();
  await card.getByText('已尝试').waitFor();
  await card.scrollIntoViewIfNeeded();
  await bothThemes(bob.page, 'classes-profile-card', screens);

  // bob opens the class page from the card: the note in Markdown, his states, the late rule; axe in both themes.
  await card.getByRole('link', { name: '数字逻辑 1 班' }).click();
  await bob.page.waitForURL('**/user/classes/*');
  const assignment = bob.page.getByTestId('class-assignment').filter({ hasText: '第 1 周：组合逻辑入门' });
  await assignment.getByTestId('assignment-note').locator('strong', { hasText: '截止前' }).waitFor();
  await assignment.getByText('按时通过').waitFor();
  await assignment.getByText('已尝试').waitFor();
  await assignment
    .getByTestId('time-left')
    .filter({ hasText: /^还剩 (6 天 23 小时|7 天)$/ })
    .waitFor();
  await assignment.getByTestId('late-rule').filter({ hasText: '迟交通过的题目得分扣 20%' }).waitFor();
  const a11y = new AxeReport();
  await bothThemes(bob.page, 'classes-student-class-page', a11y);
  a11y.assertClean();
  // On a phone's width: the card's header, the times and the problem table keep to the screen.
  await bob.page.setViewportSize({ width: 390, height: 844 });
  await screenshot(bob.page, 'classes-student-class-page-narrow-light', { fullPage: true });
  assert.ok(
    await bob.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'the class page scrolls sideways at 390 px',
  );
  await bob.page.setViewportSize({ width: 1280, height: 800 });
  // A problem opened from the assignment names it, with the way back.
  await assignment.getByRole('link', { name: '连线：把输入接到输出' }).click();
  await bob.page.getByTestId('assignment-origin').getByText('本题属于作业「第 1 周：组合逻辑入门」').waitFor();
  await bob.page.getByRole('link', { name: '返回班级「数字逻辑 1 班」' }).click();
  await bob.page.getByTestId('class-assignment').first().waitFor();
  await amy.context.close();
  await bob.context.close();

  // The teacher's class page, then the gradebook: totals, a cell opened read-only, the CSV.
  await teacher.page.reload();
  await teacher.page.getByTestId('roster').getByText(`bob_${RUN_ID}`).waitFor();
  await bothThemes(teacher.page, 'classes-class-page', screens);
  await teacher.page.getByRole('link', { name: '成绩表' }).click();
  const book = teacher.page.getByTestId('gradebook');
  const amyRow = book.locator('tr.ant-table-row').filter({ hasText: `amy_${RUN_ID}` });
  await amyRow.getByTestId('total-score').getByText('200', { exact: true }).waitFor();
  await book
    .locator('tr.ant-table-row')
    .filter({ hasText: `bob_${RUN_ID}` })
    .getByTestId('total-score')
    .getByText('100', { exact: true })
    .waitFor();
  await bothThemes(teacher.page, 'classes-gradebook', screens);
  await amyRow.getByTestId('grade-cell').first().click();
  const dialog = teacher.page.getByRole('dialog');
  await dialog.getByTestId('run-status').filter({ hasText: '测试通过' }).waitFor();
  await dialog.locator('.cm-content').getByText('module').first().waitFor();
  await screenshot(teacher.page, 'classes-gradebook-cell-light');
  await teacher.page.keyboard.press('Escape');

  const [download] = await Promise.all([
    teacher.page.waitForEvent('download'),
    teacher.page.getByRole('button', { name: /导出 CSV/ }).click(),
  ]);
  const bytes = fs.readFileSync((await download.path())!);
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const firstLine = bytes.subarray(3).toString('utf8').split(/\r?\n/)[0]!;
  assert.match(firstLine, /^用户ID,用户名,1\. 连线：把输入接到输出 得分,/);

  // The similarity check of the second problem finds amy and bob.
  await teacher.page.getByRole('link', { name: '查重' }).click();
  await teacher.page.getByLabel('选择题目').click();
  await teacher.page.locator('.ant-select-dropdown:visible').getByTitle('2. 基本逻辑门：非、与、或、异或').click();
  await teacher.page.getByRole('button', { name: '开始查重' }).click();
  await teacher.page.getByTestId('similar-pairs').getByText(`amy_${RUN_ID} ↔ bob_${RUN_ID}`).waitFor({ timeout: 45_000 });
  await teacher.page.getByTestId('side-by-side').waitFor();
  await bothThemes(teacher.page, 'classes-similarity', screens);
  await teacher.page.getByRole('checkbox', { name: '已查看' }).click();
  await teacher.page.getByText('已标记为已查看').waitFor();
  await teacher.context.close();
  screens.assertClean();
});
