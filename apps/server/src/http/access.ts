/**
 * Who is calling, checked against a call's `access` from the call table before its body is
 * read: the session's user for 'public' (maybe none), 'user', 'admin' and 'teacher' calls, a bearer token
 * for 'worker' (WORKER_TOKEN) and 'operator' (METRICS_TOKEN) calls. route() runs this for every entry; handlers never check access themselves.
 */
import crypto from 'node:crypto';
import type { Access } from '@veridojo/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../repos/users.ts';
import { AppError } from './errors.ts';
import { currentUser } from './session.ts';

/** What a handler of a call with this access is given: a user where one is required, maybe one on public calls. */
export type CallerOf<A extends Access> = A extends 'user' | 'admin' | 'teacher'
  ? UserRow
  : A extends 'public'
    ? UserRow | undefined
    : undefined;

/** Whether the request carries `expected` as its bearer token. Compared as hashes, in constant time. */
function holdsToken(expected: string | undefined, request: FastifyRequest): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  // No token configured: nobody may call at all (never "any token").
  if (!expected || !given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export async function callerFor(ctx: AppContext, access: Access, request: FastifyRequest): Promise<UserRow | undefined> {
  switch (access) {
    case 'public':
      return currentUser(ctx, request);
    case 'worker':
      if (!holdsToken(ctx.settings.workerToken, request)) throw new AppError('WORKER_UNAUTHORIZED');
      return undefined;
    case 'operator':
      if (!holdsToken(ctx.settings.metricsToken, request)) throw new AppError('OPERATOR_UNAUTHORIZED');
      return undefined;
    case 'user':
    case 'admin':
    case 'teacher': {
      const user = await currentUser(ctx, request);
      if (!user) throw new AppError('NOT_LOGGED_IN');
      if (access === 'admin' && !user.is_admin) throw new AppError('FORBIDDEN');
      // An admin is no teacher unless made one: a class's students are its teacher's to see.
      if (access === 'teacher' && !user.is_teacher) throw new AppError('NOT_TEACHER');
      return user;
    }
  }
}
