/**
 * The IDE's compile and simulate calls (spec §7 Online IDE): picks the project's files for the top
 * (selectProjectFiles), applies the normal user's line limit to them all together, queues one `compile`
 * or `simulate` job (a simulation with the .txt files in and under the testbench's folder as its
 * data files, by paths relative to it) (queue/run-and-wait.ts: one run per user at a time) and returns the
 * run: the worker's result, and the waveform's gzip chunks for the route to stream
 * (http/json-stream.ts), never inflated or serialised whole on the event loop; presenters/ide-run.ts
 * shapes the answer's fields.
 */
import { exemptFromFreeLimits, IDE_RUN_LIMITS, IdeRunPayload, splitIdePath, type IdeRunBody, type IdeRunResult } from '@veridojo/contracts';
import { selectProjectFiles } from '@veridojo/problem-format';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { currentRequestId } from '../http/request-scope.ts';
import { listFiles } from '../repos/ide-files.ts';
import { attachmentChunks } from '../repos/job-attachments.ts';
import { enqueueIdeRun } from '../repos/jobs.ts';
import { runForUser } from '../queue/run-and-wait.ts';
import type { UserRow } from '../repos/users.ts';
import { checkRunLineLimit, workspaceLimits } from './ide-workspace.ts';

type IdeRunKind = 'compile' | 'simulate';

/** The spec's default top module for both calls, and its default timeout (10, in seconds). */
const DEFAULT_TOP_MODULE = 'test_bench';
const DEFAULT_TIMEOUT_S = 10;

/**
 * The wall-clock limit for this user and call, in ms: the request's seconds within the bounds.
 * A normal user's simulation is capped at IDE_RUN_LIMITS.simulate.freeMaxMs (the spec's 10 s);
 * `paid` (exemptFromFreeLimits, the membership in force now) lifts it to maxMs.
 */
function runTimeoutMs(kind: IdeRunKind, seconds: number | undefined, paid: boolean): number {
  const bounds = IDE_RUN_LIMITS[kind];
  const max = paid ? bounds.maxMs : bounds.freeMaxMs;
  return Math.min(max, Math.max(bounds.minMs, Math.round((seconds ?? DEFAULT_TIMEOUT_S) * 1000)));
}

const IDE_FILE = /\.s?v$/i;

/**
 * An IDE run as it came out: the worker's result (or the run failure's stand-in),
 * the files it took, its top module and wall-clock limit, and the waveform's gzip bytes, chunk by
 * chunk (null: none). presenters/ide-run.ts shapes the answer's fields; the route streams the waveform.
 */
export interface IdeRun {
  result: IdeRunResult;
  files: string[];
  topModule: string;
  timeoutMs: number;
  waveformGz: AsyncIterable<Uint8Array> | null;
}

export async function runIde(ctx: AppContext, user: UserRow, kind: IdeRunKind, body: IdeRunBody): Promise<IdeRun> {
  const topModule = body.top_module ?? DEFAULT_TOP_MODULE;
  const project = Object.fromEntries(
    (await listFiles(ctx.db, user.id)).filter((f) => IDE_FILE.test(f.path)).map((f) => [f.path, f.content]),
  );
  if (Object.keys(project).length === 0) throw new AppError('NO_VERILOG_FILES');
  const selection = selectProjectFiles(project, { module: topModule, file: body.top_file });
  if ('problem' in selection) throw new AppError('TOP_MODULE_NOT_FOUND', selection.problem);

  const limits = await workspaceLimits(ctx, user);
  checkRunLineLimit(
    limits,
    selection.files.map((path) => ({ path, content: project[path]! })),
  );
  const timeoutMs = runTimeoutMs(kind, body.timeout, exemptFromFreeLimits(user, ctx.now()));
  // The payload is built by the database from the same rows (enqueueIdeRun): the project is not sent
  // back in, so its shape is checked here without the contents — a path the workspace allows but a
  // run cannot carry (longer than 255 characters, an upper-case .V) is the learner's answer, not a
  // claim the worker refuses.
  const shape = IdeRunPayload.safeParse({ files: Object.fromEntries(selection.files.map((p) => [p, ''])), top_module: topModule });
  if (!shape.success) {
    const issue = shape.error.issues[0]!;
    const reason = (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined) ?? issue.message;
    throw new AppError('VALIDATION_FAILED', `无法运行“${String(issue.path.at(-1))}”：${reason}`);
  }
  // A simulation reads the .txt files in and under the testbench's folder, by paths relative to it (project.ts).
  const dataFolder = kind === 'simulate' ? splitIdePath(selection.files[0]!).parent : undefined;
  const insert = (tx: Queryable) =>
    enqueueIdeRun(tx, {
      kind,
      userId: user.id,
      paths: selection.files,
      topModule,
      timeoutMs,
      ...(dataFolder === undefined ? {} : { dataFolder }),
      requestId: currentRequestId(),
    });
  const outcome = await runForUser(ctx, { kind, userId: user.id, insert }, timeoutMs);
  const run = { files: selection.files, topModule, timeoutMs };
  if (outcome.status === 'failed')
    return {
      ...run,
      result: {
        status: 'runtime_error',
        message: `${kind === 'compile' ? '编译' : '仿真'}失败：判题机出错，请稍后再试`,
        log: outcome.error,
        diagnostics: [],
        waveform_truncated: false,
        dump_inserted: false,
        outputs: [],
      },
      waveformGz: null,
    };
  return {
    ...run,
    result: outcome.result,
    waveformGz: outcome.attachment === null ? null : attachmentChunks(ctx.db, outcome.attachment),
  };
}
