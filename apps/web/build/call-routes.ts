/**
 * Build step: src/api/call-routes.ts (the wire view of the contract's call table) is replaced in
 * the bundle by its value, evaluated here in Node, as a JSON literal. The module derives it from
 * API, which carries every call's zod schemas; shipped as is, it would put zod and all schemas in
 * the first download of every page (issue 30: about 40 kB gzip of the home page).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

export const CALL_ROUTES_MODULE = path.resolve(import.meta.dirname, '../src/api/call-routes.ts');

/** The module's source as the bundle gets it: its one export, as data. */
export async function callRoutesSource(): Promise<string> {
  // Node strips the types of the workspace's .ts files itself (Node 24), and zod runs here as on the server.
  const module: Record<string, unknown> = await import(pathToFileURL(CALL_ROUTES_MODULE).href);
  const names = Object.keys(module);
  if (names.join() !== 'CALL_ROUTES') throw new Error(`call-routes: exports ${names.join(', ')}; only CALL_ROUTES can be inlined as data`);
  return `export const CALL_ROUTES = ${JSON.stringify(module.CALL_ROUTES)};\n`;
}

export function callRoutesInline(): Plugin {
  return {
    name: 'veridojo:call-routes',
    apply: 'build',
    async load(id) {
      if (path.resolve(id.split('?')[0]!) !== CALL_ROUTES_MODULE) return null;
      return callRoutesSource();
    },
  };
}
