/**
 * The start-up checks that tie the job-kind registry (packages/contracts/src/jobs.ts) to this
 * server: every kind states its per-kind facts (interactive, requeueable — the type asks for them,
 * this checks a registry assembled at run time), and the database admits every kind (the CHECK
 * constraint on jobs.kind) and indexes exactly the interactive ones (jobs_active_interactive_runs).
 * A kind added to the registry without the migration that widens them would fail at its first
 * insert — in front of a learner — so the server refuses to start instead, naming what is missing.
 */
import { JOB_KINDS } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';
import { databaseJobKinds } from '../repos/jobs.ts';

/** A registry entry as far as this check reads it. */
interface KindFacts {
  interactive?: unknown;
  requeueable?: unknown;
}

/** What is wrong between `registry` and the database's view of the kinds (`database`): one line each, none when they agree. */
function jobKindProblems(
  registry: Readonly<Record<string, KindFacts>>,
  database: { allowed: string[]; interactiveIndex: string[] },
): string[] {
  const problems: string[] = [];
  for (const [name, facts] of Object.entries(registry)) {
    if (typeof facts.interactive !== 'boolean') problems.push(`${name} 没有声明 interactive`);
    if (typeof facts.requeueable !== 'boolean') problems.push(`${name} 没有声明 requeueable`);
    if (!database.allowed.includes(name)) problems.push(`${name} 不在数据库的 jobs.kind 约束中`);
    if ((facts.interactive === true) !== database.interactiveIndex.includes(name))
      problems.push(`${name} 的 interactive 与数据库索引 jobs_active_interactive_runs 不一致`);
  }
  return problems;
}

/** Throws, naming the problems, when the database does not match the registry: the server must not start then. */
export async function checkJobKinds(db: Queryable, registry: Readonly<Record<string, KindFacts>> = JOB_KINDS): Promise<void> {
  const problems = jobKindProblems(registry, await databaseJobKinds(db));
  if (problems.length > 0) throw new Error(`任务类型登记与数据库不一致，服务器无法启动：${problems.join('；')}`);
}
