// AI assistance in Chromium. Without a key, a learner's wrong answer gets the rule analysis
// (规则分析). Then the admin points the platform at an OpenAI-compatible server on loopback (the
// test's own, speaking the real protocol): the next wrong answer gets the AI's analysis, and the
// IDE's assistant drawer streams an answer with a code block the learner inserts into the editor.
// Screenshots in both themes.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { OpenAiTestServer } from '../../apps/server/src/testing/openai-server.ts';
import { launchBrowser, newVisitor, screenshot, screenshotOnFailure } from './helpers/browser.ts';
import { ADMIN, BASE_URL, RUN_ID } from './helpers/env.ts';
import { editorText, openProblemList, startProblem, submitAndWait, writeCode } from './helpers/solving.ts';
import { logIn, register, toggleTheme } from './helpers/ui.ts';

let browser: Browser;
let page: Page | undefined;
const provider = new OpenAiTestServer();

before(async () => {
  browser = await launchBrowser();
  await provider.start();
});
afterEach((t) => screenshotOnFailure(page, t));
after(async () => {
  await browser?.close();
  await provider.stop();
});

const WIRE = '连线：把输入接到输出';

test('a wrong answer gets the rule analysis, then the AI’s, and the IDE assistant streams an answer', async () => {
  const learner = await newVisitor(browser);
  const admin = await newVisitor(browser);
  page = learner.page;
  try {
    await learner.page.goto('/');
    await register(learner.page, { username: `ai_${RUN_ID}`, password: 'ai-secret' });
    await openProblemList(learner.page);
    await startProblem(learner.page, WIRE);
    await writeCode(learner.page, "module TopModule(input in, output out);\n    assign out = 1'b0;\nendmodule\n");
    assert.equal(await submitAndWait(learner.page), '测试失败');
    await learner.page.getByRole('button', { name: /AI 分析/ }).click();
    const analysis = learner.page.getByTestId('ai-analysis');
    await analysis.locator('.ant-tag', { hasText: '规则分析' }).waitFor();
    await analysis.getByText(/一直是 0/).waitFor();
    await analysis.scrollIntoViewIfNeeded();
    await screenshot(learner.page, 'ai-rules-light', { fullPage: true });
    await toggleTheme(learner.page);
    await screenshot(learner.page, 'ai-rules-dark', { fullPage: true });
    await toggleTheme(learner.page);

    // The admin configures the provider: the loopback server.
    await admin.page.goto('/');
    await logIn(admin.page, ADMIN);
    const configured = await admin.page.request.put('/api/admin/config', {
      headers: { origin: BASE_URL },
      data: { deepseek_api_key: 'sk-e2e-key', ai_base_url: provider.url, ai_model: 'e2e-model' },
    });
    assert.equal(configured.status(), 200);

    provider.fallback = {
      kind: 'answer',
      text: '**原因**：第 2 行把 `out` 接成了常数 0，输出不随 `in` 变化。\n\n提示：让 `out` 跟着 `in` 变。',
      tokens: 64,
    };
    await writeCode(learner.page, 'module TopModule(input in, output out);\n    assign out = ~in;\nendmodule\n');
    assert.equal(await submitAndWait(learner.page), '测试失败');
    await learner.page.getByRole('button', { name: /AI 分析/ }).click();
    await analysis.locator('.ant-tag', { hasText: 'AI 分析' }).waitFor();
    await analysis.locator('strong', { hasText: '原因' }).waitFor();
    assert.match(provider.everything(), /assign out = ~in;/);
    await screenshot(learner.page, 'ai-analysis-light', { fullPage: true });

    // The IDE: a streamed answer with a code block, inserted into the open file.
    provider.fallback = {
      kind: 'answer',
      text: '可以这样写一个二选一：\n\n```verilog\nassign y = sel ? b : a;\n```\n\n注意 `sel` 为 1 时选 `b`。',
      tokens: 80,
      pieces: 6,
    };
    await learner.page.goto('/online-ide');
    await learner.page.getByText('欢迎使用在线 Verilog IDE').waitFor();
    await learner.page.getByRole('button', { name: '加载模板' }).click();
    await learner.page.getByRole('button', { name: '使用模板 计数器' }).click();
    await learner.page.getByRole('tab').first().waitFor();
    await learner.page.getByRole('button', { name: /AI 助手/ }).click();
    const question = learner.page.getByLabel('向 AI 助手提问');
    await question.fill('怎么写一个二选一？');
    await question.press('Enter');
    const answer = learner.page.getByTestId('ai-assistant').last();
    await answer.getByText('assign y = sel ? b : a;').waitFor();
    await answer.getByText(/为 1 时选/).waitFor();
    assert.equal(provider.requests.at(-1)?.body.stream, true);
    assert.match(provider.requests.at(-1)!.body.messages.at(-1)!.content, /当前打开的文件/);
    await screenshot(learner.page, 'ai-drawer-light', { fullPage: true });
    await toggleTheme(learner.page);
    await screenshot(learner.page, 'ai-drawer-dark', { fullPage: true });
    await toggleTheme(learner.page);
    await learner.page.locator('.cm-content').click();
    await learner.page.keyboard.press('ControlOrMeta+End');
    await answer.getByRole('button', { name: '插入到编辑器' }).click();
    assert.match(await editorText(learner.page), /assign y = sel \? b : a;/);
  } finally {
    await learner.context.close();
    await admin.context.close();
  }
});
