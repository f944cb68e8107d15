/**
 * Synthesis reports (issue 32), each one `synth` job run for the user at the screen
 * (queue/run-and-wait.ts: one interactive run per user at a time): the IDE's 综合 call — the
 * project's files its design's top uses (selectProjectFiles), under the IDE's line limit like its
 * compile — and a judged submission's report, kept once made (repos/synthesis.ts) with its
 * netlist, beside its problem revision's reference figures, made once per revision from the
 * reference's code through the same kind and kept as numbers only: the reference's code and
 * netlist never leave the server but to a worker. A report never changes a verdict.
 */
import {
  emptySynthReport,
  SYNTH_LIMITS,
  SynthPayload,
  synthFigures,
  type IdeSynthBody,
  type ReferenceFigures,
  type SynthReport,
} from '@veridojo/contracts';
import { selectProjectFiles } from '@veridojo/problem-format';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { currentRequestId } from '../http/request-scope.ts';
import { runForUser } from '../queue/run-and-wait.ts';
import { listFiles } from '../repos/ide-files.ts';
import { attachmentChunks } from '../repos/job-attachments.ts';
import { enqueueIdeRun } from '../repos/jobs.ts';
import { submissionText, type SubmissionRow } from '../repos/submissions.ts';
import {
  revisionDesign,
  storedReferenceFigures,
  storedSubmissionSynthesis,
  storeReferenceFigures,
  storeSubmissionSynthesis,
} from '../repos/synthesis.ts';
import type { UserRow } from '../repos/users.ts';
import { checkRunLineLimit, workspaceLimits } from './ide-workspace.ts';

const IDE_FILE = /\.s?v$/i;

/** A run's report and its netlist's gzip chunks (null: none). */
interface Synthesis {
  report: SynthReport;
  netlistGz: AsyncIterable<Uint8Array> | null;
}

/** Runs one `synth` job for `user`, queued by `request` (a payload, or an IDE project's rows). */
async function synthesise(
  ctx: AppContext,
  user: UserRow,
  top: string,
  request: { payload: SynthPayload } | { insert: (tx: Queryable) => Promise<number> },
): Promise<Synthesis> {
  const outcome = await runForUser(ctx, { kind: 'synth', userId: user.id, ...request }, SYNTH_LIMITS.wallMs);
  if (outcome.status === 'failed') return { report: emptySynthReport(top, 'system_error', { log: outcome.error }), netlistGz: null };
  return { report: outcome.result, netlistGz: outcome.attachment === null ? null : attachmentChunks(ctx.db, outcome.attachment) };
}

/** The IDE's 综合 button: the design whose top is `body.top_module`, with the files it uses. */
export async function synthesiseProject(ctx: AppContext, user: UserRow, body: IdeSynthBody): Promise<Synthesis & { files: string[] }> {
  const project = Object.fromEntries(
    (await listFiles(ctx.db, user.id)).filter((f) => IDE_FILE.test(f.path)).map((f) => [f.path, f.content]),
  );
  if (Object.keys(project).length === 0) throw new AppError('NO_VERILOG_FILES');
  const selection = selectProjectFiles(project, { module: body.top_module, file: body.top_file });
  if ('problem' in selection) throw new AppError('TOP_MODULE_NOT_FOUND', selection.problem);
  checkRunLineLimit(
    await workspaceLimits(ctx, user),
    selection.files.map((path) => ({ path, content: project[path]! })),
  );
  // As for a compile (commands/ide-runs.ts): a path the workspace allows but a run cannot carry is the learner's answer.
  const shape = SynthPayload.safeParse({ files: Object.fromEntries(selection.files.map((p) => [p, ''])), top_module: body.top_module });
  if (!shape.success) {
    const issue = shape.error.issues[0]!;
    const reason = (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined) ?? issue.message;
    throw new AppError('VALIDATION_FAILED', `无法综合“${String(issue.path.at(-1))}”：${reason}`);
  }
  const insert = (tx: Queryable) =>
    enqueueIdeRun(tx, {
      kind: 'synth',
      userId: user.id,
      paths: selection.files,
      topModule: body.top_module,
      timeoutMs: SYNTH_LIMITS.wallMs,
      requestId: currentRequestId(),
    });
  return { files: selection.files, ...(await synthesise(ctx, user, body.top_module, { insert })) };
}

/** The gzip bytes of a netlist as one buffer (at most the kind's 1 MiB attachment), to keep with the report. */
async function collect(chunks: AsyncIterable<Uint8Array> | null): Promise<Buffer | null> {
  if (chunks === null) return null;
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** The figures of a report that the reference shows: numbers only. */
function figuresOf(report: SynthReport): ReferenceFigures {
  return {
    cells: report.cells,
    cell_counts: report.cell_counts,
    flip_flops: report.flip_flops,
    latches: report.latches,
    longest_path: report.longest_path,
  };
}

export interface SubmissionSynthesis {
  report: SynthReport;
  reference: ReferenceFigures | null;
  comparison: string;
  netlistGz: Buffer | null;
}

/**
 * A judged submission's report beside its reference's figures: each made on the first call and
 * kept (a failed job is kept nowhere, so the next call tries again).
 */
export async function synthesiseSubmission(ctx: AppContext, user: UserRow, submission: SubmissionRow): Promise<SubmissionSynthesis> {
  if (submission.status !== 'success' && submission.status !== 'failed') throw new AppError('SUBMISSION_NOT_JUDGED');
  const design = await revisionDesign(ctx.db, submission.revision_id);
  if (design === null) throw new AppError('SYNTH_NOT_APPLICABLE');

  let mine = await storedSubmissionSynthesis(ctx.db, submission.id);
  if (mine === undefined) {
    const code = (await submissionText(ctx.db, submission.id, 'code')) ?? '';
    const payload = { files: { 'main.v': code }, top_module: design.learnerTop };
    const made = await synthesise(ctx, user, design.learnerTop, { payload });
    mine = { report: made.report, netlistGz: await collect(made.netlistGz) };
    if (made.report.status !== 'system_error') await storeSubmissionSynthesis(ctx.db, submission.id, mine.report, mine.netlistGz);
  }

  let reference = await storedReferenceFigures(ctx.db, submission.revision_id);
  if (reference === undefined) {
    const payload = { files: { 'reference.v': design.reference }, top_module: design.referenceTop };
    const made = await synthesise(ctx, user, design.referenceTop, { payload });
    reference = made.report.status === 'success' ? figuresOf(made.report) : null;
    if (made.report.status !== 'system_error') await storeReferenceFigures(ctx.db, submission.revision_id, reference);
  }

  const report = mine.report;
  const comparison =
    report.status === 'success' && reference !== null
      ? `你的设计：${synthFigures(report)}；参考设计：${synthFigures(reference)}`
      : report.message;
  return { report, reference, comparison, netlistGz: mine.netlistGz };
}
