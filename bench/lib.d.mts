// Types of bench/lib.mjs for the TypeScript benchmarks.
import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function startServer(
  env?: Record<string, string>,
  options?: { fromSource?: boolean; loopDelay?: boolean },
): Promise<{ base: string; loopDelayMs(): Promise<number>; stop(): Promise<void> }>;
export function median(xs: number[]): number;
export function registerUser(base: string, username: string): Promise<string>;
export function startWorkers(base: string, token: string, count: number, name: string, options?: { log?: boolean }): ChildProcess[];
export function stopWorkers(workers: ChildProcess[]): Promise<void>;
