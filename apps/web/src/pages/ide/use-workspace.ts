/**
 * The IDE's project as the page holds it (spec §2, §4 IDE): the file tree from the server (a
 * useApiQuery read, read again after every change), the open tabs with their saved and edited
 * texts (modified = they differ), the active tab, and the top-level and testbench files (kept per
 * user in local storage; a role whose file is gone from the tree is dropped). Every change goes
 * through the workspace calls of the call table, with the spec's toasts; a save over the line
 * limit shows the server's message.
 */
import type { IdeTreeNode } from '@veridojo/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiCall, download, failureText, upload, type FailureTexts } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';
import { confirmDialog, toast } from '../../app/feedback.tsx';
import { filePaths } from './ide-rules.ts';
import { saveFile } from '../../lib/save-file.ts';

export interface OpenFile {
  path: string;
  saved: string;
  content: string;
}

export interface Roles {
  top: string | null;
  testbench: string | null;
}

const ROLES_KEY = (userId: number) => `veridojo.ide.roles.${userId}`;
const NETWORK = '网络错误，请稍后重试';

function loadRoles(userId: number): Roles {
  try {
    const stored = JSON.parse(localStorage.getItem(ROLES_KEY(userId)) ?? '{}') as Partial<Roles>;
    return { top: stored.top ?? null, testbench: stored.testbench ?? null };
  } catch {
    return { top: null, testbench: null };
  }
}

/** A failed save: the line limit's own sentence (spec §5, default 代码行数超出限制), else the server's text. */
/** The spec's sentence for an IDE action after the session has ended (§4 IDE). */
const IDE_LOGIN_REQUIRED = '请先登录才能使用此功能';

/** An IDE action's failure texts: its own word for a failure, the spec's for a lost session. */
export function ideFailure(failed: string): FailureTexts {
  return { failed, requestFailed: failed, loggedOut: IDE_LOGIN_REQUIRED };
}

function saveFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.code === undefined) return error.serverMessage ?? '代码行数超出限制';
  return failureText(error, ideFailure('保存文件失败'));
}

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

export function useWorkspace(userId: number) {
  const [files, setFiles] = useState<OpenFile[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [roles, setRolesState] = useState<Roles>(() => loadRoles(userId));
  const filesRef = useRef(files);
  filesRef.current = files;
  const activeRef = useRef(active);
  activeRef.current = active;

  const setRoles = useCallback(
    (change: (roles: Roles) => Roles) => {
      setRolesState((current) => {
        const next = change(current);
        // Unchanged: the same object, so a tree answer that drops nothing renders nothing again.
        if (next.top === current.top && next.testbench === current.testbench) return current;
        localStorage.setItem(ROLES_KEY(userId), JSON.stringify(next));
        return next;
      });
    },
    [userId],
  );

  // The tree: the last answer stays while it is read again (and when a read fails: the explorer
  // shows 加载文件列表失败 only with no tree at all). The spec's own toast, each failed read.
  const treeRead = useApiQuery('ideFiles', {}, { onError: () => toast.error('加载文件列表失败') });
  // `null` until the first answer, then the answer's own array: the same value from render to
  // render until a new answer, since effects below and on the page (the testbench's text) read
  // again when it changes — a fresh `?? []` each render would make that a loop.
  const tree: IdeTreeNode[] | null = treeRead.data?.files ?? null;
  const treeFailed = treeRead.status === 'failed';
  /** Reads the tree again; resolves once a read started after the call has answered. */
  const refresh = treeRead.refetch;

  // Roles pointing at files that are gone are dropped, on every tree answer.
  useEffect(() => {
    if (!tree) return;
    const present = new Set(filePaths(tree));
    setRoles((r) => ({
      top: r.top && present.has(r.top) ? r.top : null,
      testbench: r.testbench && present.has(r.testbench) ? r.testbench : null,
    }));
  }, [tree, setRoles]);

  const edit = useCallback((path: string, content: string) => {
    setFiles((open) => open.map((f) => (f.path === path ? { ...f, content } : f)));
  }, []);

  /** Saves one open file; true when saved (or nothing to save). */
  const save = useCallback(
    async (path: string, quiet = false): Promise<boolean> => {
      const file = filesRef.current.find((f) => f.path === path);
      if (!file) return true;
      const content = file.content;
      try {
        await apiCall('ideSaveFile', { content }, { name: path });
        setFiles((open) => open.map((f) => (f.path === path ? { ...f, saved: content } : f)));
        if (!quiet) toast.success('文件保存成功');
        void refresh();
        return true;
      } catch (error) {
        toast.error(saveFailure(error));
        return false;
      }
    },
    [refresh],
  );

  const isModified = (f: OpenFile) => f.content !== f.saved;

  /** Saves every modified tab in turn; stops at the first failure (spec §4: compile stops then). */
  const saveAll = useCallback(async (): Promise<boolean> => {
    for (const file of filesRef.current.filter(isModified)) if (!(await save(file.path, true))) return false;
    return true;
  }, [save]);

  /** Switches tabs, saving the one left if it was modified (spec §4). */
  const activate = useCallback(
    async (path: string) => {
      const leaving = filesRef.current.find((f) => f.path === activeRef.current);
      if (leaving && leaving.path !== path && isModified(leaving)) await save(leaving.path, true);
      setActive(path);
    },
    [save],
  );

  const open = useCallback(
    async (path: string): Promise<boolean> => {
      if (filesRef.current.some((f) => f.path === path)) {
        await activate(path);
        return true;
      }
      try {
        const answer = await apiCall('ideReadFile', undefined, { name: path });
        setFiles((current) =>
          current.some((f) => f.path === path) ? current : [...current, { path, saved: answer.content, content: answer.content }],
        );
        await activate(path);
        return true;
      } catch (error) {
        toast.error(failureText(error, ideFailure('打开文件失败')));
        return false;
      }
    },
    [activate],
  );

  const close = useCallback(
    async (path: string) => {
      const file = filesRef.current.find((f) => f.path === path);
      if (!file) return;
      if (isModified(file)) {
        const keep = await confirmDialog({
          title: '保存修改？',
          message: `文件 ${path} 有未保存的修改，关闭前是否保存？`,
          confirmText: '保存',
          cancelText: '不保存',
        });
        if (keep && !(await save(path))) return;
      }
      const rest = filesRef.current.filter((f) => f.path !== path);
      setFiles(rest);
      if (activeRef.current === path) setActive(rest.at(-1)?.path ?? null);
    },
    [save],
  );

  const create = useCallback(
    async (path: string, content: string): Promise<boolean> => {
      try {
        const answer = await apiCall('ideCreateFile', { path, type: 'file', content });
        toast.success('文件创建成功');
        await refresh();
        await open(answer.path);
        return true;
      } catch (error) {
        toast.error(
          error instanceof ApiError && error.status === 400 && error.code === undefined
            ? saveFailure(error)
            : failureText(error, ideFailure('创建文件失败')),
        );
        return false;
      }
    },
    [open, refresh],
  );

  /** A new folder: the server keeps it even while empty, so the refreshed tree shows it. */
  const createFolder = useCallback(
    async (path: string): Promise<boolean> => {
      try {
        await apiCall('ideCreateFile', { path, type: 'folder' });
        toast.success('文件夹创建成功');
        await refresh();
        return true;
      } catch (error) {
        toast.error(failureText(error, ideFailure('创建文件夹失败')));
        return false;
      }
    },
    [refresh],
  );

  const remove = useCallback(
    async (path: string) => {
      const confirmed = await confirmDialog({
        title: '删除',
        message: `确定删除 ${path} 吗？删除后无法恢复。`,
        confirmText: '删除',
        danger: true,
      });
      if (!confirmed) return;
      try {
        await apiCall('ideDeleteFile', undefined, { name: path });
        const rest = filesRef.current.filter((f) => !under(f.path, path));
        setFiles(rest);
        if (activeRef.current && under(activeRef.current, path)) setActive(rest.at(-1)?.path ?? null);
        setRoles((r) => ({
          top: r.top && under(r.top, path) ? null : r.top,
          testbench: r.testbench && under(r.testbench, path) ? null : r.testbench,
        }));
        toast.success('删除成功');
        await refresh();
      } catch (error) {
        toast.error(failureText(error, ideFailure('删除失败')));
      }
    },
    [refresh, setRoles],
  );

  const rename = useCallback(
    async (path: string, newName: string): Promise<boolean> => {
      try {
        const { new_path: moved } = await apiCall('ideRenameFile', { new_name: newName }, { name: path });
        const follow = (p: string | null) => (p && under(p, path) ? moved + p.slice(path.length) : p);
        setFiles((open) => open.map((f) => ({ ...f, path: follow(f.path)! })));
        setActive((a) => follow(a));
        setRoles((r) => ({ top: follow(r.top), testbench: follow(r.testbench) }));
        toast.success('重命名成功');
        await refresh();
        return true;
      } catch (error) {
        toast.error(
          error instanceof ApiError && error.status === 400 && error.code === undefined
            ? saveFailure(error)
            : failureText(error, ideFailure('重命名失败')),
        );
        return false;
      }
    },
    [refresh, setRoles],
  );

  const importFiles = useCallback(
    async (picked: File[]) => {
      if (picked.length === 0) return;
      try {
        const zips = picked.filter((f) => f.name.toLowerCase().endsWith('.zip'));
        const texts = picked.filter((f) => !f.name.toLowerCase().endsWith('.zip'));
        for (const zip of zips) toast.success((await upload('ideImportZip', zip)).message);
        if (texts.length > 0) {
          const answer = await apiCall('ideImportFiles', {
            files: await Promise.all(texts.map(async (f) => ({ path: f.name, content: await f.text() }))),
          });
          toast.success(answer.message);
        }
        await refresh();
      } catch (error) {
        toast.error(
          error instanceof ApiError && error.status === 400 && error.code === undefined
            ? saveFailure(error)
            : failureText(error, ideFailure('导入文件失败')),
        );
      }
    },
    [refresh],
  );

  const exportProject = useCallback(async () => {
    if (!tree || filePaths(tree).length === 0) {
      toast.warning('没有文件可以导出');
      return;
    }
    try {
      const { blob, fileName } = await download('ideExport');
      saveFile(blob, fileName);
    } catch (error) {
      toast.error(failureText(error, ideFailure('导出文件失败')));
    }
  }, [tree]);

  /** Loads a project template into a folder of its own and marks its design and testbench. */
  const loadTemplate = useCallback(
    async (name: string): Promise<boolean> => {
      try {
        const loaded = await apiCall('ideLoadTemplate', undefined, { name });
        setRoles(() => ({ top: loaded.top_file, testbench: loaded.testbench_file }));
        toast.success(loaded.message);
        await refresh();
        await open(loaded.testbench_file);
        return true;
      } catch (error) {
        toast.error(
          error instanceof ApiError && error.kind === 'http'
            ? failureText(error, { ...ideFailure('加载模板失败'), requestFailed: NETWORK })
            : '加载模板失败，请检查网络连接',
        );
        return false;
      }
    },
    [open, refresh, setRoles],
  );

  /** The text of a file: the open tab's (edited) text, else the server's. */
  const textOf = useCallback(async (path: string): Promise<string | null> => {
    const openFile = filesRef.current.find((f) => f.path === path);
    if (openFile) return openFile.content;
    try {
      return (await apiCall('ideReadFile', undefined, { name: path })).content;
    } catch {
      return null;
    }
  }, []);

  /** Replaces a file's text and saves it (the automatic waveform statements). */
  const replaceAndSave = useCallback(
    async (path: string, content: string): Promise<boolean> => {
      try {
        await apiCall('ideSaveFile', { content }, { name: path });
        setFiles((open) => open.map((f) => (f.path === path ? { path, saved: content, content } : f)));
        void refresh();
        return true;
      } catch (error) {
        toast.error(saveFailure(error));
        return false;
      }
    },
    [refresh],
  );

  return {
    tree,
    treeFailed,
    files,
    active,
    roles,
    setRoles,
    refresh,
    edit,
    save,
    saveAll,
    activate,
    open,
    close,
    create,
    remove,
    rename,
    createFolder,
    importFiles,
    exportProject,
    loadTemplate,
    textOf,
    replaceAndSave,
  };
}

export type Workspace = ReturnType<typeof useWorkspace>;
