/**
 * Membership: the stored tier plus its expiry decide what a user may do right now.
 * Every limit check (problem limit, IDE and converter line limits, the IDE's longer simulation,
 * the AI's daily uses) asks one question, exemptFromFreeLimits — a paid member in force, or an
 * admin — so an expired VIP is a normal user everywhere at once, on the server and in the web.
 * No zod here (the MembershipType schema is in membership.ts): the web's first page asks these
 * rules, and importing a schema would bring zod into its first download (issue 30).
 */

/** The stored tiers; membership.ts builds the MembershipType schema from them. */
export const MEMBERSHIP_TYPES = ['normal', 'vip', 'premium'] as const;
type Tier = (typeof MEMBERSHIP_TYPES)[number];

export const MEMBERSHIP_LABELS: Record<Tier, string> = {
  normal: '普通用户',
  vip: 'VIP用户',
  premium: '高级会员',
};

interface MembershipHolder {
  membership_type: Tier;
  /** ISO 8601 string or Date; null means no expiry recorded. */
  vip_expiry_date: string | Date | null;
}

/**
 * The tier in force at `now`. A paid tier with an expiry in the past is normal;
 * a paid tier without an expiry stays in force (an admin grants those explicitly).
 */
export function effectiveMembership(user: MembershipHolder, now: Date): Tier {
  if (user.membership_type === 'normal') return 'normal';
  if (user.vip_expiry_date === null) return user.membership_type;
  const expiry = new Date(user.vip_expiry_date);
  if (Number.isNaN(expiry.getTime())) return 'normal';
  return expiry.getTime() > now.getTime() ? user.membership_type : 'normal';
}

function isPaidMember(user: MembershipHolder, now: Date): boolean {
  return effectiveMembership(user, now) !== 'normal';
}

/** Who the free-limit rule is asked about: a membership and the admin flag (a user row or the stored User). */
interface LimitHolder extends MembershipHolder {
  is_admin: boolean;
}

/**
 * The free-limit rule (spec §6): the normal user's limits — problem_limit, ide_line_limit,
 * converter_line_limit, the default simulation time, the normal AI allowance — bind everybody
 * but a paid member in force at `now` and an admin.
 */
export function exemptFromFreeLimits(user: LimitHolder, now: Date): boolean {
  return user.is_admin || isPaidMember(user, now);
}
