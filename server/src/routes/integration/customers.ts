import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../deps';
import { CUSTOMER_BATCH_MESSAGES, customerRowSchema, MAX_BATCH_CUSTOMERS } from '../../domain/customer-batch-row';
import { fail, INVALID_BODY, parse, readJson } from '../../http/errors';
import { TOO_LARGE } from '../../http/input-guards';
import { bodyRefusals, refusal } from '../../http/openapi/answers';
import { documented } from '../../http/openapi/operation-parts';
import { requirePartnerToken, requireScope } from '../../http/partner-token-guard';
import { customerRowResultSchema, upsertCustomers } from '../../services/upsert-customers';
import { CUSTOMER_BATCH_EXAMPLES } from './customer-examples';

const batchOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ customers: z.array(row, { error: 'Informe os clientes em "customers", uma lista.' }) }, { error: INVALID_BODY });

// The route checks the envelope only: the service checks each row alone, so one wrong row answers `error` instead of
// refusing the batch. The document shows the same envelope around the rows' own schema.
const envelopeSchema = batchOf(z.unknown());

const documentation = documented({
  operationId: 'upsertCustomers',
  tags: ['Customers'],
  summary: 'Create or update customers by CPF or CNPJ',
  description:
    `Up to ${MAX_BATCH_CUSTOMERS.toLocaleString('en')} of the partner's customers, keyed by CPF or CNPJ (the alphanumeric one too, with or without ` +
    'punctuation; check digits verified). Each row answers alone, in the order sent: `created` (new customer, or new to this ' +
    'partner), `updated`, `unchanged` or `error`; a tax id repeated in the batch is an error on its later rows. WhatsApp numbers ' +
    'and the e-mail are what the app\'s signup offers, at once. `paymentPlanIds` are the partner\'s own plan ids (absent: every ' +
    'plan), `credit` in reais. A trade name or e-mail left out is kept; phones and addresses are added, never removed. The ' +
    'company record is shared: once another partner serves the customer too, a batch only fills its empty names and e-mail.',
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: batchOf(customerRowSchema.meta({ id: 'CustomerRow', description: 'One customer as the distributor\'s system sends it.' })),
        examples: CUSTOMER_BATCH_EXAMPLES.request,
      },
    },
  },
  responses: {
    200: {
      description: 'One answer per row, in the order sent.',
      content: { 'application/json': { schema: z.object({ results: z.array(customerRowResultSchema) }), examples: CUSTOMER_BATCH_EXAMPLES.response } },
    },
    400: bodyRefusals[400],
    413: refusal(`More than ${MAX_BATCH_CUSTOMERS.toLocaleString('en')} customers, or a body over 4 MB.`, [CUSTOMER_BATCH_MESSAGES.tooMany, TOO_LARGE]),
  },
});

/** The rows of a customers batch's body (`{ "customers": [...] }`), each still unchecked; 400 or 413 otherwise. */
export async function customerBatchRows(c: Context): Promise<unknown[]> {
  const { customers } = parse(envelopeSchema, await readJson(c));
  if (customers.length > MAX_BATCH_CUSTOMERS) fail(413, CUSTOMER_BATCH_MESSAGES.tooMany);
  return customers;
}

/** `POST /customers/batch`: the token's partner upserts up to 1,000 customers; one answer per row. */
export function integrationCustomerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/customers/batch', documentation, requirePartnerToken(deps), requireScope('customers'), async (c) => {
    const rows = await customerBatchRows(c);
    return c.json({ results: await upsertCustomers(deps.db, c.get('partnerAuth').partnerId, rows) });
  });
}
