/**
 * Rule analyses by submission, kept in the server's memory. A judged submission never changes,
 * and its analysis reads the judge's waveform back: up to 32 MiB of VCD, seconds of the server's
 * one thread. Computed once, an analysis asked for again (a learner clicking 分析 twice, or
 * someone clicking it in a loop) costs a map lookup. Memory, not a table: an analysis is cheap to
 * redo after a restart, and a new release's rules should not be hidden behind old answers.
 */
import { LruCache } from '../lru-cache.ts';

export interface RuleAnswer {
  /** The rendered rule analysis (Markdown). */
  analysis: string;
  /** The patterns the rules found, also sent alongside an AI answer. */
  patterns: string[];
}

/** Why 1000: an entry is a few KB of Markdown, so this is a few MB, more than an hour's analyses. */
const ANALYSIS_CACHE_ENTRIES = 1000;

/** The least recently used answer goes first when the cache is full. */
export class AnalysisCache extends LruCache<number, RuleAnswer> {
  constructor(capacity = ANALYSIS_CACHE_ENTRIES) {
    super(capacity);
  }
}
