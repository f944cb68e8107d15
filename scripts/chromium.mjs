// Debian's Chromium (never a downloaded browser) driven by playwright-core, with the flags it
// needs on a headless machine as root: for the browser tests and the benchmarks alike.
import { chromium } from 'playwright-core';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
}
