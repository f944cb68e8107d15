/**
 * Versions of the HDL tools installed on this host, for GET /system/environment.
 * Only fixed version flags are run here; user code never runs in the server.
 */
import { execFile } from 'node:child_process';

const TOOLS: { name: string; argv: string[]; pattern: RegExp }[] = [
  { name: 'iverilog', argv: ['iverilog', '-V'], pattern: /version\s+([^\s(]+)/i },
  { name: 'ghdl', argv: ['ghdl', '--version'], pattern: /GHDL\s+([^\s]+)/ },
  { name: 'verilator', argv: ['verilator', '--version'], pattern: /Verilator\s+([^\s]+)/ },
  { name: 'yosys', argv: ['yosys', '-V'], pattern: /Yosys\s+([^\s]+)/ },
  { name: 'bubblewrap', argv: ['bwrap', '--version'], pattern: /bubblewrap\s+([^\s]+)/ },
];

function versionOf(argv: string[], pattern: RegExp): Promise<string | null> {
  return new Promise((resolve) => {
    // Why 5 s: a version flag answers in milliseconds; anything slower is a broken install.
    execFile(argv[0]!, argv.slice(1), { timeout: 5000 }, (error, stdout, stderr) => {
      const text = `${stdout}\n${stderr}`;
      const match = pattern.exec(text);
      resolve(match?.[1] ?? (error ? null : (text.trim().split('\n')[0] ?? null)));
    });
  });
}

export async function probeToolchain(): Promise<{ name: string; version: string | null }[]> {
  return Promise.all(TOOLS.map(async (t) => ({ name: t.name, version: await versionOf(t.argv, t.pattern) })));
}
