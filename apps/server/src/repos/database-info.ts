/**
 * Facts about the database itself, for the system routes: a trivial round trip (health), the
 * migrations applied (readiness) and the server's version (the environment page).
 */
import type { Queryable } from '../db/database.ts';

/** One trivial round trip: the database answers. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/** The database server's version (PostgreSQL's, or the one PGlite embeds). */
export async function databaseVersion(db: Queryable): Promise<string | undefined> {
  const [row] = await db.query<{ version: string }>("SELECT current_setting('server_version') AS version");
  return row?.version;
}

/** The ids of the migrations the database has applied. */
export async function appliedMigrationIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM schema_migrations');
  return rows.map((r) => r.id);
}
