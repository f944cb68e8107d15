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

/** r=8, p=1 as scrypt's authors recommend; N = 2^cost from the settings (PASSWORD_HASH_COST, why there). */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

/** scrypt needs 128·N·r bytes; allow twice that. */
function options(n: number, r: number, p: number): crypto.ScryptOptions {
  return { N: n, r, p, maxmem: 2 * 128 * n * r };
}

/** A new hash at 2^`cost` (settings.passwordHashCost); the cost is stored in it, so a later change keeps old hashes valid. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = crypto.randomBytes(16);
  const n = 2 ** cost;
  const key = await scrypt(password, salt, KEY_LENGTH, options(n, BLOCK_SIZE, PARALLELISM));
  return ['scrypt', n, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, options(Number(n), Number(r), Number(p)));
  return crypto.timingSafeEqual(key, expected);
}

/**
 * A hash of a random password at `cost`, checked against when the user does not exist so timing
 * reveals nothing (it costs what a real account's check costs). One per cost for the process.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(cost: number): Promise<string> {
  let decoy = decoys.get(cost);
  if (decoy === undefined) {
    decoy = hashPassword(crypto.randomBytes(16).toString('hex'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}
