/**
 * Reads an uploaded problem pack (a zip) into memory, refusing anything that could hurt the
 * host: paths that climb out (zip-slip) or are absolute, symbolic links, too many entries,
 * files or totals over the limits (zip bombs), and file names that are not valid UTF-8.
 * Nothing is written to disk here.
 */
import { PACK_ZIP_BYTES } from '@veridojo/contracts';
import yauzl from 'yauzl';

/** Why: a pack is a few hundred small text files; these bounds are far above that and far below harm. */
export const PACK_LIMITS = {
  zipBytes: PACK_ZIP_BYTES,
  entries: 5000,
  fileBytes: 1024 * 1024,
  totalBytes: 64 * 1024 * 1024,
} as const;

export class PackError extends Error {}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export async function readPack(zip: Buffer): Promise<Map<string, Buffer>> {
  if (zip.length > PACK_LIMITS.zipBytes) throw new PackError(`题目包过大：最多 ${PACK_LIMITS.zipBytes / 1024 / 1024} MiB`);
  let archive: yauzl.ZipFile;
  try {
    archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(zip, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true }, (error, file) =>
        error || !file ? reject(error ?? new Error('no zip')) : resolve(file),
      ),
    );
  } catch (error) {
    throw new PackError(`不是有效的 zip 文件：${(error as Error).message}`);
  }
  if (archive.entryCount > PACK_LIMITS.entries) throw new PackError(`题目包中的文件过多：最多 ${PACK_LIMITS.entries} 个`);
  const files = new Map<string, Buffer>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      archive.on('error', reject);
      archive.on('end', () => resolve());
      archive.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
        if (mode === S_IFLNK) return reject(new PackError(`题目包不能包含符号链接：${name}`));
        if (name.split('/').some((part) => part === '..') || name.startsWith('/')) return reject(new PackError(`非法路径：${name}`));
        if (name.endsWith('/')) return archive.readEntry();
        if (entry.uncompressedSize > PACK_LIMITS.fileBytes)
          return reject(new PackError(`文件过大：${name}（最多 ${PACK_LIMITS.fileBytes / 1024} KiB）`));
        total += entry.uncompressedSize;
        if (total > PACK_LIMITS.totalBytes)
          return reject(new PackError(`题目包解压后过大：最多 ${PACK_LIMITS.totalBytes / 1024 / 1024} MiB`));
        archive.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(name, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  } catch (error) {
    archive.close();
    if (error instanceof PackError) throw error;
    // yauzl's own checks: relative paths that climb out, absolute paths, backslashes, sizes that lie.
    const message = (error as Error).message;
    const badPath = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/.exec(message);
    if (badPath) throw new PackError(`非法路径：${badPath[2]}`);
    throw new PackError(`题目包已损坏或不安全：${message}`);
  }
  return files;
}
