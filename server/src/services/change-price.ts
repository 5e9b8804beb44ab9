import type { Db } from '../db/client';
import { lockPartnerCatalogue } from '../db/queries/product-import';
import { lockProductPrice, updateProductPrice } from '../db/queries/product-price';
import { refuse } from '../domain/refusal';
import { repriced } from '../domain/repricing';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';

export interface ChangePriceInput {
  productId: number;
  partnerId: number;
  /** the new sales price of the product's unit, in reais */
  salesPrice: number;
}

/**
 * Sets a product's sales price; its list price and promotion tiers follow (`repriced`). Devices pull the change from
 * the partner's catalogue changes, and an order waiting on a device meets the new terms when it is sent
 * (docs/decisions/0125-order-terms-check.md). Refused as not found when the partner has no such product.
 */
export async function changePrice(db: Db, { productId, partnerId, salesPrice }: ChangePriceInput): Promise<void> {
  await db.transaction(async (tx) => {
    // The partner's catalogue first, then the row: the order a catalogue batch takes them in (its UPDATE's trigger
    // would take the catalogue lock after the row lock, and a batch on the same product at once would deadlock).
    await lockPartnerCatalogue(tx, partnerId);
    const current = await lockProductPrice(tx, productId, partnerId);
    if (!current) refuse('not-found', PRODUCT_NOT_FOUND);
    await updateProductPrice(tx, productId, repriced(current, salesPrice));
  });
}
