/**
 * Which SQL statements each test file runs, for `npm test`: the server tests run in full on PGlite
 * and only a chosen set of files again on PostgreSQL (scripts/postgres-suite.mjs). The choice is
 * sound only if every statement PGlite ran also ran on PostgreSQL, so with SQL_TRACE_FILE set each
 * test database records the statements it sees, one line per (test file, statement), appended to
 * that file; the test command compares the two runs. Without the variable nothing is recorded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Database, PreparedStatement, Queryable } from '../db/database.ts';

/**
 * A statement's shape: whitespace collapsed and every parameter number dropped, so a list built
 * with one placeholder per item ($1, $2, $3) reads the same for any length.
 */
export function statementShape(sql: string): string {
  return sql
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\$\d+(\s*,\s*\$\d+)*/g, '$');
}

const seen = new Set<string>();

function record(sql: string): void {
  const file = process.env.SQL_TRACE_FILE;
  if (!file) return;
  const testPath = expect.getState().testPath;
  const test = testPath ? path.relative(process.cwd(), testPath) : 'unknown';
  const line = `${test}\t${statementShape(sql)}`;
  if (seen.has(line)) return;
  seen.add(line);
  // One short append per new line: the workers of one run write to the same file at once.
  fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}

function tracedQueryable(q: Queryable): Queryable {
  return {
    query<R>(sql: string, params?: unknown[]) {
      record(sql);
      return q.query<R>(sql, params);
    },
  };
}

/** `db` recording every statement it runs when SQL_TRACE_FILE is set; `db` itself otherwise. */
export function traced(db: Database): Database {
  if (!process.env.SQL_TRACE_FILE) return db;
  return {
    ...db,
    ...tracedQueryable(db),
    execute<R>(statement: PreparedStatement, params: (string | null)[]) {
      record(statement.sql);
      return db.execute<R>(statement, params);
    },
    transaction: (work) => db.transaction((tx) => work(tracedQueryable(tx))),
    close: () => db.close(),
  };
}
