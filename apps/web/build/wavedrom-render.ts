/**
 * Module aliases for WaveDrom's pure render path. The package's main entry also bundles
 * processAll/eva, which read diagrams from the page and run them through eval; statements are
 * untrusted, so that code is not even shipped: these aliases reach the two files we call
 * (renderAny, and onml's stringify that WaveDrom itself uses), past the package's exports map.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const wavedromMain = require.resolve('wavedrom');

export const wavedromRenderAliases = [
  { find: /^wavedrom\/render-any$/, replacement: path.join(path.dirname(wavedromMain), 'render-any.js') },
  { find: /^wavedrom\/onml-stringify$/, replacement: createRequire(wavedromMain).resolve('onml/stringify.js') },
];
