import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { isEmpty, seedDatabase } from './seed';

/** The option `npm run seed` asks for with APP_ENV=production (`--yes-demo-data`): it wipes the database before filling it. */
export const DEMO_DATA_OPTION = 'yes-demo-data';

/**
 * A start on an empty database: development and homologation fill it with the demo data; production never does,
 * since the README prints the demo customers' access codes. Returns the line the start prints, or null when the
 * database already holds data.
 */
export async function seedOnStart(db: Db, appEnv: ServerConfig['appEnv'], today: Date): Promise<string | null> {
  if (!(await isEmpty(db))) return null;
  if (appEnv === 'production') {
    return `Banco vazio e APP_ENV=production: nenhum dado de demonstração criado. Para criá-los de propósito (apaga o banco): npm run seed -- --${DEMO_DATA_OPTION}`;
  }
  const started = Date.now();
  await seedDatabase(db, { today });
  return `Dados de demonstração criados em ${Date.now() - started} ms.`;
}
