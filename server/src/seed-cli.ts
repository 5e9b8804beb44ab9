// `npm run seed -- --products N`: reset the database and seed N products per serving partner.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { openPg, openPglite, type Db } from './db/client';
import { migrate } from './db/migrate';
import { DEFAULT_PRODUCTS_PER_PARTNER, resetDatabase, seedDatabase } from './seed/seed';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = Number(values.products ?? DEFAULT_PRODUCTS_PER_PARTNER);
if (!Number.isInteger(products) || products < 1 || products > 200_000) {
  console.error('Uso: seed-cli --products N (1 a 200000 produtos por parceiro)');
  process.exit(2);
}

const config = readConfig();
const db: Db = config.databaseUrl ? openPg(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
try {
  const started = Date.now();
  await migrate(db);
  await resetDatabase(db);
  await seedDatabase(db, { productsPerPartner: products, today: new Date() });
  console.log(`${products} produtos por parceiro criados em ${Date.now() - started} ms.`);
} finally {
  await db.close();
}
