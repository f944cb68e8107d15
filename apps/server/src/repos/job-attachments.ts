/**
 * SQL of job_attachments: a job result's large field (the IDE's gzip VCD) as bytes in chunks,
 * under a random key that the job row names (jobs.attachment). Each chunk is one statement, and
 * the event loop gets a turn between two (setImmediate), so writing or reading 8 MiB never holds
 * the database — on PGlite, the server's event loop — for longer than one chunk takes; a writer
 * stores chunks as the upload brings them, a reader streams them one by one.
 */
import crypto from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../db/database.ts';

/**
 * Why 64 KiB: on PGlite the event loop is held for the whole of one statement, and a 256 KiB
 * chunk's statement held it 40–60 ms on a loaded machine (issue 29: the driver copies the
 * parameter's text several times); a 64 KiB chunk's takes a quarter of that, and the 6 MiB of a
 * 30 MiB waveform are still written in under a hundred statements.
 */
const ATTACHMENT_CHUNK_BYTES = 64 * 1024;

/** `parts` (of any sizes, as a socket delivers them) as chunks of `size` bytes, the last one shorter. */
async function* chunksOf(parts: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const part of parts) {
    pending.push(Buffer.from(part.buffer, part.byteOffset, part.byteLength));
    pendingBytes += part.byteLength;
    while (pendingBytes >= size) {
      const whole = Buffer.concat(pending, pendingBytes);
      yield whole.subarray(0, size);
      pending = [whole.subarray(size)];
      pendingBytes -= size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/**
 * Stores `bytes` in chunks under a new key as they come and returns the key. When reading them
 * fails (the upload broke off, went over its limit, was refused), the chunks stored so far are
 * deleted and the error is thrown. Not in a transaction: on PGlite a transaction holds the only
 * connection, so other requests' queries would wait for all of it. Each chunk crosses the driver
 * as base64 text (Buffer's encoder, native) and the database decodes it: PGlite's own bytea
 * conversion of a parameter goes byte by byte in JavaScript.
 */
export async function storeAttachment(db: Queryable, bytes: AsyncIterable<Uint8Array>): Promise<string> {
  const key = crypto.randomBytes(12).toString('hex');
  let seq = 0;
  try {
    for await (const chunk of chunksOf(bytes, ATTACHMENT_CHUNK_BYTES)) {
      // PGlite answers within microtasks, so statement after statement from a body that has
      // already arrived would never let a timer or a socket in: a turn between two.
      if (seq > 0) await nextTurn();
      await db.query(`INSERT INTO job_attachments (key, seq, bytes) VALUES ($1, $2, decode($3, 'base64'))`, [
        key,
        seq++,
        chunk.toString('base64'),
      ]);
    }
  } catch (error) {
    await deleteAttachment(db, key).catch(() => undefined);
    throw error;
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
