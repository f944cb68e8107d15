// The stored-user check agrees with the contract's User schema: every field of User.shape is
// required and typed alike, unknown fields are dropped, and a new field in the contract fails here.
import { User } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import { aUser } from '../test/fetch-mock.ts';
import { storedUser } from './stored-user.ts';

/** Values of the wrong kind for any field: each must be refused by both, unless User accepts it. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  0,
  1.5,
  -1,
  2 ** 60,
  true,
  false,
  {},
  [],
  'vip',
  'premium',
  'gold',
  '2026-01-01T00:00:00Z',
];

describe('storedUser', () => {
  it('keeps a valid user, as User.parse does', () => {
    const vip = aUser({ is_vip: true, membership_type: 'vip', vip_expiry_date: '2027-01-01T00:00:00.000Z', email: 'a@b.cn' });
    for (const user of [aUser(), aUser({ is_admin: true }), vip]) expect(storedUser(user)).toEqual(User.parse(user));
  });

  it('drops fields the contract does not name', () => {
    expect(storedUser({ ...aUser(), password_hash: 'x', extra: 1 })).toEqual(aUser());
  });

  it('refuses what is not an object', () => {
    for (const value of [null, 'alice', 7, [aUser()], true]) expect(storedUser(value)).toBeNull();
  });

  it.each(Object.keys(User.shape))('agrees with User on every value of field %s', (field) => {
    const { [field]: _, ...missing } = aUser() as Record<string, unknown>;
    expect(User.safeParse(missing).success).toBe(false);
    expect(storedUser(missing)).toBeNull();
    for (const value of ODD_VALUES) {
      const candidate = { ...aUser(), [field]: value };
      const parsed = User.safeParse(candidate);
      expect({ value, kept: storedUser(candidate) }).toEqual({ value, kept: parsed.success ? parsed.data : null });
    }
  });
});
