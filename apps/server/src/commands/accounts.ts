/**
 * Account commands: registration, login, name and password changes and the e-mailed
 * reset code. Each spans the tables it needs inside one transaction where records must
 * change together, and throws AppErrors with the spec's Chinese texts.
 */
import crypto from 'node:crypto';
import { usernameKey, type RateLimitName } from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { AppError, tooManyRequests } from '../http/errors.ts';
import { countFailedAttempt, hashCode, insertCode, latestCode, markCodeUsed, newCode, type EmailCodeRow } from '../repos/email-codes.ts';
import { hitRateLimit, type RateLimitRule } from '../repos/rate-limits.ts';
import { createSession, deleteUserSessions, newSessionToken } from '../repos/sessions.ts';
import {
  anyAdminExists,
  findUserByEmail,
  findUserByUsername,
  insertUser,
  lockAdminCreation,
  uniqueViolation,
  updatePasswordHash,
  updateUsername,
  type UserRow,
} from '../repos/users.ts';
import { resetCodeMail } from '../services/mailer.ts';
import { decoyHash, hashPassword, verifyPassword } from '../services/password.ts';
import { admitLoginAttempt } from './login-throttle.ts';
import { CODE_MAX_FAILURES, CODE_RESEND_SECONDS, CODE_VALID_SECONDS, rateLimitRules } from './rate-limits.ts';

/** Counts a hit on the configured limit `name` for `subject`; throws RATE_LIMITED beyond it. */
export async function enforceRateLimit(ctx: AppContext, name: RateLimitName, subject: string) {
  await enforceRule(ctx.db, await rateLimitRule(ctx, name), subject);
}

/**
 * The configured limit `name`, for enforceRule in a transaction: read before the transaction
 * opens. The process's copy of the configuration may have to be read from the database, and on
 * PGlite (one connection) a read that is not the transaction's own waits for the transaction,
 * which waits for the read: the process's database would stop for good.
 */
export async function rateLimitRule(ctx: AppContext, name: RateLimitName): Promise<RateLimitRule> {
  return rateLimitRules(await ctx.config.current())[name];
}

/** Counts a hit on `rule` for `subject` in `db` (a transaction's handle, say); throws RATE_LIMITED beyond it. */
export async function enforceRule(db: Queryable, rule: RateLimitRule, subject: string): Promise<void> {
  const retryAfter = await hitRateLimit(db, rule, subject);
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
}

function duplicateError(error: unknown): AppError | undefined {
  const constraint = uniqueViolation(error);
  if (!constraint) return undefined;
  return constraint.includes('email') ? new AppError('EMAIL_TAKEN') : new AppError('USERNAME_TAKEN');
}

interface LoggedIn {
  user: UserRow;
  token: string;
}

export async function registerAccount(
  ctx: AppContext,
  input: { username: string; password: string; email: string | null },
  address: string,
): Promise<LoggedIn> {
  await enforceRateLimit(ctx, 'register_ip', address);
  const passwordHash = await hashPassword(input.password, ctx.settings.passwordHashCost);
  const token = newSessionToken();
  try {
    const user = await ctx.db.transaction(async (tx) => {
      if (await findUserByUsername(tx, input.username)) throw new AppError('USERNAME_TAKEN');
      if (input.email && (await findUserByEmail(tx, input.email))) throw new AppError('EMAIL_TAKEN');
      const created = await insertUser(tx, { username: input.username, email: input.email, passwordHash });
      await createSession(tx, created.id, token);
      return created;
    });
    return { user, token };
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets the same answer.
    throw duplicateError(error) ?? error;
  }
}

export async function logIn(ctx: AppContext, input: { username: string; password: string }, address: string): Promise<LoggedIn> {
  // The throttle and the lookup use the one key of contracts/username.ts, so they name the same account.
  const attempt = await admitLoginAttempt(ctx, usernameKey(input.username), address);
  const user = await findUserByUsername(ctx.db, input.username);
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash(ctx.settings.passwordHashCost)));
  if (!user || !matches) throw new AppError('INVALID_CREDENTIALS');
  await attempt.succeeded();
  const token = newSessionToken();
  await createSession(ctx.db, user.id, token);
  return { user, token };
}

export async function changeUsername(ctx: AppContext, user: UserRow, newUsername: string): Promise<UserRow> {
  if (newUsername === user.username) throw new AppError('USERNAME_UNCHANGED');
  try {
    const renamed = await ctx.db.transaction(async (tx) => {
      const holder = await findUserByUsername(tx, newUsername);
      if (holder && holder.id !== user.id) throw new AppError('USERNAME_TAKEN');
      const updated = await updateUsername(tx, user.id, newUsername);
      if (!updated) throw new AppError('NOT_LOGGED_IN');
      return updated;
    });
    ctx.sessions.userChanged(user.id);
    return renamed;
  } catch (error) {
    throw duplicateError(error) ?? error;
  }
}

/** Changes the password and ends every session of the account, then opens a new one for this browser. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  await enforceRateLimit(ctx, 'password_change', String(user.id));
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) throw new AppError('WRONG_CURRENT_PASSWORD');
  const passwordHash = await hashPassword(input.newPassword, ctx.settings.passwordHashCost);
  const token = newSessionToken();
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id);
    await createSession(tx, user.id, token);
  });
  ctx.sessions.userChanged(user.id);
  return token;
}

/**
 * Sends a reset code. Known and unknown addresses get the same answer and the same cooldown;
 * only a known address receives mail. The mail goes out after the answer so its timing
 * does not tell the two apart.
 */
export async function requestResetCode(ctx: AppContext, email: string, address: string): Promise<number> {
  if (ctx.mailer.mode === 'none') throw new AppError('EMAIL_UNAVAILABLE');
  const code = newCode();
  const sendLimit = await rateLimitRule(ctx, 'code_send_ip');
  const recipient = await ctx.db.transaction(async (tx) => {
    const previous = await latestCode(tx, email);
    if (previous && previous.age_seconds < CODE_RESEND_SECONDS) {
      throw tooManyRequests(Math.ceil(CODE_RESEND_SECONDS - previous.age_seconds), 'CODE_COOLDOWN');
    }
    await enforceRule(tx, sendLimit, address);
    const user = await findUserByEmail(tx, email);
    await insertCode(tx, { email, userId: user?.id ?? null, code, validSeconds: CODE_VALID_SECONDS });
    return user?.email ?? undefined;
  });
  if (recipient) {
    ctx.mailer.send(resetCodeMail(recipient, code, CODE_VALID_SECONDS / 60)).catch((error: unknown) => {
      ctx.log.error({ err: error, to: recipient }, 'sending the reset code failed');
    });
  }
  return CODE_RESEND_SECONDS;
}

/** Checks a code against the latest one for the address, counting a wrong try. Returns the live row. */
async function checkCode(tx: Queryable, email: string, code: string): Promise<EmailCodeRow> {
  const row = await latestCode(tx, email);
  if (!row || row.used_at || row.expired) throw new AppError('CODE_INVALID');
  if (row.failed_attempts >= CODE_MAX_FAILURES) throw new AppError('CODE_TOO_MANY_ATTEMPTS');
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(email, code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    await countFailedAttempt(tx, row.id);
    throw new AppError(row.failed_attempts + 1 >= CODE_MAX_FAILURES ? 'CODE_TOO_MANY_ATTEMPTS' : 'CODE_INVALID');
  }
  if (row.user_id === null) throw new AppError('CODE_INVALID');
  return row;
}

/**
 * Runs `work` in a transaction whose wrong-try counter survives the thrown error:
 * a failed check must still be recorded, so the count is committed before the error leaves.
 */
async function withCodeCheck<T>(ctx: AppContext, work: (tx: Queryable) => Promise<T>): Promise<T> {
  let failure: unknown;
  const result = await ctx.db.transaction(async (tx) => {
    try {
      return await work(tx);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failure = error;
      return undefined;
    }
  });
  if (failure) throw failure;
  return result as T;
}

export async function verifyResetCode(ctx: AppContext, email: string, code: string, address: string): Promise<void> {
  await enforceRateLimit(ctx, 'code_check_ip', address);
  await withCodeCheck(ctx, (tx) => checkCode(tx, email, code));
}

export async function resetPassword(
  ctx: AppContext,
  input: { email: string; code: string; newPassword: string },
  address: string,
): Promise<void> {
  await enforceRateLimit(ctx, 'code_check_ip', address);
  const passwordHash = await hashPassword(input.newPassword, ctx.settings.passwordHashCost);
  const userId = await withCodeCheck(ctx, async (tx) => {
    const row = await checkCode(tx, input.email, input.code);
    await markCodeUsed(tx, row.id);
    await updatePasswordHash(tx, row.user_id!, passwordHash);
    await deleteUserSessions(tx, row.user_id!);
    return row.user_id!;
  });
  ctx.sessions.userChanged(userId);
}

/**
 * Creates the first admin account when none exists. Returns the generated password when
 * ADMIN_PASSWORD was not given, so start-up can print it once.
 */
export async function ensureAdmin(ctx: AppContext): Promise<{ created: boolean; conflict?: boolean; generatedPassword?: string }> {
  if (await anyAdminExists(ctx.db)) return { created: false };
  const generated = ctx.settings.adminPassword ? undefined : crypto.randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(ctx.settings.adminPassword ?? generated!, ctx.settings.passwordHashCost);
  const outcome = await ctx.db.transaction(async (tx) => {
    // Another process starting at the same time may have created it since the look above.
    await lockAdminCreation(tx);
    if (await anyAdminExists(tx)) return 'exists';
    // A learner who holds that name keeps their account: the operator must pick another ADMIN_USERNAME.
    if (await findUserByUsername(tx, ctx.settings.adminUsername)) return 'conflict';
    await insertUser(tx, { username: ctx.settings.adminUsername, email: null, passwordHash, isAdmin: true });
    return 'created';
  });
  if (outcome === 'exists') return { created: false };
  if (outcome === 'conflict') return { created: false, conflict: true };
  return generated ? { created: true, generatedPassword: generated } : { created: true };
}
