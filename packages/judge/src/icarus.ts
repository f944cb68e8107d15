/**
 * Icarus Verilog's preprocessor, run the way `iverilog -E` runs it but without the driver.
 *
 * `iverilog -E` writes four configuration files, starts a shell and runs `ivlpp` with them; on
 * this machine that is 5 ms of a judgement's ~50, for a preprocessor that takes 1.5 ms itself
 * (bench/judge.ts, phase `pp`). So the jail runs `ivlpp` directly, with the very defines and
 * include settings the driver of the installed Icarus hands it (its `-F` file, read off the
 * driver with strace for Debian's Icarus 11: `__ICARUS__` defined, the library's include
 * directory, no include relative to the including file), and the output is byte for byte what
 * `iverilog -E` writes (icarus.test.ts checks the two against each other on the machine).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where Icarus keeps its programs (ivlpp, ivl) and include files: Debian's multiarch path, or a plain build's. */
const LIBRARY_CANDIDATES = ['/usr/lib/x86_64-linux-gnu/ivl', '/usr/lib/aarch64-linux-gnu/ivl', '/usr/lib/ivl', '/usr/local/lib/ivl'];

let found: string | null | undefined;

/** Icarus' library directory, or null when no installed Icarus has its preprocessor there. */
export function icarusLibrary(): string | null {
  found ??= LIBRARY_CANDIDATES.find((dir) => fs.existsSync(path.join(dir, 'ivlpp'))) ?? null;
  return found;
}

/**
 * The lines of the preprocessor's `-F` file as the driver writes them (defines, include path,
 * and the VHDL preprocessor's settings, which ivlpp reads though Verilog sources never use them).
 */
export function preprocessorSettings(library: string): string[] {
  return ['D:__ICARUS__=1', `vhdlpp:${library}/vhdlpp`, 'vhdlpp-work:ivl_vhdl_work', `I:${library}/include`, 'relative include:false'];
}
