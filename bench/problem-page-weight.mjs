// Benchmark: the JavaScript the problem page /problem/{id} downloads on a first visit (gzip), measured
// in Debian's Chromium against the built server: every .js response until the statement and the
// editor are on screen. Baseline, same run: the home page `/` measured the same way. Also shows that
// the home page loads neither the editor (CodeMirror) nor the waveform viewer, and the viewer's weight,
// which the problem page downloads only once a submission has a waveform, and that neither page
// downloads zod (the contract's schemas: 27 kB gzip that no first view needs). Run after npm run build.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../scripts/chromium.mjs';
import { startServer } from './lib.mjs';

const DIST = 'apps/web/dist';
/** Strings that only the editor's, the viewer's and zod's chunks contain (CodeMirror's content class, the viewer's timing measure, zod's base type). */
const MARKERS = { editor: 'cm-content', viewer: 'waveform-draw', zod: '$ZodType' };

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error('run npm run build first');
  process.exit(2);
}

const code = (file) => fs.readFileSync(path.join(DIST, file));
const gz = (file) => gzipSync(code(file)).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const holding = (files, marker) => files.filter((f) => code(f).includes(marker));

/** The built files (assets/…js) a fresh visitor's browser fetches until `ready` resolves. */
async function scriptsLoaded(browser, url, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) files.add(pathname.replace(/^\//, ''));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...files];
}

const server = await startServer();
const browser = await launchChromium();
let failed = false;
try {
  const [first] = await (await fetch(`${server.base}/api/problem/all`)).json();
  const problemFiles = await scriptsLoaded(browser, `${server.base}/problem/${first.id}`, async (page) => {
    await page.locator('.cm-content').waitFor({ timeout: 30_000 });
    await page.locator('.vd-markdown').waitFor();
  });
  const homeFiles = await scriptsLoaded(browser, `${server.base}/`, (page) =>
    page.getByText('在练习中掌握 Verilog').waitFor({ timeout: 30_000 }),
  );

  const sum = (files) => files.reduce((total, f) => total + gz(f), 0);
  const all = fs
    .readdirSync(path.join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const problem = sum(problemFiles);
  const home = sum(homeFiles);
  const editorChunks = holding(all, MARKERS.editor);
  const viewerChunks = holding(all, MARKERS.viewer);

  console.log(`problem page first visit: ${kb(problem)} JS gzip in ${problemFiles.length} files`);
  for (const f of problemFiles.filter((f) => !homeFiles.includes(f)).sort((a, b) => gz(b) - gz(a)))
    console.log(`  + ${f.padEnd(44)} ${kb(gz(f)).padStart(9)}${editorChunks.includes(f) ? '  (editor)' : ''}`);
  console.log(`home page first visit (baseline): ${kb(home)} JS gzip in ${homeFiles.length} files; all JS of the build: ${kb(sum(all))}`);
  console.log(`waveform viewer, loaded once a submission has a waveform: ${viewerChunks.map((f) => `${f} ${kb(gz(f))}`).join(', ')}`);
  console.log(`problem page / home page: ${(problem / home).toFixed(2)}×`);

  const editorOnProblem = problemFiles.some((f) => editorChunks.includes(f));
  const editorOnHome = homeFiles.filter((f) => editorChunks.includes(f));
  const viewerOnHome = homeFiles.filter((f) => viewerChunks.includes(f));
  console.log(
    `editor chunk on the problem page: ${editorOnProblem ? 'yes' : 'NO'}; on the home page: ${editorOnHome.length ? editorOnHome.join(', ') : 'no'}`,
  );
  console.log(`viewer chunk on the home page: ${viewerOnHome.length ? viewerOnHome.join(', ') : 'no'}`);
  const zodChunks = holding(all, MARKERS.zod);
  const zodLoaded = [...new Set([...problemFiles, ...homeFiles])].filter((f) => zodChunks.includes(f));
  console.log(`zod on the problem or home page: ${zodLoaded.length ? zodLoaded.join(', ') : 'no'}`);
  failed =
    !editorOnProblem ||
    editorOnHome.length > 0 ||
    viewerOnHome.length > 0 ||
    viewerChunks.length === 0 ||
    zodChunks.length === 0 ||
    zodLoaded.length > 0;
  console.log(failed ? 'FAIL: the home page must load neither the editor nor the viewer, and neither page zod' : 'OK');
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
