import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { userDb, type StoredProduct, type UserDb } from '../../db/user-db';
import { codeKey } from '../../domain/quick-order-lines';
import type { FindProduct, InCart } from '../../domain/quick-order-report';
import { yieldToMain } from '../../sync/pulls/chunks';

// Rows read per request, with a yield between requests: reading 20,000 products is no long task.
const READ_PAGE = 2000;

/** The partner's products on the device by code and by barcode (leading zeros dropped from both). */
async function readCatalogue(db: UserDb, partnerId: number): Promise<FindProduct> {
  const byCode = new Map<string, StoredProduct>();
  const byBarcode = new Map<string, StoredProduct>();
  let after = -Infinity;
  for (;;) {
    const rows = await db.products.where('[partnerId+id]').between([partnerId, after], [partnerId, Infinity], false, true).limit(READ_PAGE).toArray();
    for (const row of rows) {
      byCode.set(codeKey(row.product.code), row);
      if (row.product.barcode) byBarcode.set(codeKey(row.product.barcode), row);
    }
    if (rows.length < READ_PAGE) break;
    after = rows[rows.length - 1]!.id;
    await yieldToMain();
  }
  // A code wins over a barcode that happens to read the same.
  return (code) => byCode.get(codeKey(code)) ?? byBarcode.get(codeKey(code));
}

/**
 * The device's catalogue (read once per visit, once `whole` is known, and again when it turns true: the first
 * download ended meanwhile) and cart, as the quick order's report reads them.
 */
export function useQuickOrderData(partnerId: number, whole: boolean | undefined) {
  const [find, setFind] = useState<{ partnerId: number; find: FindProduct }>();
  useEffect(() => {
    if (whole === undefined) return undefined;
    let current = true;
    readCatalogue(userDb(), partnerId).then((next) => current && setFind({ partnerId, find: next }), () => undefined);
    return () => {
      current = false;
    };
  }, [partnerId, whole]);
  const items = useLiveQuery(() => userDb().cartItems.where('partnerId').equals(partnerId).toArray(), [partnerId]);
  const cart = useMemo(
    () => new Map<number, InCart>((items ?? []).map((item) => [item.productId, { quantity: item.quantity, productPackageId: item.productPackageId }])),
    [items],
  );
  return { find: find?.partnerId === partnerId ? find.find : undefined, cart: items ? cart : undefined };
}
