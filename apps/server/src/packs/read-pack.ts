/**
 * Reads an uploaded zip (a problem pack, or an IDE project with its own limits) into memory, refusing anything that could hurt the
 * host: paths that climb out (zip-slip) or are absolute, symbolic links, too many entries,
 * files or totals over the limits (zip bombs), and file names that are not valid UTF-8.
 * Nothing is written to disk here.
 */
import { PACK_ZIP_BYTES } from '@veridojo/contracts';
import yauzl from 'yauzl';

/** Why: a pack is a few hundred small text files; these bounds are far above that and far below harm. */
const PACK_LIMITS = {
  zipBytes: PACK_ZIP_BYTES,
  entries: 5000,
  fileBytes: 1024 * 1024,
  totalBytes: 64 * 1024 * 1024,
} as const;

type ZipLimits = { [K in keyof typeof PACK_LIMITS]: number };

export class PackError extends Error {}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * The files of `zip` by path; `what` names the archive in the Chinese errors (题目包, 项目压缩包);
 * folder entries (`name/`) are pushed to `folders` when given, else skipped.
 */
export async function readPack(
  zip: Buffer,
  limits: ZipLimits = PACK_LIMITS,
  what = '题目包',
  folders?: string[],
): Promise<Map<string, Buffer>> {
  if (zip.length > limits.zipBytes) throw new PackError(`${what}过大：最多 ${limits.zipBytes / 1024 / 1024} MiB`);
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
  if (archive.entryCount > limits.entries) throw new PackError(`${what}中的文件过多：最多 ${limits.entries} 个`);
  const files = new Map<string, Buffer>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      archive.on('error', reject);
      archive.on('end', () => resolve());
      archive.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
        if (mode === S_IFLNK) return reject(new PackError(`${what}不能包含符号链接：${name}`));
        if (name.split('/').some((part) => part === '..') || name.startsWith('/')) return reject(new PackError(`非法路径：${name}`));
        if (name.endsWith('/')) {
          folders?.push(name.slice(0, -1));
          return archive.readEntry();
        }
        if (entry.uncompressedSize > limits.fileBytes)
          return reject(new PackError(`文件过大：${name}（最多 ${limits.fileBytes / 1024} KiB）`));
        total += entry.uncompressedSize;
        if (total > limits.totalBytes) return reject(new PackError(`${what}解压后过大：最多 ${limits.totalBytes / 1024 / 1024} MiB`));
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
    throw new PackError(`${what}已损坏或不安全：${message}`);
  }
  return files;
}
