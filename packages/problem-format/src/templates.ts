/**
 * Reads the IDE's project templates: one folder per template under a root (the repository's
 * packages/problem-format/templates), each with a template.json (ProjectTemplateMeta) and its
 * Verilog files. What the server serves at GET /online/templates and copies into a project.
 * Nothing here runs the tools; packages/judge's templates test compiles and simulates each one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SYSTEM_CONFIG, ProjectTemplateMeta, type ProjectTemplate } from '@veridojo/contracts';
import { definedModules } from './lexer.ts';
import { countCodeLines } from './line-count.ts';

const TEMPLATE_FILE = 'template.json';
/**
 * The templates' folder from the repository root, where the server runs (like PROBLEMS_DIR's
 * ./problems): the bundled server cannot find it from its own module's location.
 */
export const TEMPLATES_FOLDER = 'packages/problem-format/templates';

/**
 * Why every file stays within the default ide_line_limit (50 code lines): a normal user must be
 * able to load, save and run every template; a template they could not save would be a trap.
 */
export const TEMPLATE_LINE_LIMIT = DEFAULT_SYSTEM_CONFIG.ide_line_limit;

/** One template folder; throws, naming the folder and the fault, when it breaks a rule above. */
export function readProjectTemplate(root: string, folder: string): ProjectTemplate {
  const dir = path.join(root, folder);
  const fault = (why: string) => new Error(`模板 ${folder}：${why}`);
  const parsed = ProjectTemplateMeta.safeParse(JSON.parse(fs.readFileSync(path.join(dir, TEMPLATE_FILE), 'utf8')));
  if (!parsed.success)
    throw fault(`${TEMPLATE_FILE} 不合法：${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('；')}`);
  const meta = parsed.data;
  if (meta.name !== folder) throw fault(`name 应与文件夹同名`);
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(dir).sort()) {
    if (name === TEMPLATE_FILE) continue;
    if (!/^[a-z0-9_]+\.s?v$/.test(name)) throw fault(`只能包含 .v/.sv 文件，发现 ${name}`);
    const source = fs.readFileSync(path.join(dir, name), 'utf8');
    const lines = countCodeLines(source);
    if (lines > TEMPLATE_LINE_LIMIT) throw fault(`${name} 有 ${lines} 行代码，超过 ${TEMPLATE_LINE_LIMIT} 行`);
    files[name] = source;
  }
  if (!Object.values(files).some((source) => definedModules(source).includes(meta.top))) throw fault(`没有文件定义顶层模块 ${meta.top}`);
  return { ...meta, files };
}

/** Every template under `root`, in the picker's order. */
export function readProjectTemplates(root: string): ProjectTemplate[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readProjectTemplate(root, entry.name))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}
