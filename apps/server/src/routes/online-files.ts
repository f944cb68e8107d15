/**
 * The online IDE's workspace calls (spec §7 Online IDE): the file tree, reading, saving,
 * creating, deleting and renaming files and folders, importing files or a project zip, and the
 * export as verilog_project.zip. Thin: the rules live in commands/ide-workspace.ts; a file over
 * the line limit becomes the spec's 400 `{ is_restricted: true, message }`.
 */
import { API, type ApiCall } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import {
  createFolder,
  deleteEntry,
  exportProject,
  LineLimitExceeded,
  readFile,
  renameEntry,
  workspaceLimits,
  writeFiles,
} from '../commands/ide-workspace.ts';
import type { AppContext } from '../context.ts';
import { AppError, refuse } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { readProjectZip } from '../ide/project-zip.ts';
import { presentTree } from '../presenters/ide-tree.ts';
import { listEntries } from '../repos/ide-files.ts';

type Restricting = ApiCall & { errors: { 400: ZodType } };

/** Runs `work`, answering a line-limit refusal with the call's declared 400 body. */
export async function restricted<T>(call: Restricting, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LineLimitExceeded) throw refuse(call, 400, { is_restricted: true, message: error.message });
    throw error;
  }
}

export function onlineFileRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.ideFiles, async (_request, _reply, user) => ({
    status: 'success' as const,
    files: presentTree(await listEntries(ctx.db, user.id)),
  }));

  route(app, ctx, API.ideReadFile, async (request, _reply, user) => ({
    status: 'success' as const,
    ...(await readFile(ctx, user, request.params.name)),
  }));

  route(app, ctx, API.ideSaveFile, async (request, _reply, user) => {
    const [saved] = await restricted(API.ideSaveFile, () =>
      writeFiles(ctx, user, [{ path: request.params.name, content: request.body.content }], 'save'),
    );
    return { status: 'success' as const, message: '文件保存成功', path: saved!.path, size: saved!.size };
  });

  route(app, ctx, API.ideCreateFile, async (request, _reply, user) => {
    const { path, type, content } = request.body;
    if (type === 'folder') {
      if (content !== undefined && content !== '') throw new AppError('VALIDATION_FAILED', '文件夹没有内容，请不要发送 content');
      return { status: 'success' as const, message: '文件夹创建成功', path: await createFolder(ctx, user, path), type };
    }
    const [created] = await restricted(API.ideCreateFile, () => writeFiles(ctx, user, [{ path, content: content ?? '' }], 'create'));
    return { status: 'success' as const, message: '文件创建成功', path: created!.path, type };
  });

  route(app, ctx, API.ideDeleteFile, async (request, _reply, user) => {
    await deleteEntry(ctx, user, request.params.name);
    return { status: 'success' as const, message: '删除成功' };
  });

  route(app, ctx, API.ideRenameFile, async (request, _reply, user) => {
    const newPath = await restricted(API.ideRenameFile, () => renameEntry(ctx, user, request.params.name, request.body.new_name));
    return { status: 'success' as const, message: '重命名成功', new_path: newPath };
  });

  route(app, ctx, API.ideImportFiles, async (request, _reply, user) => {
    const written = await restricted(API.ideImportFiles, () => writeFiles(ctx, user, request.body.files, 'import'));
    return { status: 'success' as const, message: `已导入 ${written.length} 个文件`, paths: written.map((w) => w.path) };
  });

  route(app, ctx, API.ideImportZip, async (request, _reply, user) => {
    if (!request.body || request.body.length === 0)
      throw new AppError('VALIDATION_FAILED', '请上传 zip 格式的项目压缩包（Content-Type: application/zip）');
    const zip = request.body;
    const { folders, files } = await readProjectZip(zip, await workspaceLimits(ctx, user));
    if (files.length === 0 && folders.length === 0) throw new AppError('BAD_ARCHIVE', '压缩包中没有文件');
    const written = await restricted(API.ideImportZip, () => writeFiles(ctx, user, files, 'import', folders));
    return { status: 'success' as const, message: `已导入 ${written.length} 个文件`, paths: written.map((w) => w.path) };
  });

  route(app, ctx, API.ideExport, async (_request, _reply, user) => ({ bytes: await exportProject(ctx, user) }));
}
