/**
 * Reads the public VerilogEval layouts out of an uploaded pack and turns each benchmark problem
 * into a problem of ours that ships its own testbench (docs/PROBLEM_FORMAT.md):
 *
 * - v2 folders (`dataset_spec-to-rtl`, `dataset_code-complete-iccad2023`): `ProbNNN_name_prompt.txt`,
 *   `_ref.sv` (module RefModule), `_test.sv` (module tb instantiating RefModule and TopModule),
 *   optional `_ifc.txt` (the module header);
 * - v1 JSONL lines `{task_id, prompt, canonical_solution, test}` (prompt = the `top_module` header,
 *   canonical_solution = its body, test = `reference_module` + stimulus + tb), with optional
 *   description JSONL files `{task_id, detail_description}` used as the statement.
 *
 * Nothing here runs the tools: every problem read is still proven by the judge on import. What
 * cannot be read (a missing file, wrong module names, text that is not UTF-8, a bad JSONL line)
 * is reported per problem with a Chinese reason.
 */
import { ProblemMeta, type TestbenchMeta } from '@veridojo/contracts';
import { definedModules, lex, renameIdentifiers } from './lexer.ts';
import type { Chapter, ProblemFolder } from './problems.ts';

export interface VerilogEvalPack {
  problems: ProblemFolder[];
  rejected: { folder: string; slug: string | null; reason: string }[];
}

/** The tag every imported benchmark problem carries (problems/tags.json lists it). */
export const VERILOGEVAL_TAG = 'VerilogEval';

/** Chapters of imported benchmark problems: far after the bank's own, one per dataset. */
const CHAPTERS = {
  specToRtl: { number: 901, slug: 'verilogeval-spec-to-rtl', title: 'VerilogEval（导入）：规格转 RTL', label: '规格转 RTL' },
  codeComplete: { number: 902, slug: 'verilogeval-code-complete', title: 'VerilogEval（导入）：代码补全', label: '代码补全' },
  otherV2: { number: 903, slug: 'verilogeval-v2', title: 'VerilogEval（导入）', label: 'v2' },
  v1: { number: 904, slug: 'verilogeval-v1', title: 'VerilogEval v1（导入）', label: 'v1' },
} as const;

/**
 * Why 5 s: a benchmark testbench (a few thousand clock edges, a VCD) compiles and runs in well
 * under a second in the jail; the default limit of our own problems leaves ample room.
 */
const TIME_LIMIT_MS = 5000;

const V2_FILE = /^(?:(.*)\/)?(Prob(\d+)_(\w+?))_(prompt|ref|test|ifc)\.(txt|sv|v)$/;
const NAMES_V2 = { module: 'tb', dut: 'TopModule', reference: 'RefModule' } as const;
const NAMES_V1 = { module: 'tb', dut: 'top_module', reference: 'reference_module' } as const;

function slugPart(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'x'
  );
}

function utf8(data: Buffer, name: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new Error(`${name} 不是 UTF-8 编码的文本`);
  }
}

/** `module NAME ... ;` — the header of a module (up to the `;` after its port list), or null. */
export function moduleHeader(source: string, name: string): string | null {
  const tokens = lex(source);
  const at = tokens.findIndex((t, k) => t.text === 'module' && tokens[k + 1]?.text === name);
  if (at < 0) return null;
  let depth = 0;
  for (let k = at + 2; k < tokens.length; k++) {
    const t = tokens[k]!.text;
    if (t === '(') depth++;
    else if (t === ')') depth--;
    else if (t === ';' && depth === 0) return source.slice(tokens[at]!.start, tokens[k]!.start + 1);
  }
  return null;
}

/** The source without the definition of module `name` (from `module` to its `endmodule`). */
function withoutModule(source: string, name: string): string {
  const tokens = lex(source);
  const at = tokens.findIndex((t, k) => t.text === 'module' && tokens[k + 1]?.text === name);
  const end = tokens.findIndex((t, k) => k > at && t.text === 'endmodule');
  if (at < 0 || end < 0) return source;
  return source.slice(0, tokens[at]!.start) + source.slice(tokens[end]!.start + 'endmodule'.length);
}

/**
 * Why the testbench is checked here: a testbench that does not instantiate the reference and the
 * learner's module by the agreed names cannot be judged; saying so beats a compile error.
 */
function checkTestbench(test: string, names: typeof NAMES_V2 | typeof NAMES_V1): string | null {
  const tokens = lex(test);
  const idents = new Set(tokens.filter((t) => t.kind === 'ident').map((t) => t.text));
  const defined = definedModules(test);
  const missing = [names.reference, names.dut].filter((n) => !idents.has(n));
  if (!defined.includes(names.module)) return `测试平台没有定义顶层模块 ${names.module}`;
  if (missing.length > 0)
    return `测试平台没有实例化 ${missing.join('、')}（VerilogEval 的约定：tb 实例化 ${names.reference} 与 ${names.dut}）`;
  if (defined.includes(names.dut)) return `测试平台不能自己定义学习者要写的模块 ${names.dut}`;
  if (!tokens.some((t) => t.kind === 'string' && t.text.startsWith('"Mismatches:')))
    return '测试平台没有打印结果行 Mismatches: N in M samples';
  return null;
}

function template(header: string): string {
  return `${header.trim()}\n\n  // 在这里编写你的代码\n\nendmodule\n`;
}

/** The statement: the benchmark's text as it is (English), in a fence no line of it can close. */
function statement(title: string, origin: string, text: string, dut: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `# ${title}\n\n本题从 VerilogEval 基准导入（${origin}），题面保持原文。请实现模块 \`${dut}\`。\n\n${fence}text\n${text.trim()}\n${fence}\n`;
}

function tagsOf(header: string): string[] {
  const sequential = lex(header).some((t) => t.kind === 'ident' && /^(clk|clock)$/.test(t.text));
  return [VERILOGEVAL_TAG, sequential ? '时序逻辑' : '组合逻辑'];
}

interface Draft {
  slug: string;
  position: number;
  title: string;
  chapter: (typeof CHAPTERS)[keyof typeof CHAPTERS];
  folder: string;
  statement: string;
  header: string;
  reference: string;
  testbench: string;
  names: Omit<TestbenchMeta, 'samples'>;
}

function problemOf(d: Draft): ProblemFolder {
  const meta = ProblemMeta.parse({
    slug: d.slug,
    position: d.position,
    title: d.title.length > 100 ? `${d.title.slice(0, 99)}…` : d.title,
    difficulty: '中等',
    tags: tagsOf(d.header),
    time_limit_ms: TIME_LIMIT_MS,
    testbench: d.names,
  });
  const { label: _label, ...chapter } = d.chapter;
  const folderOfChapter: Chapter = { ...chapter, description: '从 VerilogEval 基准导入的题目（题面为英文原文）', folder: chapter.slug };
  return {
    meta,
    chapter: folderOfChapter,
    folder: d.folder,
    statement: d.statement,
    template: template(d.header),
    reference: d.reference,
    testbench: d.testbench,
    wrong: [],
  };
}

function v2Chapter(dir: string) {
  if (dir.includes('code-complete')) return { chapter: CHAPTERS.codeComplete, prefix: 've2cc' };
  if (dir.includes('spec-to-rtl')) return { chapter: CHAPTERS.specToRtl, prefix: 've2' };
  return { chapter: CHAPTERS.otherV2, prefix: `ve2-${slugPart(dir.split('/').pop() || 'root')}` };
}

function readV2(files: Map<string, Buffer>, out: VerilogEvalPack) {
  const groups = new Map<string, { dir: string; base: string; number: string; name: string; parts: Map<string, string> }>();
  for (const path of [...files.keys()].sort()) {
    const match = V2_FILE.exec(path);
    if (!match) continue;
    const [, dir = '', base = '', number = '', name = '', kind = ''] = match;
    const key = `${dir}/${base}`;
    const group = groups.get(key) ?? { dir, base, number, name, parts: new Map() };
    group.parts.set(kind, path);
    groups.set(key, group);
  }
  for (const { dir, base, number, name, parts } of groups.values()) {
    const { chapter, prefix } = v2Chapter(dir);
    const folder = dir ? `${dir}/${base}` : base;
    const slug = `${prefix}-prob${number.padStart(3, '0')}-${slugPart(name)}`;
    try {
      const read = (kind: string, what: string) => {
        const path = parts.get(kind);
        if (!path) throw new Error(`缺少 ${base}_${kind}.${kind === 'prompt' ? 'txt' : 'sv'}（${what}）`);
        return utf8(files.get(path)!, path.split('/').pop()!);
      };
      const prompt = read('prompt', '题面');
      const ref = read('ref', '参考答案');
      const test = read('test', '测试平台');
      const ifc = parts.has('ifc') ? read('ifc', '接口') : null;
      if (!definedModules(ref).includes(NAMES_V2.reference)) throw new Error(`参考答案 ${base}_ref.sv 没有定义模块 ${NAMES_V2.reference}`);
      const problem = checkTestbench(test, NAMES_V2);
      if (problem) throw new Error(problem);
      // The reference defines the learner's module name, as in our own problems; the judge renames it per run.
      const reference = renameIdentifiers(ref, new Map([[NAMES_V2.reference, NAMES_V2.dut]]));
      const header =
        (ifc && moduleHeader(ifc, NAMES_V2.dut)) ?? moduleHeader(prompt, NAMES_V2.dut) ?? moduleHeader(reference, NAMES_V2.dut)!;
      const title = `${name}（VerilogEval ${chapter.label} ${number}）`;
      const origin = `${dir ? `${dir.split('/').pop()}/` : ''}${base}`;
      out.problems.push(
        problemOf({
          slug,
          position: Number(number) * 10,
          title,
          chapter,
          folder,
          statement: statement(title, origin, prompt, NAMES_V2.dut),
          header,
          reference,
          testbench: test,
          names: NAMES_V2,
        }),
      );
    } catch (error) {
      out.rejected.push({ folder, slug, reason: (error as Error).message });
    }
  }
}

/** "VerilogEval_Human.jsonl" and "VerilogDescription_Human.jsonl" share the key "human". */
function jsonlKey(path: string): string {
  const base = path
    .split('/')
    .pop()!
    .replace(/\.jsonl$/i, '');
  return base.replace(/verilog_?(eval|descriptions?)_?|_?(eval|descriptions?)$/gi, '').toLowerCase();
}

interface JsonlLine {
  line: number;
  value: Record<string, unknown> | null;
  error?: string;
}

function parseJsonl(text: string): JsonlLine[] {
  return text.split('\n').flatMap((raw, i): JsonlLine[] => {
    if (raw.trim() === '') return [];
    try {
      const value = JSON.parse(raw) as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return [{ line: i + 1, value: null, error: '不是 JSON 对象' }];
      return [{ line: i + 1, value: value as Record<string, unknown> }];
    } catch (error) {
      return [{ line: i + 1, value: null, error: `JSON 无法解析（${(error as Error).message}）` }];
    }
  });
}

function readV1(files: Map<string, Buffer>, out: VerilogEvalPack) {
  const evals: { path: string; lines: JsonlLine[] }[] = [];
  const descriptions = new Map<string, Map<string, string>>();
  for (const path of [...files.keys()].sort()) {
    if (!/\.jsonl$/i.test(path)) continue;
    let lines: JsonlLine[];
    try {
      lines = parseJsonl(utf8(files.get(path)!, path));
    } catch (error) {
      out.rejected.push({ folder: path, slug: null, reason: (error as Error).message });
      continue;
    }
    const values = lines.flatMap((l) => (l.value ? [l.value] : []));
    if (values.some((v) => 'test' in v || 'canonical_solution' in v)) evals.push({ path, lines });
    else if (values.some((v) => typeof v.detail_description === 'string')) {
      const map = new Map(values.flatMap((v) => (typeof v.task_id === 'string' ? [[v.task_id, String(v.detail_description ?? '')]] : [])));
      descriptions.set(jsonlKey(path), map);
    }
    // Any other JSONL (model completions, say) is not ours to read.
  }
  const onlyDescriptions = descriptions.size === 1 ? [...descriptions.values()][0] : undefined;
  evals.forEach(({ path, lines }, fileIndex) => {
    const key = jsonlKey(path) || 'v1';
    const described = descriptions.get(key) ?? onlyDescriptions;
    for (const { line, value, error } of lines) {
      const folder = `${path}:${line}`;
      const taskId = typeof value?.task_id === 'string' ? value.task_id : null;
      const slug = taskId ? `ve1-${slugPart(key)}-${slugPart(taskId)}` : null;
      try {
        if (!value) throw new Error(`第 ${line} 行：${error}`);
        const missing = ['task_id', 'prompt', 'canonical_solution', 'test'].filter((f) => typeof value[f] !== 'string');
        if (missing.length > 0) throw new Error(`第 ${line} 行：缺少字段 ${missing.join('、')}`);
        const prompt = value.prompt as string;
        const test = value.test as string;
        const header = moduleHeader(prompt, NAMES_V1.dut);
        if (!header) throw new Error(`prompt 中没有模块 ${NAMES_V1.dut} 的端口声明`);
        // The test carries its own copy of the reference; the canonical solution is the reference we keep.
        const testbench = withoutModule(test, NAMES_V1.reference);
        const problem = checkTestbench(testbench, NAMES_V1);
        if (problem) throw new Error(problem);
        const title = `${taskId}（VerilogEval v1 ${key}）`;
        const detail = described?.get(taskId!);
        out.problems.push(
          problemOf({
            slug: slug!,
            position: Math.min(99_999, fileIndex * 2000 + line * 10),
            title,
            chapter: CHAPTERS.v1,
            folder,
            statement: statement(title, `${path.split('/').pop()} 中的 ${taskId}`, detail?.trim() ? detail : prompt, NAMES_V1.dut),
            header,
            reference: `${prompt}${value.canonical_solution as string}`,
            testbench,
            names: NAMES_V1,
          }),
        );
      } catch (failure) {
        out.rejected.push({ folder, slug, reason: (failure as Error).message });
      }
    }
  });
}

/** Every VerilogEval problem in the pack's files, and the reasons for those that cannot be read. */
export function readVerilogEval(files: Map<string, Buffer>): VerilogEvalPack {
  const out: VerilogEvalPack = { problems: [], rejected: [] };
  readV2(files, out);
  readV1(files, out);
  return out;
}
