/**
 * The users behind session tokens, kept in this process's memory so that check_auth and every
 * protected call skip the database (bench/check-auth.mjs measures the call against a health check).
 *
 * An entry is dropped
 * - when the database says its user's row or its session changed: triggers on `users` and
 *   `sessions` send AUTH_CHANNEL notices at commit, heard by every server process (migration 24);
 * - at once, when this process itself ends the session or changes the user (sessionEnded,
 *   userChanged): on PostgreSQL its own notice comes back a moment later, and the caller's next
 *   request must not find the old entry in that moment;
 * - when its session expires, and at the latest ENTRY_MS after it was read;
 * - all of them, when notices may have been missed (the listening connection was lost).
 * A read that was under way while anything was dropped is not kept (it may hold the old row).
 */
import { LruCache } from '../lru-cache.ts';
import type { UserRow } from '../repos/users.ts';

/**
 * Why at most a minute: a bound on what a lost notice the listener cannot tell about (none is
 * known) could leave stale; re-reading a session once a minute costs nothing that matters.
 */
const ENTRY_MS = 60_000;
/** Why 20 000: the sessions one server sees within a minute at its busiest; more are simply re-read. */
const CAPACITY = 20_000;

/** A session's user as read from the database, with when the session expires. */
export interface SessionUser {
  user: UserRow;
  expiresAt: Date;
}

interface Entry extends SessionUser {
  readAt: number;
}

export class SessionCache {
  private readonly entries = new LruCache<string, Entry>(CAPACITY);
  /** Counts every drop: a read that saw it change while under way is not kept. */
  private drops = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The user of the session whose token hashes to `tokenHash`, from memory or else from `read`. */
  async user(tokenHash: string, read: (tokenHash: string) => Promise<SessionUser | undefined>): Promise<UserRow | undefined> {
    const now = this.now();
    const kept = this.entries.get(tokenHash);
    if (kept && kept.expiresAt.getTime() > now && now - kept.readAt < ENTRY_MS) return { ...kept.user };
    if (kept) this.entries.delete(tokenHash);
    const dropsBefore = this.drops;
    const found = await read(tokenHash);
    if (!found) return undefined;
    if (this.drops === dropsBefore) this.entries.set(tokenHash, { ...found, readAt: now });
    // A copy: a caller that changes its row must not change what the next request reads.
    return { ...found.user };
  }

  sessionEnded(tokenHash: string): void {
    this.drops++;
    this.entries.delete(tokenHash);
  }

  userChanged(userId: number): void {
    this.drops++;
    for (const [hash, entry] of this.entries.entries()) if (entry.user.id === userId) this.entries.delete(hash);
  }

  /** Notices may have been missed: nothing kept can be trusted. */
  clear(): void {
    this.drops++;
    this.entries.clear();
  }

  /** An AUTH_CHANNEL notice: `u<user id>`, `s<token hash>`, or null when notices may have been missed. */
  heard(payload: string | null): void {
    if (payload === null) return this.clear();
    if (payload.startsWith('s')) return this.sessionEnded(payload.slice(1));
    const userId = Number(payload.slice(1));
    if (payload.startsWith('u') && Number.isSafeInteger(userId)) return this.userChanged(userId);
    this.clear(); // a notice this process cannot read: drop everything rather than keep what it meant to drop
  }

  get size(): number {
    return this.entries.size;
  }
}
