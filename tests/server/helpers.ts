import { afterAll, beforeAll, beforeEach, afterEach } from 'vitest';
import { createApp } from '../../server/src/app';
import { readConfig, type ServerConfig } from '../../server/src/config';
import type { Db, PgliteDb } from '../../server/src/db/client';
import type { AppDeps } from '../../server/src/deps';
import { openSeededPglite, pgTestDatabases, type PgTestDatabases } from './test-database';
export { PRODUCTION_ENV } from './production-env';

export const TODAY = new Date('2025-06-02T12:00:00Z');
export const DEVICE = '0b6c3f7e-9a51-4c1e-8d2f-3a4b5c6d7e8f';
export const OTHER_DEVICE = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
export const COMPANY = { username: '11222333000181', code: '482915' };
export const PERSON = { username: '52998224725', code: '730461' };


export const OPERATOR_SECRET = 'segredo-do-operador-de-teste-bem-comprido';

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return readConfig({
    JWT_SECRET: 'segredo-de-teste', STATIC_DIR: '/nonexistent', DEV_ROUTES: '1', OPERATOR_SECRET, WEBHOOK_SIGNING_KEY: 'chave-de-assinatura-de-teste', ...env,
  });
}

export class FakeClock {
  current = TODAY;
  now = () => this.current;
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export type ServerContext = {
  db: Db;
  app: ReturnType<typeof createApp>;
  clock: FakeClock;
  config: ServerConfig;
  /** PostgreSQL only: the test's own database, for a second pool on it (a second API instance) */
  databaseUrl?: string;
};

/**
 * A seeded database and the app on it, fresh for every test. With DATABASE_URL set, every test gets its own
 * database on that PostgreSQL server (a copy of a seeded template); otherwise see `usePglite`.
 * `extra`: optional services, e.g. a push service that records what it would send.
 */
export function useServer(env: Record<string, string> = {}, extra: Pick<AppDeps, 'push'> = {}): ServerContext {
  const ctx = {} as ServerContext;
  const url = process.env.DATABASE_URL;
  if (url) usePostgres(ctx, url);
  else usePglite(ctx);
  beforeEach(() => {
    ctx.clock = new FakeClock();
    ctx.config = testConfig(env);
    ctx.app = createApp({ db: ctx.db, config: ctx.config, clock: ctx.clock, ...extra });
  });
  return ctx;
}

/** Real concurrency: the app's pool and transactions run as in production. */
function usePostgres(ctx: ServerContext, url: string) {
  let databases: PgTestDatabases;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    databases = await pgTestDatabases(url, TODAY);
  });
  beforeEach(async () => {
    const copy = await databases.create();
    ctx.db = copy.db;
    ctx.databaseUrl = copy.url;
    drop = copy.drop;
  });
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });
  afterAll(() => databases?.close());
}

/**
 * One seeded in-memory PGlite per worker process (the server project does not isolate its files, so the next
 * file reuses it; an isolated file opens its own). Every test runs inside a transaction rolled back afterwards,
 * and the app's own transactions become savepoints inside it. Sequences are not transactional: each file starts
 * them again where the seed left them, as it would on a fresh copy. Kept on the global object: the shared unit
 * files load this module again for each file (tests/unit/setup.ts).
 */
const worker = globalThis as { balcaoWorkerPglite?: Promise<{ base: PgliteDb; restartSequences: () => Promise<void> }> };

async function openWorkerPglite() {
  const base = await openSeededPglite(TODAY);
  const sequences = await base.query<{ name: string; last: string | null; called: boolean }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS last, last_value IS NOT NULL AS called
       FROM pg_sequences`,
  );
  const restart = sequences.map(({ name, last, called }) =>
    called ? `SELECT setval('${name}', ${last}, true);` : `ALTER SEQUENCE ${name} RESTART;`,
  ).join('\n');
  return { base, restartSequences: () => base.exec(restart) };
}

function usePglite(ctx: ServerContext) {
  let base: PgliteDb;
  beforeAll(async () => {
    const pglite = await (worker.balcaoWorkerPglite ??= openWorkerPglite());
    base = pglite.base;
    await pglite.restartSequences();
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
  beforeEach(() => base.exec('BEGIN'));
  afterEach(() => base.exec('ROLLBACK'));
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

// What can be wrong with an answer to hostile input: a 5xx, or a 4xx without a Portuguese `message`.
const ENGLISH = /\b(expected|received|invalid input|required|not found|unauthorized|internal server error)\b/i;

/** What is wrong with one answer to hostile input, each as a line naming the call (`label`); none when it is right. */
export async function answerProblems(response: TestResponse | Response, label: string): Promise<string[]> {
  if (response.status >= 500) return [`${label} → ${response.status}`];
  if (response.status < 400) return [];
  const text = await response.text();
  let message: unknown;
  try {
    message = JSON.parse(text).message;
  } catch {
    return [`${label} → ${response.status} without a JSON body: ${text.slice(0, 80)}`];
  }
  if (typeof message !== 'string' || message.trim() === '') return [`${label} → ${response.status} without a message`];
  if (ENGLISH.test(message)) return [`${label} → ${response.status} in English: ${message}`];
  return [];
}

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
