/**
 * The rate limits of the account calls, of submissions and of IDE exports. Their values are configuration
 * (contracts RATE_LIMIT_DEFAULTS, with the reason for each default; admins change them in the
 * panel), read from each process's copy of the configuration, which a change's notice drops
 * (kept-copy.ts), so a change applies on every server process at once.
 * Counted per client address and, where a target exists, per target, so neither one address nor
 * one account can be hammered.
 */
import type { RateLimitName, SystemConfig } from '@veridojo/contracts';
import type { RateLimitRule } from '../repos/rate-limits.ts';

/** Each limit's bucket prefix in the rate_limits table (unchanged since the limits were constants). */
const BUCKETS: Record<RateLimitName, string> = {
  submit: 'submit',
  login_fail: 'login-fail',
  login_fail_account: 'login-fail-account',
  login_fail_ip: 'login-fail-ip',
  login_ip: 'login-ip',
  register_ip: 'register-ip',
  code_send_ip: 'code-send-ip',
  code_check_ip: 'code-check-ip',
  password_change: 'password-change',
  ide_export: 'ide-export',
  class_join: 'class-join',
};

type RateLimitRules = Record<RateLimitName, RateLimitRule>;

/** The configured limits (already checked by readSystemConfig: an invalid stored value is today's defaults). */
export function rateLimitRules(config: Pick<SystemConfig, 'rate_limits'>): RateLimitRules {
  return Object.fromEntries(
    (Object.keys(BUCKETS) as RateLimitName[]).map((name) => [
      name,
      { name: BUCKETS[name], limit: config.rate_limits[name].limit, windowSeconds: config.rate_limits[name].window_seconds },
    ]),
  ) as RateLimitRules;
}

/** Failures per account and address once the account is under a spread-out attack: guesses from a botnet slow to a third. */
export const LOGIN_FAILURES_UNDER_ATTACK = 3;

/** Spec §9: one code per address per 60 s. */
export const CODE_RESEND_SECONDS = 60;
/** Codes are valid for 10 minutes. */
export const CODE_VALID_SECONDS = 600;
/** Wrong tries before a code is void: 5 of 10^6 guesses. */
export const CODE_MAX_FAILURES = 5;
