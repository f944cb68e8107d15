/**
 * A worker started as root gives root up before touching any job: it becomes the dedicated
 * unprivileged user that scripts/setup.sh creates. Without that user the jail itself still
 * drops to nobody (packages/judge/src/sandbox.ts), and the worker says so.
 */
import { execFileSync } from 'node:child_process';

export const JUDGE_USER = 'veridojo-judge';

export function dropRoot(): string {
  if (process.getuid?.() !== 0) return `running as uid ${process.getuid?.()}`;
  let uid: number;
  let gid: number;
  try {
    uid = Number(execFileSync('id', ['-u', JUDGE_USER], { encoding: 'utf8' }).trim());
    gid = Number(execFileSync('id', ['-g', JUDGE_USER], { encoding: 'utf8' }).trim());
  } catch {
    return `started as root and user ${JUDGE_USER} does not exist: jobs run in jails as nobody (run scripts/setup.sh to create it)`;
  }
  process.setgroups?.([]);
  process.setgid!(gid);
  process.setuid!(uid);
  return `dropped root: running as ${JUDGE_USER} (uid ${uid})`;
}
