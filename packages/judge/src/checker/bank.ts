/**
 * Checks over the whole bank, beyond each problem on its own: unique slugs and chapter
 * positions, tags from the documented vocabulary (problems/tags.json), a learning path that is
 * a directed acyclic graph with no dangling links, and near-duplicate statements or references.
 * Errors fail the check; near-duplicates are reported for a person to look at.
 */
import { lex, type ProblemFolder } from '@veridojo/problem-format';

export interface BankReport {
  errors: string[];
  nearDuplicates: string[];
  summary: string[];
}

/** Why 0.85: rewording a statement keeps well under it; copying with a changed name stays above. */
const STATEMENT_SIMILARITY = 0.85;
/** Why 0.95: references of different problems share keywords, rarely 95% of their token trigrams. */
const REFERENCE_SIMILARITY = 0.95;

function shingles(items: string[], n: number): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + n <= items.length; i++) set.add(items.slice(i, i + n).join('\u0001'));
  return set;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  return common / (a.size + b.size - common);
}

/** Statement text without Markdown punctuation and spacing: what a reader would compare. */
function statementShingles(markdown: string): Set<string> {
  const text = markdown.replace(/```[\s\S]*?```/g, ' ').replace(/[#|*`_\->\s]+/g, '');
  return shingles([...text], 5);
}

/** The reference's tokens with identifiers made anonymous, so renaming a signal changes nothing. */
function referenceShingles(source: string): Set<string> {
  const keywords =
    /^(module|endmodule|input|output|inout|wire|reg|assign|always|begin|end|if|else|case|casez|endcase|posedge|negedge|or|and|default|for|integer|genvar|generate|endgenerate|parameter|localparam)$/;
  return shingles(
    lex(source).map((t) => (t.kind === 'ident' && !keywords.test(t.text) ? 'ID' : t.text)),
    3,
  );
}

function findCycle(edges: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

export function checkBank(bank: ProblemFolder[], vocabulary: Record<string, string>): BankReport {
  const errors: string[] = [];
  const bySlug = new Map<string, ProblemFolder>();
  for (const p of bank) {
    if (bySlug.has(p.meta.slug)) errors.push(`slug ${p.meta.slug} 重复：${bySlug.get(p.meta.slug)!.folder} 与 ${p.folder}`);
    bySlug.set(p.meta.slug, p);
    for (const tag of p.meta.tags)
      if (!Object.hasOwn(vocabulary, tag)) errors.push(`${p.meta.slug}：标签「${tag}」不在 problems/tags.json 中`);
  }

  const chapters = new Map<string, { number: number; title: string; problems: ProblemFolder[] }>();
  const chapterNumbers = new Map<number, string>();
  for (const p of bank) {
    const entry = chapters.get(p.chapter.folder) ?? { number: p.chapter.number, title: p.chapter.title, problems: [] };
    entry.problems.push(p);
    chapters.set(p.chapter.folder, entry);
    const other = chapterNumbers.get(p.chapter.number);
    if (other && other !== p.chapter.folder) errors.push(`章节编号 ${p.chapter.number} 重复：${other} 与 ${p.chapter.folder}`);
    chapterNumbers.set(p.chapter.number, p.chapter.folder);
  }
  for (const [folder, chapter] of chapters) {
    const positions = new Map<number, string>();
    for (const p of chapter.problems) {
      const other = positions.get(p.meta.position);
      if (other) errors.push(`${folder}：位置 ${p.meta.position} 被 ${other} 和 ${p.meta.slug} 同时使用`);
      positions.set(p.meta.position, p.meta.slug);
    }
  }

  // The learning path: prerequisite → problem and problem → next.
  const edges = new Map<string, string[]>(bank.map((p) => [p.meta.slug, []]));
  let edgeCount = 0;
  for (const p of bank) {
    for (const pre of p.meta.prerequisites) {
      if (!bySlug.has(pre)) errors.push(`${p.meta.slug}：先修题 ${pre} 不存在`);
      else if (pre === p.meta.slug) errors.push(`${p.meta.slug}：不能以自己为先修题`);
      else {
        edges.get(pre)!.push(p.meta.slug);
        edgeCount++;
      }
    }
    for (const next of p.meta.next) {
      if (!bySlug.has(next)) errors.push(`${p.meta.slug}：后续题 ${next} 不存在`);
      else if (next === p.meta.slug) errors.push(`${p.meta.slug}：不能以自己为后续题`);
      else {
        edges.get(p.meta.slug)!.push(next);
        edgeCount++;
      }
    }
  }
  const cycle = findCycle(edges);
  if (cycle) errors.push(`学习路径有环：${cycle.join(' → ')}`);

  const nearDuplicates: string[] = [];
  const statements = bank.map((p) => statementShingles(p.statement));
  const references = bank.map((p) => referenceShingles(p.reference));
  for (let i = 0; i < bank.length; i++) {
    for (let j = i + 1; j < bank.length; j++) {
      const s = jaccard(statements[i]!, statements[j]!);
      if (s >= STATEMENT_SIMILARITY)
        nearDuplicates.push(`题面相似 ${(s * 100).toFixed(0)}%：${bank[i]!.meta.slug} 与 ${bank[j]!.meta.slug}`);
      const r = jaccard(references[i]!, references[j]!);
      if (r >= REFERENCE_SIMILARITY)
        nearDuplicates.push(`参考答案相似 ${(r * 100).toFixed(0)}%：${bank[i]!.meta.slug} 与 ${bank[j]!.meta.slug}`);
    }
  }

  const roots = bank.filter((p) => p.meta.prerequisites.length === 0 && !bank.some((q) => q.meta.next.includes(p.meta.slug))).length;
  const summary = [
    `学习路径：${bank.length} 道题，${edgeCount} 条边，${roots} 个起点${cycle ? '（有环）' : '，无环'}`,
    ...[...chapters.values()]
      .sort((a, b) => a.number - b.number)
      .map((c) => {
        const count = (d: string) => c.problems.filter((p) => p.meta.difficulty === d).length;
        return `${c.title}：${c.problems.length} 道（简单 ${count('简单')}，中等 ${count('中等')}，困难 ${count('困难')}）`;
      }),
  ];
  return { errors, nearDuplicates, summary };
}
