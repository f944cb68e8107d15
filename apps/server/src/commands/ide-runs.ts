/**
 * The IDE's compile and simulate calls (spec §7 Online IDE): picks the project's files for the top
 * (selectProjectFiles), applies the normal user's line limit to each of them, queues one `compile`
 * or `simulate` job (interactive-job.ts: one run per user at a time) and answers with the
 * worker's result.
 */
import { gunzipSync } from 'node:zlib';
import { IDE_RUN_LIMITS, type IdeRunBody, type IdeRunResponse, type IdeRunResult } from '@veridojo/contracts';
import { selectProjectFiles } from '@veridojo/problem-format';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { listFiles } from '../repos/ide-files.ts';
import type { UserRow } from '../repos/users.ts';
import { checkLineLimit, workspaceLimits } from './ide-workspace.ts';
import { runInteractiveJob } from './interactive-job.ts';

export type IdeRunKind = 'compile' | 'simulate';

/** The spec's default top module for both calls, and its default timeout (10, in seconds). */
export const DEFAULT_TOP_MODULE = 'test_bench';
const DEFAULT_TIMEOUT_S = 10;

/**
 * The longest simulation a normal user may ask for: the spec's default. Paid members and admins
 * may ask for up to IDE_RUN_LIMITS.simulate.maxMs (30 s) — a longer run is a worker held for
 * longer, which is what membership pays for. Compiles are capped at 10 s for everybody.
 */
const NORMAL_SIMULATE_MAX_MS = 10_000;

/** The wall-clock limit for this user and call, in ms: the request's seconds within the bounds. */
export function runTimeoutMs(kind: IdeRunKind, seconds: number | undefined, paid: boolean): number {
  const bounds = IDE_RUN_LIMITS[kind];
  const max = kind === 'simulate' && !paid ? NORMAL_SIMULATE_MAX_MS : bounds.maxMs;
  return Math.min(max, Math.max(bounds.minMs, Math.round((seconds ?? DEFAULT_TIMEOUT_S) * 1000)));
}

const IDE_FILE = /\.s?v$/i;

export async function runIde(ctx: AppContext, user: UserRow, kind: IdeRunKind, body: IdeRunBody): Promise<IdeRunResponse> {
  const topModule = body.top_module ?? DEFAULT_TOP_MODULE;
  const project = Object.fromEntries(
    (await listFiles(ctx.db, user.id)).filter((f) => IDE_FILE.test(f.path)).map((f) => [f.path, f.content]),
  );
  if (Object.keys(project).length === 0) throw new AppError('NO_VERILOG_FILES');
  const selection = selectProjectFiles(project, { module: topModule, file: body.top_file });
  if ('problem' in selection) throw new AppError('TOP_MODULE_NOT_FOUND', selection.problem);

  const limits = await workspaceLimits(ctx, user);
  for (const path of selection.files) checkLineLimit(limits, path, project[path]!);
  // Unlimited lines means a paid member or an admin (workspaceLimits): they may also run longer.
  const timeoutMs = runTimeoutMs(kind, body.timeout, limits.lineLimit === null);
  const payload = { files: Object.fromEntries(selection.files.map((p) => [p, project[p]!])), top_module: topModule, timeout_ms: timeoutMs };

  const outcome = await runInteractiveJob(ctx, user, kind, payload, timeoutMs);
  const answer = (result: IdeRunResult): IdeRunResponse => present(result, selection.files, topModule, timeoutMs);
  if (outcome.status === 'failed')
    return answer({
      status: 'runtime_error',
      message: `${kind === 'compile' ? '编译' : '仿真'}失败：判题机出错，请稍后再试`,
      log: outcome.error,
      diagnostics: [],
      waveform_gz: null,
      waveform_truncated: false,
      dump_inserted: false,
    });
  return answer(outcome.result);
}

function present(result: IdeRunResult, files: string[], topModule: string, timeoutMs: number): IdeRunResponse {
  const success = result.status === 'success';
  return {
    status: success ? 'success' : 'error',
    success,
    outcome: result.status,
    message: result.message,
    ...(success ? {} : { error: result.message }),
    log: result.log,
    diagnostics: result.diagnostics,
    files,
    top_module: topModule,
    timeout: timeoutMs / 1000,
    waveform: result.waveform_gz === null ? null : gunzipSync(Buffer.from(result.waveform_gz, 'base64')).toString('utf8'),
    waveform_truncated: result.waveform_truncated,
    dump_inserted: result.dump_inserted,
  };
}
