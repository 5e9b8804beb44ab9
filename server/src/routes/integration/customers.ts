import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../deps';
import { CUSTOMER_BATCH_MESSAGES, MAX_BATCH_CUSTOMERS } from '../../domain/customer-batch-row';
import { fail, parse, readJson } from '../../http/errors';
import { requirePartnerToken, requireScope } from '../../http/partner-token-guard';
import { upsertCustomers } from '../../services/upsert-customers';

// Each row is checked alone by the service, so one wrong row answers `error` instead of refusing the batch.
const batchSchema = z.object(
  { customers: z.array(z.unknown(), { error: 'Informe os clientes em "customers", uma lista.' }) },
  { error: 'Corpo da requisição inválido.' },
);

/** The rows of a customers batch's body (`{ "customers": [...] }`), each still unchecked; 400 or 413 otherwise. */
export async function customerBatchRows(c: Context): Promise<unknown[]> {
  const { customers } = parse(batchSchema, await readJson(c));
  if (customers.length > MAX_BATCH_CUSTOMERS) fail(413, CUSTOMER_BATCH_MESSAGES.tooMany);
  return customers;
}

/** `POST /customers/batch`: the token's partner upserts up to 1,000 customers; one answer per row. */
export function integrationCustomerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/customers/batch', requirePartnerToken(deps), requireScope('customers'), async (c) => {
    const rows = await customerBatchRows(c);
    return c.json({ results: await upsertCustomers(deps.db, c.get('partnerAuth').partnerId, rows) });
  });
}
