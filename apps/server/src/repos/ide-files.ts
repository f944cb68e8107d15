/**
 * SQL of the ide_files table: one row per file or folder of a user's IDE project. Every query
 * names the user, so no path reaches another user's rows. Lookups go by path_key (the path with
 * ASCII letters folded, contracts idePathKey), which is also the uniqueness of a path.
 */
import { idePathKey, type IdeEntryType } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';

export interface IdeEntryRow {
  path: string;
  type: IdeEntryType;
  size: number;
}

export interface IdeFileRow extends IdeEntryRow {
  content: string;
}

/**
 * Every entry of the project, without contents (the tree and the quota checks need no text), in
 * no particular order. One JSON row rather than a row per entry: PGlite decodes each result row
 * in JavaScript, which made a 200-entry listing cost 3.5× a 10-entry one (bench/ide-files.ts).
 */
export async function listEntries(db: Queryable, userId: number): Promise<IdeEntryRow[]> {
  const [row] = await db.query<{ entries: [string, IdeEntryType, number][] | null }>(
    'SELECT json_agg(json_build_array(path, type, size)) AS entries FROM ide_files WHERE user_id = $1',
    [userId],
  );
  return (row?.entries ?? []).map(([path, type, size]) => ({ path, type, size }));
}

/** Every file with its content (the export). */
export function listFiles(db: Queryable, userId: number): Promise<IdeFileRow[]> {
  return db.query<IdeFileRow>(`SELECT path, type, size, content FROM ide_files WHERE user_id = $1 AND type = 'file' ORDER BY path`, [
    userId,
  ]);
}

/** The entry whose path equals `path` up to case, if any (its stored spelling in `path`). */
export async function findEntry(
  db: Queryable,
  userId: number,
  path: string,
): Promise<(IdeEntryRow & { content: string | null }) | undefined> {
  const [row] = await db.query<IdeEntryRow & { content: string | null }>(
    'SELECT path, type, size, content FROM ide_files WHERE user_id = $1 AND path_key = $2',
    [userId, idePathKey(path)],
  );
  return row;
}

/** The entry and everything under it (a folder's subtree), with contents. */
export function subtreeOf(db: Queryable, userId: number, path: string): Promise<(IdeEntryRow & { content: string | null })[]> {
  const key = idePathKey(path);
  return db.query<IdeEntryRow & { content: string | null }>(
    `SELECT path, type, size, content FROM ide_files
      WHERE user_id = $1 AND (path_key = $2 OR left(path_key, length($2) + 1) = $2 || '/') ORDER BY path`,
    [userId, key],
  );
}

export async function insertFolder(db: Queryable, userId: number, path: string): Promise<void> {
  await db.query(`INSERT INTO ide_files (user_id, path, path_key, type) VALUES ($1, $2, $3, 'folder')`, [userId, path, idePathKey(path)]);
}

/** Writes a file: a new row, or new content for the row of the same path. */
export async function writeFile(db: Queryable, userId: number, path: string, content: string): Promise<number> {
  const size = Buffer.byteLength(content, 'utf8');
  await db.query(
    `INSERT INTO ide_files (user_id, path, path_key, type, content, size) VALUES ($1, $2, $3, 'file', $4, $5)
     ON CONFLICT (user_id, path_key) DO UPDATE SET content = EXCLUDED.content, size = EXCLUDED.size, updated_at = now()`,
    [userId, path, idePathKey(path), content, size],
  );
  return size;
}

/** Deletes the entry and everything under it; the number of rows gone. */
export async function deleteSubtree(db: Queryable, userId: number, path: string): Promise<number> {
  const key = idePathKey(path);
  const rows = await db.query(
    `DELETE FROM ide_files WHERE user_id = $1 AND (path_key = $2 OR left(path_key, length($2) + 1) = $2 || '/') RETURNING path`,
    [userId, key],
  );
  return rows.length;
}

/** Moves the entry at `from` and everything under it to `to` (the caller checked that `to` is free). */
export async function moveSubtree(db: Queryable, userId: number, from: string, to: string): Promise<void> {
  const rows = await subtreeOf(db, userId, from);
  for (const row of rows) {
    const moved = to + row.path.slice(from.length);
    await db.query('UPDATE ide_files SET path = $3, path_key = $4, updated_at = now() WHERE user_id = $1 AND path_key = $2', [
      userId,
      idePathKey(row.path),
      moved,
      idePathKey(moved),
    ]);
  }
}
