/**
 * The rate limits of the account calls, each with its reason. Counted per client address
 * and, where a target exists, per target, so neither one address nor one account can be hammered.
 */
import type { RateLimitRule } from '../repos/rate-limits.ts';

export const RATE_LIMITS = {
  /** Ten guesses per account per 10 minutes stops online password guessing but not a forgetful user. */
  loginAccount: { name: 'login-account', limit: 10, windowSeconds: 600 },
  /** One address trying many accounts (credential stuffing). */
  loginAddress: { name: 'login-ip', limit: 50, windowSeconds: 600 },
  /** Account creation from one address: a classroom behind one NAT still fits. */
  registerAddress: { name: 'register-ip', limit: 30, windowSeconds: 3600 },
  /** Reset-code mails from one address: each mail costs us and can annoy a stranger. */
  codeSendAddress: { name: 'code-send-ip', limit: 10, windowSeconds: 3600 },
  /** Code checks from one address; each code also allows only five wrong tries. */
  codeCheckAddress: { name: 'code-check-ip', limit: 30, windowSeconds: 600 },
  /** Password changes by one account (each costs a key derivation). */
  passwordChange: { name: 'password-change', limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

/** Spec §9: one code per address per 60 s. */
export const CODE_RESEND_SECONDS = 60;
/** Codes are valid for 10 minutes. */
export const CODE_VALID_SECONDS = 600;
/** Wrong tries before a code is void: 5 of 10^6 guesses. */
export const CODE_MAX_FAILURES = 5;
