/**
 * Counts the lines that the IDE and converter limits charge for (spec §5, §9): lines that
 * still hold code once blank lines, `//` line comments and `/* … *\/` block comments are
 * removed. Comment markers inside string literals are code, not comments.
 */
export function countCodeLines(source: string): number {
  let count = 0;
  let inBlock = false;
  for (const line of source.split(/\r\n|\r|\n/)) {
    let code = '';
    let inString = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      const next = line[i + 1];
      if (inBlock) {
        if (ch === '*' && next === '/') {
          inBlock = false;
          i++;
        }
        continue;
      }
      if (inString) {
        code += ch;
        if (ch === '\\') {
          code += next ?? '';
          i++;
        } else if (ch === '"') inString = false;
        continue;
      }
      if (ch === '"') {
        inString = true;
        code += ch;
      } else if (ch === '/' && next === '/') {
        break;
      } else if (ch === '/' && next === '*') {
        inBlock = true;
        i++;
      } else {
        code += ch;
      }
    }
    if (code.trim() !== '') count++;
  }
  return count;
}

/**
 * The lines a call is charged for when it takes several files: all of them together (the
 * converter's files, the .v/.sv files an IDE compile or simulation takes), so splitting a design
 * into small files saves nothing.
 */
export function countTotalCodeLines(sources: Iterable<string>): number {
  let total = 0;
  for (const source of sources) total += countCodeLines(source);
  return total;
}
