/**
 * Password hashing with scrypt, a memory-hard key-derivation function built into Node.
 * Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without a migration.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** N=2^15, r=8 uses 32 MiB and ~60 ms per hash here: costly to brute-force, cheap for one login. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** scrypt needs 128·N·r bytes; allow twice that. */
const MAX_MEMORY = 2 * 128 * COST.N * COST.r;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: MAX_MEMORY });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 2 * 128 * Number(n) * Number(r) };
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, options);
  return crypto.timingSafeEqual(key, expected);
}

/** A hash of a random password, checked against when the user does not exist so timing reveals nothing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return decoy;
}
