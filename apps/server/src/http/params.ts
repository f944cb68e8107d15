/** Path parameters: numeric ids only; anything else is a clean 404 of the named kind. */
import type { ErrorCode } from '@veridojo/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export function idParam(request: FastifyRequest, notFound: ErrorCode): number {
  const raw = (request.params as Record<string, string | undefined>).id ?? '';
  // Ids are positive 32-bit integers: anything longer or non-numeric names nothing.
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw new AppError(notFound);
  return Number(raw);
}
