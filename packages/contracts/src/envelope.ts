/**
 * The one response envelope of the API.
 * - Success: a JSON object with the fields the spec reads, plus `status: 'success'`
 *   wherever the spec reads a status. Payment calls use `{ success: true, data }`.
 * - Error: any 4xx/5xx carries `{ status: 'error', code, message }`, with `code`
 *   from ERROR_CODES and `message` in Chinese. `error` repeats the message because
 *   the spec's clients read `message`, else `error`.
 */
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

const codes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export const ErrorBody = z.object({
  status: z.literal('error'),
  code: z.enum(codes),
  message: z.string(),
  error: z.string(),
  /** Seconds until a rate-limited or cooling-down call may be retried. */
  retry_after: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const SuccessStatus = z.literal('success');

export function errorBody(code: ErrorCode, message?: string, extra?: { retry_after?: number }): ErrorBody {
  const text = message ?? ERROR_CODES[code].message;
  return { status: 'error', code, message: text, error: text, ...extra };
}
