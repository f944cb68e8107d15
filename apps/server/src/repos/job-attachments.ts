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
 * Why 64 KiB: on PGlite the event loop is held for the whole of one statement, and a 256 KiB
 * chunk's statement held it 40–60 ms on a loaded machine (issue 29: the driver copies the
 * parameter's text several times); a 64 KiB chunk's takes a quarter of that, and the 6 MiB of a
 * 30 MiB waveform are still written in under a hundred statements. As base64: 4 characters for
 * every 3 bytes, so that each chunk of the text decodes on its own.
 */
const ATTACHMENT_CHUNK_CHARS = Math.floor((64 * 1024) / 3) * 4;

/** Base64 as a worker writes it (Buffer's, no line breaks); padding only at the very end. */
const BASE64_BODY = /^[A-Za-z0-9+/]*$/;
const BASE64_END = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Stores the bytes that `base64` encodes in chunks under a new key and returns the key, or null
 * (nothing kept) when the text is not base64. Not in a transaction: on PGlite a transaction holds
 * the only connection, so other requests' queries would wait for all of it. The text is never
 * decoded here: each chunk of it crosses the driver as it came, and the database decodes it
 * (PGlite's own bytea conversion goes byte by byte in JavaScript; decoding the whole 8 MiB
 * first held the event loop for one more long turn).
 */
export async function storeAttachment(db: Queryable, base64: string): Promise<string | null> {
  if (base64.length % 4 !== 0) return null;
  const key = crypto.randomBytes(12).toString('hex');
  for (let seq = 0, offset = 0; offset < base64.length || seq === 0; seq++, offset += ATTACHMENT_CHUNK_CHARS) {
    // PGlite answers within microtasks, so awaiting one statement after another never lets a
    // timer or a socket in: without this turn the 24 chunks of 6 MiB held the loop for seconds.
    if (seq > 0) await nextTurn();
    const chunk = base64.slice(offset, offset + ATTACHMENT_CHUNK_CHARS);
    if (!(offset + ATTACHMENT_CHUNK_CHARS >= base64.length ? BASE64_END : BASE64_BODY).test(chunk)) {
      await deleteAttachment(db, key);
      return null;
    }
    await db.query(`INSERT INTO job_attachments (key, seq, bytes) VALUES ($1, $2, decode($3, 'base64'))`, [key, seq, chunk]);
  }
  return key;
}

/** The attachment's bytes, chunk by chunk in order, each read when the consumer asks for it. */
export async function* attachmentChunks(db: Queryable, key: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    if (seq > 0) await nextTurn();
    // base64 as PostgreSQL writes it breaks a line every 76 characters: Buffer.from skips them.
    const [row] = await db.query<{ text: string }>(
      `SELECT encode(bytes, 'base64') AS text FROM job_attachments WHERE key = $1 AND seq = $2`,
      [key, seq],
    );
    if (!row) return;
    yield Buffer.from(row.text, 'base64');
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
