/**
 * Module alias for the schematic (src/synthesis/SchematicCanvas.tsx): netlistsvg's render steps are
 * called one by one so ELK's layout runs in its own worker, and the skin must be parsed by the same
 * `onml` netlistsvg reads it with (0.3, its own dependency; the app's top-level onml is WaveDrom's
 * 2.x). `netlistsvg/onml` reaches it from netlistsvg's folder, wherever npm placed it.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const netlistsvgMain = require.resolve('netlistsvg');

export const netlistsvgAliases = [{ find: /^netlistsvg\/onml$/, replacement: createRequire(netlistsvgMain).resolve('onml') }];
