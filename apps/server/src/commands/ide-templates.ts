/**
 * The IDE's project templates (spec §7: GET /online/templates, POST /online/templates/{name}):
 * served from the template folders (packages/problem-format/templates), and loaded into a
 * project as a new folder named after the template — counter/, or counter_2/ … when taken — so a
 * load never overwrites the learner's files. The files go through writeFiles like any import
 * (quotas, line limit; every template fits the default limit, see TEMPLATE_LINE_LIMIT).
 */
import { idePathKey, type IdeTemplate, type IdeTemplateLoaded, type ProjectTemplate } from '@veridojo/contracts';
import { definedModules, readProjectTemplates } from '@veridojo/problem-format';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { listEntries } from '../repos/ide-files.ts';
import type { UserRow } from '../repos/users.ts';
import { writeFiles } from './ide-workspace.ts';

/** The testbench (the file defining the template's top) and the design: the first other file. */
function roles(template: ProjectTemplate): { testbench: string; design: string } {
  const names = Object.keys(template.files);
  const testbench = names.find((name) => definedModules(template.files[name]!).includes(template.top))!;
  const design = names.find((name) => name !== testbench) ?? testbench;
  return { testbench, design };
}

export function listTemplates(ctx: AppContext): IdeTemplate[] {
  return readProjectTemplates(ctx.settings.templatesDir).map((template) => {
    const { testbench, design } = roles(template);
    // The design first, the testbench last: the picker's preview shows the design.
    const order = (name: string) => (name === testbench ? 1 : 0);
    const files = Object.keys(template.files)
      .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
      .map((name) => ({ name, content: template.files[name]! }));
    return { ...template, files, testbench_file: testbench, design_file: design };
  });
}

/** Why 100: a name suffix beyond that means a learner loading one template in a loop. */
const MAX_COPIES = 100;

export async function loadTemplate(ctx: AppContext, user: UserRow, name: string): Promise<IdeTemplateLoaded> {
  const template = readProjectTemplates(ctx.settings.templatesDir).find((t) => t.name === name);
  if (!template) throw new AppError('TEMPLATE_NOT_FOUND');
  const taken = new Set((await listEntries(ctx.db, user.id)).map((e) => idePathKey(e.path)));
  let folder = template.name;
  for (let copy = 2; taken.has(idePathKey(folder)); copy++) {
    if (copy > MAX_COPIES) throw new AppError('FILE_EXISTS', `项目中已有 ${MAX_COPIES} 份模板 ${template.name}，请先删除一些`);
    folder = `${template.name}_${copy}`;
  }
  // 'create': if another load took the folder meanwhile, this one is refused instead of overwriting it.
  const written = await writeFiles(
    ctx,
    user,
    Object.entries(template.files).map(([file, content]) => ({ path: `${folder}/${file}`, content })),
    'create',
  );
  const { testbench, design } = roles(template);
  return {
    status: 'success',
    message: `已载入模板“${template.title}”到文件夹 ${folder}`,
    folder,
    paths: written.map((w) => w.path),
    testbench_file: `${folder}/${testbench}`,
    testbench_module: template.top,
    top_file: `${folder}/${design}`,
    top_module: definedModules(template.files[design]!)[0] ?? template.top,
  };
}
