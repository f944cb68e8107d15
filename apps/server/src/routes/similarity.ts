/**
 * The similarity check's calls (issue 33): start a check of a problem of an assignment, read its
 * latest result, read a listed pair's two codes, mark a pair reviewed. Thin: the rules — the class's teacher only, one check per
 * problem at a time — live in commands/similarity.ts.
 */
import { API } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { reviewSimilarPair, similarPairCodes, similarityResult, startSimilarityCheck } from '../commands/similarity.ts';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';

export function similarityRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.similarityStart, async (request, _reply, user) => {
    const started = await startSimilarityCheck(ctx, user, request.params.id, request.body.problem_id);
    return { status: 'success' as const, message: started.message, check_id: started.checkId, state: started.state };
  });

  route(app, ctx, API.similarityResult, async (request, _reply, user) => {
    return { status: 'success' as const, check: await similarityResult(ctx, user, request.params.id, request.query.problem_id) };
  });

  route(app, ctx, API.similarityPair, async (request, _reply, user) => {
    return { status: 'success' as const, ...(await similarPairCodes(ctx, user, request.params.id, request.query)) };
  });

  route(app, ctx, API.similarityReview, async (request, _reply, user) => {
    const message = await reviewSimilarPair(ctx, user, request.params.id, request.body);
    return { status: 'success' as const, message, reviewed: request.body.reviewed };
  });
}
