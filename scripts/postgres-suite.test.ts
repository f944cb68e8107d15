// The choice of server test files run again on PostgreSQL: every statement covered, the
// concurrency and schema files always in, and a statement the second run missed reported.
import { describe, expect, it } from 'vitest';
import { chooseFiles, uncovered } from './postgres-suite.mjs';
import { statementShape } from '../apps/server/src/testing/sql-trace.ts';

const trace = (entries: Record<string, string[]>) => new Map(Object.entries(entries).map(([k, v]) => [k, new Set(v)]));

describe('the PostgreSQL suite', () => {
  it('covers every statement with few files, always keeping the concurrency and schema files', () => {
    const pglite = trace({
      'apps/server/src/routes/a.test.ts': ['s1', 's2'],
      'apps/server/src/routes/b.test.ts': ['s1', 's2', 's3'],
      'apps/server/src/routes/c.test.ts': ['s4'],
      'apps/server/src/routes/d.test.ts': ['s3', 's4'],
      'apps/server/src/db/m.test.ts': ['s5'],
      'apps/server/src/routes/queue.test.ts': ['s6'],
    });
    expect(chooseFiles(pglite)).toEqual([
      'apps/server/src/db/m.test.ts',
      'apps/server/src/routes/b.test.ts',
      'apps/server/src/routes/c.test.ts',
      'apps/server/src/routes/queue.test.ts',
    ]);
  });

  it('drops a file picked early whose statements the later picks all run', () => {
    const pglite = trace({
      'big.test.ts': ['s1', 's2', 's3', 's4'],
      'x.test.ts': ['s1', 's2', 's5'],
      'y.test.ts': ['s3', 's4', 's6'],
    });
    expect(chooseFiles(pglite, [])).toEqual(['x.test.ts', 'y.test.ts']);
  });

  it('names each statement PGlite ran that PostgreSQL did not, with a file that runs it', () => {
    const pglite = trace({ 'a.test.ts': ['s1', 's2'], 'b.test.ts': ['s2', 's3'] });
    expect(uncovered(pglite, trace({ 'a.test.ts': ['s1', 's2', 's3'] }))).toEqual([]);
    expect(uncovered(pglite, trace({ 'a.test.ts': ['s1'] }))).toEqual([
      { statement: 's2', test: 'a.test.ts' },
      { statement: 's3', test: 'b.test.ts' },
    ]);
  });

  it('reads a statement the same whatever its layout or the length of its parameter list', () => {
    expect(statementShape('SELECT *\n  FROM users WHERE id IN ($1, $2,$3)')).toBe(statementShape('SELECT * FROM users WHERE id IN ($4)'));
    expect(statementShape('SELECT 1 WHERE a = $1')).not.toBe(statementShape('SELECT 1 WHERE b = $1'));
  });
});
