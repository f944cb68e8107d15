/**
 * The checks a worker runs on user text, by name: the raw-source and preprocessed scans, the
 * compiled-design check, what the converter reads of a design before its first jail, and the
 * similarity job's comparisons. Each is
 * a function of plain data (what a worker thread can be sent and answer: policies go by name),
 * run on the check thread (thread.ts) through host.ts, so a slow check never holds the event loop.
 * Adding a check is one entry here.
 */
import { lex, modulesOf, tokenize } from '@veridojo/problem-format/lexer';
import { similarPairs, SIMILARITY_THRESHOLD, type SimilarPair } from '@veridojo/problem-format/similarity';
import { readDesign, type DesignReading } from '../convert/design.ts';
import { checkCompiledProject, type CheckOptions, type ProjectDesignProblem } from '../judge/design-check.ts';
import { scanRawSource, scanTokens, type ScanProblem } from '../judge/scan.ts';
import { CONVERTER_POLICY, IDE_POLICY, JUDGING_POLICY, TESTBENCH_POLICY, type ConstructPolicy } from '../policy.ts';

type PolicyName = ConstructPolicy['name'];

const POLICIES: Record<PolicyName, ConstructPolicy> = {
  judging: JUDGING_POLICY,
  ide: IDE_POLICY,
  testbench: TESTBENCH_POLICY,
  converter: CONVERTER_POLICY,
};

/** Per text: the problems found and the modules it defines. */
interface TextsChecked {
  problems: ScanProblem[][];
  modules: string[][];
}

export const CHECKS = {
  /** The raw-source scan (scanRawSource) of each text as written, and the modules each defines. */
  rawSources({ texts }: { texts: string[] }): TextsChecked {
    const tokens = texts.map((text) => tokenize(text));
    return { problems: texts.map((text, k) => scanRawSource(text, tokens[k])), modules: tokens.map(modulesOf) };
  },

  /**
   * The construct scan of preprocessed texts under a policy (null: none, modules only). Modules of
   * any text may be instantiated in the others, and `provided` besides; with several texts they
   * are gathered by a first pass, so each text's tokens are held only while it is scanned.
   */
  preprocessed({ texts, policy, provided }: { texts: string[]; policy: PolicyName | null; provided: string[] }): TextsChecked {
    const others = texts.length > 1 ? texts.map((text) => modulesOf(tokenize(text))) : null;
    const defined = [...(others ?? []).flat(), ...provided];
    const modules: string[][] = [];
    const problems = texts.map((text) => {
      const tokens = tokenize(text);
      if (!others) modules.push(modulesOf(tokens));
      return policy === null ? [] : scanTokens(tokens, POLICIES[policy], defined);
    });
    return { problems, modules: others ?? modules };
  },

  /** The compiled-design check (design-check.ts) of a vvp text under a policy. */
  compiledDesign(input: { vvp: string; learnerPaths: string[]; policy: PolicyName; options: CheckOptions }): ProjectDesignProblem[] {
    return checkCompiledProject(input.vvp, input.learnerPaths, POLICIES[input.policy], input.options);
  },

  /**
   * What the converter reads of a design before any jail: the raw-source scan of each file (in the
   * order of `files`) and the reading of convert/design.ts, from one lexing of each file.
   */
  design({ files }: { files: Record<string, string> }): { raw: ScanProblem[][]; reading: DesignReading } {
    const lexed = Object.entries(files).map(([file, text]) => ({ file, text, tokens: lex(text) }));
    return { raw: lexed.map((f) => scanRawSource(f.text, tokenize(f.text))), reading: readDesign(lexed) };
  },

  /**
   * Not a check of a run's text but the similarity job's work (issue 33): every pair of `sources`
   * at or above the threshold, best first — the first `maxPairs` and how many more. CPU work of the
   * same kind (a lexing, then linear passes, then the pairs), so it takes this thread and deadline.
   */
  similarity(input: { sources: string[]; excluded: string[]; maxPairs: number }): {
    threshold: number;
    pairs: SimilarPair[];
    more: number;
  } {
    const pairs = similarPairs(input.sources, input.excluded);
    return { threshold: SIMILARITY_THRESHOLD, pairs: pairs.slice(0, input.maxPairs), more: Math.max(0, pairs.length - input.maxPairs) };
  },
};

/** A table of checks: each takes one argument and answers plain data. */
export type CheckTable = Record<string, (input: never) => unknown>;
