// Benchmark of the waveform viewer's redraw (issue 4): Debian's Chromium (playwright-core) loads
// the viewer (bench/waveform-harness.tsx, bundled here with esbuild) on a ~50 MB Icarus VCD made
// in this run (bench/bank-vcd.ts), fits the whole dump into the window — every change of every
// visible row is in view, the heaviest frame — and then steps the zoom around that view with
// ctrl + wheel. Each redraw is timed by the viewer itself (performance.now around its draw call,
// published as the `waveform-draw` User Timing measure). The baseline is one 60 Hz frame,
// 16.7 ms: goal median redraw ≤ 1.0 frame.
// Run: npx tsx bench/waveform-redraw.ts
import { build } from 'esbuild';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.mjs';
import { makeBankVcd } from './bank-vcd.ts';
import { freePort, median } from './lib.mjs';

const FRAME_MS = 1000 / 60;
/** Zoom steps measured at the fitted view (alternately in and out, so the view stays the heaviest). */
const STEPS = Number(process.env.BENCH_STEPS ?? 12);
/** The viewer's rows area: 22 rows of the dump in view. */
const VIEW_HEIGHT = 600;
/** Why 3 min: fetching, copying to the worker and parsing 50 MB in a software-rendered Chromium on 2 cores. */
const LOAD_TIMEOUT_MS = 180_000;
const DRAW_MEASURE = 'waveform-draw';

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-wave-harness-'));
const vcd = makeBankVcd();
console.log(`VCD from iverilog + vvp: ${(vcd.bytes / 1e6).toFixed(1)} MB`);

// The viewer creates its worker with new URL('./vcd.worker.ts', import.meta.url): the worker is
// bundled as its own entry and served under that name next to the page's script.
await build({
  entryPoints: {
    harness: path.join(root, 'bench/waveform-harness.tsx'),
    'vcd.worker': path.join(root, 'apps/web/src/waveform/vcd.worker.ts'),
  },
  bundle: true,
  format: 'esm',
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outdir: out,
  logLevel: 'warning',
});
const files: Record<string, [string, string]> = {
  '/harness.js': [path.join(out, 'harness.js'), 'text/javascript'],
  '/vcd.worker.ts': [path.join(out, 'vcd.worker.js'), 'text/javascript'],
  '/wave.vcd': [vcd.file, 'text/plain'],
};
const server = http.createServer((request, response) => {
  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (pathname === '/') {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module" src="/harness.js"></script>');
    return;
  }
  const file = files[pathname];
  if (!file) {
    response.statusCode = 404;
    response.end();
    return;
  }
  response.setHeader('content-type', file[1]);
  fs.createReadStream(file[0]).pipe(response);
});
const port = await freePort();
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const browser = await launchChromium();

/** Runs `action` in the page and returns the duration of the draw it causes. */
async function timedDraw(page: Page, action: () => Promise<unknown>): Promise<number> {
  await page.evaluate((name) => performance.clearMeasures(name), DRAW_MEASURE);
  await action();
  const handle = await page.waitForFunction((name) => performance.getEntriesByName(name).at(-1)?.duration, DRAW_MEASURE, {
    timeout: 30_000,
  });
  return (await handle.jsonValue()) as number;
}

let failed = true;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  const began = Date.now();
  await page.goto(`http://127.0.0.1:${port}/?vcd=/wave.vcd&height=${VIEW_HEIGHT}`);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, DRAW_MEASURE, { timeout: LOAD_TIMEOUT_MS });
  console.log(`page load → first frame (fetch, worker parse, layout): ${((Date.now() - began) / 1000).toFixed(1)} s`);

  const canvas = page.getByTestId('wave-canvas');
  const box = (await canvas.boundingBox())!;
  const fit = await timedDraw(page, () => page.getByRole('button', { name: '适应窗口' }).click());
  const zoomLabel = await page.getByLabel('缩放比例').textContent();
  console.log(`fit to window (${zoomLabel}, the whole dump in ${Math.round(box.width)} px): ${fit.toFixed(1)} ms`);

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const steps: number[] = [];
  for (let step = 0; step < STEPS; step++) {
    const deltaY = step % 2 === 0 ? -100 : 100;
    steps.push(
      await timedDraw(page, async () => {
        await page.keyboard.down('Control');
        await page.mouse.wheel(0, deltaY);
        await page.keyboard.up('Control');
      }),
    );
  }
  const buttons: number[] = [];
  for (const name of ['放大', '放大', '缩小']) buttons.push(await timedDraw(page, () => page.getByRole('button', { name }).click()));

  const stepMedian = median(steps);
  console.log(
    `zoom steps at the fitted view (ctrl + wheel, ${STEPS}): median ${stepMedian.toFixed(1)} ms, max ${Math.max(...steps).toFixed(1)} ms; ` +
      `zoom buttons (fit → 10 % → 20 % → 10 %): ${buttons.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}`,
  );
  const share = stepMedian / FRAME_MS;
  console.log(`median redraw / one 60 Hz frame (16.7 ms): ${share.toFixed(2)}  (goal ≤ 1.0) ${share <= 1 ? 'OK' : 'OVER'}`);
  failed = share > 1;
  await context.close();
} finally {
  await browser.close();
  server.close();
  vcd.remove();
  fs.rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
