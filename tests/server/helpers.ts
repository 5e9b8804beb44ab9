import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, afterEach } from 'vitest';
import { createApp } from '../../server/src/app';
import { readConfig, type ServerConfig } from '../../server/src/config';
import { openPglite, type Db, type PgliteDb } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { seedDatabase } from '../../server/src/seed/seed';

export const TODAY = new Date('2025-06-02T12:00:00Z');
export const DEVICE = '0b6c3f7e-9a51-4c1e-8d2f-3a4b5c6d7e8f';
export const OTHER_DEVICE = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
export const COMPANY = { username: '11222333000181', code: '482915' };
export const PERSON = { username: '52998224725', code: '730461' };

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return readConfig({ JWT_SECRET: 'segredo-de-teste', STATIC_DIR: '/nonexistent', DEV_ROUTES: '1', ...env });
}

export class FakeClock {
  current = TODAY;
  now = () => this.current;
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

const SERVER_SRC = join(import.meta.dirname, '../../server/src');

/** Seeding is deterministic, so one migrated and seeded data folder is cached per version of that code. */
async function openSeededDb(): Promise<PgliteDb> {
  const hash = createHash('sha256').update(TODAY.toISOString());
  for (const folder of ['db/migrations', 'seed']) {
    for (const file of readdirSync(join(SERVER_SRC, folder)).sort()) hash.update(readFileSync(join(SERVER_SRC, folder, file)));
  }
  const cached = join(tmpdir(), `balcao-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(cached)) return openPglite('memory', new Blob([readFileSync(cached)]));
  const db = await openPglite('memory');
  await migrate(db);
  await seedDatabase(db, { today: TODAY });
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await (await db.dump()).arrayBuffer()));
  renameSync(partial, cached);
  return db;
}

/**
 * One seeded in-memory PGlite per test file; every test runs inside a transaction rolled back
 * afterwards, and the app's own transactions become savepoints inside it.
 */
export function useServer(env: Record<string, string> = {}) {
  const ctx = {} as { db: Db; app: ReturnType<typeof createApp>; clock: FakeClock; config: ServerConfig };
  let base: PgliteDb;
  beforeAll(async () => {
    base = await openSeededDb();
    const db: Db = {
      query: base.query,
      exec: base.exec,
      close: async () => {},
      transaction: async (fn) => {
        await base.exec('SAVEPOINT app_tx');
        try {
          const result = await fn(db);
          await base.exec('RELEASE SAVEPOINT app_tx');
          return result;
        } catch (error) {
          await base.exec('ROLLBACK TO SAVEPOINT app_tx');
          throw error;
        }
      },
    };
    ctx.db = db;
  });
  beforeEach(async () => {
    await base.exec('BEGIN');
    ctx.clock = new FakeClock();
    ctx.config = testConfig(env);
    ctx.app = createApp({ db: ctx.db, config: ctx.config, clock: ctx.clock });
  });
  afterEach(() => base.exec('ROLLBACK'));
  afterAll(() => base?.close());
  return ctx;
}

export interface CallOptions {
  token?: string;
  partner?: number | string;
  deviceId?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Response whose JSON body tests read freely. */
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

export async function call(
  app: { request: ReturnType<typeof createApp>['request'] },
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.partner !== undefined) headers.partner = String(options.partner);
  if (options.deviceId !== null) headers.deviceId = options.deviceId ?? DEVICE;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return app.request(`/api/ecommerce${path}`, { method, headers, body });
}

export async function login(
  app: ReturnType<typeof createApp>,
  who: { username: string; code: string },
  deviceId = DEVICE,
  keepConnected = true,
): Promise<string> {
  const res = await call(app, 'POST', '/authentication', {
    deviceId,
    body: { username: who.username, password: who.code, keepConnected },
  });
  if (res.status !== 200) throw new Error(`login ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
