/**
 * The online IDE's project workspace (spec §2 Online IDE, §3 file tree node, §5, §7 Online IDE):
 * the path rule every stored file and folder obeys, the create and rename rules of the names a
 * learner types (one function each, used by the server and the web app alike), the hard ceilings behind the configurable quotas, and the schemas of the calls.
 */
import { z } from 'zod';
import { SuccessStatus } from './envelope.ts';
import { IdeRunOutput, IdeRunStatus } from './jobs.ts';
import { ProjectTemplateMeta, TemplateName } from './templates.ts';
import { text } from './validation.ts';
import { Diagnostic } from './verdict.ts';

/** File types a project holds (spec §9: .v .sv .vh .svh, import also .txt). */
const IDE_FILE_EXTENSIONS = ['.v', '.sv', '.vh', '.svh', '.txt'] as const;
/** Why 8: deeper trees are a maze in a sidebar, and every path stays short enough to show. */
const IDE_MAX_DEPTH = 8;
/** Why 100: a descriptive module name fits many times over; a 300-character name breaks every view. */
const IDE_MAX_SEGMENT = 100;
/**
 * Ceilings of the configurable quotas (system config ide_max_*): the request body limits are
 * derived from them, so an admin may lower the quotas freely but not raise them past what the
 * server reads. Why 1 MiB a file: a hand-written Verilog file is a few KiB; a generated memory
 * image of 1 MiB is already more than the IDE's editor handles. Why 8 MiB a project: the export
 * and import hold a project in memory at once.
 */
export const IDE_FILE_BYTES_CEILING = 1024 * 1024;
export const IDE_PROJECT_BYTES_CEILING = 8 * 1024 * 1024;
/** Why 2 000: a tree of that many entries is far past any learner's project; the list stays one query. */
export const IDE_ENTRIES_CEILING = 2000;

/** Letters, digits, `_ - .` and CJK ideographs — nothing that looks like another character. */
const SEGMENT_PATTERN = /^[A-Za-z0-9_\-.\u3400-\u4dbf\u4e00-\u9fff]+$/u;

export type IdeEntryType = 'file' | 'folder';

export const IDE_PATH_MSG = {
  empty: '路径不能为空',
  absolute: '路径不能以 / 开头，请使用相对于项目根目录的路径',
  backslash: '路径不能包含反斜杠 \\，请使用 / 分隔文件夹',
  emptySegment: '路径中不能有空的文件夹名（例如 a//b.v 或以 / 结尾）',
  dots: '路径中不能包含 . 或 .. 这样的文件夹名',
  depth: `路径最多 ${IDE_MAX_DEPTH} 层`,
  segmentLength: `文件名和文件夹名最多 ${IDE_MAX_SEGMENT} 个字符`,
  chars: '文件名只能包含字母、数字、下划线、点、连字符和汉字',
  extension: `文件扩展名必须是 ${IDE_FILE_EXTENSIONS.join('、')} 之一`,
} as const;

/** The structural problem of a path (characters aside), or null: relative, `/`-separated, no climbs, bounded. */
function pathShapeProblem(path: string): string | null {
  const control = text('路径').safeParse(path);
  if (!control.success) return control.error.issues[0]?.message ?? IDE_PATH_MSG.chars;
  if (path.length === 0) return IDE_PATH_MSG.empty;
  if (path.startsWith('/')) return IDE_PATH_MSG.absolute;
  if (path.includes('\\')) return IDE_PATH_MSG.backslash;
  const segments = path.split('/');
  if (segments.some((s) => s === '')) return IDE_PATH_MSG.emptySegment;
  if (segments.some((s) => s === '.' || s === '..')) return IDE_PATH_MSG.dots;
  if (segments.length > IDE_MAX_DEPTH) return IDE_PATH_MSG.depth;
  if (segments.some((s) => [...s].length > IDE_MAX_SEGMENT)) return IDE_PATH_MSG.segmentLength;
  return null;
}

function hasExtension(path: string, extensions: readonly string[]): boolean {
  const lower = path.toLowerCase();
  return extensions.some((ext) => lower.endsWith(ext));
}

/**
 * The first problem with `path` as the path of an existing or imported `type` entry, as a Chinese
 * sentence, or null. Relative to the project root, `/`-separated; each segment allowed characters
 * only; files end in one of IDE_FILE_EXTENSIONS. Control characters are named by the text rule
 * first. Wider than the names typed in the IDE (ideCreateProblem, ideRenameProblem): an imported
 * file keeps its Chinese name, and a file named so stays reachable.
 */
export function idePathProblem(path: string, type: IdeEntryType): string | null {
  const shape = pathShapeProblem(path);
  if (shape) return shape;
  if (path.split('/').some((s) => !SEGMENT_PATTERN.test(s))) return IDE_PATH_MSG.chars;
  if (type === 'file' && !hasExtension(path, IDE_FILE_EXTENSIONS)) return IDE_PATH_MSG.extension;
  return null;
}

/** The types of a file created in the IDE (spec §5 create file, §9); import also takes .txt. */
export const IDE_CREATE_EXTENSIONS = ['.v', '.sv', '.vh', '.svh'] as const;
/** The characters of a name typed in the IDE (spec §5 rename): letters, digits, `_ . -`. */
const NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Characters the spec's create-file rule names (spec §5). */
const CREATE_FORBIDDEN = /[<>:"|?*\\]/;

/** The create and rename dialogs' sentences: the spec's own (§5) where it gives them. */
export const IDE_NAME_MSG = {
  empty: '文件名不能为空',
  same: '新名称与当前名称相同',
  chars: '文件名只能包含字母、数字、下划线、点和连字符',
  forbidden: '文件名不能包含 < > : " | ? * \\ 这些字符',
  extension: `文件名必须以 ${IDE_CREATE_EXTENSIONS.join('、')} 结尾`,
  createHint: `支持的文件类型：${IDE_CREATE_EXTENSIONS.join('、')}`,
  folderEmpty: '文件夹名不能为空',
  folderChars: '文件夹名只能包含字母、数字、下划线、点和连字符',
  folderForbidden: '文件夹名不能包含 < > : " | ? * \\ 这些字符',
} as const;

/**
 * The create dialogs' rule (spec §5 create file; a folder likewise, without a type), the same on
 * the server and in the web app: non-blank, none of `< > : " | ? * \`, a file one of .v .sv .vh
 * .svh; a path (`rtl/alu.v`) creates it in a folder, each name of letters, digits, `_ . -` — the
 * spec's rename rule, so whatever is created can be renamed to itself. Null when fine.
 */
export function ideCreateProblem(path: string, type: IdeEntryType): string | null {
  const folder = type === 'folder';
  if (path.trim() === '') return folder ? IDE_NAME_MSG.folderEmpty : IDE_NAME_MSG.empty;
  if (CREATE_FORBIDDEN.test(path)) return folder ? IDE_NAME_MSG.folderForbidden : IDE_NAME_MSG.forbidden;
  if (!folder && !hasExtension(path, IDE_CREATE_EXTENSIONS)) return IDE_NAME_MSG.extension;
  const shape = pathShapeProblem(path);
  if (shape) return shape;
  if (path.split('/').some((s) => !NAME_PATTERN.test(s))) return folder ? IDE_NAME_MSG.folderChars : IDE_NAME_MSG.chars;
  return null;
}

/**
 * The rename dialog's rule (spec §5 rename), the same on the server and in the web app: the new
 * name of `current` in its folder — non-empty, different, letters, digits, `_ . -` only (no `/`:
 * a rename does not move) — and a file keeps a type the project holds. Null when fine.
 */
export function ideRenameProblem(current: string, next: string, type: IdeEntryType): string | null {
  if (next === '') return IDE_NAME_MSG.empty;
  if (next === current) return IDE_NAME_MSG.same;
  if (!NAME_PATTERN.test(next)) return IDE_NAME_MSG.chars;
  if (next === '.' || next === '..') return IDE_PATH_MSG.dots;
  if ([...next].length > IDE_MAX_SEGMENT) return IDE_PATH_MSG.segmentLength;
  if (type === 'file' && !hasExtension(next, IDE_FILE_EXTENSIONS)) return IDE_PATH_MSG.extension;
  return null;
}

/**
 * The identity of a path among its siblings: ASCII letters folded to lower case (the only letters
 * the rule allows that have a case), so `Top.v` and `top.v` cannot both exist — they would be one
 * file on a case-insensitive disk after an export.
 */
export function idePathKey(path: string): string {
  return path.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** The folder holding `path` ('' for the root) and its last segment. */
export function splitIdePath(path: string): { parent: string; name: string } {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? { parent: '', name: path } : { parent: path.slice(0, slash), name: path.slice(slash + 1) };
}

/** A node of the project tree (spec §3): folders carry children and the total size of their files. */
export interface IdeTreeNode {
  name: string;
  path: string;
  type: IdeEntryType;
  /** Bytes of UTF-8: the file's, or a folder's files together. */
  size: number;
  children?: IdeTreeNode[];
}
export const IdeTreeNode: z.ZodType<IdeTreeNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    type: z.enum(['file', 'folder']),
    size: z.number().int(),
    children: z.array(IdeTreeNode).optional(),
  }),
);

export const IdeFilesResponse = z.object({ status: SuccessStatus, files: z.array(IdeTreeNode) });
export const IdeFileResponse = z.object({ status: SuccessStatus, path: z.string(), content: z.string(), size: z.number().int() });

const IdePath = text('路径');
const IdeContent = text('文件内容', { multiline: true });

export const IdeSaveBody = z.strictObject({ content: IdeContent });
export const IdeSaved = z.object({ status: SuccessStatus, message: z.string(), path: z.string(), size: z.number().int() });

export const IdeCreateBody = z.strictObject({
  path: IdePath,
  type: z.enum(['file', 'folder'], { error: '类型必须是 file 或 folder' }),
  content: IdeContent.optional(),
});
export const IdeCreated = z.object({ status: SuccessStatus, message: z.string(), path: z.string(), type: z.enum(['file', 'folder']) });

/** `new_name`: the new name in the same folder (ideRenameProblem: a rename does not move). */
export const IdeRenameBody = z.strictObject({ new_name: text('新名称') });
export const IdeRenamed = z.object({ status: SuccessStatus, message: z.string(), new_path: z.string() });

export const IdeDeleted = z.object({ status: SuccessStatus, message: z.string() });

/** Plain files imported at once (the toolbar's import, several files): each written as a save would. */
export const IdeImportBody = z.strictObject({
  files: z
    .array(z.strictObject({ path: IdePath, content: IdeContent }))
    .min(1, '请选择要导入的文件')
    .max(IDE_ENTRIES_CEILING, `一次最多导入 ${IDE_ENTRIES_CEILING} 个文件`),
});
export const IdeImported = z.object({ status: SuccessStatus, message: z.string(), paths: z.array(z.string()) });

/** Spec §5/§7: a save over the line limit is a 400 with this body, not the envelope. */
export const RestrictedResponse = z.object({ is_restricted: z.literal(true), message: z.string() });

/** JSON of one file: its characters at up to 6 bytes each once escaped, plus 4 KiB for the rest. */
export const IDE_FILE_JSON_BYTES = IDE_FILE_BYTES_CEILING * 6 + 4 * 1024;
/**
 * Plain-file import: a whole project at 2 bytes a character (code escapes newlines and quotes as
 * two bytes). Not 6: a 48 MiB JSON body is too much to parse for one click; a project of Chinese
 * text escaped as \uXXXX imports as a zip instead.
 */
export const IDE_IMPORT_JSON_BYTES = IDE_PROJECT_BYTES_CEILING * 2 + 64 * 1024;
/** A project zip: at most the project ceiling stored, plus its headers (at most 2 000 entries of at most 808-character names, under 4 MiB). */
export const IDE_ZIP_BYTES = IDE_PROJECT_BYTES_CEILING + 4 * 1024 * 1024;

// ---- Compile and simulate (spec §7: POST /online/compile, /online/simulate) ----

/** A Verilog identifier: what `top_module` names (the compiler's -s). */
const ModuleName = text('顶层模块')
  .max(255)
  .regex(/^[A-Za-z_][A-Za-z0-9_$]*$/, '模块名只能包含字母、数字、下划线和 $，且不能以数字开头');

/**
 * The spec's fields — top_module (default test_bench) and timeout in seconds (clamped by the
 * server, see IDE_RUN_LIMITS) — plus `top_file`: the file the learner set as top level or as
 * testbench in the explorer. The project compiled is that file and the files defining the modules
 * it uses, transitively (so two loaded templates that both define test_bench do not collide);
 * without it, the one file defining top_module.
 */
export const IdeRunBody = z.strictObject({
  top_module: ModuleName.optional(),
  timeout: z.number({ error: 'timeout 必须是秒数' }).positive('timeout 必须大于 0').max(3600).optional(),
  top_file: IdePath.optional(),
});
export type IdeRunBody = z.infer<typeof IdeRunBody>;

export const IdeRunResponse = z.object({
  /** The spec's reading: success, or error with `error` set to the message. */
  status: z.enum(['success', 'error']),
  success: z.boolean(),
  /** How the run ended, for the client's report (time_limit: the spec's timeout report). */
  outcome: IdeRunStatus,
  message: z.string(),
  error: z.string().optional(),
  log: z.string(),
  /** Compiler errors and warnings and (compile) Verilator lint warnings, with the project's file names. */
  diagnostics: z.array(Diagnostic),
  /** The project files compiled (top_file and what it uses), in compile order. */
  files: z.array(z.string()),
  top_module: z.string(),
  /** The wall-clock limit applied, in seconds (the request's timeout, clamped). */
  timeout: z.number(),
  /** Simulate: the VCD text, or null without a dump. */
  waveform: z.string().nullable(),
  waveform_truncated: z.boolean(),
  dump_inserted: z.boolean(),
  /**
   * Simulate: the files the testbench wrote in its run directory (`$fopen(…, "w")`, `$fdisplay`),
   * within the quotas IDE_OUTPUT_FILES and IDE_OUTPUT_FILE_BYTES; [] for a compile. They are the
   * run's outputs only: nothing is written into the project.
   */
  outputs: z.array(IdeRunOutput),
});
export type IdeRunResponse = z.infer<typeof IdeRunResponse>;

// ---- Project templates (spec §7: GET /online/templates, POST /online/templates/{name}) ----

export const IdeTemplate = ProjectTemplateMeta.extend({
  /** The template's files in order: the design first, the testbench last. */
  files: z.array(z.object({ name: z.string(), content: z.string() })),
  /** The file defining `top` (the testbench), and the design file the testbench tests. */
  testbench_file: z.string(),
  design_file: z.string(),
});
export type IdeTemplate = z.infer<typeof IdeTemplate>;
export const IdeTemplatesResponse = z.object({ status: SuccessStatus, templates: z.array(IdeTemplate) });

export const IdeTemplateParams = z.object({ name: TemplateName });
/**
 * A loaded template's files sit in a folder of their own named after it (counter/, then
 * counter_2/ …), so loading never overwrites the learner's files. The answer names what the
 * explorer should mark: the testbench file and module, and the design's file and top module.
 */
export const IdeTemplateLoaded = z.object({
  status: SuccessStatus,
  message: z.string(),
  folder: z.string(),
  paths: z.array(z.string()),
  testbench_file: z.string(),
  testbench_module: z.string(),
  top_file: z.string(),
  top_module: z.string(),
});
export type IdeTemplateLoaded = z.infer<typeof IdeTemplateLoaded>;
