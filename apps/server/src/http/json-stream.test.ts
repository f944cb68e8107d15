/**
 * The streamed JSON answer with a large text field (http/json-stream.ts) writes exactly the bytes
 * JSON.stringify writes for the same object: on a VCD, on text with other characters (split
 * between pieces or not), on bytes that are not UTF-8, and on mostly-ASCII noise.
 */
import crypto from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jsonWithGzipText } from './json-stream.ts';

async function streamed(head: Record<string, unknown>, gz: Buffer | AsyncIterable<Uint8Array> | null): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of jsonWithGzipText(head, 'waveform', gz)) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as string));
  return Buffer.concat(parts).toString('utf8');
}

/** What the old answer wrote: the whole text decoded (bad bytes as U+FFFD) and serialised at once. */
const expected = (head: Record<string, unknown>, bytes: Buffer) => JSON.stringify({ ...head, waveform: bytes.toString('utf8') });

/** `gz` delivered in pieces of `size` bytes, as an attachment's chunks come from the database. */
async function* inPieces(gz: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < gz.length; at += size) yield gz.subarray(at, at + size);
}

const PIECE = 64 * 1024;

describe('a JSON answer with a streamed gzip text field', () => {
  it('writes what JSON.stringify writes, for a VCD, for other characters split between pieces, and for bytes that are not UTF-8', async () => {
    const head = { status: 'success', log: '编译通过 "ok"' };
    const vcd = Buffer.from(`$var reg 1 ! clk $end\n${'#1\n1!\nb101 "\n\t\\x\r\u0001'.repeat(30_000)}`);
    // A three-byte character across the first piece's end, then an ASCII piece after a character cut short.
    const split = Buffer.concat([Buffer.alloc(PIECE - 1, 'a'), Buffer.from('中文'), Buffer.alloc(PIECE, 'b')]);
    const cut = Buffer.concat([Buffer.alloc(PIECE - 1, 'c'), Buffer.from([0xe4]), Buffer.alloc(PIECE, 'd'), Buffer.from('尾')]);
    // Every ASCII byte (each control escaped its way), and a four-byte character across an inflated piece's end.
    const ascii = Buffer.from(Array.from({ length: 128 * 200 }, (_, i) => i % 128));
    const four = Buffer.concat([Buffer.alloc(16 * 1024 - 2, 'e'), Buffer.from('𝄞😀'), Buffer.alloc(100, 'f')]);
    const cases = [vcd, split, cut, ascii, four, Buffer.from([0xff, 0x22, 0xc3]), Buffer.alloc(0), Buffer.from('波形\n"')];
    for (let i = 0; i < 6; i++) {
      // Mostly ASCII with quotes, controls and a few high bytes, some of them not UTF-8.
      const bytes = crypto.randomBytes(150_000 + i * 10_000);
      for (let j = 0; j < bytes.length; j++) if (bytes[j]! >= 0x80 && j % 97 !== 0) bytes[j]! &= 0x7f;
      cases.push(bytes);
    }
    for (const bytes of cases) {
      const gz = gzipSync(bytes, { level: 1 });
      expect(await streamed(head, gz)).toBe(expected(head, bytes));
      expect(await streamed(head, inPieces(gz, 4096))).toBe(expected(head, bytes));
    }
  });

  it('fails, never hangs, when reading the stored gzip fails part way', async () => {
    const gz = gzipSync(crypto.randomBytes(300_000));
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield gz.subarray(0, 4096);
      throw new Error('database gone');
    }
    const outcome = await Promise.race([
      streamed({ status: 'success' }, failing()).then(
        () => 'ended',
        (error: Error) => error.message,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5000)),
    ]);
    expect(outcome).toBe('database gone');
  });

  it('writes an empty field when there is no text', async () => {
    expect(await streamed({}, null)).toBe('{"waveform":""}');
    expect(JSON.parse(await streamed({ status: 'success' }, null))).toEqual({ status: 'success', waveform: '' });
  });
});
