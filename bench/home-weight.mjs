// Benchmark: the JavaScript the home page `/` loads before it renders (gzip), read from the
// built index.html — its module script and modulepreload links — against all JavaScript of
// the build (the baseline, same run) and against issue 30's 180 kB goal (the build's own limit is 175 kB). Run after npm run build.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';
const LIMIT_KB = 180;
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('run npm run build first');
  process.exit(2);
}
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file.replace(/^\//, '')))).length;
const home = initial.reduce((sum, file) => sum + gz(file), 0);
const all = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((sum, f) => sum + gz(`assets/${f}`), 0);
const kb = (bytes) => (bytes / 1000).toFixed(1);
console.log(`home page initial JS: ${kb(home)} kB gzip in ${initial.length} files; all JS of the build: ${kb(all)} kB gzip`);
console.log(
  `home / all JS: ${(home / all).toFixed(2)}×   home / goal ${LIMIT_KB} kB: ${(home / 1000 / LIMIT_KB).toFixed(2)}× ${home / 1000 <= LIMIT_KB ? 'OK' : 'OVER'}`,
);
process.exit(home / 1000 <= LIMIT_KB ? 0 : 1);
