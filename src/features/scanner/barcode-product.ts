import { barcodeMatches } from '../../domain/gtin';
import { packageAbbreviation } from '../../domain/package-name';
import { MAX_QUANTITY } from '../../domain/quantity';
import { userDb, type StoredProduct } from '../../db/user-db';
import { withCommands } from '../../sync/commands/load-commands';
import { defaultPackageId } from '../product-card/use-card-quantity';

/** The partner's product on the device whose barcode the code names (itself or a box of it). */
export function productByBarcode(partnerId: number, code: string): Promise<StoredProduct | undefined> {
  return userDb()
    .products.where('partnerId')
    .equals(partnerId)
    .filter((entry) => !entry.product.deleted && barcodeMatches(code, entry.product.barcode))
    .first();
}

/**
 * One more package of the product in the cart, in the cart's package (else the card's
 * preselected one), through the outbox like a tap on '+'. null: already at the maximum.
 */
export async function addOnePackage(partnerId: number, entry: StoredProduct): Promise<{ quantity: number; unit: string } | null> {
  const item = await userDb().cartItems.get([partnerId, entry.id]);
  const packageId = item && item.quantity > 0 ? item.productPackageId : defaultPackageId(entry);
  const pkg = entry.product.packages.find((p) => p.id === packageId);
  const current = item?.quantity ?? 0;
  if (!pkg || current >= MAX_QUANTITY) return null;
  const quantity = current + 1;
  await withCommands((commands) => commands.setCartQuantity(partnerId, entry.id, quantity, pkg.id).then(() => undefined));
  return { quantity, unit: packageAbbreviation(pkg) };
}
