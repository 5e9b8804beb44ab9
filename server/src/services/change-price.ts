import type { Db } from '../db/client';
import { lockPartnerCatalogue, lockStoredProduct, updateChangedProducts } from '../db/queries/product-import';
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
 * Sets a product's sales price; its list price and promotion tiers follow (`repriced`). Written by the catalogue
 * batch's own update, so a price reaches devices and waiting orders one way only: devices pull the change from the
 * partner's catalogue changes, and an order waiting on a device meets the new terms when it is sent
 * (docs/decisions/0125-order-terms-check.md). Refused as not found when the partner has no such product.
 */
export async function changePrice(db: Db, { productId, partnerId, salesPrice }: ChangePriceInput): Promise<void> {
  await db.transaction(async (tx) => {
    // The partner's catalogue first, then the row: the order a catalogue batch takes them in (its UPDATE's trigger
    // would take the catalogue lock after the row lock, and a batch on the same product at once would deadlock).
    await lockPartnerCatalogue(tx, partnerId);
    const stored = await lockStoredProduct(tx, partnerId, productId);
    if (!stored) refuse('not-found', PRODUCT_NOT_FOUND);
    await updateChangedProducts(tx, partnerId, [{ ...stored, ...repriced(stored, salesPrice) }]);
  });
}
