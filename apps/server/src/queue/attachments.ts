/**
 * A job result's attachment as the worker uploads it (PUT /api/worker/jobs/:id/attachment), before
 * its report: gzip bytes of a kind whose registry entry keeps one (JobKindDefinition.attachment),
 * stored in chunks as they arrive — never held whole, never JSON — and named by the job row once
 * stored, if the caller's lease still holds the job. The report then finishes the job with the
 * attachment the row names (engine.ts, reportResult); waitForJob hands its key to the waiting call.
 */
import { attachmentLimit } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { deleteAttachment, storeAttachment } from '../repos/job-attachments.ts';
import { attachToJob, leasedJobKind } from '../repos/jobs.ts';

/**
 * `body` passed through, refused once it is more than `maxBytes` (the job kind's own limit) or
 * once its first two bytes are not gzip's magic number (the waiting call inflates it as it answers).
 */
async function* checkedGzip(body: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  let head = Buffer.alloc(0);
  for await (const part of body) {
    bytes += part.byteLength;
    if (bytes > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
    if (head.length < 2) {
      head = Buffer.concat([head, part]);
      if (head.length >= 2 && (head[0] !== 0x1f || head[1] !== 0x8b)) throw new AppError('VALIDATION_FAILED', '附件不是 gzip 数据');
    }
    yield part;
  }
  if (head.length < 2) throw new AppError('VALIDATION_FAILED', '附件不是 gzip 数据');
}

/**
 * Stores the uploaded attachment of job `jobId` and names it in the job's row (replacing one
 * uploaded before by the same lease, a retried upload). Refused before a byte is stored when
 * `leaseToken` does not hold the running job or its lease ran out (LEASE_LOST), or when the job's
 * kind keeps no attachment (JOB_KIND_MISMATCH); and when the lease was lost while the bytes came.
 */
export async function storeResultAttachment(
  ctx: AppContext,
  jobId: number,
  leaseToken: string,
  body: AsyncIterable<Uint8Array>,
): Promise<void> {
  const kind = await leasedJobKind(ctx.db, jobId, leaseToken);
  if (kind === undefined) throw new AppError('LEASE_LOST');
  const maxBytes = attachmentLimit(kind);
  if (maxBytes === null) throw new AppError('JOB_KIND_MISMATCH');
  const key = await storeAttachment(ctx.db, checkedGzip(body, maxBytes));
  let replaced: string | null | undefined;
  try {
    replaced = await attachToJob(ctx.db, jobId, leaseToken, key);
  } finally {
    if (replaced === undefined) await deleteAttachment(ctx.db, key).catch(() => undefined);
  }
  if (replaced === undefined) throw new AppError('LEASE_LOST');
  if (replaced !== null) await deleteAttachment(ctx.db, replaced);
}
