/**
 * Construct policies: what code run in the jail may write, handed to the steps (steps.ts) as a
 * parameter — the token scan (judge/scan.ts) and the compiled-design check (judge/design-check.ts)
 * read it; the jail does not know it. Both policies live here, side by side, so a difference
 * between judging and the IDE is one line to read.
 *
 * Judging: the learner's code is judged against a secret reference and testbench, so it may only
 * compute and print: no file I/O, no plusargs, no ending or dumping the simulation (the testbench
 * owns both), no randomness (a verdict must not depend on it), no force/release/defparam, no
 * hierarchical names (they reach the reference or the testbench).
 *
 * IDE: every file is the learner's own and nothing secret is in the jail, so the testbench the
 * learner writes may end the simulation ($finish/$stop/$fatal), dump a waveform
 * ($dumpfile/$dumpvars…), draw random inputs, force signals, name signals of the project's
 * own modules hierarchically, and read and write files of its run directory ($readmemh, $fopen,
 * $fscanf, $fdisplay…): real testbenches read vectors and expected results from files beside
 * them. The run directory (project.ts) holds the project's own data files, read-only, and
 * whatever the testbench writes there comes back as the run's outputs. Every file name a task
 * takes must be written as a string literal naming a relative path of plain segments
 * (DATA_FILE_NAME: no `/` at the start, no `..`), checked by the scan — so a design can name no
 * file outside that directory (not /etc/passwd, not the run's compiled design in /job); the jail
 * is the second wall. Still refused, and why:
 * - a file name that is computed (`$fopen(name)`) or not a plain relative path: it could not be
 *   checked before the run;
 * - `$dumpfile` with anything but a plain file name such as "wave.vcd" (the dump must land in the
 *   run directory, where the run collects it);
 * - plusargs ($test$plusargs, $value$plusargs): a run has no command line to give them;
 * - everything else outside the lists ($system and other host-facing tasks, PLI): the jail would
 *   stop most of it, but a task the policy does not name is refused rather than trusted;
 * - `include/`line/`pragma (scanRawSource, both policies): the project's files are compiled
 *   together, so nothing needs including, and an include would read outside the project.
 */

/** System tasks and functions that only compute or print: allowed under every policy. */
const COMPUTE_TASKS: ReadonlySet<string> = new Set([
  ...['$display', '$write', '$strobe', '$monitor'].flatMap((t) => [t, `${t}b`, `${t}h`, `${t}o`]),
  '$monitoron',
  '$monitoroff',
  '$time',
  '$stime',
  '$realtime',
  '$timeformat',
  '$printtimescale',
  '$signed',
  '$unsigned',
  '$clog2',
  '$bits',
  '$countones',
  '$onehot',
  '$onehot0',
  '$isunknown',
  '$rtoi',
  '$itor',
  '$realtobits',
  '$bitstoreal',
  '$shortrealtobits',
  '$bitstoshortreal',
  '$floor',
  '$ceil',
  '$pow',
  '$sqrt',
  '$ln',
  '$log10',
  '$exp',
  '$sin',
  '$cos',
  '$tan',
  '$asin',
  '$acos',
  '$atan',
  '$atan2',
  '$hypot',
  '$sformat',
  '$sformatf',
  '$swrite',
  '$swriteb',
  '$swriteh',
  '$swriteo',
  '$error',
  '$warning',
  '$info',
  '$high',
  '$low',
  '$left',
  '$right',
  '$size',
  '$dimensions',
  '$increment',
  '$unpacked_dimensions',
]);

/** Ending the simulation. */
const SIMULATION_CONTROL = ['$finish', '$stop', '$fatal'];
/** Writing a waveform (VCD) of the run. */
const DUMPING = ['$dumpfile', '$dumpvars', '$dumpon', '$dumpoff', '$dumpall', '$dumpflush', '$dumplimit'];
/** Random values. */
const RANDOMNESS = ['$random', '$urandom', '$urandom_range', '$dist_uniform', '$dist_normal'];

export interface ConstructPolicy {
  readonly name: 'judging' | 'ide' | 'testbench' | 'converter';
  /** $finish, $stop, $fatal. */
  readonly simulationControl: boolean;
  /** $dumpfile (a plain file name only) and $dumpvars and the rest. */
  readonly dumping: boolean;
  readonly randomness: boolean;
  /** force, release, defparam. */
  readonly overrides: boolean;
  /** `a.b`, `$root`: names that reach into another module of the files being checked. */
  readonly hierarchicalNames: boolean;
  /**
   * Only text the VHDL back end can carry: no backslash in a string, no escaped identifier. Icarus's
   * `-tvhdl` copies both into the VHDL as they stand (`\"` becomes `"`), so a string could close the
   * VHDL statement it lands in and add design units of its own (measured; issue 26).
   */
  readonly plainText: boolean;
  /** $fopen, $readmemh, $fdisplay… on literal relative file names (DATA_FILE_NAME): the IDE's only. */
  readonly fileIo: boolean;
  /** Every system task or function the policy allows (derived from the fields above). */
  readonly systemTasks: ReadonlySet<string>;
}

/**
 * Reading and writing files of the run directory. The tasks that take a file name are
 * FILE_NAME_TASKS (their first argument is checked); the others take a descriptor $fopen returned.
 */
export const FILE_NAME_TASKS: ReadonlySet<string> = new Set(['$fopen', '$readmemh', '$readmemb', '$writememh', '$writememb']);
const FILE_IO = [
  ...FILE_NAME_TASKS,
  '$fclose',
  '$fflush',
  ...['$fdisplay', '$fwrite', '$fstrobe', '$fmonitor'].flatMap((t) => [t, `${t}b`, `${t}h`, `${t}o`]),
  '$fscanf',
  '$sscanf',
  '$fgets',
  '$fgetc',
  '$ungetc',
  '$feof',
  '$ferror',
  '$fread',
  '$fseek',
  '$ftell',
  '$rewind',
];

function policy(fields: Omit<ConstructPolicy, 'systemTasks' | 'fileIo'> & { fileIo?: boolean }): ConstructPolicy {
  const systemTasks = new Set([
    ...COMPUTE_TASKS,
    ...(fields.simulationControl ? SIMULATION_CONTROL : []),
    ...(fields.dumping ? DUMPING : []),
    ...(fields.randomness ? RANDOMNESS : []),
    ...(fields.fileIo ? FILE_IO : []),
  ]);
  return Object.freeze({ ...fields, fileIo: fields.fileIo ?? false, systemTasks });
}

/** The judge's rules: the learner's code computes and prints, nothing else. */
export const JUDGING_POLICY = policy({
  name: 'judging',
  simulationControl: false,
  dumping: false,
  randomness: false,
  overrides: false,
  hierarchicalNames: false,
  plainText: false,
});

/** The IDE's rules: a whole project of the learner's own, testbench included. */
export const IDE_POLICY = policy({
  name: 'ide',
  simulationControl: true,
  dumping: true,
  randomness: true,
  overrides: true,
  hierarchicalNames: true,
  plainText: false,
  fileIo: true,
});

/**
 * The converter (convert/convert.ts): the IDE's rules on a design whose text becomes VHDL, so its
 * strings and names must be ones the back end writes as they mean (`plainText`).
 */
export const CONVERTER_POLICY = policy({
  name: 'converter',
  simulationControl: true,
  dumping: true,
  randomness: true,
  overrides: true,
  hierarchicalNames: true,
  plainText: true,
});

/**
 * The testbench-writing mode (judge/testbench-mode.ts): the learner's testbench drives designs it
 * must not tell apart except by their ports. It may end the simulation, report with $error/$fatal,
 * draw seeded random stimulus and dump a waveform (not collected); it may not name or force
 * anything inside the design (hierarchical names, force/release, defparam), nor read files or
 * plusargs.
 */
export const TESTBENCH_POLICY = policy({
  name: 'testbench',
  simulationControl: true,
  dumping: true,
  randomness: true,
  overrides: false,
  hierarchicalNames: false,
  plainText: false,
});

/**
 * A file name a file task accepts (as the string literal, quotes included): a relative path in
 * the run directory, of at most 8 segments each starting with a letter, digit or underscore — so
 * never `/…`, `.`, `..` or a hidden file — of letters, digits, `_ . -`; 200 characters in all.
 */
export const DATA_FILE_NAME = /^"(?=[^"]{1,200}")[A-Za-z0-9_][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*){0,7}"$/;

/** A `$dumpfile` argument the IDE policy accepts: a plain file name in the job directory. */
export const DUMP_FILE_NAME = /^"[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}\.vcd"$/;
