import { PGlite } from '@electric-sql/pglite';
import { chmodSync, mkdirSync } from 'node:fs';
import pg from 'pg';

/** The one database boundary of the server: the same SQL ($1 parameters) on PGlite and PostgreSQL. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PgliteDb extends Db {
  /** The data folder as a tarball: `openPglite('memory', dump)` starts from it without initdb. */
  dump(): Promise<Blob>;
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function pgliteTx(tx: PgliteLike): Db {
  const db: Db = {
    query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
    exec: async (sql) => void (await tx.exec(sql)),
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}

function wrapPglite(instance: PGlite): PgliteDb {
  return {
    ...pgliteTx(instance),
    transaction: (fn) => instance.transaction((tx) => fn(pgliteTx(tx))),
    close: () => instance.close(),
    dump: async () => (await instance.dumpDataDir('none')) as Blob,
  };
}

/** The data folder holds every customer's data: only the server's own user may enter it. */
function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

export async function openPglite(dir: string | 'memory', loadDataDir?: Blob): Promise<PgliteDb> {
  if (dir !== 'memory') privateFolder(dir);
  const instance = dir === 'memory' ? await PGlite.create({ loadDataDir }) : await PGlite.create(dir);
  return wrapPglite(instance);
}

/** The error names its statement (for the log), as PGlite's errors do; never its parameters. */
async function rowsOf<T>(sql: string, run: Promise<pg.QueryResult>): Promise<T[]> {
  try {
    return (await run).rows as T[];
  } catch (error) {
    if (error instanceof Error) Object.assign(error, { query: sql });
    throw error;
  }
}

function pgClientDb(client: pg.PoolClient): Db {
  const db: Db = {
    query: <T>(sql: string, params?: unknown[]) => rowsOf<T>(sql, client.query(sql, params)),
    exec: async (sql) => void (await client.query(sql)),
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}

export function openPg(url: string): Db {
  const pool = new pg.Pool({ connectionString: url });
  return {
    query: <T>(sql: string, params?: unknown[]) => rowsOf<T>(sql, pool.query(sql, params)),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(pgClientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
