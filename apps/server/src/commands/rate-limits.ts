/**
 * The rate limits of the account calls, each with its reason. Counted per client address
 * and, where a target exists, per target, so neither one address nor one account can be hammered.
 */
import type { RateLimitRule } from '../repos/rate-limits.ts';

export const RATE_LIMITS = {
  /*
   * Logins (commands/login-throttle.ts): failures are counted, never successes, and an account is
   * refused only to the address that failed on it, so a stranger cannot lock the owner out.
   */
  /** Ten wrong passwords for one account from one address per 10 minutes: a forgetful owner never hits it, a guesser soon does. */
  loginFailuresPerAccountAndAddress: { name: 'login-fail', limit: 10, windowSeconds: 600 },
  /**
   * The account's failures from all addresses per hour. Beyond 30 (three guessers' worth) it is under a
   * spread-out attack, and each address gets LOGIN_FAILURES_UNDER_ATTACK instead of ten: it never refuses anyone by itself.
   */
  loginFailuresPerAccount: { name: 'login-fail-account', limit: 30, windowSeconds: 3600 },
  /** One address failing on many accounts (credential stuffing); a classroom behind one NAT mistyping still fits. */
  loginFailuresPerAddress: { name: 'login-fail-ip', limit: 50, windowSeconds: 600 },
  /** Logins of any outcome from one address: bounds the key derivations (~60 ms of CPU each) one address can demand. */
  loginAddress: { name: 'login-ip', limit: 200, windowSeconds: 600 },
  /** Account creation from one address: a classroom behind one NAT still fits. */
  registerAddress: { name: 'register-ip', limit: 30, windowSeconds: 3600 },
  /** Reset-code mails from one address: each mail costs us and can annoy a stranger. */
  codeSendAddress: { name: 'code-send-ip', limit: 10, windowSeconds: 3600 },
  /** Code checks from one address; each code also allows only five wrong tries. */
  codeCheckAddress: { name: 'code-check-ip', limit: 30, windowSeconds: 600 },
  /** Password changes by one account (each costs a key derivation). */
  passwordChange: { name: 'password-change', limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

/** Failures per account and address once the account is under a spread-out attack: guesses from a botnet slow to a third. */
export const LOGIN_FAILURES_UNDER_ATTACK = 3;

/** Spec §9: one code per address per 60 s. */
export const CODE_RESEND_SECONDS = 60;
/** Codes are valid for 10 minutes. */
export const CODE_VALID_SECONDS = 600;
/** Wrong tries before a code is void: 5 of 10^6 guesses. */
export const CODE_MAX_FAILURES = 5;
