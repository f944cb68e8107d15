/**
 * zod as the browser bundle sees it (build/zod-jitless.ts resolves every 'zod' import here): the
 * same exports, with the compiled (new Function) object parsers turned off. Zod probes for eval
 * while it builds an object schema; the Content-Security-Policy (no 'unsafe-eval') blocks the
 * probe and the browser reports a violation even though zod catches it. The interpreted parsers
 * are as correct, and the browser parses only small responses; the server keeps the compiled ones.
 */
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
