/**
 * Routes every `import … from 'zod'` of the browser bundle through src/zod-jitless.ts, which turns
 * zod's compiled parsers off before any schema is built. Why a resolver and not an import at the
 * top of main.tsx: the bundle evaluates the chunks main imports (contracts and zod among them)
 * before main's own code, so a config call there comes too late; a module that zod's importers
 * depend on runs, by ES module order, right after zod and before them, in any chunking.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const WRAPPER = path.resolve(import.meta.dirname, '../src/zod-jitless.ts');

export function zodJitless(): Plugin {
  return {
    name: 'veridojo-zod-jitless',
    enforce: 'pre',
    resolveId(source, importer) {
      // The wrapper itself reaches the real zod.
      if (source === 'zod' && importer && path.resolve(importer.split('?')[0]!) !== WRAPPER) return WRAPPER;
      return null;
    },
  };
}
