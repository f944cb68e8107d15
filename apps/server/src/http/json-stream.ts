/**
 * A JSON answer with one large string field, streamed instead of built in memory: the waveform
 * call answers `{ "status": "success", "waveform_content": "<VCD>" }` and the IDE's simulate call
 * `{ …, "waveform": "<VCD>" }`, where the VCD is stored gzip-compressed and may inflate to ~40 MiB.
 * Decompressing it with gunzipSync and serialising the object blocked the event loop (every other
 * request waited) for the whole of it; here the
 * stored gzip is inflated by zlib off the main thread, chunk by chunk, and each chunk is escaped
 * as JSON string text and written as it comes. When the client accepts gzip, the answer is
 * compressed again on the way out (level 1: cheap, and a VCD shrinks about tenfold).
 */
import { pipeline, Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The JSON text of `head` with `field` added last, its value the UTF-8 text that `gz` inflates to
 * ('' when null): gzip bytes whole, or in chunks read as the answer is written (an attachment).
 */
export function jsonWithGzipText(head: Record<string, unknown>, field: string, gz: Buffer | AsyncIterable<Uint8Array> | null): Readable {
  const opening = `${JSON.stringify(head).slice(0, -1)}${Object.keys(head).length > 0 ? ',' : ''}${JSON.stringify(field)}:"`;
  const escape = (text: string) => JSON.stringify(text).slice(1, -1);
  async function* parts() {
    yield opening;
    if (gz) {
      // The decoder keeps a character split between two chunks whole (invalid bytes become U+FFFD, as toString does).
      const decoder = new StringDecoder('utf8');
      const source = Buffer.isBuffer(gz) ? Readable.from([gz]) : Readable.from(gz);
      // pipeline, not pipe: a source that fails (the database gone mid-read) fails the inflater
      // too; piped, the inflater waited for more input for ever and the answer never ended.
      const inflated = pipeline(source, createGunzip(), () => undefined);
      for await (const chunk of inflated as AsyncIterable<Buffer>) {
        const text = decoder.write(chunk);
        if (text) yield escape(text);
      }
      const rest = decoder.end();
      if (rest) yield escape(rest);
    }
    yield '"}';
  }
  return Readable.from(parts());
}

/** Sends a streamed JSON body, gzip-encoded when the request accepts it. */
export function sendJsonStream(request: FastifyRequest, reply: FastifyReply, body: Readable): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(body);
  // A failure mid-stream destroys the response (the client sees a cut answer, never a wrong one).
  const gzip = pipeline(body, createGzip({ level: 1 }), () => undefined);
  return reply.header('content-encoding', 'gzip').send(gzip);
}
