import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPg, openPglite, type Db, type PgliteDb } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { seedDatabase } from '../../server/src/seed/seed';

const SERVER_SRC = join(import.meta.dirname, '../../server/src');

/** Seeding is deterministic: one seeded database per version of the migrations and seed code (and test day). */
function seedVersion(today: Date): string {
  const hash = createHash('sha256').update(today.toISOString());
  for (const folder of ['db/migrations', 'seed']) {
    for (const file of readdirSync(join(SERVER_SRC, folder)).sort()) hash.update(readFileSync(join(SERVER_SRC, folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function migrateAndSeed(db: Db, today: Date): Promise<void> {
  await migrate(db);
  await seedDatabase(db, { today });
}

/** PGlite: the seeded data folder is cached as a tarball in the temp folder and loaded in memory. */
export async function openSeededPglite(today: Date): Promise<PgliteDb> {
  const cached = join(tmpdir(), `balcao-test-db-${seedVersion(today)}.tar`);
  if (existsSync(cached)) return openPglite('memory', new Blob([readFileSync(cached)]));
  const db = await openPglite('memory');
  await migrateAndSeed(db, today);
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await (await db.dump()).arrayBuffer()));
  renameSync(partial, cached);
  return db;
}

/** The same connection string naming another database (`postgres://u@/name?host=/sock` keeps its query). */
export function databaseUrl(url: string, database: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?(\?.*)?$/.exec(url);
  if (!match) throw new Error(`DATABASE_URL not understood: ${url}`);
  return `${match[1]}/${database}${match[3] ?? ''}`;
}

export interface PgTestDatabases {
  /** A fresh copy of the seeded template: its own database on the server. */
  create(): Promise<{ db: Db; url: string; drop(): Promise<void> }>;
  close(): Promise<void>;
}

/** Any fixed number: every test worker of every run takes this lock while it builds the template. */
const TEMPLATE_LOCK = 7_245_001;

/**
 * PostgreSQL server (DATABASE_URL): the seeded template database `balcao_tpl_<version>` is built once per server
 * (under an advisory lock, so parallel workers wait for the first) and every test gets `CREATE DATABASE … TEMPLATE`.
 * The next copy is made while the current test runs.
 */
export async function pgTestDatabases(url: string, today: Date): Promise<PgTestDatabases> {
  const admin = new pg.Pool({ connectionString: url, max: 2 });
  const template = `balcao_tpl_${seedVersion(today)}`;
  await ensureTemplate(admin, url, template, today);

  async function copy(): Promise<string> {
    const name = `balcao_t_${process.pid}_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return name;
  }
  let next: Promise<string> | undefined;
  return {
    async create() {
      const name = await (next ?? copy());
      next = copy();
      next.catch(() => undefined); // reported by the create() that awaits it
      const copyUrl = databaseUrl(url, name);
      const db = openPg(copyUrl);
      return {
        db,
        url: copyUrl,
        async drop() {
          await db.close();
          // No FORCE: the server waits (up to 5 s) for the closed pool's sessions to leave, and a session still busy is an error worth seeing.
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        },
      };
    },
    async close() {
      const unused = await next?.catch(() => undefined);
      if (unused) await admin.query(`DROP DATABASE IF EXISTS ${unused}`);
      await admin.end();
    },
  };
}

async function ensureTemplate(admin: pg.Pool, url: string, template: string, today: Date): Promise<void> {
  const client = await admin.connect();
  await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount !== 0) return;
    const building = `${template}_building`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    const db = openPg(databaseUrl(url, building));
    try {
      await migrateAndSeed(db, today);
    } finally {
      await db.close();
    }
    // Renamed only when complete: a template that exists is a finished one.
    await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    client.release();
  }
}

/** A migrated database without any data: PGlite in memory, or (DATABASE_URL) a database of its own on that server. */
export async function openEmptyDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite('memory');
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const name = `balcao_empty_${process.pid}_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const db = openPg(databaseUrl(url, name));
  await migrate(db);
  return {
    db,
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}
