// Small process helpers for the project's scripts: run a command with inherited output and
// fail loudly, so each script reads as a list of steps.
import { spawnSync } from 'node:child_process';

export function step(title, command, args, options = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`✗ ${title} failed after ${seconds} s\n`);
    return false;
  }
  process.stdout.write(`✓ ${title} (${seconds} s)\n`);
  return true;
}
