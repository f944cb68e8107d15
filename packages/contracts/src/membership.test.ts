import { describe, expect, it } from 'vitest';
import { effectiveMembership, exemptFromFreeLimits } from './membership.ts';

const now = new Date('2026-11-22T08:00:00Z');

describe('effectiveMembership', () => {
  it('keeps a normal user normal', () => {
    expect(effectiveMembership({ membership_type: 'normal', vip_expiry_date: '2030-01-01T00:00:00Z' }, now)).toBe('normal');
  });

  it('honours a VIP until the expiry instant and not after', () => {
    const user = { membership_type: 'vip' as const, vip_expiry_date: '2026-11-22T08:00:01Z' };
    expect(effectiveMembership(user, now)).toBe('vip');
    expect(effectiveMembership(user, new Date('2026-11-22T08:00:01Z'))).toBe('normal');
  });

  it('reads expiry dates given with an offset the same as in UTC', () => {
    // 16:30 in Shanghai is 08:30 UTC: still valid at 08:00 UTC.
    expect(effectiveMembership({ membership_type: 'vip', vip_expiry_date: '2026-11-22T16:30:00+08:00' }, now)).toBe('vip');
    expect(effectiveMembership({ membership_type: 'vip', vip_expiry_date: '2026-11-22T15:30:00+08:00' }, now)).toBe('normal');
  });

  it('treats premium like VIP for expiry and keeps its tier', () => {
    expect(effectiveMembership({ membership_type: 'premium', vip_expiry_date: null }, now)).toBe('premium');
    expect(effectiveMembership({ membership_type: 'premium', vip_expiry_date: new Date('2026-01-01') }, now)).toBe('normal');
  });

  it('treats an unreadable expiry as expired', () => {
    expect(effectiveMembership({ membership_type: 'vip', vip_expiry_date: 'not a date' }, now)).toBe('normal');
  });
});

describe('exemptFromFreeLimits (the free-limit rule, spec §6)', () => {
  const user = (membership_type: 'normal' | 'vip' | 'premium', vip_expiry_date: string | null, is_admin = false) => ({
    membership_type,
    vip_expiry_date,
    is_admin,
  });

  it('lifts the limits for a paid member in force and for an admin, whatever the admin`s membership', () => {
    expect(exemptFromFreeLimits(user('vip', '2026-12-01T00:00:00Z'), now)).toBe(true);
    expect(exemptFromFreeLimits(user('premium', null), now)).toBe(true);
    expect(exemptFromFreeLimits(user('normal', null, true), now)).toBe(true);
    expect(exemptFromFreeLimits(user('vip', '2020-01-01T00:00:00Z', true), now)).toBe(true);
  });

  it('binds a normal user and a VIP whose membership has lapsed', () => {
    expect(exemptFromFreeLimits(user('normal', null), now)).toBe(false);
    expect(exemptFromFreeLimits(user('vip', '2026-11-22T08:00:00Z'), now)).toBe(false);
    expect(exemptFromFreeLimits(user('premium', 'not a date'), now)).toBe(false);
  });
});
