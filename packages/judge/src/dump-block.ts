/**
 * The spec's dump block for the IDE's simulate (§4): a testbench without `$finish` would run
 * until the time limit, so one is added — `$dumpfile`/`$dumpvars` (when the testbench dumps
 * nothing yet) and `#1000 $finish` — before the `endmodule` of the testbench's module. A pure
 * function on the text (the lexer's tokens: a `$finish` in a comment or a string does not count).
 */
import { lex } from '@veridojo/problem-format';

/** The VCD the added block dumps to: a plain name, as the IDE policy wants of `$dumpfile`. */
export const INSERTED_WAVE_FILE = 'wave.vcd';
/** The spec's auto-inserted finish: after 1000 time units (§9). */
export const INSERTED_FINISH_DELAY = 1000;

interface DumpInsertion {
  text: string;
  /** null: nothing was added (the testbench has a `$finish`, or `module` has no `endmodule` here). */
  added: { line: number; dump: boolean } | null;
}

/**
 * Adds the dump block to the module `module` of `source` when the source has no `$finish`. The
 * block goes on the line of that module's `endmodule`, in front of it, so every line of the
 * learner's file keeps its number (diagnostics stay right). Why that module's and not simply the
 * file's last `endmodule`, as the spec words it: in a file of several modules the last one may not
 * be elaborated under the chosen top, and a block there would never run; in the usual one-module
 * testbench the two are the same.
 */
export function insertDumpBlock(source: string, module: string): DumpInsertion {
  const tokens = lex(source);
  if (tokens.some((t) => t.kind === 'system' && t.text === '$finish')) return { text: source, added: null };
  let inside = false;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if ((t.text === 'module' || t.text === 'macromodule') && tokens[k + 1]?.text === module) inside = true;
    else if (inside && t.text === 'endmodule') {
      const dump = !tokens.some((d) => d.kind === 'system' && (d.text === '$dumpvars' || d.text === '$dumpfile'));
      const block = [
        'initial begin',
        ...(dump ? [`$dumpfile("${INSERTED_WAVE_FILE}");`, `$dumpvars(0, ${module});`] : []),
        `#${INSERTED_FINISH_DELAY} $finish;`,
        'end ',
      ].join(' ');
      return { text: source.slice(0, t.start) + block + source.slice(t.start), added: { line: t.line, dump } };
    }
  }
  return { text: source, added: null };
}
