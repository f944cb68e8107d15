/**
 * Reading back the user kept in localStorage: a value another version of the app (or a person)
 * may have written, so it is checked field by field against the contract's User, and unknown
 * fields are dropped, as User.safeParse would. Written without zod on purpose: the check runs
 * before the first page draws, and zod is about 30 kB gzip of the home page's first download
 * (issue 30). stored-user.test.ts holds it to User's schema, field by field.
 */
import { MEMBERSHIP_TYPES, type User } from '@veridojo/contracts';

type Field = (value: unknown) => boolean;

const isString: Field = (value) => typeof value === 'string';
const isBoolean: Field = (value) => typeof value === 'boolean';
const orNull =
  (field: Field): Field =>
  (value) =>
    value === null || field(value);

/** Every field of User and its check (zod's int() is a safe integer). */
const USER_FIELDS: Record<keyof User, Field> = {
  id: (value) => Number.isSafeInteger(value),
  username: isString,
  email: orNull(isString),
  is_admin: isBoolean,
  is_teacher: isBoolean,
  is_vip: isBoolean,
  membership_type: (value) => (MEMBERSHIP_TYPES as readonly unknown[]).includes(value),
  vip_expiry_date: orNull(isString),
};

/** The stored value as a User (its known fields only), or null when any field is missing or of the wrong kind. */
export function storedUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(USER_FIELDS)) {
    if (!check(record[key])) return null;
    user[key] = record[key];
  }
  return user as User;
}
