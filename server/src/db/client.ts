import { PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Statement texts with a name, so that each connection parses and plans a statement once and
 * then only binds and runs it. Only statements with parameters are named (never DDL or several
 * statements), and at most `limit` texts: SQL built from many variants runs unnamed past it.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  constructor(readonly limit = 500) {}

  nameOf(sql: string, params: unknown[] | undefined): string | undefined {
    if (!params?.length) return undefined;
    let name = this.#names.get(sql);
    if (name === undefined && this.#names.size < this.limit) {
      name = `balcao_${this.#names.size + 1}`;
      this.#names.set(sql, name);
    }
    return name;
  }
}

/** The error names its statement (for the log), as `PGlite.query`'s do; never its parameters. */
function withStatement(error: unknown, sql: string): unknown {
  if (error instanceof Error) Object.assign(error, { query: sql });
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * `PGlite.query` sends six protocol messages one call at a time (parse, describe, bind, describe, execute, sync) and
 * parses and plans the statement every time. Here a statement is prepared once under a name (learning its parameter
 * types, which pick PGlite's own serializers, as `query` does), then each run is one call: bind, describe, execute,
 * sync. About 3× less CPU per statement
 * (docs/decisions/0041-the-cart-under-load-fewer-prepared-statements-and-a-cheaper.md). The locks are PGlite's: outside a
 * transaction a statement waits for any open one to end, as `query` does; inside ours it only takes the query lock, as
 * `tx.query` does.
 */
function preparedStatements(instance: PGlite) {
  const names = new StatementNames();
  const prepared = new Map<string, { name: string; types: number[] }>();
  const { serialize } = protocol;
  let count = 0;

  async function prepare(sql: string, inTransaction: boolean) {
    // A fresh name per attempt: a failed attempt (e.g. in an aborted transaction) leaves nothing to collide with.
    const name = `p${++count}`;
    const { messages } = await instance.execProtocol(
      concat([serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: !inTransaction },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    prepared.set(sql, statement);
    return statement;
  }

  async function run<T>(sql: string, params: unknown[], inTransaction: boolean): Promise<T[]> {
    try {
      const { name, types } = prepared.get(sql) ?? (await prepare(sql, inTransaction));
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = instance.serializers[types[index]];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await instance.execProtocol(
        concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: !inTransaction },
      );
      return parse.parseResults(messages, instance.parsers)[0].rows as T[];
    } catch (error) {
      throw withStatement(error, sql);
    }
  }

  return {
    /** Undefined when the statement is not to be prepared: the caller uses `query`. */
    query<T>(sql: string, params: unknown[] | undefined, tx: { closed: boolean } | null): Promise<T[]> | undefined {
      if (!names.nameOf(sql, params)) return undefined;
      if (tx?.closed) throw new Error('Transaction is closed'); // as tx.query would
      const go = () => run<T>(sql, params!, tx !== null);
      return tx ? instance._runExclusiveQuery(go) : instance._runExclusiveTransaction(() => instance._runExclusiveQuery(go));
    },
  };
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

/** `transaction` is PGlite's open transaction, or null outside one. */
function pgliteTx(tx: PgliteLike, statements: ReturnType<typeof preparedStatements>, transaction: Transaction | null): Db {
  const db: Db = {
    query: async <T>(sql: string, params?: unknown[]) =>
      (await statements.query<T>(sql, params, transaction)) ?? (await tx.query<T>(sql, params)).rows,
    exec: async (sql) => void (await tx.exec(sql)),
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}

function wrapPglite(instance: PGlite): PgliteDb {
  const statements = preparedStatements(instance);
  return {
    ...pgliteTx(instance, statements, null),
    transaction: (fn) => instance.transaction((tx) => fn(pgliteTx(tx, statements, tx))),
    close: () => instance.close(),
    dump: async () => (await instance.dumpDataDir('none')) as Blob,
  };
}

/**
 * The data folder holds every customer's data: only the server's own user may enter it or read a file in it. From
 * here on the process creates files 0600 and folders 0700 (umask 077): the data folder's later files included.
 */
export function privateFolder(dir: string): void {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** PGlite lays out its data folder with files 0666, whatever the umask: they become 0600, folders 0700. */
function tightenModes(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

export async function openPglite(dir: string | 'memory', loadDataDir?: Blob): Promise<PgliteDb> {
  if (dir === 'memory') return wrapPglite(await PGlite.create({ loadDataDir }));
  privateFolder(dir);
  const instance = await PGlite.create(dir);
  tightenModes(dir);
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

/** The statement named when it has parameters: each connection of the pool prepares it once. */
function pgQuery(names: StatementNames, sql: string, params?: unknown[]): pg.QueryConfig {
  return { text: sql, values: params, name: names.nameOf(sql, params) };
}

/** A transaction's connection runs one statement at a time: statements sent together (Promise.all) wait their turn. */
function pgClientDb(client: pg.PoolClient, names: StatementNames): Db {
  let last: Promise<unknown> = Promise.resolve();
  const run = (sql: string, params?: unknown[]) => {
    const result = last.then(() => client.query(pgQuery(names, sql, params)));
    last = result.catch(() => undefined);
    return result;
  };
  const db: Db = {
    query: <T>(sql: string, params?: unknown[]) => rowsOf<T>(sql, run(sql, params)),
    exec: async (sql) => void (await run(sql)),
    transaction: (fn) => fn(db),
    close: async () => {},
  };
  return db;
}

export function openPg(url: string): Db {
  const pool = new pg.Pool({ connectionString: url });
  const names = new StatementNames();
  // An idle connection the server ends (restart, failover) is replaced on the next query; without a listener it would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL: conexão ociosa encerrada:', error.message));
  return {
    query: <T>(sql: string, params?: unknown[]) => rowsOf<T>(sql, pool.query(pgQuery(names, sql, params))),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(pgClientDb(client, names));
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
