import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../deps';
import { MAX_PRODUCTS_PER_BATCH } from '../../domain/product-row';
import { fail, parse, readJson } from '../../http/errors';
import { requirePartnerToken, requireScope } from '../../http/partner-token-guard';
import { upsertProducts } from '../../services/upsert-products';

const batchSchema = z.object(
  { products: z.array(z.unknown(), { error: 'Informe os produtos como uma lista em "products".' }).min(1, 'Informe ao menos um produto em "products".') },
  { error: 'Corpo da requisição inválido.' },
);

const TOO_MANY = `Lote grande demais: envie até ${MAX_PRODUCTS_PER_BATCH.toLocaleString('pt-BR')} produtos por requisição.`;

/** The rows of a catalogue batch's body (`{ "products": [...] }`), each still unchecked; 400 or 413 otherwise. */
export async function productBatchRows(c: Context): Promise<unknown[]> {
  const { products } = parse(batchSchema, await readJson(c));
  if (products.length > MAX_PRODUCTS_PER_BATCH) fail(413, TOO_MANY);
  return products;
}

/** The catalogue batch: the token's partner's products created or updated by their codes, one answer per row. */
export function integrationProductRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/products/batch', requirePartnerToken(deps), requireScope('catalogue'), async (c) => {
    const rows = await productBatchRows(c);
    const results = await upsertProducts(deps.db, { partnerId: c.get('partnerAuth').partnerId, rows, cdnHost: deps.config.cdnHost });
    return c.json({ results });
  });
}
