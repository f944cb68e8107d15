/**
 * A copy of rarely changed tables kept in this process's memory, so the calls that consult them on
 * every request skip the database (bench/server-cost.ts measures a judged submission's share):
 * the system configuration (ctx.config: a submission's rate limit, the free limit, the VIP prices)
 * and the problem catalogue (ctx.catalogue: the visible problems in curriculum order, for the
 * problem list and every opening of a problem).
 *
 * What is kept is dropped
 * - when the database says a table it was read from changed: a trigger on each table sends the
 *   copy's channel (repos/channels.ts) at commit, heard by every server process (migrations 25, 26);
 * - at once, when this process itself wrote it (changed): on PostgreSQL its own notice comes back
 *   a moment later, and the admin's next request must not find the old values in that moment;
 * - when notices may have been missed (the listening connection was lost), and at the latest
 *   ENTRY_MS after it was read.
 * A read that was under way while it was dropped is not kept (it may hold the old rows).
 */

/**
 * Why at most a minute: a bound on what a lost notice the listener cannot tell about (none is
 * known) could leave stale; one read of a small table per minute costs nothing that matters.
 */
const ENTRY_MS = 60_000;

export class KeptCopy<T> {
  private kept: { value: Readonly<T>; readAt: number } | undefined;
  /** Counts every drop: a read that saw one while under way is not kept. */
  private drops = 0;

  /** `read` reads the tables (repos/system-config.ts readSystemConfig, repos/problems.ts listProblems). */
  constructor(
    private readonly read: () => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The copy, from memory or else from the database; frozen, so no caller changes what the next one reads. */
  async current(): Promise<Readonly<T>> {
    const now = this.now();
    if (this.kept && now - this.kept.readAt < ENTRY_MS) return this.kept.value;
    const dropsBefore = this.drops;
    const value = deepFreeze(await this.read());
    if (this.drops === dropsBefore) this.kept = { value, readAt: now };
    return value;
  }

  /** This process changed a table (after its commit), or a notice said someone did, or notices may have been missed. */
  changed(): void {
    this.drops++;
    this.kept = undefined;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
