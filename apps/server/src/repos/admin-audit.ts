/**
 * The audit log: one row per admin change — who, when, what, the values before and after, and
 * from which address. Written with the same transaction (Queryable) as the change it records, so
 * a change without its entry, or an entry without its change, cannot exist. Secrets never reach
 * it: the commands pass values through redact() first.
 */
import type { AuditAction } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';
import { likePattern, pagedQuery, type PageWindow } from '../db/paged.ts';

interface AuditRecord {
  admin: { id: number; username: string };
  action: AuditAction;
  /** What was changed, e.g. `user:12`, `problem:counter-4bit`, `config`. */
  target: string;
  before?: unknown;
  after?: unknown;
  address: string;
}

export async function recordAudit(db: Queryable, entry: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO admin_audit (admin_id, admin_name, action, target, before, after, address) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [
      entry.admin.id,
      entry.admin.username,
      entry.action,
      entry.target,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.address,
    ],
  );
}

export interface AuditRow {
  id: number;
  admin_name: string;
  action: AuditAction;
  target: string;
  before: unknown;
  after: unknown;
  address: string;
  created_at: Date;
}

/** Newest first, filtered by action and by part of the admin's name or the target. */
export async function listAudit(
  db: Queryable,
  q: { action?: AuditAction; search: string; window: PageWindow },
): Promise<{ rows: AuditRow[]; total: number }> {
  return pagedQuery<AuditRow>(db, {
    select: 'id, admin_name, action, target, before, after, address, created_at',
    from: 'admin_audit',
    where: `($1::text IS NULL OR action = $1) AND ($2 = '' OR lower(admin_name) LIKE $3 OR lower(target) LIKE $3)`,
    params: [q.action ?? null, q.search, likePattern(q.search)],
    orderBy: 'id DESC',
    window: q.window,
  });
}
