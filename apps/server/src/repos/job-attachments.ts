/**
 * SQL of job_attachments: a job result's large field (the IDE's gzip VCD) as bytes in chunks,
 * under a random key that the job row names (jobs.attachment). Each chunk is one statement, and
 * the event loop gets a turn between two (setImmediate), so writing or reading 8 MiB never holds
 * the database — on PGlite, the server's event loop — for longer than one chunk takes; a reader
 * streams the chunks one by one.
 */
import crypto from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../db/database.ts';

/**
 * Why 256 KiB: on PGlite one chunk is written or read in a few ms (a 6 MiB attachment took
 * ~200 ms in all in 24 statements, none over ~25 ms); smaller chunks only add statements.
 */
const ATTACHMENT_CHUNK_BYTES = 256 * 1024;

/**
 * Stores `bytes` in chunks under a new key and returns the key. Not in a transaction: on PGlite a
 * transaction holds the only connection, so other requests' queries would wait for all of it.
 * Bytes cross the driver as hex text (PGlite's own bytea conversion goes byte by byte in JavaScript).
 */
export async function storeAttachment(db: Queryable, bytes: Buffer): Promise<string> {
  const key = crypto.randomBytes(12).toString('hex');
  for (let seq = 0, offset = 0; offset < bytes.length || seq === 0; seq++, offset += ATTACHMENT_CHUNK_BYTES) {
    // PGlite answers within microtasks, so awaiting one statement after another never lets a
    // timer or a socket in: without this turn the 24 chunks of 6 MiB held the loop for seconds.
    if (seq > 0) await nextTurn();
    const chunk = bytes.subarray(offset, offset + ATTACHMENT_CHUNK_BYTES);
    await db.query(`INSERT INTO job_attachments (key, seq, bytes) VALUES ($1, $2, decode($3, 'hex'))`, [key, seq, chunk.toString('hex')]);
  }
  return key;
}

/** The attachment's bytes, chunk by chunk in order, each read when the consumer asks for it. */
export async function* attachmentChunks(db: Queryable, key: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    if (seq > 0) await nextTurn();
    const [row] = await db.query<{ hex: string }>(`SELECT encode(bytes, 'hex') AS hex FROM job_attachments WHERE key = $1 AND seq = $2`, [
      key,
      seq,
    ]);
    if (!row) return;
    yield Buffer.from(row.hex, 'hex');
  }
}

export async function deleteAttachment(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM job_attachments WHERE key = $1', [key]);
}

/**
 * Deletes attachments older than `keepSeconds` (their jobs' rows go after the same time) and
 * returns how many chunks. When any went, the table is vacuumed so their space is written again:
 * PGlite runs no autovacuum, and megabytes a run would otherwise grow its files for good.
 */
export async function deleteOldAttachments(db: Queryable, keepSeconds: number): Promise<number> {
  const rows = await db.query(`DELETE FROM job_attachments WHERE created_at < now() - make_interval(secs => $1) RETURNING seq`, [
    keepSeconds,
  ]);
  // Not inside a transaction (VACUUM cannot run there): a database, not a transaction's handle, has `transaction`.
  if (rows.length > 0 && 'transaction' in db) await db.query('VACUUM job_attachments');
  return rows.length;
}
