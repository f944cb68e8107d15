/**
 * The IDE project as a zip (verilog_project.zip) and back. Export: every folder and file under
 * its path, compressed off the event loop. Import: read with the pack reader's defences (zip-slip,
 * absolute paths, symbolic links, entry count, per-file and total sizes checked while inflating),
 * under the user's quotas; then each file must be UTF-8 text without NUL, and the workspace rules
 * decide the rest.
 */
import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import { IDE_ZIP_BYTES, textProblem } from '@veridojo/contracts';
import { Zip, type ZipInputFile } from 'fflate';
import type { WorkspaceLimits, FileWrite } from '../commands/ide-workspace.ts';
import { AppError } from '../http/errors.ts';
import { PackError, readPack } from '../packs/read-pack.ts';
import type { IdeEntryRow, IdeFileRow } from '../repos/ide-files.ts';

const deflate = promisify(deflateRaw);

/**
 * The project as a zip. Each file is deflated by zlib in Node's thread pool, all at once, so the
 * event loop only checksums and frames them (a 4 MiB project compressed with zipSync held every
 * other request for about 100 ms). fflate's Zip writes the container around the compressed data.
 */
export async function projectZip(entries: IdeEntryRow[], files: IdeFileRow[]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const zip = new Zip();
  const written = new Promise<void>((resolve, reject) => {
    zip.ondata = (error, data, final) => {
      if (error) return reject(error);
      chunks.push(data);
      if (final) resolve();
    };
  });
  const add = (filename: string, bytes: Buffer, compressed: Uint8Array, compression: 0 | 8) => {
    const input: ZipInputFile = { filename, size: bytes.length, crc: crc32(bytes), compression };
    zip.add(input);
    // zlib's output is never a SharedArrayBuffer, which fflate's type leaves out.
    input.ondata!(null, compressed as Uint8Array<ArrayBuffer>, true);
  };
  const contents = files.map((file) => Buffer.from(file.content, 'utf8'));
  // Level 6, as zipSync used: the archive is downloaded once, so a smaller one is worth the pool's time.
  const compressed = await Promise.all(contents.map((bytes) => deflate(bytes, { level: 6 })));
  const empty = Buffer.alloc(0);
  for (const entry of entries) if (entry.type === 'folder') add(`${entry.path}/`, empty, empty, 0);
  for (const [i, file] of files.entries()) add(file.path, contents[i]!, compressed[i]!, 8);
  zip.end();
  await written;
  return Buffer.concat(chunks);
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The folders and files of an uploaded project zip, or a Chinese refusal naming what is wrong. */
export async function readProjectZip(zip: Buffer, limits: WorkspaceLimits): Promise<{ folders: string[]; files: FileWrite[] }> {
  const folders: string[] = [];
  let entries: Map<string, Buffer>;
  try {
    entries = await readPack(
      zip,
      { zipBytes: IDE_ZIP_BYTES, entries: limits.maxEntries, fileBytes: limits.maxFileBytes, totalBytes: limits.maxProjectBytes },
      '项目压缩包',
      folders,
    );
  } catch (error) {
    if (error instanceof PackError) throw new AppError('BAD_ARCHIVE', error.message);
    throw error;
  }
  const files: FileWrite[] = [];
  for (const [path, bytes] of entries) {
    let content: string;
    try {
      content = decoder.decode(bytes);
    } catch {
      throw new AppError('BAD_ARCHIVE', `${path} 不是 UTF-8 文本文件`);
    }
    const problem = textProblem(content, `${path} 的内容`, true);
    if (problem) throw new AppError('BAD_ARCHIVE', problem);
    files.push({ path, content });
  }
  return { folders, files };
}
