// 'Repetir pedido' without the server: the order detail kept on the device, checked against the
// device's catalogue and cart by the server's rules, written as cart changes through the outbox.
import { cartRestrictions } from '../../domain/cart-restrictions';
import { repeatPlan, type RepeatPlan } from '../../domain/repeat-order';
import { userDb } from '../../db/user-db';
import { setCartQuantity } from './cart-item';

export type DeviceRepeat =
  | { outcome: 'added'; plan: RepeatPlan }
  /** the device has not kept this order's detail, or none of its products can be bought now */
  | { outcome: 'nothing' }
  | { outcome: 'cart-closed' };

export async function repeatOrderOnDevice(partnerId: number, orderId: number): Promise<DeviceRepeat> {
  const db = userDb();
  const [detail, cart, products, cartItems] = await Promise.all([
    db.orderDetails.get(orderId),
    db.carts.get(partnerId),
    db.products.where('partnerId').equals(partnerId).toArray(),
    db.cartItems.where('partnerId').equals(partnerId).toArray(),
  ]);
  if (!detail) return { outcome: 'nothing' };
  if (cartRestrictions(cart ?? null).readOnly) return { outcome: 'cart-closed' };
  const catalogue = new Map(products.map(({ product }) => [product.id, { deleted: product.deleted, packageIds: product.packages.map((p) => p.id) }]));
  const inCart = new Map(cartItems.map((item) => [item.productId, { packageId: item.productPackageId, quantity: item.quantity }]));
  const plan = repeatPlan(
    detail.items.map((item) => ({ productId: item.purchase.product.id, packageId: item.productPackageId, quantity: item.quantityPackages })),
    (id) => catalogue.get(id),
    (id) => inCart.get(id),
  );
  if (plan.lines.length === 0) return { outcome: 'nothing' };
  for (const line of plan.lines) await setCartQuantity(partnerId, line.productId, line.quantity, line.packageId);
  return { outcome: 'added', plan };
}
