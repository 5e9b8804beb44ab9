import type { Db } from '../client';

export async function findCompany(db: Db, cnpj: string): Promise<{ cnpj: string; trade_name: string } | undefined> {
  const [row] = await db.query<{ cnpj: string; trade_name: string }>('SELECT cnpj, trade_name FROM company_register WHERE cnpj = $1', [cnpj]);
  return row;
}
