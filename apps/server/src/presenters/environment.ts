/**
 * What a caller may see of the platform's environment (GET /system/environment): visitors get
 * the toolchain's names and major versions — enough to know which Verilog features to expect —
 * and no host details; admins get exact versions and the kernel. Why: exact versions and the
 * kernel tell an attacker which published exploits to try, and a learner has no use for them.
 */
import type { EnvironmentResponse } from '@veridojo/contracts';

type EnvironmentFacts = Omit<EnvironmentResponse, 'status'> & { platform: { os: string } };

/** The compatibility line of a version: its first number, or `0.y` below 1.0 (where y is what changes). */
export function majorVersion(version: string): string {
  const match = /(\d+)(?:\.(\d+))?/.exec(version);
  if (!match) return 'unknown';
  return match[1] === '0' && match[2] !== undefined ? `0.${match[2]}` : match[1]!;
}

export function presentEnvironment(facts: EnvironmentFacts, isAdmin: boolean): EnvironmentResponse {
  if (isAdmin) return { status: 'success', ...facts };
  const { os: _hidden, ...platform } = facts.platform;
  return {
    status: 'success',
    platform: { ...platform, node: majorVersion(platform.node) },
    database: { kind: facts.database.kind, version: majorVersion(facts.database.version) },
    toolchain: facts.toolchain.map((tool) => ({ name: tool.name, version: tool.version === null ? null : majorVersion(tool.version) })),
    time_zone: facts.time_zone,
  };
}
