/**
 * AI assistance (spec §2 run log and IDE drawer, §3 AI analysis and chat message, §7 AI, §8 texts):
 * the analysis of one of the caller's submissions and the IDE's chat, plain or streamed. With no AI
 * key configured (or a provider failing), the analysis still answers from rules (规则分析).
 */
import { z } from 'zod';
import { SuccessStatus } from './envelope.ts';
import { MAX_CODE_CHARS } from './judging.ts';
import { text } from './validation.ts';

/** Where an analysis came from: the AI provider, or the offline rules. */
const AnalysisSource = z.enum(['ai', 'rules']);
type AnalysisSource = z.infer<typeof AnalysisSource>;

export const AnalyzeResponse = z.object({
  status: SuccessStatus,
  /** Markdown in Chinese (spec field `analysis`). */
  analysis: z.string(),
  source: AnalysisSource,
  /** The patterns the offline analyzer recognised (ids such as stuck_0, late_cycle, undeclared), whoever wrote the text. */
  patterns: z.array(z.string()),
  /** Why the rules answered although a provider is configured (quota used up, provider failing). */
  notice: z.string().nullable(),
});

/** Why 4 000 characters: a question with a pasted error message; code travels in `file`. */
const CHAT_MESSAGE_MAX = 4000;
/** Why 16 000: the tail of a compile or simulation log holds the errors; the rest is noise to the model. */
export const CHAT_OUTPUT_MAX = 16_000;

export const ChatBody = z.strictObject({
  message: text('消息', { multiline: true }).trim().min(1, '消息不能为空').max(CHAT_MESSAGE_MAX, `消息不能超过 ${CHAT_MESSAGE_MAX} 个字符`),
  /** Spec: the fixed value verilog_ide. */
  context: z.literal('verilog_ide').default('verilog_ide'),
  /** The file open in the editor. */
  file: z
    .strictObject({
      name: text('文件名').max(255),
      content: text('文件内容', { multiline: true }).max(MAX_CODE_CHARS, `文件内容不能超过 ${MAX_CODE_CHARS} 个字符`),
    })
    .optional(),
  /** The latest compile or simulation output shown in the IDE. */
  output: text('编译输出', { multiline: true }).max(CHAT_OUTPUT_MAX, `输出不能超过 ${CHAT_OUTPUT_MAX} 个字符`).optional(),
});
export type ChatBody = z.infer<typeof ChatBody>;

/** Spec: status, response, message. */
export const ChatResponse = z.object({ status: SuccessStatus, response: z.string(), message: z.string() });

/** One server-sent event of a streamed answer. */
export const ChatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  /** The provider failed mid-answer: what was sent stands, the rest is this sentence. */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatEvent = z.infer<typeof ChatEvent>;

/** A chat's body as JSON: the file at up to 6 bytes a character once escaped, the output and the message. */
export const CHAT_JSON_BYTES = (MAX_CODE_CHARS + CHAT_OUTPUT_MAX + CHAT_MESSAGE_MAX) * 6 + 4096;

/** Daily allowances per membership (admin configuration); a day is Beijing's calendar day. */
export const AiQuota = z.strictObject({
  normal: z.number({ error: '次数必须是整数' }).int('次数必须是整数').min(0, '次数不能为负').max(100_000),
  vip: z.number({ error: '次数必须是整数' }).int('次数必须是整数').min(0, '次数不能为负').max(100_000),
});
