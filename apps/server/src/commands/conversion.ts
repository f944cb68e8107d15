/**
 * The converter's calls (spec §7 Converter): the normal user's line limit over all files
 * together (converter_line_limit, countCodeLines; VIP, premium and admins unlimited), then one
 * `convert` job — a conversion proven by co-simulation, or a syntax check — run as an
 * interactive job (one per user at a time); the job's result is returned as the domain's answer
 * (presenters/conversion.ts puts it in the spec's fields).
 */
import { randomInt } from 'node:crypto';
import { exemptFromFreeLimits, jobLimits, type ConverterBody, type ConvertPayload, type ConvertResult } from '@veridojo/contracts';
import { countTotalCodeLines } from '@veridojo/problem-format';
import type { AppContext } from '../context.ts';
import { runForUser } from '../queue/run-and-wait.ts';
import type { UserRow } from '../repos/users.ts';
import { LineLimitExceeded } from './ide-workspace.ts';

async function checkLineLimit(ctx: AppContext, user: UserRow, body: ConverterBody): Promise<void> {
  if (exemptFromFreeLimits(user, ctx.now())) return;
  const { converter_line_limit: limit } = await ctx.config.current();
  const lines = countTotalCodeLines(body.files.map((f) => f.content));
  if (lines > limit)
    throw new LineLimitExceeded(
      `代码行数超出限制：普通用户最多转换 ${limit} 行代码（不计空行和注释，所有文件合计），当前 ${lines} 行。升级VIP可解除限制`,
    );
}

async function run(ctx: AppContext, user: UserRow, mode: ConvertPayload['mode'], body: ConverterBody): Promise<ConvertResult> {
  await checkLineLimit(ctx, user, body);
  const payload: ConvertPayload = {
    mode,
    files: Object.fromEntries(body.files.map((f) => [f.filename, f.content])),
    ...(body.top === undefined ? {} : { top: body.top }),
    // Why random per call: each conversion is proven on fresh vectors; the answer names the seed to replay it.
    seed: randomInt(1, 2 ** 31 - 1),
  };
  const outcome = await runForUser(ctx, { kind: 'convert', payload, userId: user.id }, jobLimits('convert', payload).wallMs);
  if (outcome.status === 'done') return outcome.result;
  return {
    status: 'conversion_failed',
    message: '转换失败：判题机出错，请稍后再试',
    vhdl: null,
    log: outcome.error,
    diagnostics: [],
    top: null,
    candidates: [],
    translator: null,
    rewrites: [],
    verification: null,
  };
}

/** A conversion proven by co-simulation: the job's result (presenters/conversion.ts shapes the answer). */
export function convert(ctx: AppContext, user: UserRow, body: ConverterBody): Promise<ConvertResult> {
  return run(ctx, user, 'convert', body);
}

/** A syntax check (compile and lint): the job's result. */
export function validate(ctx: AppContext, user: UserRow, body: ConverterBody): Promise<ConvertResult> {
  return run(ctx, user, 'validate', body);
}
