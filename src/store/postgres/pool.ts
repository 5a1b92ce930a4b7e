// The connection pool and the one way this store runs a transaction. A dropped connection
// (PostgreSQL restarting, a network cut) must never crash the process: idle clients' errors
// are swallowed here (the next query gets a fresh connection), and a query's own failure
// becomes UnavailableError (errors.ts), which the server answers with 503 + Retry-After.
import pg from 'pg';
import { domainErrorOf } from './errors.js';

export type Queryable = Pick<pg.PoolClient, 'query'>;

/** bigint (count(*), audit ids, versions) as a JS number: our values stay far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PgPoolOptions {
  /** Connections this process may hold (default 10). */
  max?: number;
}

export function createPool(url: string, options: PgPoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types,
    // Unreachable fails in seconds (a 503 the client can retry), not after the OS's minutes.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // An acknowledged write is durable: whatever the server's default says.
    options: '-c synchronous_commit=on',
    application_name: 'recruit',
  });
  // An idle connection that the server drops emits 'error' on the pool; unhandled, that
  // would end the process. The pool discards that client by itself.
  pool.on('error', () => undefined);
  // A client checked out of the pool (a transaction between two statements, an import
  // session) emits 'error' when the server ends its connection (PostgreSQL restarting:
  // 57P01); unhandled, that too ended the process. Its next query fails instead, and that
  // failure becomes UnavailableError where it is awaited.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

/** A connection of the pool; failing to have one is the database being away (UnavailableError). */
export async function connect(pool: pg.Pool): Promise<pg.PoolClient> {
  try {
    return await pool.connect();
  } catch (error) {
    throw domainErrorOf(error);
  }
}

/**
 * Runs fn in one transaction on one connection: all or nothing; errors as domain errors.
 * `repeatableRead`: one snapshot for every statement of fn (a long read over many queries).
 * `begin`: the statement that opens it, in place of BEGIN (a people writer's: people-writers.ts).
 */
export async function transaction<T>(
  pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>, options: { repeatableRead?: boolean; begin?: string } = {},
): Promise<T> {
  const client = await connect(pool);
  let broken = false;
  try {
    await client.query(options.begin ?? (options.repeatableRead ? 'BEGIN ISOLATION LEVEL REPEATABLE READ' : 'BEGIN'));
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch {
      broken = true; // the connection is gone: do not hand it out again
    }
    throw domainErrorOf(error);
  } finally {
    client.release(broken);
  }
}

/** One statement outside a transaction (it is its own). */
export async function query<R extends pg.QueryResultRow = Record<string, unknown>>(
  pool: pg.Pool,
  text: string | pg.QueryConfig,
  values?: unknown[],
): Promise<pg.QueryResult<R>> {
  try {
    return typeof text === 'string' ? await pool.query<R>(text, values) : await pool.query<R>(text);
  } catch (error) {
    throw domainErrorOf(error);
  }
}
