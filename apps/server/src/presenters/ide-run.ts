/**
 * What the IDE's compile and simulate calls answer (spec §7 Online IDE) from a run
 * (commands/ide-runs.ts): the worker's outcome as the spec's `status`/`success` pair with the
 * detailed `outcome` beside it, the message again as `error` on failure, the files taken and the
 * timeout in seconds. The waveform is not here: the route streams it from the run's stored gzip
 * (http/json-stream.ts) as the answer's last field.
 */
import type { IdeRunResponse } from '@veridojo/contracts';
import type { IdeRun } from '../commands/ide-runs.ts';

export function presentIdeRun(run: IdeRun): Omit<IdeRunResponse, 'waveform'> {
  const { result } = run;
  const success = result.status === 'success';
  return {
    status: success ? 'success' : 'error',
    success,
    outcome: result.status,
    message: result.message,
    ...(success ? {} : { error: result.message }),
    log: result.log,
    diagnostics: result.diagnostics,
    files: run.files,
    top_module: run.topModule,
    timeout: run.timeoutMs / 1000,
    waveform_truncated: result.waveform_truncated,
    dump_inserted: result.dump_inserted,
    outputs: result.outputs,
  };
}
