/**
 * The session cookie: an opaque token, HttpOnly, SameSite=Lax, Secure when the request came
 * over TLS. currentUser() reads the session's user (kept in memory: session-cache.ts); who may call what is decided from the
 * call table (access.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { hashToken, SESSION_DAYS, sessionUser } from '../repos/sessions.ts';
import type { UserRow } from '../repos/users.ts';

export const SESSION_COOKIE = 'veridojo_session';

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  // A real token is 43 base64url characters; anything else cannot match and skips the query.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}

/** The caller's user, from the process's cache of session users (session-cache.ts) or the database. */
export async function currentUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow | undefined> {
  const token = sessionToken(request);
  return token ? ctx.sessions.user(hashToken(token), (hash) => sessionUser(ctx.db, hash)) : undefined;
}
