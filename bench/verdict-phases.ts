// The breakdown of one verdict's time on the platform, phase by phase, on the machine's one clock:
// the benchmark's own (submit sent, verdict seen), the server's timestamps (submission stored,
// verdict written), and the worker's "judged" log line (apps/worker/src/main.ts: claim answered,
// run ended, report acknowledged, with the judge's own marks of its phases between, when it keeps
// them). A phase is the time between two consecutive marks; each is printed as its median over the
// runs. Used by bench/judge.ts.
import type { ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { median } from './lib.mjs';

/** Every mark a verdict can have, in the order they happen; what the phase ending at each one is. */
const PHASES: [mark: string, label: string][] = [
  ['submitted', ''],
  ['created', 'submit: request → submission and job stored'],
  ['claimed', 'claim wake-up: job stored → claim answered to the worker'],
  ['start', 'job handed to the judge'],
  ['raw-scan', 'scan of the code as written (check thread)'],
  ['files', 'files made (reference renamed, testbench generated)'],
  ['jail', 'file transfer + jail start (inputs written; prlimit, bwrap, sh)'],
  ['pp', 'preprocess (ivlpp, as iverilog -E runs it)'],
  ['pp:action', 'scan of the preprocessed code (check thread)'],
  ['design', 'compile (iverilog)'],
  ['alone', "design checks: the learner's design elaborated alone (iverilog -t null, beside the compile): its remainder"],
  ['design:action', 'design checks: the compiled design (check thread)'],
  ['seal:action', 'seal: secret inputs removed'],
  ['seal', 'seal: compiled design behind a FIFO'],
  ['sim', 'simulate (vvp)'],
  ['end', 'jail exit'],
  ['graded', 'grade'],
  ['ran', 'result shaped (VCD gzip)'],
  ['finished', 'report: sent → verdict transaction'],
  ['reported', 'verdict written, report answered'],
];
/** The phase ending at `ran` when the judge kept no marks of its own: the whole run. */
const WHOLE_RUN = 'the judgement, all of it (no marks of the judge)';

/** One verdict's marks, ms since the epoch: the benchmark's, the server's and the worker's. */
export type VerdictMarks = Record<string, number>;

/**
 * The worker's "judged" lines of judgements, in order, each job's marks; the worker must run with
 * `log` (lib.mjs startWorkers). Other kinds' lines are skipped: the bank's import has the worker
 * judge each reference too (a validate job), and its line taken for a submission's put every phase
 * one verdict late (a claim 70–120 ms before its job was stored).
 */
export function judgedMarks(worker: ChildProcess): () => Promise<VerdictMarks> {
  const lines: VerdictMarks[] = [];
  const waiting: ((marks: VerdictMarks) => void)[] = [];
  readline.createInterface({ input: worker.stdout! }).on('line', (line) => {
    let entry: { msg?: string; kind?: string; marks?: VerdictMarks };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return;
    }
    if (entry.msg !== 'judged' || entry.kind !== 'judge' || !entry.marks) return;
    const waiter = waiting.shift();
    if (waiter) waiter(entry.marks);
    else lines.push(entry.marks);
  });
  return () => {
    const line = lines.shift();
    return line ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
  };
}

/** Prints each phase's median over the verdicts (ms), and the poller's view of the verdict. */
export function printPhases(verdicts: VerdictMarks[], pollMs: number): void {
  const phases = new Map<string, number[]>();
  for (const marks of verdicts) {
    let previous: string | null = null;
    for (const [mark, label] of PHASES) {
      if (marks[mark] === undefined) continue;
      if (previous !== null) {
        const name = mark === 'ran' && previous === 'claimed' ? WHOLE_RUN : label;
        phases.set(name, [...(phases.get(name) ?? []), marks[mark]! - marks[previous]!]);
      }
      previous = mark;
    }
  }
  console.log(`one verdict on the platform, phase by phase (median of ${verdicts.length}; ms):`);
  let sum = 0;
  for (const [name, values] of phases) {
    sum += median(values);
    console.log(`  ${median(values).toFixed(1).padStart(7)}  ${name}`);
  }
  console.log(`  ${sum.toFixed(1).padStart(7)}  sum of the medians (submit sent → report answered)`);
  const seen = verdicts.filter((m) => m.seen !== undefined && m.finished !== undefined).map((m) => m.seen! - m.finished!);
  if (seen.length > 0)
    console.log(`  ${median(seen).toFixed(1).padStart(7)}  verdict written → seen by the poller (polling every ${pollMs} ms)`);
}
