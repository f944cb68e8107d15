/**
 * A worker started as root gives root up before touching any job: it becomes the dedicated
 * unprivileged user that scripts/setup.sh creates (after preparing its sandboxes' budgets for that
 * user: packages/judge/src/budgets.ts). Without that user the jail itself still drops to nobody
 * (packages/judge/src/sandbox.ts), and the worker says so.
 */
import { execFileSync } from 'node:child_process';

const JUDGE_USER = 'veridojo-judge';

/** The judge user's ids, or null when it does not exist. */
export function judgeAccount(): { uid: number; gid: number } | null {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', JUDGE_USER], { encoding: 'utf8' }).trim()),
      gid: Number(execFileSync('id', ['-g', JUDGE_USER], { encoding: 'utf8' }).trim()),
    };
  } catch {
    return null;
  }
}

export function dropRoot(account = judgeAccount()): string {
  if (process.getuid?.() !== 0) return `running as uid ${process.getuid?.()}`;
  if (!account)
    return `started as root and user ${JUDGE_USER} does not exist: jobs run in jails as nobody (run scripts/setup.sh to create it)`;
  const { uid, gid } = account;
  process.setgroups?.([]);
  process.setgid!(gid);
  process.setuid!(uid);
  return `dropped root: running as ${JUDGE_USER} (uid ${uid})`;
}
