// A production start (issue 30): the built server, started with APP_ENV=production on a fresh data folder, never
// creates the demo data (whose access codes the README prints), and `npm run seed` there wipes nothing without its flag.
import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { startServer } from '../../scripts/bench/server.mjs';
import { openPglite } from '../../server/src/db/client';
import { PRODUCTION_ENV } from '../server/production-env';
import { expect, test } from './support/test';

const root = new URL('../../', import.meta.url);
// Clear of the workers' own servers (support/test.ts: E2E_PORT + the worker's index).
const PORT_OFFSET = 50;

function freshDataDir(name: string): string {
  const dataDir = `.data/e2e-${name}-${test.info().parallelIndex}`;
  rmSync(new URL(dataDir, root), { recursive: true, force: true });
  return dataDir;
}

function port(): number {
  return Number(process.env.E2E_PORT ?? 8090) + PORT_OFFSET + test.info().parallelIndex;
}

/** Rows per table, read from a data folder no server holds open (PGlite admits one process). */
async function rowCounts(dataDir: string, tables: string[]): Promise<Record<string, number>> {
  const db = await openPglite(new URL(`${dataDir}/pglite`, root).pathname);
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) counts[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
    return counts;
  } finally {
    await db.close();
  }
}

/** The seed in production needs only where the database is: no links' origin, no message transport. */
function seedCli(dataDir: string, args: string[]) {
  return promisify(execFile)(process.execPath, ['dist/server/seed-cli.mjs', '--products', '1', ...args], {
    cwd: root.pathname,
    env: { ...process.env, APP_ENV: 'production', DATA_DIR: dataDir },
  });
}

test('with APP_ENV=production the built server starts an empty database without demo data and says so', async ({ page }) => {
  const dataDir = freshDataDir('production-start');
  const server = await startServer(root, { port: port(), dataDir, env: PRODUCTION_ENV });
  try {
    await expect.poll(server.output).toContain('nenhum dado de demonstração criado');
    expect(server.output()).toContain('npm run seed -- --yes-demo-data');
    expect(server.output()).not.toContain('Dados de demonstração criados');

    const signIn = await page.request.post(`${server.url}/api/ecommerce/authentication`, {
      headers: { deviceId: '0b6c3f7e-9a51-4c1e-8d2f-3a4b5c6d7e8f' },
      data: { username: '11222333000181', password: '482915', keepConnected: false },
    });
    expect(signIn.status()).toBe(401);

    // The public pages work on the empty database.
    await page.goto(`${server.url}/hub`);
    await expect(page.getByRole('heading', { name: 'Bem-vindo ao Balcão' })).toBeVisible();
  } finally {
    await server.stop();
  }
  expect(await rowCounts(dataDir, ['partners', 'customers', 'users', 'products'])).toEqual({ partners: 0, customers: 0, users: 0, products: 0 });
});

test('with APP_ENV=production npm run seed changes nothing without --yes-demo-data, and seeds with it', async ({ page }) => {
  const dataDir = freshDataDir('production-seed');
  const refused = await seedCli(dataDir, []).then(() => null, (error: { code: number; stderr: string }) => error);
  expect(refused?.code).toBe(2);
  expect(refused?.stderr).toContain('npm run seed -- --yes-demo-data');
  expect(existsSync(new URL(`${dataDir}/pglite`, root))).toBe(false);

  await seedCli(dataDir, ['--yes-demo-data']);
  const counts = await rowCounts(dataDir, ['customers', 'users']);
  expect(counts.customers).toBeGreaterThan(0);
  expect(counts.users).toBeGreaterThan(0);

  // No screen is this test's own; the suite's accessibility check reads the last one, so it is the landing.
  await page.goto('/hub');
});
