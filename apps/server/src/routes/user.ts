/** Account calls (spec §7 "User"): thin handlers over commands/accounts.ts. */
import { API, SUCCESS_TEXT } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  changeUsername,
  logIn,
  registerAccount,
  requestResetCode,
  resetPassword,
  verifyResetCode,
} from '../commands/accounts.ts';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../http/session.ts';
import { presentUser } from '../presenters/user.ts';
import { deleteSession, hashToken } from '../repos/sessions.ts';

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.register, async (request, reply) => {
    const { user, token } = await registerAccount(ctx, request.body, request.ip);
    setSessionCookie(request, reply, token);
    return { status: 'success', message: SUCCESS_TEXT.register, user: presentUser(user, ctx.now()) };
  });

  route(app, ctx, API.login, async (request, reply) => {
    const { user, token } = await logIn(ctx, request.body, request.ip);
    setSessionCookie(request, reply, token);
    return { status: 'success', message: SUCCESS_TEXT.login, user: presentUser(user, ctx.now()) };
  });

  route(app, ctx, API.logout, async (request, reply) => {
    const token = sessionToken(request);
    if (token) {
      await deleteSession(ctx.db, token);
      ctx.sessions.sessionEnded(hashToken(token));
    }
    clearSessionCookie(request, reply);
    return { status: 'success', message: SUCCESS_TEXT.logout };
  });

  route(app, ctx, API.checkAuth, async (_request, reply, user) => {
    reply.header('cache-control', 'no-store');
    return { is_login: Boolean(user), user: user ? presentUser(user, ctx.now()) : null };
  });

  route(app, ctx, API.profile, async (_request, reply, user) => {
    reply.header('cache-control', 'no-store');
    return { status: 'success', user: presentUser(user, ctx.now()), email: user.email };
  });

  route(app, ctx, API.updateUsername, async (request, _reply, user) => {
    const updated = await changeUsername(ctx, user, request.body.newUsername);
    return { status: 'success', message: SUCCESS_TEXT.usernameChanged, user: presentUser(updated, ctx.now()) };
  });

  route(app, ctx, API.updatePassword, async (request, reply, user) => {
    const token = await changePassword(ctx, user, request.body);
    setSessionCookie(request, reply, token);
    return { status: 'success', message: SUCCESS_TEXT.passwordChanged };
  });

  route(app, ctx, API.forgotPassword, async (request) => {
    const retryAfter = await requestResetCode(ctx, request.body.email, request.ip);
    return { status: 'success', message: SUCCESS_TEXT.codeSent, retry_after: retryAfter };
  });

  route(app, ctx, API.verifyCode, async (request) => {
    await verifyResetCode(ctx, request.body.email, request.body.code, request.ip);
    return { status: 'success', message: SUCCESS_TEXT.codeVerified };
  });

  route(app, ctx, API.resetPassword, async (request) => {
    const { email, code, new_password } = request.body;
    await resetPassword(ctx, { email, code, newPassword: new_password }, request.ip);
    return { status: 'success', message: SUCCESS_TEXT.passwordReset };
  });
}
