/**
 * AI calls (spec §7 Submissions and AI): the analysis of one's own submission, and the IDE chat —
 * plain, streamed as server-sent events, and cleared. Thin: the rules live in commands/ai.ts. The
 * conversation belongs to the login session, named by the session token's hash.
 */
import { API } from '@veridojo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { analyzeSubmission, chat, chatStream, clearConversation } from '../commands/ai.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { sessionToken } from '../http/session.ts';
import { hashToken } from '../repos/sessions.ts';

function sessionHash(request: FastifyRequest): string {
  const token = sessionToken(request);
  if (!token) throw new AppError('NOT_LOGGED_IN');
  return hashToken(token);
}

export function aiRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.aiAnalyze, async (request, _reply, user) => ({
    status: 'success' as const,
    ...(await analyzeSubmission(ctx, user, request.params.id)),
  }));

  route(app, ctx, API.aiChat, async (request, _reply, user) => ({
    status: 'success' as const,
    response: await chat(ctx, user, sessionHash(request), request.body),
    message: '',
  }));

  route(app, ctx, API.aiChatStream, async (request, _reply, user) => chatStream(ctx, user, sessionHash(request), request.body));

  route(app, ctx, API.aiChatClear, async (request, _reply, user) => {
    await clearConversation(ctx, user, sessionHash(request));
    return { status: 'success' as const, message: '对话已清空' };
  });
}
