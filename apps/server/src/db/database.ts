/**
 * The database handle: PGlite (PostgreSQL in WebAssembly, files under DATA_DIR) by default,
 * a PostgreSQL server when DATABASE_URL is set. Both speak the same SQL with $n parameters;
 * repositories take a Queryable so they run the same inside and outside a transaction.
 * Every connection works in UTC so results never depend on the host's time zone.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

/** A statement planned once per connection and executed many times (for hot paths). */
export interface PreparedStatement {
  /** A plain identifier, unique among prepared statements. */
  name: string;
  sql: string;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgresql';
  /** Runs a prepared statement with text parameters (null for NULL); it is prepared on first use. */
  execute<R = Record<string, unknown>>(statement: PreparedStatement, params: (string | null)[]): Promise<R[]>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, from any process of the
   * database; `null` when notices may have been missed (the connection was lost and is back), so
   * the listener re-reads what it waits for. Resolves to a function that stops listening.
   */
  listen(channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel names are spliced into LISTEN: only plain lower-case identifiers. */
function checkChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
}

/**
 * Runs a hot-path statement prepared when `db` is the database itself, or as a plain query inside
 * a transaction. Planning a statement costs PGlite several times what running it does.
 */
export function runPrepared<R = Record<string, unknown>>(
  db: Queryable,
  statement: PreparedStatement,
  params: (string | null)[],
): Promise<R[]> {
  return 'execute' in db ? (db as Database).execute<R>(statement, params) : db.query<R>(statement.sql, params);
}

/** Wraps an open PGlite instance (tests load one from a migrated template). */
export async function wrapPglite(db: PGlite): Promise<Database> {
  await db.waitReady;
  await db.exec(`SET TIME ZONE 'UTC'`);
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<R>(sql: string, params: unknown[] = []) {
      return (await q.query<R>(sql, params)).rows;
    },
  });
  // PGlite binds no parameters to EXECUTE, so its arguments travel as quoted literals;
  // with standard_conforming_strings on, doubling single quotes is the complete escape.
  const literal = (value: string | null) => {
    if (value === null) return 'NULL';
    if (value.includes('\0')) throw new Error('NUL in a statement parameter');
    return `'${value.replaceAll("'", "''")}'`;
  };
  const prepared = new Map<string, Promise<unknown>>();
  return {
    kind: 'pglite',
    ...wrap(db),
    async execute<R>(statement: PreparedStatement, params: (string | null)[]) {
      if (!/^[a-z_][a-z0-9_]*$/.test(statement.name)) throw new Error(`bad statement name ${statement.name}`);
      let ready = prepared.get(statement.name);
      if (!ready) {
        ready = db.exec(`PREPARE ${statement.name} AS ${statement.sql}`);
        prepared.set(statement.name, ready);
      }
      await ready;
      const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
      const [result] = await db.exec(`EXECUTE ${statement.name}${args}`);
      return (result?.rows ?? []) as R[];
    },
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    async listen(channel, onNotice) {
      checkChannel(channel);
      const stop = await db.listen(channel, (payload) => onNotice(payload));
      return stop;
    },
    close: () => db.close(),
  };
}

/**
 * LISTEN on its own connection (a pooled one would be handed to a query and lose it). A lost
 * connection is opened again after a pause, and the listener told notices may have been missed.
 * Why 1 s: a restarting database is back within seconds; retrying faster only fills its log.
 */
async function listenOn(url: string, channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>> {
  checkChannel(channel);
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      setTimeout(() => void reconnect(), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      onNotice(null);
    } catch {
      setTimeout(() => void reconnect(), 1000).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** PGlite with its files under `dataDir`, or in memory when none is given. */
/** SQLSTATEs of a server that is stopping or starting: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SERVER_GOING = new Set(['57P01', '57P02', '57P03']);
/** How node-postgres says the connection it had or wanted is not there. */
const CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether `error` means the database could not be reached (restarting, failed over, the network to
 * it down) rather than that a statement failed: a moment's outage the caller may retry, not a bug.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (SERVER_GOING.has(code) || code.startsWith('08'))) return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT') return true;
  return CONNECTION_LOST.test(error.message);
}

export function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return wrapPglite(dataDir ? new PGlite(dataDir) : new PGlite());
}

export async function openPostgres(url: string): Promise<Database> {
  // Why 10: a server process serves requests concurrently but each holds a connection only briefly.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c TimeZone=UTC' });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it on next use */
  });
  await pool.query('SELECT 1');
  return {
    kind: 'postgresql',
    async query<R>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as R[];
    },
    async execute<R>(statement: PreparedStatement, params: (string | null)[]) {
      // node-postgres prepares a named statement once per connection and reuses it.
      return (await pool.query({ name: statement.name, text: statement.sql, values: params })).rows as R[];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
        };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotice) => listenOn(url, channel, onNotice),
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir?: string | undefined }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
