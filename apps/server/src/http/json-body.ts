/**
 * The JSON body parser, the only parser every route shares: Fastify's defaults (text/plain
 * among them) are removed, so any other content type is a 415 before the body is read; a call
 * that takes a binary body declares it in the call table (see route.ts). Strict UTF-8 (invalid
 * bytes are refused instead of silently replaced), an empty body reads as no body (the spec's
 * logout posts none), and only objects, arrays and primitives that JSON.parse accepts.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function installJsonBodyParser(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    if (body.length === 0) return done(null, undefined);
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return done(new AppError('BAD_ENCODING'), undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('BAD_JSON'), undefined);
    }
  });
}
