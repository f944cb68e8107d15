/**
 * Faulty designs drawn from mutants of a testbench-writing problem's design.v (issue 18: written
 * faulty designs plus reviewed mutants). A mutant file, faulty/mutant-*.v, is two header lines —
 * its category and where it came from — followed by the mutant exactly as generateMutants makes
 * it, so the checker can prove it is still one small change of today's design.v (a design.v edited
 * later would leave stale mutants behind). A written faulty design that is the very same change
 * counts as a mutant too.
 */
import { generateMutants, type Mutant } from './mutants.ts';

/** Faulty design files that are mutants carry this prefix. */
export const MUTANT_PREFIX = 'mutant-';
/**
 * Why 1: a small design has few mutants (an AND gate has one), and a written faulty design that is
 * the same one-token change counts too; what matters is that some fault came from the design.
 */
const MIN_MUTANT_DESIGNS = 1;
const ORIGIN = /^\/\/ mutant (\S+@\d+:\d+): /;

/** A mutant id's parts (`kind@line:token`, as generateMutants writes it). */
export function mutantKind(id: string): string {
  return id.slice(0, id.indexOf('@'));
}

export function mutantLine(id: string): number {
  return Number(id.slice(id.indexOf('@') + 1).split(':')[0]);
}

/** The category a learner sees when a testbench misses this kind of mutant. */
export function faultCategoryOf(id: string): string {
  const kind = mutantKind(id);
  if (kind === 'reset') return '复位';
  if (kind === 'edge' || kind === 'blocking') return '时序';
  if (kind.startsWith('constant') || kind === 'bitflip') return '边界值';
  return '功能';
}

export function mutantHeader(mutant: Mutant, category: string): string {
  return `// category: ${category}\n// mutant ${mutant.id}: ${mutant.description}\n`;
}

/**
 * What is wrong with the problem's mutant files: each must be a mutant of design.v as it is now,
 * and there must be at least MIN_MUTANT_DESIGNS of them.
 */
export function checkMutantDesigns(design: string, faulty: { name: string; code: string }[]): string[] {
  const files = faulty.filter((f) => f.name.startsWith(MUTANT_PREFIX));
  const mutants = generateMutants(design, { reset: resetNameOf(design) });
  const byId = new Map(mutants.map((m) => [m.id, m.code]));
  const failures: string[] = [];
  for (const file of files) {
    const lines = file.code.split('\n');
    const id = ORIGIN.exec(lines[1] ?? '')?.[1];
    const body = lines.slice(2).join('\n');
    if (id === undefined) failures.push(`faulty/${file.name}：第二行应写明来源，如 // mutant edge@4:12: …`);
    else if (byId.get(id) !== body)
      failures.push(`faulty/${file.name}：不再是 design.v 的变异体 ${id}（design.v 改过了？请重新生成并复核）`);
  }
  const mutantCode = new Set(mutants.map((m) => normalised(m.code)));
  const written = faulty.filter((f) => !f.name.startsWith(MUTANT_PREFIX) && mutantCode.has(normalised(f.code)));
  if (files.length + written.length < MIN_MUTANT_DESIGNS)
    failures.push(
      `至少需要 ${MIN_MUTANT_DESIGNS} 个由 design.v 变异而来的错误设计（用 npm run problems:mutants 生成 faulty/${MUTANT_PREFIX}*.v 并复核）`,
    );
  return failures;
}

/** The code without comments and blank space: what two designs share when they are the same change. */
export function normalised(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\s+/g, '');
}

/** The reset input's name as generateMutants wants it, read from the design. */
export function resetNameOf(design: string): string | undefined {
  return /\b(rst_n|rst|reset_n|reset|areset|arst_n|arst|clr)\b/.exec(design)?.[1];
}
