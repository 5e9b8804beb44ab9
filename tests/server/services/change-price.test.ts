import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../../src/domain/entities/catalogue';
import { changePrice } from '../../../server/src/services/change-price';
import { useServer } from '../helpers';
import { refusalOf } from './refusal-of';

const s = useServer();

interface PricedRow {
  id: number;
  sales_price: number;
  list_price: number;
  promotions: Promotion[];
  packages: unknown;
  change_seq: string;
}

const productRow = async (id: number) =>
  (await s.db.query<PricedRow>('SELECT id, sales_price, list_price, promotions, packages, change_seq::text AS change_seq FROM products WHERE id = $1', [id]))[0];

async function promotedProduct(partnerId = 1): Promise<PricedRow> {
  const [{ id }] = await s.db.query<{ id: number }>(
    "SELECT id FROM products WHERE partner_id = $1 AND promotions <> '[]'::jsonb AND NOT deleted ORDER BY id LIMIT 1", [partnerId],
  );
  return productRow(id);
}

describe('changePrice', () => {
  it('sets the sales price; the list price and the promotion tiers move by the same ratio, the packages stay', async () => {
    const before = await promotedProduct();
    await changePrice(s.db, { productId: before.id, partnerId: 1, salesPrice: before.sales_price * 2 });
    const after = await productRow(before.id);
    expect(after.sales_price).toBe(before.sales_price * 2);
    expect(after.list_price).toBeCloseTo(before.list_price * 2, 2);
    expect(after.promotions).toEqual(before.promotions.map((tier) => ({ ...tier, price: Math.round(tier.price * 200) / 100 })));
    expect(after.packages).toEqual(before.packages);
  });

  it("gives the product the partner's next catalogue change number, so devices pull the new price", async () => {
    const before = await promotedProduct();
    await changePrice(s.db, { productId: before.id, partnerId: 1, salesPrice: 12.34 });
    const [{ newest }] = await s.db.query<{ newest: string }>('SELECT max(change_seq)::text AS newest FROM products WHERE partner_id = 1');
    const after = await productRow(before.id);
    expect(BigInt(after.change_seq)).toBeGreaterThan(BigInt(before.change_seq));
    expect(after.change_seq).toBe(newest);
  });

  it("refuses another partner's product as not found and changes nothing", async () => {
    const before = await promotedProduct(1);
    const refusal = await refusalOf(changePrice(s.db, { productId: before.id, partnerId: 2, salesPrice: 10 }));
    expect(refusal).toMatchObject({ kind: 'not-found', message: 'Produto não encontrado.' });
    expect(await productRow(before.id)).toEqual(before);
  });
});
