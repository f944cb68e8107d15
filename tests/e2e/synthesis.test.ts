// What a learner's design became in hardware (issue 32), judged and synthesised by a real worker:
// a learner submits a design whose always @(*) forgets a branch, opens the 综合 section, reads the
// figures beside the reference's and the latch warning with its line, sees the schematic drawn by
// netlistsvg (ELK in a worker), clicks the latch to reach its line in the editor, and looks at it in
// both themes. Screenshots of the section in the light and the dark theme.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshotOnFailure } from './helpers/browser.ts';
import { RUN_ID, SCREENSHOT_DIR } from './helpers/env.ts';
import { openProblemList, startProblem, submitAndWait, writeCode } from './helpers/solving.ts';
import { currentTheme, register, toggleTheme } from './helpers/ui.ts';

const GATES_TITLE = '基本逻辑门：非、与、或、异或';

/** basic-gates with y_xor in an always @(*) without its else: Yosys keeps a latch ($_DLATCH_P_, line 6's block). */
const LATCHING_GATES = `module TopModule(input a, input b, output y_not, output y_and, output y_or, output reg y_xor);
    assign y_not = ~a;
    assign y_and = a & b;
    assign y_or  = a | b;
    // 忘了 else：a 为 0 时 y_xor 保持原值
    always @(*)
        if (a) y_xor = ~b;
endmodule
`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

before(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  // Why 45 s: on the shared 2-core machine under a load of 15 the problem list took over the default 15 s to draw.
  context.setDefaultTimeout(45_000);
  // The schematic reports a failed drawing on the console (its worker, the layout): show it with the failure.
  page.on('console', (message) => {
    if (message.type() === 'error') process.stderr.write(`console error: ${message.text()}\n`);
  });
});

afterEach((t) => screenshotOnFailure(page, t));

after(async () => {
  await context?.close();
  await browser?.close();
});

/**
 * A screenshot of the whole section: the window made tall enough to hold it, and scrolled so that it
 * starts below the sticky navigation bar (a taller element would be stitched with the bar across it).
 */
async function shoot(element: Locator, name: string) {
  const p = element.page();
  const box = await element.boundingBox();
  assert.ok(box);
  await p.setViewportSize({ width: 1280, height: Math.ceil(box.height) + 160 });
  await element.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 80));
  await p.evaluate(() => document.fonts.ready);
  await p.waitForTimeout(400);
  await element.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
  await p.setViewportSize({ width: 1280, height: 800 });
}

/** The 综合 section of the problem page (its header, then its content). */
const section = (p: Page) => p.locator('.ant-collapse-item').filter({ has: p.getByRole('button', { name: '综合', exact: true }) });

test('a learner opens the 综合 section: figures beside the reference, the latch, the schematic in both themes', async () => {
  await page.goto('/');
  await register(page, { username: `synth_${RUN_ID}`, password: 'synth-secret' });
  await openProblemList(page);
  await startProblem(page, GATES_TITLE);
  await writeCode(page, LATCHING_GATES);
  assert.equal(await submitAndWait(page), '测试失败');

  await page.getByRole('button', { name: '综合', exact: true }).click();
  const synthesis = section(page);
  // The first call synthesises the submission and the reference (two jobs of a few seconds each).
  const comparison = synthesis.getByTestId('synth-comparison');
  await comparison.waitFor({ timeout: 60_000 });
  assert.match(
    await comparison.innerText(),
    /^你的设计：\d+ 个单元、0 个触发器、1 个锁存器；参考设计：\d+ 个单元、0 个触发器$/,
    'the learner’s figures beside the reference’s',
  );
  const latch = synthesis.getByRole('region', { name: '锁存器' }).getByTestId('synth-finding');
  assert.match(await latch.innerText(), /^第 6 行 y_xor /);

  // The schematic: drawn lazily, every cell a group `cell_<name>`; the latch's links to its source line.
  const schematic = synthesis.getByTestId('schematic');
  const cells = schematic.locator('svg g[id^="cell_"]');
  await schematic.scrollIntoViewIfNeeded();
  await cells.first().waitFor({ state: 'attached', timeout: 30_000 });
  assert.ok((await cells.count()) >= 5, `${await cells.count()} cells and ports drawn`);
  const linked = schematic.locator('svg .vd-schematic-linked').first();
  await linked.waitFor();
  await linked.click();
  await page.locator('.cm-activeLine', { hasText: 'always @(*)' }).waitFor();

  assert.equal(await currentTheme(page), 'light');
  await shoot(synthesis, 'synthesis-light');
  const lightStroke = await schematic.locator('.vd-schematic-drawing > svg').evaluate((svg) => getComputedStyle(svg).stroke);

  await toggleTheme(page);
  assert.equal(await currentTheme(page), 'dark');
  const darkStroke = await schematic.locator('.vd-schematic-drawing > svg').evaluate((svg) => getComputedStyle(svg).stroke);
  assert.notEqual(darkStroke, lightStroke, 'the schematic’s lines follow the theme');
  await shoot(synthesis, 'synthesis-dark');
  await toggleTheme(page);
});
