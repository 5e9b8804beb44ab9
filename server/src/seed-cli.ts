// `npm run seed -- --products N`: reset the database and seed N products per serving partner (with APP_ENV=production
// only when also given --yes-demo-data).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readStorageConfig } from './config';
import { openPg, openPglite, type Db } from './db/client';
import { migrate } from './db/migrate';
import { DEFAULT_PRODUCTS_PER_PARTNER, resetDatabase, seedDatabase } from './seed/seed';
import { DEMO_DATA_OPTION } from './seed/seed-on-start';

const { values } = parseArgs({ options: { products: { type: 'string' }, [DEMO_DATA_OPTION]: { type: 'boolean' } } });
const products = Number(values.products ?? DEFAULT_PRODUCTS_PER_PARTNER);
if (!Number.isInteger(products) || products < 1 || products > 200_000) {
  console.error(`Uso: seed-cli --products N (1 a 200000 produtos por parceiro) [--${DEMO_DATA_OPTION} com APP_ENV=production]`);
  process.exit(2);
}

// Not the server's whole configuration: seeding sends no message and serves no link.
const config = readStorageConfig();
// A production database holds a distributor's real customers and orders: wiping it takes a flag typed on purpose.
if (config.appEnv === 'production' && !values[DEMO_DATA_OPTION]) {
  console.error(
    `Com APP_ENV=production, npm run seed apaga todo o banco e cria os dados de demonstração (com os códigos de acesso do README). Nada foi alterado. Para fazer isso mesmo: npm run seed -- --${DEMO_DATA_OPTION}`,
  );
  process.exit(2);
}
const db: Db = config.databaseUrl ? openPg(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
try {
  const started = Date.now();
  await migrate(db);
  await resetDatabase(db);
  // The demo tokens' texts are in the README: a production database never gets them.
  await seedDatabase(db, { productsPerPartner: products, today: new Date(), partnerTokens: config.appEnv !== 'production' });
  console.log(`${products} produtos por parceiro criados em ${Date.now() - started} ms.`);
} finally {
  await db.close();
}
