import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../deps';
import { MAX_PRODUCTS_PER_BATCH, productRowSchema } from '../../domain/product-row';
import { fail, INVALID_BODY, parse, readJson } from '../../http/errors';
import { bodyRefusals, refusal } from '../../http/openapi/answers';
import { TOO_LARGE } from '../../http/input-guards';
import { documented } from '../../http/openapi/operation-parts';
import { requirePartnerToken, requireScope } from '../../http/partner-token-guard';
import { productRowResultSchema, upsertProducts } from '../../services/upsert-products';
import { PRODUCT_BATCH_EXAMPLES } from './product-examples';

const batchOf = <Row extends z.ZodType>(row: Row) =>
  z.object(
    { products: z.array(row, { error: 'Informe os produtos como uma lista em "products".' }).min(1, 'Informe ao menos um produto em "products".') },
    { error: INVALID_BODY },
  );

// The route checks the envelope only: the service checks each row alone, so one wrong row answers `error` instead of
// refusing the batch. The document shows the same envelope around the rows' own schema.
const envelopeSchema = batchOf(z.unknown());

const TOO_MANY = `Lote grande demais: envie até ${MAX_PRODUCTS_PER_BATCH.toLocaleString('pt-BR')} produtos por requisição.`;

/** The rows of a catalogue batch's body (`{ "products": [...] }`), each still unchecked; 400 or 413 otherwise. */
export async function productBatchRows(c: Context): Promise<unknown[]> {
  const { products } = parse(envelopeSchema, await readJson(c));
  if (products.length > MAX_PRODUCTS_PER_BATCH) fail(413, TOO_MANY);
  return products;
}

function batchDocumentation(cdnHost: string) {
  return documented({
    operationId: 'upsertProducts',
    tags: ['Catalogue'],
    summary: 'Create or update products by their codes',
    description:
      `Up to ${MAX_PRODUCTS_PER_BATCH.toLocaleString('en')} of the partner's products, keyed by its own \`code\`. Each row is checked on its own and answered in order; ` +
      'a wrong row never stops the good ones, and a code repeated in one batch is an error on its later rows. Only rows that differ ' +
      'from what is stored are written, so the same batch sent twice answers `unchanged`. What is written reaches devices through ' +
      'the incremental catalogue changes; `"active": false` removes the product from them. Family, brand and department are names, ' +
      'created when new. Images are https URLs on the server\'s `CDN_HOST`, stored as sent (never fetched).',
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: batchOf(productRowSchema(cdnHost).meta({ id: 'ProductRow', description: 'One product as the distributor\'s system sends it.' })),
          examples: PRODUCT_BATCH_EXAMPLES.request,
        },
      },
    },
    responses: {
      200: {
        description: 'One answer per row, in the order sent.',
        content: { 'application/json': { schema: z.object({ results: z.array(productRowResultSchema) }), examples: PRODUCT_BATCH_EXAMPLES.response } },
      },
      400: bodyRefusals[400],
      413: refusal(`More than ${MAX_PRODUCTS_PER_BATCH.toLocaleString('en')} products, or a body over 4 MB.`, [TOO_MANY, TOO_LARGE]),
    },
  });
}

/** The catalogue batch: the token's partner's products created or updated by their codes, one answer per row. */
export function integrationProductRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/products/batch',
    batchDocumentation(deps.config.cdnHost),
    requirePartnerToken(deps),
    requireScope('catalogue'),
    async (c) => {
      const rows = await productBatchRows(c);
      const results = await upsertProducts(deps.db, { partnerId: c.get('partnerAuth').partnerId, rows, cdnHost: deps.config.cdnHost });
      return c.json({ results });
    },
  );
}
