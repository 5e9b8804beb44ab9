import type { Package } from '../../../src/domain/entities';
import { measuredQuantity, priceForQuantity } from '../../../src/domain/pricing';
import type { CartProduct } from '../db/queries/cart';

/** Above this many packages the customer must confirm (docs/architecture.md, excessive quantity rule). */
export function excessiveThreshold(suggestedQuantity: number): number {
  return Math.max(20, 5 * suggestedQuantity);
}

export function excessiveMessage(quantity: number, pkg: Package, familyName: string): string {
  return `Você selecionou ${quantity} ${pkg.label} de ${familyName}, deseja continuar?`;
}

/** The price per sales unit the server charges for this many packages (promotion tiers applied). */
export function unitPrice(product: CartProduct, pkg: Package, quantity: number): number {
  const measured = measuredQuantity({ salesUnit: product.sales_unit }, pkg, quantity);
  return priceForQuantity({ salesPrice: product.sales_price, promotions: product.promotions }, measured);
}
