/**
 * The AI provider: an OpenAI-compatible chat-completions API (DeepSeek by default; base URL, model
 * and key from the admin configuration, so a self-hosted compatible server works too), through the
 * `openai` package. The whole call, its retry included, has `timeoutMs` (settings AI_TIMEOUT_MS,
 * under the page's 30 s), each attempt half of it. Why one retry: a transient failure (connection
 * reset, 429, 5xx) usually passes at once; more retries only make a learner wait for a provider
 * that is down. Every failure — error status, timeout, an empty or
 * malformed answer, a stream cut short — becomes AiProviderError, which callers turn into the
 * spec's sentences; the key never leaves this module.
 */
import type * as OpenAiSdk from 'openai';
import type { OpenAI } from 'openai';

/**
 * The SDK, loaded at the first call: loading it costs ~0.4 s of CPU, which every server start (and
 * every test file that starts a platform) paid though most never call the provider.
 */
let sdk: typeof OpenAiSdk | undefined;

const AI_MAX_RETRIES = 1;
/** Why 1 500 tokens: a focused explanation with a short code excerpt; longer answers cost more than they teach. */
const AI_MAX_TOKENS = 1500;

export interface AiSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
  /** The whole call's time, retry included. */
  timeoutMs: number;
}

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

interface AiAnswer {
  text: string;
  tokens: number;
}

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

async function client(settings: AiSettings): Promise<OpenAI> {
  sdk ??= await import('openai');
  return new sdk.OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: Math.floor(settings.timeoutMs / (AI_MAX_RETRIES + 1)),
    maxRetries: AI_MAX_RETRIES,
  });
}

/** The caller's signal, ended also when the whole call's time is up. */
function deadline(settings: AiSettings, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

function providerError(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (sdk && error instanceof sdk.APIError)
    return new AiProviderError(`provider answered ${error.status ?? 'without a status'}`, error.status);
  return new AiProviderError(error instanceof Error ? error.message : String(error));
}

/** One answer, whole. */
export async function complete(settings: AiSettings, messages: AiMessage[], signal?: AbortSignal): Promise<AiAnswer> {
  try {
    const answer = await (
      await client(settings)
    ).chat.completions.create(
      { model: settings.model, messages, max_tokens: AI_MAX_TOKENS, temperature: 0.3 },
      { signal: deadline(settings, signal) },
    );
    const text = answer.choices?.[0]?.message?.content?.trim() ?? '';
    if (text === '') throw new AiProviderError('empty answer');
    return { text, tokens: answer.usage?.total_tokens ?? 0 };
  } catch (error) {
    throw providerError(error);
  }
}

/**
 * One answer as it is generated: the text in pieces, then the token count. A stream that ends
 * without any text, or breaks off, throws AiProviderError (after the pieces already yielded).
 */
export async function* stream(settings: AiSettings, messages: AiMessage[], signal?: AbortSignal): AsyncGenerator<string, AiAnswer> {
  let text = '';
  let tokens = 0;
  try {
    const chunks = await (
      await client(settings)
    ).chat.completions.create(
      {
        model: settings.model,
        messages,
        max_tokens: AI_MAX_TOKENS,
        temperature: 0.3,
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal },
    );
    let finished = false;
    for await (const chunk of chunks) {
      const piece = chunk.choices?.[0]?.delta?.content ?? '';
      if (chunk.choices?.[0]?.finish_reason) finished = true;
      if (chunk.usage) tokens = chunk.usage.total_tokens;
      if (piece) {
        text += piece;
        yield piece;
      }
    }
    if (text.trim() === '') throw new AiProviderError('empty answer');
    if (!finished) throw new AiProviderError('stream ended before the answer finished');
    return { text, tokens };
  } catch (error) {
    throw providerError(error);
  }
}
