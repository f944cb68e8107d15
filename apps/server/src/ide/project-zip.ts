/**
 * The IDE project as a zip (verilog_project.zip) and back. Export: every folder and file under
 * its path. Import: read with the pack reader's defences (zip-slip, absolute paths, symbolic
 * links, entry count, per-file and total sizes checked while inflating), under the user's quotas;
 * then each file must be UTF-8 text without NUL, and the workspace rules decide the rest.
 */
import { IDE_ZIP_BYTES, textProblem } from '@veridojo/contracts';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { WorkspaceLimits, FileWrite } from '../commands/ide-workspace.ts';
import { AppError } from '../http/errors.ts';
import { PackError, readPack } from '../packs/read-pack.ts';
import type { IdeEntryRow, IdeFileRow } from '../repos/ide-files.ts';

export function projectZip(entries: IdeEntryRow[], files: IdeFileRow[]): Uint8Array {
  const zippable: Zippable = {};
  for (const entry of entries) if (entry.type === 'folder') zippable[`${entry.path}/`] = new Uint8Array(0);
  for (const file of files) zippable[file.path] = strToU8(file.content);
  return zipSync(zippable, { level: 6 });
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
