/**
 * The rules of a user's IDE project (spec §5 IDE, §9): every write — create, save, import,
 * rename — goes through here, so the path rule, the case-insensitive uniqueness among siblings,
 * the quotas (system config ide_max_*) and the normal user's line limit (ide_line_limit, counted
 * by countCodeLines, lifted by exemptFromFreeLimits for VIP, premium and admins) hold whichever
 * way a file arrives. The line limit binds Verilog files only: a .txt file (notes, a testbench's
 * data) is never code. A run charges the limit again on all the files it takes together
 * (checkRunLineLimit), so splitting a design into small files is no way around it. Each change runs in one transaction holding the user's row lock, so two
 * concurrent writes cannot both squeeze under a quota, and a refused batch writes nothing. The
 * export (the project as a zip) is here too, under its rate limit.
 */
import {
  exemptFromFreeLimits,
  ideCreateProblem,
  idePathKey,
  idePathProblem,
  ideRenameProblem,
  splitIdePath,
  type IdeEntryType,
} from '@veridojo/contracts';
import { countCodeLines, countTotalCodeLines } from '@veridojo/problem-format';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { projectZip } from '../ide/project-zip.ts';
import {
  deleteSubtree,
  findEntry,
  insertFolder,
  listEntries,
  listFiles,
  moveSubtree,
  subtreeOf,
  writeFile,
  type IdeEntryRow,
} from '../repos/ide-files.ts';
import { lockUser, type UserRow } from '../repos/users.ts';
import { enforceRateLimit } from './accounts.ts';

/** A file over the line limit: routes answer it with the spec's 400 `{ is_restricted, message }`. */
export class LineLimitExceeded extends Error {}

export interface WorkspaceLimits {
  /** Non-blank, non-comment lines a file may hold; null = unlimited (paid members, admins). */
  lineLimit: number | null;
  maxEntries: number;
  maxFileBytes: number;
  maxProjectBytes: number;
}

export async function workspaceLimits(ctx: AppContext, user: UserRow): Promise<WorkspaceLimits> {
  const config = await ctx.config.current();
  const unlimited = exemptFromFreeLimits(user, ctx.now());
  return {
    lineLimit: unlimited ? null : config.ide_line_limit,
    maxEntries: config.ide_max_entries,
    maxFileBytes: config.ide_max_file_bytes,
    maxProjectBytes: config.ide_max_project_bytes,
  };
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}

/** Refuses with a rule's sentence, naming the path (shortened: it may be 10 000 characters). */
function refusePath(problem: string | null, path: string): void {
  if (!problem) return;
  const shown = path.length > 60 ? `${path.slice(0, 60)}…` : path;
  throw new AppError('INVALID_FILE_PATH', `${problem}：${JSON.stringify(shown)}`);
}

/** Refuses a path outside the workspace rule (an entry addressed, imported or moved). */
function checkPath(path: string, type: IdeEntryType): void {
  refusePath(idePathProblem(path, type), path);
}

/** The per-file checks of every write: size quota, then the line limit. */
function checkFile(limits: WorkspaceLimits, path: string, content: string): number {
  const size = Buffer.byteLength(content, 'utf8');
  if (size > limits.maxFileBytes)
    throw new AppError('PROJECT_QUOTA_EXCEEDED', `文件过大：${path} 有 ${sizeText(size)}，每个文件最多 ${sizeText(limits.maxFileBytes)}`);
  checkLineLimit(limits, path, content);
  return size;
}

/** A .txt file holds notes or a testbench's data (`$readmemh`), never code the line limit charges. */
const NOT_CODE = /\.txt$/i;

/** The normal user's line limit on one saved file: a file over it could never be run. */
export function checkLineLimit(limits: WorkspaceLimits, path: string, content: string): void {
  if (limits.lineLimit === null || NOT_CODE.test(path)) return;
  const lines = countCodeLines(content);
  if (lines > limits.lineLimit)
    throw new LineLimitExceeded(
      `代码行数超出限制：普通用户每个文件最多 ${limits.lineLimit} 行代码（不计空行和注释），${path} 有 ${lines} 行。升级VIP可解除限制`,
    );
}

/**
 * The normal user's line limit on a compile or simulation: the .v/.sv files it takes, all
 * together (countTotalCodeLines, as the converter counts). The answer names the biggest files,
 * since those are what the learner would shorten.
 */
export function checkRunLineLimit(limits: WorkspaceLimits, files: { path: string; content: string }[]): void {
  if (limits.lineLimit === null) return;
  const lines = countTotalCodeLines(files.map((f) => f.content));
  if (lines <= limits.lineLimit) return;
  const biggest = files
    .map((f) => ({ path: f.path, lines: countCodeLines(f.content) }))
    .sort((a, b) => b.lines - a.lines)
    .slice(0, 3)
    .map((f) => `${f.path} ${f.lines} 行`)
    .join('、');
  const more = files.length > 3 ? ' 等' : '';
  throw new LineLimitExceeded(
    `代码行数超出限制：普通用户每次编译或仿真最多 ${limits.lineLimit} 行代码（不计空行和注释，本次用到的 ${files.length} 个 .v/.sv 文件合计），当前 ${lines} 行（${biggest}${more}）。升级VIP可解除限制`,
  );
}

/** The project in memory during one change: entries by key, with the totals the quotas read. */
class Project {
  readonly byKey = new Map<string, IdeEntryRow>();
  bytes = 0;

  constructor(rows: IdeEntryRow[]) {
    for (const row of rows) this.add(row);
  }

  add(row: IdeEntryRow) {
    this.byKey.set(idePathKey(row.path), row);
    this.bytes += row.size;
  }

  get(path: string): IdeEntryRow | undefined {
    return this.byKey.get(idePathKey(path));
  }

  /**
   * `path` with its folders spelled as stored (`src/x.v` under an existing `Src` is `Src/x.v`),
   * and the folders that do not exist yet, outermost first. A file in the way is refused.
   */
  resolve(path: string): { path: string; missing: string[] } {
    const segments = path.split('/');
    let prefix = '';
    const missing: string[] = [];
    for (const segment of segments.slice(0, -1)) {
      const candidate = prefix === '' ? segment : `${prefix}/${segment}`;
      const existing = this.get(candidate);
      if (existing?.type === 'file') throw new AppError('FILE_EXISTS', `${existing.path} 是文件，不能在其中存放文件`);
      prefix = existing ? existing.path : candidate;
      if (!existing) missing.push(prefix);
    }
    const last = segments[segments.length - 1]!;
    return { path: prefix === '' ? last : `${prefix}/${last}`, missing };
  }
}

/** One change of a user's project, serialised with the user's other changes (row lock on the user). */
async function change<T>(ctx: AppContext, user: UserRow, work: (tx: Queryable, project: Project) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    return work(tx, new Project(await listEntries(tx, user.id)));
  });
}

export interface FileWrite {
  path: string;
  content: string;
}

/**
 * Writes files: `create` refuses an existing path, `save` refuses a missing one, `import`
 * creates or overwrites. Missing folders are created. All files are checked before any is
 * written, and the quotas are checked on the project as it would be afterwards.
 */
export async function writeFiles(
  ctx: AppContext,
  user: UserRow,
  files: FileWrite[],
  mode: 'create' | 'save' | 'import',
  folders: string[] = [],
): Promise<{ path: string; size: number }[]> {
  // A file created in the IDE has a name typed in its dialog (spec §5 create); others arrive named.
  for (const file of files)
    refusePath(mode === 'create' ? ideCreateProblem(file.path, 'file') : idePathProblem(file.path, 'file'), file.path);
  for (const folder of folders) checkPath(folder, 'folder');
  const limits = await workspaceLimits(ctx, user);
  const seen = new Set<string>();
  for (const file of files) {
    const key = idePathKey(file.path);
    if (seen.has(key)) throw new AppError('FILE_EXISTS', `导入的文件中有重名（不区分大小写）：${file.path}`);
    seen.add(key);
    checkFile(limits, file.path, file.content);
  }
  return change(ctx, user, async (tx, project) => {
    const planned: { path: string; content: string; folders: string[] }[] = [];
    for (const file of files) {
      const existing = project.get(file.path);
      if (existing?.type === 'folder') throw new AppError('FILE_EXISTS', `${existing.path} 是文件夹`);
      if (existing && mode === 'create') throw new AppError('FILE_EXISTS', `文件已存在：${existing.path}`);
      if (!existing && mode === 'save') throw new AppError('FILE_NOT_FOUND');
      const { path, missing } = existing ? { path: existing.path, missing: [] } : project.resolve(file.path);
      const size = Buffer.byteLength(file.content, 'utf8');
      project.bytes -= existing?.size ?? 0;
      for (const folder of missing) project.add({ path: folder, type: 'folder', size: 0 });
      project.add({ path, type: 'file', size });
      planned.push({ path, content: file.content, folders: missing });
    }
    const newFolders: string[] = [];
    for (const folder of folders) {
      const existing = project.get(folder);
      if (existing?.type === 'file') throw new AppError('FILE_EXISTS', `${existing.path} 是文件，不是文件夹`);
      if (existing) continue;
      const { path, missing } = project.resolve(folder);
      for (const f of [...missing, path]) {
        project.add({ path: f, type: 'folder', size: 0 });
        newFolders.push(f);
      }
    }
    if (project.byKey.size > limits.maxEntries)
      throw new AppError(
        'PROJECT_QUOTA_EXCEEDED',
        `项目最多包含 ${limits.maxEntries} 个文件和文件夹，此操作后将有 ${project.byKey.size} 个`,
      );
    if (project.bytes > limits.maxProjectBytes)
      throw new AppError(
        'PROJECT_QUOTA_EXCEEDED',
        `项目空间不足：所有文件合计最多 ${sizeText(limits.maxProjectBytes)}，此操作后将有 ${sizeText(project.bytes)}`,
      );
    const written: { path: string; size: number }[] = [];
    for (const file of planned) {
      for (const folder of file.folders) await insertFolder(tx, user.id, folder);
      written.push({ path: file.path, size: await writeFile(tx, user.id, file.path, file.content) });
    }
    for (const folder of newFolders) await insertFolder(tx, user.id, folder);
    return written;
  });
}

/** Creates a folder (and its missing parents), named as the create dialog allows. */
export async function createFolder(ctx: AppContext, user: UserRow, path: string): Promise<string> {
  refusePath(ideCreateProblem(path, 'folder'), path);
  const limits = await workspaceLimits(ctx, user);
  return change(ctx, user, async (tx, project) => {
    const existing = project.get(path);
    if (existing) throw new AppError('FILE_EXISTS', `已存在：${existing.path}`);
    const { path: resolved, missing } = project.resolve(path);
    const folders = [...missing, resolved];
    if (project.byKey.size + folders.length > limits.maxEntries)
      throw new AppError('PROJECT_QUOTA_EXCEEDED', `项目最多包含 ${limits.maxEntries} 个文件和文件夹`);
    for (const folder of folders) await insertFolder(tx, user.id, folder);
    return resolved;
  });
}

/** A file's content; a folder or a path outside the rule is refused, a missing file is 404. */
export async function readFile(ctx: AppContext, user: UserRow, path: string): Promise<{ path: string; content: string; size: number }> {
  checkPath(path, 'folder');
  const entry = await findEntry(ctx.db, user.id, path);
  if (!entry) throw new AppError('FILE_NOT_FOUND');
  if (entry.type !== 'file' || entry.content === null) throw new AppError('NOT_A_FILE');
  return { path: entry.path, content: entry.content, size: entry.size };
}

/** Deletes a file, or a folder with everything in it. */
export async function deleteEntry(ctx: AppContext, user: UserRow, path: string): Promise<void> {
  checkPath(path, 'folder');
  const gone = await change(ctx, user, (tx) => deleteSubtree(tx, user.id, path));
  if (gone === 0) throw new AppError('FILE_NOT_FOUND');
}

/**
 * Renames `from` to `newName` in the same folder (spec §5 rename: ideRenameProblem, no moves).
 * The target may not exist (up to case, unless it is the entry itself: `top.v` → `Top.v`), and
 * every file renamed is checked against the line limit — a rename is no way around it.
 */
export async function renameEntry(ctx: AppContext, user: UserRow, from: string, newName: string): Promise<string> {
  checkPath(from, 'folder');
  const limits = await workspaceLimits(ctx, user);
  return change(ctx, user, async (tx, project) => {
    const entry = project.get(from);
    if (!entry) throw new AppError('FILE_NOT_FOUND');
    const { parent, name } = splitIdePath(entry.path);
    refusePath(ideRenameProblem(name, newName, entry.type), newName);
    const target = parent === '' ? newName : `${parent}/${newName}`;
    const clash = project.get(target);
    if (clash && idePathKey(target) !== idePathKey(entry.path)) throw new AppError('FILE_EXISTS', `已存在：${clash.path}`);
    const moved = await subtreeOf(tx, user.id, entry.path);
    for (const row of moved) {
      const movedPath = target + row.path.slice(entry.path.length);
      checkPath(movedPath, row.type);
      if (row.content !== null) checkFile(limits, movedPath, row.content);
    }
    await moveSubtree(tx, user.id, entry.path, target);
    return target;
  });
}

/**
 * The project as verilog_project.zip. Each export reads and compresses the whole project, so a
 * user gets rate_limits.ide_export of them per window (429 RATE_LIMITED with Retry-After beyond).
 */
export async function exportProject(ctx: AppContext, user: UserRow): Promise<Uint8Array> {
  await enforceRateLimit(ctx, 'ide_export', String(user.id));
  const [entries, files] = await Promise.all([listEntries(ctx.db, user.id), listFiles(ctx.db, user.id)]);
  return projectZip(entries, files);
}
