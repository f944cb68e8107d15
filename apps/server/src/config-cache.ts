/**
 * The system configuration kept in this process's memory, so the calls that consult it on every
 * request (a submission's rate limit, the problem list's free limit, the VIP prices) skip the
 * database (bench/server-cost.ts measures a judged submission's share).
 *
 * What is kept is dropped
 * - when the database says the table changed: a trigger on `system_config` sends a CONFIG_CHANNEL
 *   notice at commit, heard by every server process (migration 25);
 * - at once, when this process itself wrote it (changed): on PostgreSQL its own notice comes back
 *   a moment later, and the admin's next request must not find the old values in that moment;
 * - when notices may have been missed (the listening connection was lost), and at the latest
 *   ENTRY_MS after it was read.
 * A read that was under way while it was dropped is not kept (it may hold the old rows).
 */
import type { SystemConfig } from '@veridojo/contracts';

/**
 * Why at most a minute: a bound on what a lost notice the listener cannot tell about (none is
 * known) could leave stale; one read of a small table per minute costs nothing that matters.
 */
const ENTRY_MS = 60_000;

export class ConfigCache {
  private kept: { config: Readonly<SystemConfig>; readAt: number } | undefined;
  /** Counts every drop: a read that saw one while under way is not kept. */
  private drops = 0;

  /** `read` reads the configuration from the database (repos/system-config.ts readSystemConfig). */
  constructor(
    private readonly read: () => Promise<SystemConfig>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The configuration, from memory or else from the database; frozen, so no caller changes what the next one reads. */
  async current(): Promise<Readonly<SystemConfig>> {
    const now = this.now();
    if (this.kept && now - this.kept.readAt < ENTRY_MS) return this.kept.config;
    const dropsBefore = this.drops;
    const config = deepFreeze(await this.read());
    if (this.drops === dropsBefore) this.kept = { config, readAt: now };
    return config;
  }

  /** This process changed the table (after its commit), or a notice said someone did, or notices may have been missed. */
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
