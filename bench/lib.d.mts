// Types of bench/lib.mjs for the TypeScript benchmarks.
export function freePort(): Promise<number>;
export function startServer(
  env?: Record<string, string>,
  options?: { fromSource?: boolean },
): Promise<{ base: string; stop(): Promise<void> }>;
