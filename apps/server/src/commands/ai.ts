/**
 * AI assistance: the analysis of one of the caller's own submissions and the IDE chat.
 * - Analysis: built from the submission's facts (analysis/); with an AI key configured, the provider
 *   explains them (cached per submission, one daily use each), else — or when the allowance is used
 *   up, or the provider fails — the offline analyzer answers, labelled 规则分析. Never an error for
 *   a judged submission of one's own.
 * - Chat: needs a key (else AI_NOT_CONFIGURED), takes a daily use (else AI_QUOTA_EXCEEDED), keeps the
 *   conversation per login session; a provider failure gives the use back and says AI_UNAVAILABLE
 *   (plain) or ends the stream with an error event (streamed).
 * The key stays on the server; the provider sees only the prompt (analysis/prompt.ts).
 */
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { AI_TEXTS, exemptFromFreeLimits, type ChatBody, type ChatEvent } from '@veridojo/contracts';
import type { RuleAnswer } from '../analysis/analysis-cache.ts';
import { analyze, renderRules, type Finding, type SubmissionFacts } from '../analysis/rules.ts';
import { analysisMessages, chatMessages } from '../analysis/prompt.ts';
import { waveformFacts } from '../analysis/waveform-facts.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { addTokens, appendChat, cacheAnalysis, cachedAnalysis, chatHistory, clearChat, releaseUse, reserveUse } from '../repos/ai.ts';
import { findProblem } from '../repos/problems.ts';
import { findSubmission, submissionText, submissionWaveformGz, WAVEFORM_RETENTION_DAYS, type SubmissionRow } from '../repos/submissions.ts';
import type { UserRow } from '../repos/users.ts';
import { AiProviderError, complete, stream, type AiSettings } from '../services/ai-provider.ts';

const inflate = promisify(gunzip);

interface AnalysisAnswer {
  analysis: string;
  source: 'ai' | 'rules';
  patterns: string[];
  notice: string | null;
}

function paid(ctx: AppContext, user: UserRow): boolean {
  return exemptFromFreeLimits(user, ctx.now());
}

/** The provider settings, or null when no key is configured (the embedded default). */
async function aiSettings(
  ctx: AppContext,
): Promise<{ settings: AiSettings | null; quotas: { analysis: { normal: number; vip: number }; chat: { normal: number; vip: number } } }> {
  const config = await ctx.config.current();
  const settings = config.deepseek_api_key
    ? { apiKey: config.deepseek_api_key, baseUrl: config.ai_base_url, model: config.ai_model, timeoutMs: ctx.settings.aiTimeoutMs }
    : null;
  return { settings, quotas: { analysis: config.ai_daily_analyses, chat: config.ai_daily_chats } };
}

/** What the analysis knows of a judged submission: all of it the learner's own or the judge's report. */
async function submissionFacts(ctx: AppContext, submission: SubmissionRow): Promise<SubmissionFacts> {
  const [code, log, gz] = await Promise.all([
    submissionText(ctx.db, submission.id, 'code'),
    submissionText(ctx.db, submission.id, 'log'),
    submissionWaveformGz(ctx.db, submission.id),
  ]);
  let waveform = null;
  if (gz) {
    try {
      // Inflated in zlib's thread pool: up to ~40 MiB of VCD, which gunzipSync held the event loop for.
      waveform = waveformFacts((await inflate(gz)).toString('utf8'));
    } catch (error) {
      ctx.log.warn({ err: error, submission: submission.id }, 'waveform of a submission could not be read for its analysis');
    }
  }
  const old = ctx.now().getTime() - submission.created_at.getTime() > WAVEFORM_RETENTION_DAYS * 86_400_000;
  return {
    verdict: submission.verdict!,
    code: code ?? '',
    log: log ?? '',
    diagnostics: submission.details?.diagnostics ?? [],
    outputMismatches: submission.details?.output_mismatches ?? {},
    mismatches: submission.mismatches,
    samples: submission.samples,
    firstMismatch: submission.details?.first_mismatch ?? null,
    waveform,
    waveformRemoved: !gz && old && !submission.details?.testbench,
    ...(submission.details?.testbench ? { testbench: submission.details.testbench } : {}),
  };
}

/** A judged submission of the caller's own (someone else's is not found; one being judged is not ready). */
async function ownJudgedSubmission(ctx: AppContext, user: UserRow, id: number): Promise<SubmissionRow> {
  const submission = await findSubmission(ctx.db, id);
  if (!submission || submission.user_id !== user.id) throw new AppError('SUBMISSION_NOT_FOUND');
  if (submission.verdict === null) throw new AppError('SUBMISSION_PENDING');
  return submission;
}

export async function analyzeSubmission(ctx: AppContext, user: UserRow, id: number): Promise<AnalysisAnswer> {
  const submission = await ownJudgedSubmission(ctx, user, id);
  // The facts (waveform included) are read once per submission: the rules' answer is cached, and
  // only an AI request that is not cached yet needs the facts again, for its prompt.
  let read: { facts: SubmissionFacts; findings: Finding[]; answer: RuleAnswer } | undefined;
  const readFacts = async () => {
    const facts = await submissionFacts(ctx, submission);
    const findings = analyze(facts);
    const answer = { analysis: renderRules(facts, findings), patterns: findings.map((f) => f.kind) };
    ctx.analyses.set(submission.id, answer);
    return { facts, findings, answer };
  };
  const known = ctx.analyses.get(submission.id);
  if (!known) read = await readFacts();
  const ruleAnswer = known ?? read!.answer;
  const patterns = ruleAnswer.patterns;
  const rules = (notice: string | null): AnalysisAnswer => ({ analysis: ruleAnswer.analysis, source: 'rules', patterns, notice });
  const { settings, quotas } = await aiSettings(ctx);
  if (!settings) return rules(null);
  const cached = await cachedAnalysis(ctx.db, submission.id);
  if (cached) return { analysis: cached, source: 'ai', patterns, notice: null };
  const limit = paid(ctx, user) ? quotas.analysis.vip : quotas.analysis.normal;
  const use = await reserveUse(ctx.db, user.id, 'analysis', limit);
  if (!use) return rules(AI_TEXTS.quotaNotice);
  try {
    const { facts, findings } = read ?? (await readFacts());
    const problem = await findProblem(ctx.db, submission.problem_id);
    const answer = await complete(
      settings,
      analysisMessages({ title: problem?.title ?? '', statement: problem?.statement ?? '', facts, findings }),
    );
    ctx.metrics.aiCall('analysis', 'ok');
    await cacheAnalysis(ctx.db, submission.id, answer.text);
    await addTokens(ctx.db, user.id, 'analysis', use, answer.tokens);
    return { analysis: answer.text, source: 'ai', patterns, notice: null };
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    ctx.metrics.aiCall('analysis', 'fallback');
    await releaseUse(ctx.db, user.id, 'analysis', use);
    ctx.log.warn({ err: error, submission: submission.id }, 'AI provider failed; the rules answered');
    return rules(AI_TEXTS.providerNotice);
  }
}

/** Checks a chat may go to the provider and takes one of today's uses; the messages to send. */
async function prepareChat(ctx: AppContext, user: UserRow, sessionHash: string, body: ChatBody) {
  const { settings, quotas } = await aiSettings(ctx);
  if (!settings) throw new AppError('AI_NOT_CONFIGURED');
  const limit = paid(ctx, user) ? quotas.chat.vip : quotas.chat.normal;
  const use = await reserveUse(ctx.db, user.id, 'chat', limit);
  if (!use) throw new AppError('AI_QUOTA_EXCEEDED');
  const history = await chatHistory(ctx.db, user.id, sessionHash);
  return { settings, use, messages: chatMessages({ history, message: body.message, file: body.file, output: body.output }) };
}

export async function chat(ctx: AppContext, user: UserRow, sessionHash: string, body: ChatBody): Promise<string> {
  const { settings, use, messages } = await prepareChat(ctx, user, sessionHash, body);
  try {
    const answer = await complete(settings, messages);
    ctx.metrics.aiCall('chat', 'ok');
    await appendChat(ctx.db, user.id, sessionHash, body.message, answer.text);
    await addTokens(ctx.db, user.id, 'chat', use, answer.tokens);
    return answer.text;
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    ctx.metrics.aiCall('chat', 'error');
    await releaseUse(ctx.db, user.id, 'chat', use);
    ctx.log.warn({ err: error }, 'AI provider failed in a chat');
    throw new AppError('AI_UNAVAILABLE');
  }
}

/**
 * The streamed chat: checks and reserves first (so a refusal is the usual error answer), then
 * the events. The provider call is cancelled when the client hangs up, and a use is only kept for
 * an answer that arrived whole.
 */
export async function chatStream(ctx: AppContext, user: UserRow, sessionHash: string, body: ChatBody): Promise<AsyncIterable<ChatEvent>> {
  const { settings, use, messages } = await prepareChat(ctx, user, sessionHash, body);
  const abort = new AbortController();
  return (async function* events(): AsyncGenerator<ChatEvent> {
    let finished = false;
    try {
      const pieces = stream(settings, messages, abort.signal);
      for (;;) {
        const next = await pieces.next();
        if (next.done) {
          ctx.metrics.aiCall('chat', 'ok');
          await appendChat(ctx.db, user.id, sessionHash, body.message, next.value.text);
          await addTokens(ctx.db, user.id, 'chat', use, next.value.tokens);
          finished = true;
          yield { type: 'done' };
          return;
        }
        yield { type: 'delta', text: next.value };
      }
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      ctx.metrics.aiCall('chat', 'error');
      ctx.log.warn({ err: error }, 'AI provider failed in a streamed chat');
      yield { type: 'error', message: AI_TEXTS.chatSorry };
    } finally {
      abort.abort();
      if (!finished) await releaseUse(ctx.db, user.id, 'chat', use);
    }
  })();
}

export async function clearConversation(ctx: AppContext, user: UserRow, sessionHash: string): Promise<void> {
  await clearChat(ctx.db, user.id, sessionHash);
}
