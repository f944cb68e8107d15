/**
 * The bank check's record of what it already proved (problems/.bank-check.json), so `npm test`
 * judges only the problems that changed since the last green check. A problem is skipped only
 * when both fingerprints match the record:
 *  - the problem's: every byte of the folder the checker is given (the parsed ProblemFolder);
 *  - the checker's: the source of every module a problem's proof runs (followed from checkProblem's
 *    module through relative and workspace imports; the script around it only picks and prints),
 *    the versions of the npm packages those import, the project's jailed programs (tools/), and
 *    the Debian versions of the simulator and the jail.
 * Change the judge, a problem or the toolchain and the check runs again; `--all` ignores the record.
 * The record is written after a check and committed beside the bank.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.bank-check.json';
/** The module whose checkProblem proves one problem: where the checker's fingerprint starts. */
const CHECKER = 'packages/judge/src/checker/check.ts';

export interface BankStamp {
  /** The checker's fingerprint the problems below were proved under. */
  checker: string;
  /** slug → the problem's fingerprint when it last passed. */
  problems: Record<string, string>;
  /**
   * slug → the mutants its testbench accepts and the counterexample search shows to differ, as
   * printed lines: kept so a check that skips an unchanged problem still lists its weak testbench.
   */
  missed?: Record<string, string[]>;
}

const sha = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** The problem's fingerprint: the whole object the checker reads, keys in a fixed order. */
export function problemPrint(problem: unknown): string {
  return sha(stableJson(problem));
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** `import … from '…'` and `export … from '…'`: keyword, `type` when type-only, the clause, the specifier. */
const FROM = /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
/** `import './x'`, `import('./x')`, `new URL('./x', import.meta.url)`: the whole module is needed. */
const WHOLE = /\bimport\s*\(?\s*['"]([^'"]+)['"]|new URL\(\s*['"](\.[^'"]+)['"]/g;

/** A workspace package's entry points: "@veridojo/judge/sandbox" → packages/judge/src/sandbox.ts. */
function workspaceFile(root: string, specifier: string): string {
  const [, name, ...rest] = specifier.split('/');
  const dir = path.join(root, 'packages', name ?? '');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  const target = manifest.exports[rest.length > 0 ? `./${rest.join('/')}` : '.'];
  if (!target) throw new Error(`${specifier}: not exported by packages/${name}`);
  return path.join(dir, target);
}

/** The npm package a bare specifier names ("pkg", "pkg/sub", "@scope/pkg/sub"). */
function npmPackage(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The names a `{ a, b as c, type T }` clause takes from its module (types left out: erased). */
function valueNames(clause: string): { names: string[]; whole: boolean } {
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  const names = (braces?.[1] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && !item.startsWith('type '))
    .map((item) => item.split(/\s+as\s+/)[0] as string);
  // A default or namespace import (`x`, `* as ns`, `*`) takes the module as a whole.
  return { names, whole: outside !== '' };
}

/**
 * Every project source file reachable from `entry`, and the npm packages they import. Type-only
 * imports are left out (erased before the check runs), and a name taken from a barrel
 * (`export * from`) leads to the one file that defines it, not to every file the barrel lists:
 * the contract's barrel names the whole API, of which the checker uses a few rules.
 */
export function importGraph(root: string, entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const sources = new Map<string, string>();
  const source = (file: string) => {
    let text = sources.get(file);
    if (text === undefined) sources.set(file, (text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''));
    return text;
  };
  /** The file a specifier names, or null for node's own modules and npm packages (recorded). */
  const resolve = (from: string, specifier: string): string | null => {
    if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
    if (specifier.startsWith('@veridojo/')) return workspaceFile(root, specifier);
    // A name in a comment ("from '…'") is no package.
    if (!specifier.startsWith('node:') && /^[@a-z0-9]/i.test(specifier)) packages.add(npmPackage(specifier));
    return null;
  };
  /** The file that defines `name` as `file` exports it, or null when it cannot be told. */
  const definer = (file: string, name: string, depth = 0): string | null => {
    const text = source(file);
    if (depth > 20 || text === '') return null;
    if (new RegExp(`\\b(?:const|let|var|function\\*?|class|enum)\\s+${name}\\b`).test(text)) return file;
    const stars: string[] = [];
    for (const [, keyword, typeOnly, clause, specifier] of text.matchAll(FROM)) {
      if (keyword !== 'export' || typeOnly) continue;
      const target = resolve(file, specifier as string);
      if (!target) continue;
      if ((clause as string).trim() === '*') stars.push(target);
      else if (valueNames(clause as string).names.includes(name)) return definer(target, name, depth + 1);
    }
    for (const target of stars) {
      const found = definer(target, name, depth + 1);
      if (found) return found;
    }
    return null;
  };
  const pending = [path.resolve(root, entry)];
  /** A module included as a whole: all its value imports and re-exports are followed. */
  const take = (file: string, name?: string) => pending.push(name ? (definer(file, name) ?? file) : file);
  while (pending.length > 0) {
    const file = pending.pop() as string;
    // A path named in a comment, or a bundle's name beside its source (check-thread.js), is no module here.
    if (files.has(file) || !fs.existsSync(file)) continue;
    files.add(file);
    const text = source(file);
    for (const [, , typeOnly, clause, specifier] of text.matchAll(FROM)) {
      if (typeOnly) continue;
      const target = resolve(file, specifier as string);
      if (!target) continue;
      const { names, whole } = valueNames(clause as string);
      if (whole) take(target);
      for (const name of names) take(target, name);
    }
    for (const [, specifier, url] of text.matchAll(WHOLE)) {
      const target = resolve(file, (specifier ?? url) as string);
      if (target) take(target);
    }
  }
  return { files: [...files].map((f) => path.relative(root, f)).sort(), packages: [...packages].sort() };
}

/** The Debian versions of the programs a check runs (an upgrade may change a verdict or a counterexample). */
function toolVersions(): string {
  try {
    return execFileSync('dpkg-query', ['-W', 'iverilog', 'bubblewrap', 'yosys'], { encoding: 'utf8' });
  } catch {
    return 'unknown';
  }
}

/** The checker's fingerprint, and what went into it (for the curious reader of a re-check). */
export function checkerPrint(root: string, entry = CHECKER): string {
  const graph = importGraph(root, entry);
  const hash = crypto.createHash('sha256');
  for (const file of graph.files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  for (const name of graph.packages) {
    const manifest = path.join(root, 'node_modules', name, 'package.json');
    const version = fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version : 'missing';
    hash.update(`${name}@${version}\0`);
  }
  // The jail's own programs are built from tools/ by this script on each machine.
  hash.update(fs.readFileSync(path.join(root, 'scripts/build-parser.mjs')));
  const tools = path.join(root, 'tools');
  for (const file of fs.readdirSync(tools, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(tools, file);
    if (fs.statSync(full).isFile() && !file.startsWith('bin')) hash.update(`tools/${file}\0`).update(fs.readFileSync(full)).update('\0');
  }
  hash.update(toolVersions());
  return hash.digest('hex');
}

export function readStamp(bankDir: string): BankStamp | null {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(bankDir, STAMP_FILE), 'utf8')) as BankStamp;
    return typeof stamp.checker === 'string' && stamp.problems && typeof stamp.problems === 'object' ? stamp : null;
  } catch {
    return null;
  }
}

export function writeStamp(bankDir: string, stamp: BankStamp): void {
  const sorted = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  const missed = sorted(stamp.missed ?? {});
  const record = { checker: stamp.checker, problems: sorted(stamp.problems), ...(Object.keys(missed).length > 0 ? { missed } : {}) };
  fs.writeFileSync(path.join(bankDir, STAMP_FILE), `${JSON.stringify(record, null, 2)}\n`);
}
