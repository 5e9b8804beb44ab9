import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';

/**
 * Codes of the cart's variable-weight products: the checkout items carry no such flag,
 * the stored products do (their weight is then shown with '+/-').
 */
export function useVariableWeightCodes(partnerId: number): ReadonlySet<string> {
  return (
    useLiveQuery(async () => {
      const db = userDb();
      const items = await db.cartItems.where('partnerId').equals(partnerId).toArray();
      const products = await db.products.bulkGet(items.map((item) => [partnerId, item.productId] as [number, number]));
      return new Set(products.filter((p) => p?.product.variableWeight).map((p) => p!.product.code));
    }, [partnerId]) ?? new Set<string>()
  );
}
