/**
 * What the converter's calls answer (spec §7 Converter) from a conversion's result: the VHDL only
 * when the run succeeded with one, the worker's message as `error` otherwise, the log as `stderr`;
 * a syntax check's heading says whether anything was found. The commands (commands/conversion.ts)
 * return the job's result; these shape it into the spec's fields.
 */
import type { ConvertResponse, ConvertResult, ValidateResponse } from '@veridojo/contracts';

export function presentConversion(result: ConvertResult): ConvertResponse {
  const success = result.status === 'success' && result.vhdl !== null;
  return {
    success,
    vhdl_content: success ? result.vhdl : null,
    ...(success ? {} : { error: result.message }),
    stderr: result.log,
    diagnostics: result.diagnostics,
    top: result.top,
    candidates: result.candidates,
    translator: result.translator,
    rewrites: result.rewrites,
    verification: result.verification,
  };
}

export function presentSyntaxCheck(result: ConvertResult): ValidateResponse {
  const valid = result.status === 'success';
  return {
    valid,
    stderr: result.log,
    ...(valid ? {} : { error: result.message }),
    diagnostics: result.diagnostics,
    heading: valid && result.diagnostics.length === 0 ? '通过' : '发现问题',
  };
}
