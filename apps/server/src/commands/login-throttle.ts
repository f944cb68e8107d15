/**
 * Login throttling: slows password guessing without letting a stranger keep the owner out.
 *
 * What is counted is FAILED logins (rules in commands/rate-limits.ts), keyed by the account's
 * usernameKey — the same key the lookup and the unique index use:
 * - per (account, address): ten failures in 10 minutes and that address is refused (429 with
 *   retry-after) for that account only, even with the right password, so the guesser learns nothing
 *   more. Other addresses are untouched: the owner logging in from anywhere else gets in.
 * - per account, from all addresses: more than 30 failures in an hour means guesses are spread over
 *   many addresses; from then on each address gets three failures per account instead of ten. This
 *   budget never refuses anyone by itself: an address that has not failed three times still gets in.
 * - per address, over all accounts: fifty failures in 10 minutes refuse the address for every
 *   account (credential stuffing); plus a loose cap on all logins of an address (CPU of scrypt).
 * A successful login forgets its address's failures on the account.
 *
 * Failures are counted BEFORE the password is checked and taken back when it was right: counting
 * after the check would let a burst of parallel guesses all pass the limit while scrypt runs.
 */
import type { AppContext } from '../context.ts';
import { tooManyRequests } from '../http/errors.ts';
import { clearRateLimit, countHit, hitRateLimit, takeBackHit, type Hit } from '../repos/rate-limits.ts';
import type { RateLimitRule } from '../repos/rate-limits.ts';
import { LOGIN_FAILURES_UNDER_ATTACK, rateLimitRules } from './rate-limits.ts';

interface LoginAttempt {
  /** The password was right: un-count this attempt and forget the address's failures on the account. */
  succeeded(): Promise<void>;
}

/** The (account, address) bucket; addresses hold no space, so the pair is unambiguous. */
function pairSubject(accountKey: string, address: string): string {
  return `${address} ${accountKey}`;
}

/**
 * Admits one login attempt on `accountKey` from `address` and counts it as a failure until
 * `succeeded()` says otherwise; throws RATE_LIMITED when the address may not try this account now.
 */
export async function admitLoginAttempt(ctx: AppContext, accountKey: string, address: string): Promise<LoginAttempt> {
  const { db } = ctx;
  const rules = rateLimitRules(await ctx.config.current());
  const busy = await hitRateLimit(db, rules.login_ip, address);
  if (busy > 0) throw tooManyRequests(busy);

  const counted: { rule: RateLimitRule; subject: string; hit: Hit }[] = [];
  const count = async (rule: RateLimitRule, subject: string) => {
    const hit = await countHit(db, rule, subject);
    counted.push({ rule, subject, hit });
    return hit;
  };
  const takeBack = async () => {
    for (const { rule, subject, hit } of counted) await takeBackHit(db, rule, subject, hit);
  };
  const refuse = async (hit: Hit) => {
    await takeBack();
    return tooManyRequests(hit.retryAfter);
  };

  const byAddress = await count(rules.login_fail_ip, address);
  if (byAddress.hits > rules.login_fail_ip.limit) throw await refuse(byAddress);
  const byAccount = await count(rules.login_fail_account, accountKey);
  const underAttack = byAccount.hits > rules.login_fail_account.limit;
  const pairLimit = underAttack ? LOGIN_FAILURES_UNDER_ATTACK : rules.login_fail.limit;
  const byPair = await count(rules.login_fail, pairSubject(accountKey, address));
  if (byPair.hits > pairLimit) throw await refuse(byPair);

  return {
    async succeeded() {
      await takeBack();
      await clearRateLimit(db, rules.login_fail, pairSubject(accountKey, address));
    },
  };
}
